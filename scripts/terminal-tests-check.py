#!/usr/bin/env python3
"""The terminal-tests check of `make check`: `make test-fast` skips the tests that drive a real
terminal (tmux, or the built binary in a pseudo-terminal) by the suite names in the Makefile's
TERMINAL_TESTS pattern. This check finds every test file under Tests/ that uses one of those
drivers (SeguePane, TmuxHarness, TmuxServer, TmuxSession, PseudoTerminalRun, a pty opened by
the Python in the test) and names each suite or extension in it the pattern does not match, so a
new terminal test is skipped by test-fast too. Usage: terminal-tests-check.py [ROOT]."""
import pathlib, re, sys

DRIVERS = re.compile(r'\b(?:SeguePane|TmuxHarness|TmuxServer|TmuxSession|PseudoTerminalRun)\b|pty\.openpty|os\.openpty')
TYPE = re.compile(r'^(?:@Suite\([^)]*\)\s*)?(?:final\s+)?(?:struct|class|extension)\s+(\w+)', re.M)

def main(root):
    root = pathlib.Path(root)
    make = (root / 'Makefile').read_text()
    m = re.search(r'^TERMINAL_TESTS\s*=\s*(\S+)', make, re.M)
    if not m:
        print('Makefile:1: no TERMINAL_TESTS pattern')
        return 1
    pattern = re.compile(m.group(1))
    problems = []
    for path in sorted((root / 'Tests').rglob('*.swift')):
        text = path.read_text()
        if '@Test' not in text or not DRIVERS.search(text):
            continue
        for t in TYPE.finditer(text):
            if not pattern.search(t.group(1)):
                line = text.count('\n', 0, t.start()) + 1
                problems.append(f'{path.relative_to(root)}:{line}: {t.group(1)} drives a terminal but '
                                f'TERMINAL_TESTS in the Makefile does not match it (make test-fast would run it)')
    print('\n'.join(problems) or 'terminal tests: every suite that drives a terminal is skipped by make test-fast')
    return 1 if problems else 0

sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else '.'))
