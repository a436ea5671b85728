#!/usr/bin/env python3
"""Plays terminal output into pyte (a VT100/xterm emulator) and prints what the screen shows.

Used by segue's encoder tests (TerminalEmulatorTests.swift):

    pyte_screen.py --cols 120 --rows 40 --ansi FILE        # a raw ANSI byte stream
    pyte_screen.py --cols 120 --rows 40 --cast FILE        # an asciicast v2 file
        [--every]            print the screen after every cast event, not just at the end
        [--probe X,Y ...]    report pyte's view of these cells on the final screen

Prints one JSON object: {"screens": [[line, ...], ...], "title": str, "probes": {"X,Y": {...}}}.
Each screen is pyte's display (wide characters once), trailing spaces removed.
"""
import argparse
import json
import sys

import pyte


def snapshot(screen):
    return [line.rstrip(" ") for line in screen.display]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cols", type=int, required=True)
    ap.add_argument("--rows", type=int, required=True)
    src = ap.add_mutually_exclusive_group(required=True)
    src.add_argument("--ansi")
    src.add_argument("--cast")
    ap.add_argument("--every", action="store_true")
    ap.add_argument("--probe", action="append", default=[])
    args = ap.parse_args()

    screen = pyte.Screen(args.cols, args.rows)
    stream = pyte.Stream(screen)
    screens = []
    if args.ansi:
        with open(args.ansi, encoding="utf-8", newline="") as f:
            stream.feed(f.read())
    else:
        with open(args.cast, encoding="utf-8") as f:
            header = json.loads(f.readline())
            if header.get("version") != 2:
                sys.exit("not an asciicast v2 file")
            last_t = 0.0
            for n, line in enumerate(f, start=2):
                if not line.strip():
                    continue
                t, kind, data = json.loads(line)
                if t < last_t:
                    sys.exit("line %d: time goes backwards" % n)
                last_t = t
                if kind == "o":
                    stream.feed(data)
                    if args.every:
                        screens.append(snapshot(screen))
    if not screens or not args.every:
        screens.append(snapshot(screen))

    probes = {}
    for p in args.probe:
        x, y = (int(v) for v in p.split(","))
        c = screen.buffer[y][x]
        probes[p] = {"data": c.data, "fg": c.fg, "bg": c.bg, "bold": c.bold, "reverse": c.reverse}
    out = {"screens": screens, "title": screen.title, "probes": probes}
    sys.stdout.write(json.dumps(out, ensure_ascii=True))


if __name__ == "__main__":
    main()
