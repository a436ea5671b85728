// Model time for an engineer's own code (docs/user-code.md, "Time and determinism").
//
// The segue-swift host is linked with --export-dynamic, so these definitions come first in the
// process's symbol lookup: the user's library, Foundation (Date reads CLOCK_REALTIME) and the
// Dispatch overlay (DispatchTime.now(), asyncAfter, async) call them instead of libc's and
// libdispatch's. On the thread running user code (a thread-local flag) they answer in model
// time; otherwise they call the real function, found with dlsym(RTLD_NEXT), so the host's own
// clock reads (the live loop's CLOCK_MONOTONIC) and every other thread are untouched.

#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <stdlib.h>
#include <time.h>

#include "segue_model_time.h"

static __thread int active = 0;
static segue_model_now_fn model_now = 0;
static segue_model_schedule_fn model_schedule = 0;


// The next definition of `name` after the executable's (libc's, libdispatch's); looked up once.
static void *next_definition(void **slot, const char *name) {
    void *found = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
    if (!found) {
        found = dlsym(RTLD_NEXT, name);
        if (!found) abort();
        __atomic_store_n(slot, found, __ATOMIC_RELEASE);
    }
    return found;
}

// --- Blocks, without the compiler's block support: the documented Block ABI layout.

struct block_layout {
    void *isa;
    int flags;
    int reserved;
    void (*invoke)(void *);
};

static void *block_copy_function(void) {
    static void *copy = 0;
    return next_definition(&copy, "_Block_copy");
}

static void *block_release_function(void) {
    static void *release = 0;
    return next_definition(&release, "_Block_release");
}

static void *block_copy(void *block) { return ((void *(*)(void *))block_copy_function())(block); }

static void block_release(void *block) { ((void (*)(void *))block_release_function())(block); }

void segue_block_run_and_release(void *block) {
    ((struct block_layout *)block)->invoke(block);
    block_release(block);
}

static void *main_queue(void) {
    static void *queue = 0;
    return next_definition(&queue, "_dispatch_main_q");
}

// --- The clock.

static void *real_clock_gettime = 0, *real_dispatch_time = 0, *real_dispatch_after = 0, *real_dispatch_async = 0;

int clock_gettime(clockid_t clock, struct timespec *ts) {
    if (active && (clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE)) {
        double now = SEGUE_MODEL_EPOCH + model_now();
        time_t seconds = (time_t)now;
        ts->tv_sec = seconds;
        ts->tv_nsec = (long)((now - (double)seconds) * 1e9 + 0.5);
        if (ts->tv_nsec >= 1000000000L) {
            ts->tv_sec += 1;
            ts->tv_nsec -= 1000000000L;
        }
        return 0;
    }
    return ((int (*)(clockid_t, struct timespec *))next_definition(&real_clock_gettime, "clock_gettime"))(clock, ts);
}

// The model's time as a dispatch uptime (nanoseconds, never 0).
static uint64_t model_uptime(void) {
    return SEGUE_MODEL_UPTIME_BASE + (uint64_t)(model_now() * 1e9 + 0.5);
}

uint64_t dispatch_time(uint64_t when, int64_t delta) {
    if (active && when == 0) {  // DISPATCH_TIME_NOW
        int64_t t = (int64_t)model_uptime() + delta;
        return t < 1 ? 1 : (uint64_t)t;
    }
    return ((uint64_t(*)(uint64_t, int64_t))next_definition(&real_dispatch_time, "dispatch_time"))(when, delta);
}

// --- The main queue: asyncAfter on the model clock, async run when user code returns.

// An uptime, not a wall time (bit 63) nor a monotonic time (bit 62) nor DISPATCH_TIME_FOREVER.
#define SEGUE_UPTIME_LIMIT (1ULL << 62)

void dispatch_after(uint64_t when, void *queue, void *block) {
    if (active && queue == main_queue() && when < SEGUE_UPTIME_LIMIT) {
        double t = when == 0 ? model_now()
                             : ((double)when - (double)SEGUE_MODEL_UPTIME_BASE) / 1e9;
        model_schedule(t, block_copy(block));
        return;
    }
    ((void (*)(uint64_t, void *, void *))next_definition(&real_dispatch_after, "dispatch_after"))(when, queue, block);
}

// Blocks given to the main queue while user code runs, in order: [head, count).
static void **pending = 0;
static size_t pending_head = 0, pending_count = 0, pending_capacity = 0;

void dispatch_async(void *queue, void *block) {
    if (active && queue == main_queue()) {
        if (pending_count == pending_capacity) {
            pending_capacity = pending_capacity ? pending_capacity * 2 : 16;
            pending = realloc(pending, pending_capacity * sizeof *pending);
            if (!pending) abort();
        }
        pending[pending_count++] = block_copy(block);
        return;
    }
    ((void (*)(void *, void *))next_definition(&real_dispatch_async, "dispatch_async"))(queue, block);
}

void segue_model_time_install(segue_model_now_fn now, segue_model_schedule_fn schedule) {
    model_now = now;
    model_schedule = schedule;
    // Looked up now rather than at a first call, which could be in a signal handler.
    next_definition(&real_clock_gettime, "clock_gettime");
    next_definition(&real_dispatch_time, "dispatch_time");
    next_definition(&real_dispatch_after, "dispatch_after");
    next_definition(&real_dispatch_async, "dispatch_async");
    block_copy_function();
    block_release_function();
    main_queue();
}

void segue_model_time_enter(void) { active = 1; }

void segue_model_time_leave(void) {
    while (pending_head < pending_count) {
        void *block = pending[pending_head++];
        segue_block_run_and_release(block);
    }
    pending_head = pending_count = 0;
    active = 0;
}
