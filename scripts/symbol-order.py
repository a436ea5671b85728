#!/usr/bin/env python3
"""Writes scripts/symbol-order.txt: the functions the previewer runs, for the linker to put together.

The release build (Makefile, STATIC) links with lld's --symbol-ordering-file: the functions
listed there are placed first, one after the other, so the code the previewer runs shares a few
64 KiB fault-around windows instead of touching most of the code segment (docs/testing-and-performance.md,
"Memory"). The list is every function valgrind's callgrind sees run in three previews in a 120x40
pty, those the benchmarks measure (scripts/bench/compare.py, scripts/bench-previewer.py):

  the push of scripts/bench/push.json   segue play push.json --no-hud --demo --exit --set …duration=1
  pop-parallax with the side panel      segue play Scenarios/pop-parallax.json --demo --exit
  pop-percent-driven                    segue play Scenarios/pop-percent-driven.json --demo --exit

The names are the symbols of the binary (not demangled), sorted, one a line, so that a new list
differs from the old one only where the code did. A name that is gone from a later build is
skipped by lld (--no-warn-symbol-ordering); a function the list misses is placed after the
listed ones, as without the list. Regenerate it with `make symbol-order` when the previewer's
code has changed a lot (the peak memory of `make bench-floor` says when).

Usage: python3 scripts/symbol-order.py [--bin .build/release/segue] [--out scripts/symbol-order.txt]
The binary must be built with function sections (the Makefile's release flags), or callgrind
still sees the functions but lld can only move whole files.
"""
import argparse
import importlib.util
import os
import re
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

# The pty child of scripts/bench-previewer.py (one copy of the pty driver).
_spec = importlib.util.spec_from_file_location("bench_previewer", os.path.join(HERE, "bench-previewer.py"))
bench_previewer = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench_previewer)

RUNS = [
    ("push", [os.path.join(HERE, "bench", "push.json"), "--no-hud", "--set", "transitions.push.animator.duration=1"]),
    ("panel", [os.path.join(ROOT, "Scenarios", "pop-parallax.json")]),
    ("percent", [os.path.join(ROOT, "Scenarios", "pop-percent-driven.json")]),
]

# A callgrind function line, `fn=(id) name` or `cfn=(id) name` (a name is given once, with its id).
FUNCTION = re.compile(r"^c?fn=\(\d+\) (\S+)$")


def run_under_callgrind(binary, arguments, out):
    """One preview to its end under callgrind, in a 120x40 pty; exits on a failed run."""
    # Swift seeds its hashing per process; a fixed seed makes the run the same each time.
    argv = ["/usr/bin/env", "SWIFT_DETERMINISTIC_HASHING=1", shutil.which("valgrind"), "--tool=callgrind",
            "--demangle=no", f"--callgrind-out-file={out}", binary, "play", *arguments, "--demo", "--exit"]
    status, _ = bench_previewer.Child(argv).wait(timeout=300)
    if status != 0:
        raise SystemExit(f"symbol-order: {' '.join(argv[3:])} ended with status {status}")


def function_names(text):
    """The symbol names of a callgrind output file (valgrind's `'2` suffixes of same-named functions dropped)."""
    names = set()
    for line in text.splitlines():
        match = FUNCTION.match(line)
        if match:
            name = match.group(1).split("'")[0]
            if not name.startswith("0x"):  # an address callgrind has no symbol for
                names.add(name)
    return names


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin", default=".build/release/segue", help="the segue binary (default: %(default)s)")
    parser.add_argument("--out", default=os.path.join(HERE, "symbol-order.txt"), help="the list (default: %(default)s)")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        raise SystemExit("symbol-order: valgrind is not installed (apt-get install valgrind)")
    binary = os.path.abspath(args.bin)
    names = set()
    with tempfile.TemporaryDirectory(prefix="segue-order-") as workdir:
        for label, arguments in RUNS:
            out = os.path.join(workdir, f"callgrind.{label}")
            run_under_callgrind(binary, arguments, out)
            with open(out) as f:
                names |= function_names(f.read())
    with open(args.out, "w") as f:
        f.write("".join(name + "\n" for name in sorted(names)))
    print(f"symbol-order: {len(names)} functions in {os.path.relpath(args.out)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
