#!/usr/bin/env python3
"""The checks' own test, run by `make check`: each checker of make check is run on a small tree
that breaks its rule once, and must fail, naming the file and line; and on the same tree with the
break repaired, and must pass. A checker that cannot fail is no check. Usage: check-selftest.py."""
import os, pathlib, shutil, subprocess, sys, tempfile

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent
ARCH = """# Architecture

| target | holds | may import | never |
|---|---|---|---|
| `SegueCore` | the model | `libc` | Foundation |
| `SegueRender` | cells | `SegueCore` | Foundation |
| `CNcurses` | C | — | Swift |
"""

def tree(files):
    root = pathlib.Path(tempfile.mkdtemp(prefix='segue-check-'))
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    return root

def run(script, root):
    args = [sys.executable, str(HERE / script)]
    if script == 'format-lint.py':
        return subprocess.run(args + ['--root', str(root)], capture_output=True, text=True)
    if script == 'shape-check.py':  # reads Sources/ of the folder it runs in
        return subprocess.run(args, capture_output=True, text=True, cwd=root)
    return subprocess.run(args + [str(root)], capture_output=True, text=True)

def long_function(n):
    return 'func f() {\n' + '    let x = 1\n' * (n - 2) + '}\n'

BASE = {
    'docs/architecture.md': ARCH,
    'docs/a.md': '# A\n\n## The heading\n\nSee [b](b.md) and `docs/a.md`.\n',
    'docs/b.md': '# B\n\nBack to [a](a.md#the-heading).\n',
    'Sources/SegueCore/Model.swift': 'import Glibc\n// docs/a.md, "The heading"\n' + long_function(80),
    'Sources/SegueRender/Cells.swift': 'import SegueCore\n',
    'Sources/CNcurses/shim.h': '',
    'Tests/SegueCLITests/LiveTests.swift': 'import Testing\nextension LivePreviewerTests {\n    @Test func t() throws { _ = try SeguePane([]) }\n}\n',
    'Makefile': 'TERMINAL_TESTS = LivePreviewerTests|StartupSignalTests\n',
    '.swift-format': (ROOT / '.swift-format').read_text(),
}
# (checker, file to change, its bad text, a word the failure's line must hold)
CASES = [
    ('shape-check.py', 'Sources/SegueCore/Model.swift', 'import Glibc\n' + long_function(81), 'Model.swift:2: 81-line function'),
    ('shape-check.py', 'Sources/SegueRender/Cells.swift', 'import SegueCore\n' + '\n' * 400, 'Cells.swift:401: 401 lines'),
    ('layer-check.py', 'Sources/SegueCore/Model.swift', 'import Glibc\nimport Foundation\n', 'Model.swift:2: SegueCore imports Foundation'),
    ('layer-check.py', 'Sources/SegueRender/Cells.swift', 'import SegueCore\n@preconcurrency import CNcurses\n', 'Cells.swift:2: SegueRender imports CNcurses'),
    ('layer-check.py', 'Sources/SegueNew/New.swift', 'import SegueCore\n', 'SegueNew has no row'),
    ('layer-check.py', 'docs/architecture.md', ARCH.replace('| `libc` |', '| `libc`, `Foundation` |'), 'SegueCore may never import Foundation'),
    ('doc-link-check.py', 'docs/b.md', '# B\n\nBack to [a](a.md#no-such-heading).\n', 'b.md:3: link to a.md#no-such-heading'),
    ('doc-link-check.py', 'docs/b.md', '# B\n\nSee [c](c.md).\n', 'b.md:3: link to c.md: no such file'),
    ('doc-link-check.py', 'docs/b.md', '# B\n\nSee notes/goldens.md.\n', 'b.md:3: mentions notes/goldens.md'),
    ('doc-link-check.py', 'Sources/SegueRender/Cells.swift', 'import SegueCore\n// (docs/gone.md, "Cells")\n', 'Cells.swift:2: mentions docs/gone.md'),
    ('terminal-tests-check.py', 'Tests/SegueCLITests/NewTmuxTests.swift', 'import Testing\nstruct NewTmuxTests {\n    @Test func t() { _ = TmuxServer.self }\n}\n', 'NewTmuxTests.swift:2: NewTmuxTests drives a terminal'),
]
if shutil.which('swift'):
    CASES.append(('format-lint.py', 'Sources/SegueRender/Cells.swift', 'import SegueCore\nfunc f(_ x: Bool) {\n    if (x) { return }\n}\n', 'Cells.swift:3:8: [NoParensAroundConditions]'))

def main():
    failures, checkers = [], sorted({c[0] for c in CASES})
    good = tree(BASE)
    try:
        for checker in checkers:
            result = run(checker, good)
            if result.returncode != 0:
                failures.append(f'scripts/{checker}: fails on the good tree:\n{result.stdout}{result.stderr}')
    finally:
        shutil.rmtree(good)
    for checker, name, text, expected in CASES:
        bad = tree({**BASE, name: text})
        try:
            result = run(checker, bad)
            if result.returncode == 0 or expected not in result.stdout:
                failures.append(f'scripts/{checker}: a tree with {name} broken ({expected}) gave exit '
                                f'{result.returncode}:\n{result.stdout}{result.stderr}')
        finally:
            shutil.rmtree(bad)
    print('\n'.join(failures) or f'self-test: {len(checkers)} checkers pass a good tree and fail each of {len(CASES)} broken ones')
    return 1 if failures else 0

sys.exit(main())
