#!/usr/bin/env python3
"""segue's previewer against the floor: a C program on bare ncursesw (a benchmark, not a test).

Both show the same push (scripts/bench/push.json; scripts/bench/floor.c draws it by hand) in a
120x40 pty (TERM=xterm-256color, LANG=C.UTF-8), animating for 1 s and for 5 s, 3 runs each:

  CPU     user + sys of the child (os.wait4's rusage)
  bytes   everything it wrote to the pty
  RSS     peak resident memory (ru_maxrss)

A cost per animated second is (median cost at 5 s - median cost at 1 s) / 4, so start-up and
tear-down cancel out. Then, under valgrind --tool=callgrind, instructions per frame of the model
step, of compose + diff, of compose + the terminal's colours + the bytes, and of the previewer's
whole frame on this push (segue-bench --count), from two counts N1 < N2 of the same loop:
(I(N2) - I(N1)) / (N2 - N1). Whatever is missing (cc, valgrind) is skipped with a line saying so.

Usage:
    python3 scripts/bench/compare.py [--bin .build/release/segue] [--bench-bin .build/release/segue-bench]
                                     [--runs 3] [--json]
docs/testing-and-performance.md ("The floor") describes the harness.
"""
import argparse
import importlib.util
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SCENARIO = os.path.join(HERE, "push.json")
SHORT, LONG = 1.0, 5.0
TIME = "/usr/bin/time" if os.access("/usr/bin/time", os.X_OK) else None

# The pty child of scripts/bench-previewer.py (one copy of the pty driver).
_spec = importlib.util.spec_from_file_location("bench_previewer", os.path.join(HERE, "..", "bench-previewer.py"))
bench_previewer = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench_previewer)


def run_in_pty(argv, timeout, workdir):
    """One run to its end: {"cpu_s", "bytes", "rss_kib", "status"}; every byte is read before the wait.

    The peak RSS comes from /usr/bin/time (%M), which forks the program from its own small
    process: a child forked from Python and then exec'd reports Python's peak as its own
    ru_maxrss (Linux keeps the high-water mark across exec). CPU is wait4's user + sys, which
    includes the program /usr/bin/time waited for. Without /usr/bin/time, rss_kib is None.
    """
    rss_file = os.path.join(workdir, "maxrss")
    wrapped = [TIME, "-f", "%M", "-o", rss_file, *argv] if TIME else argv
    child = bench_previewer.Child(wrapped)
    child.pump_until(lambda c: c.fd < 0, timeout)
    if child.fd >= 0:  # still running after `timeout`: stop it; the run does not count
        os.kill(child.pid, 9)
    _, status, rusage = os.wait4(child.pid, 0)
    if child.fd >= 0:
        os.close(child.fd)
    return {"cpu_s": rusage.ru_utime + rusage.ru_stime, "bytes": len(child.out),
            "rss_kib": parse_time_maxrss(open(rss_file).read()) if TIME else None,
            "status": os.waitstatus_to_exitcode(status)}


def parse_time_maxrss(text):
    """The KiB of /usr/bin/time -f %M's output (its last line; a line before it may say the program failed)."""
    return int(text.strip().splitlines()[-1])


def per_animated_second(short, long, key):
    """(median at LONG - median at SHORT) / (LONG - SHORT) of `key` over the runs of each."""
    a = statistics.median(r[key] for r in short)
    b = statistics.median(r[key] for r in long)
    return (b - a) / (LONG - SHORT)


def summarise(name, short, long):
    """The table row of `name` from its runs at SHORT and LONG seconds."""
    for r in short + long:
        if r["status"] != 0:
            raise SystemExit(f"compare: {name} exited with status {r['status']}")
    return {"name": name,
            "cpu_per_animated_s": per_animated_second(short, long, "cpu_s"),
            "bytes_per_animated_s": per_animated_second(short, long, "bytes"),
            "peak_rss_mib": None if TIME is None else max(r["rss_kib"] for r in short + long) / 1024,
            "runs": {"short": short, "long": long}}


def measure(name, argv_for, runs, workdir):
    short = [run_in_pty(argv_for(SHORT), SHORT + 15, workdir) for _ in range(runs)]
    long = [run_in_pty(argv_for(LONG), LONG + 15, workdir) for _ in range(runs)]
    return summarise(name, short, long)


def build_floor(workdir):
    """Compiles floor.c (cc -O2 ... -lncursesw -lm); None with a reason when it cannot."""
    cc = shutil.which("cc")
    if cc is None:
        return None, "no C compiler (cc)"
    out = os.path.join(workdir, "floor")
    r = subprocess.run([cc, "-O2", "-o", out, os.path.join(HERE, "floor.c"), "-lncursesw", "-lm"],
                       capture_output=True, text=True)
    if r.returncode != 0:
        return None, "cc failed: " + r.stderr.strip().splitlines()[-1] if r.stderr.strip() else "cc failed"
    return out, None


def instructions(bench_bin, what, count, workdir, extra=()):
    """Instructions callgrind counts for `segue-bench --count WHAT COUNT [EXTRA]` (the whole process)."""
    out = os.path.join(workdir, f"callgrind.{what}.{count}")
    # Swift seeds its hashing per process; a fixed seed makes the count the same from run to run.
    env = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
    r = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", bench_bin,
                        "--count", what, str(count), *extra], capture_output=True, text=True, env=env)
    if r.returncode != 0:
        raise SystemExit(f"compare: callgrind of segue-bench --count {what} failed: {r.stderr.strip()[-300:]}")
    return parse_callgrind_total(open(out).read())


def parse_callgrind_total(text):
    """The instruction total of a callgrind output file (its `summary:` or `totals:` line)."""
    for line in text.splitlines():
        if line.startswith(("summary:", "totals:")):
            return int(line.split()[1])
    raise SystemExit("compare: no summary line in the callgrind output")


# (what, N1, N2, label, extra arguments): N2 - N1 iterations of the loop alone.
COUNTS = [("model", 2000, 12000, "model step (advance + scene), pop-parallax finishing", ()),
          ("compose", 100, 600, "compose + diff, 120x40, pop-parallax mid-pan, panel on", ()),
          ("frame", 100, 300, "compose + terminal colours + bytes, the same scrub", ()),
          ("push", 60, 240, "the previewer's whole frame on this push (model, compose, colours, bytes), panel off",
           ("--scenario", SCENARIO))]


def instruction_counts(bench_bin, workdir):
    """[(label, instructions per frame)], or a line saying why not."""
    if shutil.which("valgrind") is None:
        return None, "skipped the instruction counts: valgrind is not installed (apt-get install valgrind)"
    if not os.access(bench_bin, os.X_OK):
        return None, f"skipped the instruction counts: {bench_bin} not found (swift build -c release --product segue-bench)"
    rows = []
    for what, n1, n2, label, extra in COUNTS:
        i1, i2 = instructions(bench_bin, what, n1, workdir, extra), instructions(bench_bin, what, n2, workdir, extra)
        rows.append((label, (i2 - i1) / (n2 - n1)))
    return rows, None


def table(rows):
    """The comparison as Markdown, each figure with its ratio to the first row (the floor)."""
    floor = rows[0]
    lines = ["| | CPU s per animated s | bytes per animated s | peak RSS |", "|---|---|---|---|"]
    for r in rows:
        def ratio(key):
            return "" if r is floor or r[key] is None or floor[key] <= 0 else f" ({r[key] / floor[key]:.1f}×)"
        rss = "—" if r["peak_rss_mib"] is None else f"{r['peak_rss_mib']:.1f} MiB"
        lines.append(f"| {r['name']} | {r['cpu_per_animated_s']:.3f}{ratio('cpu_per_animated_s')} | "
                     f"{r['bytes_per_animated_s']:,.0f}{ratio('bytes_per_animated_s')} | "
                     f"{rss}{ratio('peak_rss_mib')} |")
    return lines


def arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin", default=".build/release/segue", help="the segue binary (default: %(default)s)")
    parser.add_argument("--bench-bin", default=".build/release/segue-bench", help="segue-bench (default: %(default)s)")
    parser.add_argument("--runs", type=int, default=3, help="runs per duration (default: %(default)s)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    return parser.parse_args()


def main():
    args = arguments()
    segue = os.path.abspath(args.bin)
    if not os.access(segue, os.X_OK):
        raise SystemExit(f"compare: {args.bin} not found (build it: swift build -c release --product segue)")

    notes, rows = [], []
    with tempfile.TemporaryDirectory(prefix="segue-bench-") as workdir:
        floor, why = build_floor(workdir)
        if floor is None:
            notes.append(f"skipped the C floor: {why}")
        else:
            rows.append(measure("a C program on bare ncursesw (scripts/bench/floor.c)",
                                lambda d: [floor, f"{d:g}"], args.runs, workdir))
        rows.append(measure("segue `play push.json --no-hud --demo --exit`",
                            lambda d: [segue, "play", SCENARIO, "--no-hud", "--demo", "--exit",
                                       "--set", f"transitions.push.animator.duration={d:g}"], args.runs, workdir))
        if TIME is None:
            notes.append("no peak RSS: /usr/bin/time is missing (scripts/deps.sh installs it)")
        counts, why = instruction_counts(os.path.abspath(args.bench_bin), workdir)
        if counts is None:
            notes.append(why)

    if args.json:
        print(json.dumps({"rows": rows, "instructions_per_frame": counts, "notes": notes}, indent=2))
        return 0
    print(f"segue against the floor — the push of scripts/bench/push.json in a 120x40 pty, TERM=xterm-256color;")
    print(f"per animated second = (cost at {LONG:g} s - cost at {SHORT:g} s) / {LONG - SHORT:g}, medians of {args.runs}"
          + ("; ratios to the C program" if floor else ""))
    print()
    for line in table(rows):
        print(line)
    if counts:
        print()
        print("instructions per frame (valgrind --tool=callgrind, segue-bench --count):")
        for label, n in counts:
            print(f"  {label}: {n:,.0f}")
    for note in notes:
        print(note)
    return 0


if __name__ == "__main__":
    sys.exit(main())
