#!/usr/bin/env python3
"""The format lint of `make check`: the toolchain's `swift format lint --strict` with the
repository's .swift-format, over Sources/, Tests/ and Package.swift (or the paths given).

swift-format reports two kinds of finding: its rules (named in .swift-format, those that hold
on the tree are on) and the pretty-printer's layout (indentation, line breaks, spacing, trailing
commas). The project aligns continuation lines under their opening parenthesis and puts one
space before an end-of-line comment, which the pretty-printer would rewrite nearly everywhere,
so this script drops the layout findings (LAYOUT below) and fails on the rules' findings only.
Usage: format-lint.py [--root DIR] [PATH ...]. One line per problem, file:line:col."""
import os, re, shutil, subprocess, sys

LAYOUT = {'Indentation', 'AddLines', 'RemoveLine', 'Spacing', 'TrailingComma',
          'TrailingWhitespace', 'LineLength', 'EndOfLineComment'}
FINDING = re.compile(r'^(?P<where>[^:]+:\d+:\d+): (?:warning|error): \[(?P<rule>\w+)\] (?P<what>.*)$')

def main(argv):
    root = '.'
    if argv[:1] == ['--root']:
        root, argv = argv[1], argv[2:]
    os.chdir(root)
    paths = argv or [p for p in ('Sources', 'Tests', 'Package.swift') if os.path.exists(p)]
    swift = shutil.which('swift')
    if swift is None:
        print('format-lint: swift is not on PATH (the toolchain carries swift-format)')
        return 1
    run = subprocess.run([swift, 'format', 'lint', '--strict', '--configuration', '.swift-format',
                          '--recursive', '--parallel', '--no-color-diagnostics', *paths],
                         capture_output=True, text=True)
    problems = []
    for line in (run.stdout + run.stderr).splitlines():
        m = FINDING.match(line)
        if m and m['rule'] in LAYOUT:
            continue
        if m:
            problems.append(f"{m['where']}: [{m['rule']}] {m['what']}")
        elif line.strip():
            problems.append(f'format-lint: {line.strip()}')  # an unparsable file, a bad configuration
    for p in sorted(problems):
        print(p)
    if not problems:
        print(f'format: swift format lint --strict finds nothing (rules of .swift-format; layout not checked)')
    return 1 if problems else 0

sys.exit(main(sys.argv[1:]))
