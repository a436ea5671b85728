#!/usr/bin/env python3
"""Lists Swift functions longer than 80 lines and files longer than 400 lines under Sources/
(the project's shape rules: CONTRIBUTING.md, "Shape rules"). Exit 1 when there is any.
Run from the repository's root (make check does); prints one line per problem, file:line.
A function is measured from the line of its `func`/`init` keyword to its closing brace."""
import re, sys, pathlib

FUNC = re.compile(r'^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|static|final|override|mutating|nonisolated|convenience|required|@discardableResult)\s+)*(?:func\s+\w+|init\??|subscript)\s*[<(]')

def functions(lines):
    for i, line in enumerate(lines):
        if not FUNC.match(line):
            continue
        depth, opened = 0, False
        for j in range(i, len(lines)):
            code = re.sub(r'"(?:\\.|[^"\\])*"', '""', lines[j].split('//')[0])
            depth += code.count('{') - code.count('}')
            opened = opened or '{' in code
            if opened and depth <= 0:
                yield i + 1, j - i + 1, line.strip()
                break
            if not opened and j > i + 12:
                break

problems = []
for path in sorted(pathlib.Path('Sources').rglob('*.swift')):
    lines = path.read_text().split('\n')
    if len(lines) > 401:
        problems.append(f'{path}:{len(lines) - 1}: {len(lines) - 1} lines (at most 400)')
    for start, length, head in functions(lines):
        if length > 80:
            problems.append(f'{path}:{start}: {length}-line function {head[:70]}')
print('\n'.join(problems) or 'shape: no function over 80 lines, no file over 400')
sys.exit(1 if problems else 0)
