// Keeps the Swift runtime's crash backtracer off SIGQUIT (docs/terminal.md, "Signals").
//
// The runtime installs its backtracer while the shared libraries are initialised, before main,
// on SIGQUIT and the crash signals — but only on those whose action is still the default.
// Caught by the backtracer, a SIGQUIT prints "Program crashed: Signal 3", waits on the
// backtracer's prompt, and then lets the program run on. A `.preinit_array` entry of the
// executable runs before any library's initialiser: it gives SIGQUIT a handler that does what
// the default action does, so the runtime leaves SIGQUIT alone, and a SIGQUIT before segue's own
// handlers are in (first thing in main) still ends the process at once.

#include <signal.h>
#include <string.h>

#include "quit_guard.h"

static volatile sig_atomic_t guard_installed = 0;

// The default action, from a handler: back to SIG_DFL, then the signal again. It is blocked
// while this handler runs, so it is delivered as the handler returns, and ends the process.
static void quit_as_default(int sig) {
    struct sigaction dfl;
    memset(&dfl, 0, sizeof dfl);
    dfl.sa_handler = SIG_DFL;
    sigemptyset(&dfl.sa_mask);
    sigaction(sig, &dfl, 0);
    raise(sig);
}

static void guard_quit(int argc, char **argv, char **envp) {
    (void)argc;
    (void)argv;
    (void)envp;
    struct sigaction current;
    // A SIGQUIT the parent ignores stays ignored.
    if (sigaction(SIGQUIT, 0, &current) != 0 || current.sa_handler != SIG_DFL) return;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = quit_as_default;
    sigemptyset(&action.sa_mask);
    if (sigaction(SIGQUIT, &action, 0) == 0) guard_installed = 1;
}

__attribute__((used, section(".preinit_array")))
static void (*const segue_preinit_guard_quit)(int, char **, char **) = guard_quit;

int segue_quit_guard_installed(void) { return guard_installed; }
