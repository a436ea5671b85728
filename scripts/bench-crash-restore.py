#!/usr/bin/env python3
"""How soon the terminal is restored after the user-code host dies (a benchmark, not a test).

`segue play Examples/CardPop/card-pop.json` runs in a 120x40 pty (TERM=xterm-256color); once its
first frame is drawn, the benchmark kills the `segue-swift` host with SIGKILL (the moment of
death is the kill) and reads the pty until the supervising `segue` has written the restore
bytes (`ESC [ ? 1049 l`, leaving the alternate screen): the time between is what a crash costs
before the terminal is the user's again (goal <= 100 ms; docs/user-code.md, "Crashes"). `play`
then resumes in a new host; the benchmark waits for its frame, quits with q, and repeats.

Python 3 standard library only. Usage:
    python3 scripts/bench-crash-restore.py [--bin .build/release/segue] [--runs 5]
"""
import argparse
import os
import pty
import select
import signal
import statistics
import struct
import sys
import tempfile
import termios
import fcntl
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CARD_POP = os.path.join(ROOT, "Examples", "CardPop", "card-pop.json")
GOAL_MS = 100.0
RESTORE = b"\x1b[?1049l"


def read_until(fd, needle, timeout, seen=b""):
    """Reads `fd` until `needle` appears in what was read after `seen`; the moment it did."""
    buf = b""
    end = time.monotonic() + timeout
    while needle not in buf:
        left = end - time.monotonic()
        if left <= 0:
            sys.exit(f"bench-crash-restore: no {needle!r} within {timeout} s; last output {buf[-200:]!r}")
        ready, _, _ = select.select([fd], [], [], left)
        if ready:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                chunk = b""
            if not chunk:
                sys.exit(f"bench-crash-restore: segue ended before {needle!r}; last output {buf[-200:]!r}")
            buf += chunk
    return time.monotonic(), buf


def host_of(pid):
    """The segue-swift child of `pid`."""
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            if int(fields[1]) == pid:
                return int(entry)
        except OSError:
            continue
    return None


def one_run(segue, cache):
    pid, fd = pty.fork()
    if pid == 0:
        os.environ.update(TERM="xterm-256color", XDG_CACHE_HOME=cache, LANG="C.UTF-8")
        os.execv(segue, [segue, "play", CARD_POP])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    try:
        read_until(fd, "Your own code".encode(), 120)
        host = None
        for _ in range(100):
            host = host_of(pid)
            if host:
                break
            time.sleep(0.01)
        if not host:
            sys.exit("bench-crash-restore: no segue-swift under segue")
        time.sleep(0.2)  # let the first frame's bytes drain
        died = time.monotonic()
        os.kill(host, signal.SIGKILL)
        restored, _ = read_until(fd, RESTORE, 10)
        read_until(fd, b"resumed after", 60)
        os.write(fd, b"q")
        _, status = os.waitpid(pid, 0)
        if os.waitstatus_to_exitcode(status) != 0:
            sys.exit(f"bench-crash-restore: the resumed play ended with status {status}")
        return (restored - died) * 1000
    finally:
        os.close(fd)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--bin", default=os.path.join(ROOT, ".build", "release", "segue"))
    p.add_argument("--runs", type=int, default=5)
    a = p.parse_args()
    with tempfile.TemporaryDirectory() as cache:
        times = [one_run(os.path.abspath(a.bin), cache) for _ in range(a.runs)]
    median, worst = statistics.median(times), max(times)
    verdict = "ok" if worst <= GOAL_MS else "OVER"
    print(f"crash -> terminal restored: median {median:.1f} ms, worst {worst:.1f} ms of {a.runs} "
          f"(goal <= {GOAL_MS:.0f} ms: {verdict})")


if __name__ == "__main__":
    main()
