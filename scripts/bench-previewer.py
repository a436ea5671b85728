#!/usr/bin/env python3
"""Performance measurements of segue's interactive previewer (a benchmark, not a test).

Runs the release binary in a 120x40 pseudo-terminal (TERM=xterm-256color, LANG=C.UTF-8),
reads everything it writes from the pty master, and reports:

  (a) CPU seconds per animated second during a continuous push   (goal <= 0.03)
  (b) bytes written per animated second during that push
  (c) CPU while idle for 5 s                                      (goal ~ 0)
  (d) time to first frame: spawn -> the device frame's corner glyph (goal <= 50 ms)
  (e) peak memory (ru_maxrss from wait4)

The continuous push is `segue play SCENARIO --demo --exit` with the stack cut to its first
screen, a push lasting DURATION seconds, and a demo of one `p` at 0.2 s, so the schedule says
exactly when it animates: from 0.2 s to 0.2 + DURATION s of session time. (a) and (b) are
measured over the middle of that span (0.2 s in from each end), and over the whole run too.

Python 3 standard library only. Usage:
    python3 scripts/bench-previewer.py [--bin .build/release/segue] [--duration 10] [--json]
"""
import argparse
import fcntl
import json
import os
import select
import statistics
import struct
import sys
import termios
import time

COLS, ROWS = 120, 40
CORNER = "╭".encode("utf-8")  # the device frame's top-left corner
CLK_TCK = os.sysconf("SC_CLK_TCK")

GOALS = {
    "cpu_per_animated_s": 0.03,
    "idle_cpu_s": 0.02,  # "about 0": at most 2 clock ticks in 5 s
    "first_frame_ms": 50.0,
}

# (scenario, first screen of its stack): each pushes its second screen.
PUSHES = [
    ("pop-percent-driven", "contacts"),  # scale preset
    ("pop-parallax", "inbox"),           # slide preset
]


class Child:
    """The binary on the slave side of a fresh pty of COLS x ROWS; output read from the master."""

    def __init__(self, argv, cols=COLS, rows=ROWS):
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": os.environ.get("HOME", "/tmp"),
            "TERM": "xterm-256color",
            "LANG": "C.UTF-8",
        }
        self.spawned = time.monotonic()
        pid = os.fork()
        if pid == 0:  # child: the pty's slave becomes its controlling terminal and stdio
            try:
                os.close(master)
                os.login_tty(slave)
                os.execve(argv[0], argv, env)
            finally:
                os._exit(127)
        os.close(slave)
        self.pid, self.fd = pid, master
        self.out = bytearray()
        self.status = None
        self.rusage = None

    def pump(self, seconds):
        """Reads output for `seconds` (or until the child has gone)."""
        end = time.monotonic() + seconds
        while True:
            left = end - time.monotonic()
            if left <= 0 or self.fd < 0:
                return
            ready, _, _ = select.select([self.fd], [], [], left)
            if ready:
                self._read()

    def _read(self):
        try:
            data = os.read(self.fd, 65536)
        except OSError:  # EIO: the slave side is closed (the child exited)
            data = b""
        if data:
            self.out += data
        else:
            os.close(self.fd)
            self.fd = -1

    def pump_until(self, predicate, timeout):
        """Reads until predicate(self) holds; returns the time it did, or None on timeout."""
        end = time.monotonic() + timeout
        while not predicate(self):
            left = end - time.monotonic()
            if left <= 0 or self.fd < 0:
                return None
            ready, _, _ = select.select([self.fd], [], [], min(left, 0.05))
            if ready:
                self._read()
        return time.monotonic()

    def cpu_seconds(self):
        """utime + stime of the running child (all its threads), from /proc/PID/stat."""
        with open(f"/proc/{self.pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        # After the command name: field 3 is fields[0]; utime and stime are fields 14 and 15.
        return (int(fields[11]) + int(fields[12])) / CLK_TCK

    def send(self, data):
        os.write(self.fd, data)

    def wait(self, timeout=10.0):
        """Drains the output until the child exits; returns (exit status, rusage)."""
        end = time.monotonic() + timeout
        while self.status is None:
            pid, status, rusage = os.wait4(self.pid, os.WNOHANG)
            if pid == self.pid:
                self.status = os.waitstatus_to_exitcode(status)
                self.rusage = rusage
                break
            if time.monotonic() > end:
                os.kill(self.pid, 9)
                _, status, rusage = os.wait4(self.pid, 0)
                self.status, self.rusage = "timeout", rusage
                break
            if self.fd >= 0:
                self.pump(0.02)
            else:
                time.sleep(0.02)
        if self.fd >= 0:
            os.close(self.fd)
            self.fd = -1
        return self.status, self.rusage


def has_frame(child):
    return CORNER in child.out


def first_frame(binary, runs):
    """(d): spawn -> corner glyph, `runs` times; each run then quits with q."""
    times = []
    for _ in range(runs):
        child = Child([binary, "play", "pop-percent-driven"])
        seen = child.pump_until(has_frame, 10)
        if seen is None:
            child.wait(1)
            raise SystemExit("segue drew no frame within 10 s")
        times.append((seen - child.spawned) * 1000)
        child.send(b"q")
        child.wait()
    return times


def idle(binary, seconds=5.0):
    """(c): CPU and bytes while nothing moves for `seconds`."""
    child = Child([binary, "play", "pop-percent-driven"])
    if child.pump_until(has_frame, 10) is None:
        raise SystemExit("segue drew no frame within 10 s")
    child.pump(0.5)
    cpu0, bytes0 = child.cpu_seconds(), len(child.out)
    child.pump(seconds)
    cpu1, bytes1 = child.cpu_seconds(), len(child.out)
    child.send(b"q")
    status, rusage = child.wait()
    return {"idle_s": seconds, "idle_cpu_s": cpu1 - cpu0, "idle_bytes": bytes1 - bytes0,
            "status": status, "maxrss_kib": rusage.ru_maxrss}


def push(binary, scenario, first, duration, extra=()):
    """(a), (b), (e): a push animating for `duration` s, started by the demo at 0.2 s."""
    start = 0.2
    argv = [binary, "play", scenario, "--demo", "--exit",
            "--set", f'container.stack=["{first}"]',
            "--set", f"transitions.push.animator.duration={duration}",
            "--set", f"demo={start} p", *extra]
    child = Child(argv)
    t_frame = child.pump_until(has_frame, 10)
    if t_frame is None:
        child.wait(1)
        raise SystemExit(f"{scenario}: no frame within 10 s")
    # Session time 0 is (just before) the first frame. Measure well inside the animation.
    margin = 0.2
    w0, w1 = t_frame + start + margin, t_frame + start + duration - margin
    child.pump(w0 - time.monotonic())
    cpu0, bytes0, t0 = child.cpu_seconds(), len(child.out), time.monotonic()
    child.pump(w1 - time.monotonic())
    cpu1, bytes1, t1 = child.cpu_seconds(), len(child.out), time.monotonic()
    status, rusage = child.wait(timeout=duration + 10)
    window = t1 - t0
    total_cpu = rusage.ru_utime + rusage.ru_stime
    return {
        "scenario": scenario + (" " + " ".join(extra) if extra else ""),
        "animated_s": duration,
        "window_s": window,
        "cpu_per_animated_s": (cpu1 - cpu0) / window,
        "bytes_per_animated_s": (bytes1 - bytes0) / window,
        "total_cpu_s": total_cpu,
        "total_cpu_per_animated_s": total_cpu / duration,
        "total_bytes": len(child.out),
        "total_bytes_per_animated_s": len(child.out) / duration,
        "maxrss_kib": rusage.ru_maxrss,
        "status": status,
        "run_s": time.monotonic() - child.spawned,
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin", default=".build/release/segue", help="the segue binary (default: %(default)s)")
    parser.add_argument("--duration", type=float, default=10.0, help="push duration, seconds (default: %(default)s)")
    parser.add_argument("--idle", type=float, default=5.0, help="idle measurement, seconds (default: %(default)s)")
    parser.add_argument("--runs", type=int, default=10, help="first-frame runs (default: %(default)s)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    args = parser.parse_args()
    binary = os.path.abspath(args.bin)
    if not os.access(binary, os.X_OK):
        raise SystemExit(f"bench-previewer: {args.bin} not found (build it: swift build -c release --product segue)")

    results = {"binary": binary, "pty": f"{COLS}x{ROWS}", "goals": GOALS}
    results["first_frame_ms"] = first_frame(binary, args.runs)
    results["idle"] = idle(binary, args.idle)
    results["pushes"] = [push(binary, s, f, args.duration) for s, f in PUSHES]
    results["pushes"].append(push(binary, PUSHES[0][0], PUSHES[0][1], args.duration, extra=("--no-hud",)))

    if args.json:
        print(json.dumps(results, indent=2))
        return 0

    def verdict(value, goal):
        return "ok" if value <= goal else "OVER GOAL"

    print(f"segue previewer benchmark — {binary}, pty {COLS}x{ROWS}, TERM=xterm-256color")
    print()
    print(f"(a)/(b)/(e) continuous push of {args.duration:g} s (demo 'p' at 0.2 s; window = middle of the push)")
    print(f"  {'scenario':32} {'CPU s/anim s':>12} {'bytes/anim s':>12} {'total CPU s':>11} {'total bytes':>11} {'peak RSS':>9}  status")
    for p in results["pushes"]:
        print(f"  {p['scenario']:32} {p['cpu_per_animated_s']:12.4f} {p['bytes_per_animated_s']:12.0f} "
              f"{p['total_cpu_s']:11.3f} {p['total_bytes']:11d} {p['maxrss_kib'] / 1024:7.1f} MiB  {p['status']}"
              f"  {verdict(p['cpu_per_animated_s'], GOALS['cpu_per_animated_s'])}")
    print(f"  (whole run, startup included: CPU s/anim s "
          + ", ".join(f"{p['total_cpu_per_animated_s']:.4f}" for p in results["pushes"])
          + "; bytes/anim s " + ", ".join(f"{p['total_bytes_per_animated_s']:.0f}" for p in results["pushes"]) + ")")
    i = results["idle"]
    print()
    print(f"(c) idle {i['idle_s']:g} s: CPU {i['idle_cpu_s']:.3f} s, {i['idle_bytes']} bytes written, "
          f"peak RSS {i['maxrss_kib'] / 1024:.1f} MiB  {verdict(i['idle_cpu_s'], GOALS['idle_cpu_s'])}")
    ff = results["first_frame_ms"]
    print(f"(d) first frame over {len(ff)} runs: median {statistics.median(ff):.1f} ms, "
          f"min {min(ff):.1f} ms, max {max(ff):.1f} ms  {verdict(statistics.median(ff), GOALS['first_frame_ms'])}")
    print(f"(e) peak memory: {max(p['maxrss_kib'] for p in results['pushes']) / 1024:.1f} MiB (ru_maxrss)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
