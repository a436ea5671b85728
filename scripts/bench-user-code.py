#!/usr/bin/env python3
"""Performance of an engineer's own UIKit code in segue (a benchmark, not a test).

  (a) compile and load: `segue-swift timeline scripts/bench/user-code/mail.json` (about 200
      lines of an app's transition code), from the spawn to its first frame on standard output
      (the CSV's first row), three ways:
        first ever: an empty $XDG_CACHE_HOME, where swiftc also keeps its Clang module cache
          (Glibc, Foundation's C parts: built once per machine and toolchain, ~17 MB);
        new source: that module cache warm (Examples/CardPop compiled first), the library not
          cached: what an edit costs                                        (goal <= 1.5 s)
        cached: the library loaded from the cache, nothing compiled (`swiftc --version` still
          runs: its text is part of the cache key)
  (c) hot reload: `segue-swift play` of that scenario in a pseudo-terminal, its source saved with
      a new comment (new content: compiled, not cached); from the save to the frame that says
      `reloaded MailTransitions.swift` (the new code's first frame)                (goal <= 1.5 s)
  (b) the frame cost of user code: `timeline --fps 1000` of a built-in's push and pop repeated
      CYCLES times, the built-in's JSON in the static segue against the Swift its export writes
      (`segue export NAME --target uikit --scenario X.json`, the round trip) in segue-swift; CPU
      seconds of the child (user + sys) minus those of the same command with `--until 0` (start-up,
      loading, compiling none: the cache is warm), divided by the frames          (goal <= 1.2x)
      The JSON in segue-swift is reported too: the cost of the dynamic host itself.

Python 3 with pyte (the terminal decoder the tests use; `.ci/run` installs it). Usage:
    python3 scripts/bench-user-code.py [--bin .build/release/segue] [--host .build/release/segue-swift]
"""
import argparse
import fcntl
import os
import pty
import select
import shutil
import struct
import termios
import statistics
import subprocess
import sys
import tempfile
import time

import pyte

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE_SCENARIO = os.path.join(ROOT, "scripts", "bench", "user-code", "mail.json")
CARD_POP = os.path.join(ROOT, "Examples", "CardPop", "card-pop.json")
GOALS = {"cold_s": 1.5, "frame_ratio": 1.2, "reload_s": 1.5}


def first_frame(host, scenario, cache):
    """Seconds from spawning the host to the timeline's first row (its second line)."""
    env = dict(os.environ, XDG_CACHE_HOME=cache)
    start = time.monotonic()
    child = subprocess.Popen([host, "timeline", scenario], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    child.stdout.readline()
    row = child.stdout.readline()
    elapsed = time.monotonic() - start
    child.stdout.close()
    err = child.stderr.read().decode()
    child.wait()
    if not row:
        sys.exit(f"bench-user-code: {host} timeline {scenario} wrote no frame: {err.strip()}")
    return elapsed


class PtyScreen:
    """What the pseudo-terminal shows, decoded by pyte (a real terminal decoder): ncurses writes
    only the cells that changed, so a message's text need not appear whole in the bytes."""

    def __init__(self, fd, cols=120, rows=40):
        self.fd = fd
        self.screen = pyte.Screen(cols, rows)
        self.stream = pyte.ByteStream(self.screen)

    def wait_for(self, text, timeout, absent=False):
        """Reads until a line shows `text` (or, with `absent`, none does): True, or False after
        `timeout` seconds."""
        deadline = time.monotonic() + timeout
        while (any(text in line for line in self.screen.display)) == absent:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.fd], [], [], left)[0]:
                return False
            try:
                self.stream.feed(os.read(self.fd, 65536))
            except OSError:
                return False
        return True


def reload_times(host, runs, cache, work):
    """Seconds from each save of a new version of the source to the frame saying it reloaded."""
    folder = os.path.join(work, "reload")
    shutil.copytree(os.path.dirname(SOURCE_SCENARIO), folder)
    source = os.path.join(folder, "MailTransitions.swift")
    text = open(source).read()
    pid, fd = pty.fork()
    if pid == 0:
        # The size is set here, before play starts: set by the parent it could come too late
        # (play would meet a 0 x 0 terminal and say it is too small).
        fcntl.ioctl(1, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
        os.chdir(folder)
        os.execve(host, [host, "play", os.path.basename(SOURCE_SCENARIO)],
                  dict(os.environ, XDG_CACHE_HOME=cache, TERM="xterm-256color"))
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    times = []
    screen = PtyScreen(fd)
    try:
        if not screen.wait_for("Benchmark", 120):
            sys.exit("bench-user-code: play showed no first frame")
        for i in range(runs):
            # The bottom line's message lasts 2 s: the next save waits until the last one's has gone.
            if not screen.wait_for("reloaded", 10, absent=True):
                sys.exit("bench-user-code: the last reload's message did not go away")
            time.sleep(0.5)
            start = time.monotonic()
            with open(source, "w") as f:
                f.write(text + f"\n// bench reload {i} {time.time_ns()}\n")
            if not screen.wait_for("reloaded MailTransitions.swift", 60):
                sys.exit("bench-user-code: play did not say it reloaded")
            times.append(time.monotonic() - start)
    finally:
        os.write(fd, b"q")
        os.waitpid(pid, 0)
        os.close(fd)
    return times


def cpu_seconds(argv, cache):
    """The child's user + sys CPU seconds, and its standard output's line count."""
    env = dict(os.environ, XDG_CACHE_HOME=cache)
    with open(os.devnull, "wb") as sink:
        child = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=sink, env=env)
        lines = sum(1 for _ in child.stdout)
        _, status, usage = os.wait4(child.pid, 0)
    if status != 0:
        sys.exit(f"bench-user-code: {' '.join(argv)} failed ({status})")
    return usage.ru_utime + usage.ru_stime, lines


def frame_cost(argv, events, until, runs, cache):
    """Median CPU seconds per frame of `timeline --fps 1000`, the start-up's cost taken off."""
    frames = int(until * 1000) + 1
    costs = []
    for _ in range(runs):
        full, _ = cpu_seconds(argv + ["--fps", "1000", "--events", events, "--until", f"{until:g}"], cache)
        empty, _ = cpu_seconds(argv + ["--fps", "1000", "--events", events, "--until", "0"], cache)
        costs.append((full - empty) / frames)
    return statistics.median(costs)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin", default=os.path.join(ROOT, ".build/release/segue"))
    parser.add_argument("--host", default=os.path.join(ROOT, ".build/release/segue-swift"))
    parser.add_argument("--cold-runs", type=int, default=3)
    parser.add_argument("--warm-runs", type=int, default=5)
    parser.add_argument("--scenario", default="scale-push-pop", help="the built-in whose push and pop (p, b) is timed")
    parser.add_argument("--cycles", type=int, default=20)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    # play runs in a copy of the scenario's folder (hot reload watches it): paths from here on are absolute.
    args.bin, args.host = os.path.abspath(args.bin), os.path.abspath(args.host)

    def verdict(value, goal):
        return "ok" if value <= goal else "OVER GOAL"

    with tempfile.TemporaryDirectory(prefix="segue-bench-user-code") as work:
        lines = sum(1 for _ in open(os.path.join(os.path.dirname(SOURCE_SCENARIO), "MailTransitions.swift")))
        print(f"segue user-code benchmark — {args.host}")
        print()
        print(f"(a) compile and load MailTransitions.swift ({lines} lines): spawn -> first timeline row")
        first = [first_frame(args.host, SOURCE_SCENARIO, os.path.join(work, f"first{i}")) for i in range(args.cold_runs)]
        cold = []
        for i in range(args.cold_runs):
            cache = os.path.join(work, f"cold{i}")
            first_frame(args.host, CARD_POP, cache)  # swiftc's module cache, and another library
            cold.append(first_frame(args.host, SOURCE_SCENARIO, cache))
        warm = [first_frame(args.host, SOURCE_SCENARIO, os.path.join(work, "cold0")) for _ in range(args.warm_runs)]
        c = statistics.median(cold)
        for name, runs in (("first ever (empty $XDG_CACHE_HOME)", first), ("new source (module cache warm)", cold),
                           ("cached library", warm)):
            print(f"  {name:36} median {statistics.median(runs):5.2f} s, min {min(runs):5.2f} s, "
                  f"max {max(runs):5.2f} s over {len(runs)} runs")
        print(f"  new source: goal <= {GOALS['cold_s']} s  {verdict(c, GOALS['cold_s'])}")
        print()

        reloads = reload_times(args.host, args.cold_runs, os.path.join(work, "cold0"), work)
        r = statistics.median(reloads)
        print(f"(c) hot reload in play: save of a new MailTransitions.swift -> the frame saying reloaded")
        print(f"  median {r:5.2f} s, min {min(reloads):5.2f} s, max {max(reloads):5.2f} s over {len(reloads)} saves"
              f"  goal <= {GOALS['reload_s']} s  {verdict(r, GOALS['reload_s'])}")
        print()

        swift, scenario = os.path.join(work, "round-trip.swift"), os.path.join(work, "round-trip.json")
        subprocess.run([args.bin, "export", args.scenario, "--target", "uikit", "-o", swift, "--scenario", scenario], check=True)
        cache = os.path.join(work, "frames")
        first_frame(args.host, scenario, cache)  # compiles once: the runs below load the cached library
        events = "; ".join(f"{0.4 + 2 * i:.1f} p; {1.4 + 2 * i:.1f} b" for i in range(args.cycles))
        until = 2.0 * args.cycles + 0.4
        print(f"(b) frame cost: timeline --fps 1000 of {args.scenario}'s push and pop x {args.cycles} "
              f"({int(until * 1000) + 1} frames), CPU minus --until 0's, median of {args.runs}")
        json_static = frame_cost([args.bin, "timeline", args.scenario], events, until, args.runs, cache)
        json_host = frame_cost([args.host, "timeline", args.scenario], events, until, args.runs, cache)
        user = frame_cost([args.host, "timeline", scenario], events, until, args.runs, cache)
        ratio = user / json_static
        print(f"  {'JSON, segue (static)':34} {json_static * 1e6:8.2f} us/frame")
        print(f"  {'JSON, segue-swift':34} {json_host * 1e6:8.2f} us/frame")
        print(f"  {'exported Swift, segue-swift':34} {user * 1e6:8.2f} us/frame")
        print(f"  ratio exported Swift / JSON in segue: {ratio:.2f}x  goal <= {GOALS['frame_ratio']}x  "
              f"{verdict(ratio, GOALS['frame_ratio'])}  (against JSON in segue-swift: {user / json_host:.2f}x)")


if __name__ == "__main__":
    main()
