/* floor: the least an ncurses program can do to show make bench's push (scripts/bench/push.json),
 * the floor segue's previewer is compared against (docs/testing-and-performance.md, "The floor").
 *
 * A phone-sized frame (37 x 40 cells with its border, centred in the terminal) shows the inbox
 * screen; at 0.2 s the message screen slides in from the right over DURATION seconds while the
 * inbox moves a third of its width to the left and darkens to half its brightness (a black cover
 * 0 -> 0.5, drawn as a colour change), on UIKit's easeInOut (cubic Bezier 0.42, 0, 0.58, 1).
 * Whole cells only, 60 frames a second, xterm 256-colour cube colours; each frame redraws the
 * device's cells and lets ncurses send what changed. Exits after the last frame.
 *
 *   cc -O2 -o floor scripts/bench/floor.c -lncursesw && ./floor 1
 */
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <math.h>
#include <ncurses.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { DEVICE_COLS = 37, DEVICE_ROWS = 40, FPS = 60 };
static const double START = 0.2; /* the demo's push, seconds */

struct screen { const char *title; int rgb; const char *lines[2]; };
static const struct screen INBOX = {"Inbox", 0x1d4ed8, {"Anna: lunch?", "Build #412 passed"}};
static const struct screen MESSAGE = {"Message", 0xb45309, {"Lunch at noon?", NULL}};

/* UIKit's easeInOut: the y of the cubic Bezier (0,0) (0.42,0) (0.58,1) (1,1) at x = t. */
static double ease_in_out(double t) {
    double lo = 0, hi = 1, s = t;
    for (int i = 0; i < 40; i++) { /* bisection on x(s) = t; x is increasing */
        s = (lo + hi) / 2;
        double x = 3 * s * (1 - s) * (1 - s) * 0.42 + 3 * s * s * (1 - s) * 0.58 + s * s * s;
        if (x < t) lo = s; else hi = s;
    }
    return 3 * s * s * (1 - s) + s * s * s;
}

/* The xterm 256-colour cube index nearest to 0xRRGGBB scaled by `light` (0...1). */
static int cube(int rgb, double light) {
    static const int level[6] = {0, 95, 135, 175, 215, 255};
    int index = 16;
    for (int shift = 16, weight = 36; shift >= 0; shift -= 8, weight /= 6) {
        double c = ((rgb >> shift) & 0xff) * light;
        int best = 0;
        for (int k = 1; k < 6; k++) if (fabs(level[k] - c) < fabs(level[best] - c)) best = k;
        index += best * weight;
    }
    return index;
}

/* The colour pair of white text on `background` (one pair per background, made on first use). */
static int pair_for(int background) {
    static short pairs[256];
    static short count = 0;
    if (!pairs[background]) { pairs[background] = ++count; init_pair(count, 255, background); }
    return pairs[background];
}

/* Column `col` (0 ... width-1) of row `row` of a screen: its title bar, text or blank. */
static char cell_of(const struct screen *s, int col, int row, int width) {
    if (row == 0) {
        int len = (int)strlen(s->title), at = (width - len) / 2;
        return col >= at && col < at + len ? s->title[col - at] : '-';
    }
    const char *line = row >= 2 && row < 4 ? s->lines[row - 2] : NULL;
    return line && col >= 1 && col <= (int)strlen(line) ? line[col - 1] : ' ';
}

/* One frame at progress `p` (0 ... 1, eased) inside the device at (x0, y0). */
static void draw(int x0, int y0, double p) {
    int width = DEVICE_COLS - 2, height = DEVICE_ROWS - 2;
    int from_left = (int)lround(-width / 3.0 * p), to_left = (int)lround(width * (1 - p));
    int from_pair = pair_for(cube(INBOX.rgb, 1 - 0.5 * p)), to_pair = pair_for(cube(MESSAGE.rgb, 1));
    for (int row = 0; row < height; row++) {
        move(y0 + 1 + row, x0 + 1);
        for (int col = 0; col < width; col++) {
            int on_to = p > 0 && col >= to_left;
            const struct screen *s = on_to ? &MESSAGE : &INBOX;
            int local = on_to ? col - to_left : col - from_left;
            attron(COLOR_PAIR(on_to ? to_pair : from_pair));
            addch((chtype)(unsigned char)cell_of(s, local, row, width));
        }
    }
}

static void frame_border(int x0, int y0) {
    mvaddstr(y0, x0, "\u256d");
    mvaddstr(y0, x0 + DEVICE_COLS - 1, "\u256e");
    mvaddstr(y0 + DEVICE_ROWS - 1, x0, "\u2570");
    mvaddstr(y0 + DEVICE_ROWS - 1, x0 + DEVICE_COLS - 1, "\u256f");
    for (int c = 1; c < DEVICE_COLS - 1; c++) {
        mvaddstr(y0, x0 + c, "\u2500");
        mvaddstr(y0 + DEVICE_ROWS - 1, x0 + c, "\u2500");
    }
    for (int r = 1; r < DEVICE_ROWS - 1; r++) {
        mvaddstr(y0 + r, x0, "\u2502");
        mvaddstr(y0 + r, x0 + DEVICE_COLS - 1, "\u2502");
    }
}

int main(int argc, char **argv) {
    double duration = argc > 1 ? atof(argv[1]) : 1;
    if (duration <= 0) duration = 1;
    setlocale(LC_ALL, "");
    initscr();
    start_color();
    curs_set(0);
    int x0 = (COLS - DEVICE_COLS) / 2, y0 = (LINES - DEVICE_ROWS) / 2;
    if (x0 < 0) x0 = 0;
    if (y0 < 0) y0 = 0;
    frame_border(x0, y0);
    struct timespec start, next;
    clock_gettime(CLOCK_MONOTONIC, &start);
    long frames = (long)ceil((START + duration) * FPS);
    for (long k = 0; k <= frames; k++) {
        double t = (double)k / FPS - START;
        double linear = t <= 0 ? 0 : t >= duration ? 1 : t / duration;
        draw(x0, y0, ease_in_out(linear));
        refresh();
        long ns = (long)((k + 1) * (1e9 / FPS));
        next.tv_sec = start.tv_sec + (start.tv_nsec + ns) / 1000000000L;
        next.tv_nsec = (start.tv_nsec + ns) % 1000000000L;
        clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &next, NULL);
    }
    endwin();
    return 0;
}
