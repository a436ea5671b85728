// CNcurses: the parts of ncursesw that Swift cannot import directly (function-like macros,
// macro constants built from NCURSES_BITS, and globals that Swift 6 rejects as shared mutable
// state). Everything else is imported from <ncursesw/curses.h> as is.
#ifndef SEGUE_CNCURSES_SHIM_H
#define SEGUE_CNCURSES_SHIM_H

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <ncursesw/curses.h>

// Globals (read-only accessors; Swift 6 refuses to touch the variables themselves).
static inline WINDOW *segue_stdscr(void) { return stdscr; }
static inline int segue_cols(void) { return COLS; }
static inline int segue_lines(void) { return LINES; }
static inline int segue_colors(void) { return COLORS; }
static inline int segue_escdelay(void) { return ESCDELAY; }

// getmaxyx is a macro assigning to its arguments.
static inline void segue_getmaxyx(WINDOW *win, int *rows, int *cols) {
    int y, x;
    getmaxyx(win, y, x);
    *rows = y;
    *cols = x;
}

// Mouse masks (NCURSES_MOUSE_MASK macros).
static inline mmask_t segue_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t segue_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }
static inline mmask_t segue_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t segue_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t segue_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t segue_button1_double_clicked(void) { return BUTTON1_DOUBLE_CLICKED; }
static inline mmask_t segue_button1_triple_clicked(void) { return BUTTON1_TRIPLE_CLICKED; }

// tiparm is variadic, which Swift cannot call: the capability `cap` formatted with two integer
// parameters (a capability that takes one ignores the second). NULL when it cannot be formatted.
static inline const char *segue_tiparm2(const char *cap, int p1, int p2) {
    return tiparm(cap, p1, p2);
}

// setupterm without <term.h> (whose capability macros, `lines`, `bell`… would clash with Swift
// names): terminal type `type` becomes the current terminal, its output unused (fd -1).
int setupterm(const char *, int, int *);
static inline int segue_setupterm(const char *type, int *status) {
    return setupterm(type, -1, status);
}

#endif
