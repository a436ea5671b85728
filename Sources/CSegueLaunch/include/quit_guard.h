#ifndef SEGUE_QUIT_GUARD_H
#define SEGUE_QUIT_GUARD_H

// Whether SIGQUIT got its default-action handler before the shared libraries were initialised
// (0 when the executable was started with SIGQUIT ignored, or the hook did not run).
int segue_quit_guard_installed(void);

#endif
