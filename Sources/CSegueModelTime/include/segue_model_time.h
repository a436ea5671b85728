#ifndef SEGUE_MODEL_TIME_H
#define SEGUE_MODEL_TIME_H

// Model time for an engineer's own code in the segue-swift host (docs/user-code.md, "Time and
// determinism"). The host executable defines clock_gettime, dispatch_time, dispatch_after and
// dispatch_async, and exports them, so the user's library and Foundation bind to these. They
// differ from libc's and libdispatch's only on the thread that called segue_model_time_enter,
// until it calls segue_model_time_leave; everywhere else they are passed through.

// The model's time now; unit: seconds from the session start.
typedef double (*segue_model_now_fn)(void);
// Runs `block` (a copy the callee owns: segue_block_run_and_release) at model time `t` seconds.
typedef void (*segue_model_schedule_fn)(double t, void *block);

// Installs the model's clock and timer; call once, before any user code runs.
void segue_model_time_install(segue_model_now_fn now, segue_model_schedule_fn schedule);

// User code starts running on this thread: from now on CLOCK_REALTIME, DISPATCH_TIME_NOW and
// the main queue are the model's.
void segue_model_time_enter(void);
// User code has returned: runs the blocks given to the main queue meanwhile, in order (and those
// they add), then passes everything through again.
void segue_model_time_leave(void);

// Runs a block that dispatch_after handed to the schedule function, then releases it.
void segue_block_run_and_release(void *block);

// CLOCK_REALTIME in model time is this many seconds since 1970 plus the model time: so
// Date().timeIntervalSinceReferenceDate is the model time.
#define SEGUE_MODEL_EPOCH 978307200.0
// DispatchTime.now() in model time is this many nanoseconds plus the model time's (a real
// uptime is never 0, and 0 is DISPATCH_TIME_NOW).
#define SEGUE_MODEL_UPTIME_BASE 1000000000ULL

#endif
