// The watchdog of an engineer's own code (docs/user-code.md, "The host").
//
// A call into user code bumps a generation counter under a lock; no clock is read there. The
// watchdog thread sleeps on a condition variable while no call runs; while one does, it looks
// every quarter of the limit, and when it has seen the same call running for the whole limit it
// writes one line and ends the process (exit status 1: the supervising `segue` restores the
// terminal). So a hang is reported between the limit and a quarter more after it starts.

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "segue_watchdog.h"

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t wake;
static double limit = 0;
static unsigned long generation = 0;
static int inside = 0, idle = 0;
static const char *running_label = "";
static size_t running_length = 0;

static double monotonic_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static struct timespec after(double seconds) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    double total = (double)ts.tv_nsec / 1e9 + seconds;
    ts.tv_sec += (time_t)total;
    ts.tv_nsec = (long)((total - (double)(time_t)total) * 1e9);
    return ts;
}

static void report(void) {
    char line[512];
    int n = snprintf(line, sizeof line, "segue: swift: your code did not return within %g s (in %.*s): an infinite loop?\n",
                     limit, (int)running_length, running_label);
    if (n > 0) (void)!write(2, line, (size_t)n < sizeof line ? (size_t)n : sizeof line - 1);
    _exit(1);
}

static void *watch(void *unused) {
    (void)unused;
    pthread_mutex_lock(&lock);
    for (;;) {
        while (!inside) {
            idle = 1;
            pthread_cond_wait(&wake, &lock);
            idle = 0;
        }
        unsigned long seen = generation;
        double since = monotonic_seconds();
        while (inside && generation == seen) {
            struct timespec until = after(limit / 4);
            int rc = pthread_cond_timedwait(&wake, &lock, &until);
            if (rc == ETIMEDOUT && inside && generation == seen && monotonic_seconds() - since >= limit) report();
        }
    }
    return 0;
}

void segue_watchdog_start(double seconds) {
    if (seconds <= 0 || limit > 0) return;
    limit = seconds;
    pthread_condattr_t attr;
    pthread_condattr_init(&attr);
    pthread_condattr_setclock(&attr, CLOCK_MONOTONIC);
    pthread_cond_init(&wake, &attr);
    pthread_t thread;
    if (pthread_create(&thread, 0, watch, 0) == 0) pthread_detach(thread);
}

void segue_watchdog_enter(const char *label, size_t length) {
    pthread_mutex_lock(&lock);
    inside = 1;
    generation += 1;
    running_label = label;
    running_length = length;
    if (idle) pthread_cond_signal(&wake);
    pthread_mutex_unlock(&lock);
}

void segue_watchdog_leave(void) {
    pthread_mutex_lock(&lock);
    inside = 0;
    pthread_mutex_unlock(&lock);
}
