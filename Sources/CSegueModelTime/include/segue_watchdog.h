#ifndef SEGUE_WATCHDOG_H
#define SEGUE_WATCHDOG_H

#include <stddef.h>

// The watchdog of an engineer's own code in the segue-swift host (docs/user-code.md, "The
// host"): a call into user code that has not returned after `seconds` ends the process with one
// line on stderr and exit status 1. Only its own thread reads a (monotonic) clock.

// Starts the watchdog thread; `seconds` > 0 is the limit. Call once.
void segue_watchdog_start(double seconds);
// A call into user code starts; `label` (`length` bytes, kept: a static string) says where.
void segue_watchdog_enter(const char *label, size_t length);
// The call has returned.
void segue_watchdog_leave(void);

#endif
