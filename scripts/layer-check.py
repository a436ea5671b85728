#!/usr/bin/env python3
"""The layer check of `make check`: each target under Sources/ imports only the modules its row
of docs/architecture.md's "Targets and their rules" table allows (the "may import" column,
backticked module names; `libc` = Glibc, Musl or Darwin; `—` = a C target). Also: every folder of
Sources/ has a row, every row has a folder, and the pure model's modules (SegueCore's umbrella and
the modules it re-exports, `PURE`) never import Foundation.
Usage: layer-check.py [ROOT]. One line per problem, file:line. Exit 1 when there is any."""
import pathlib, re, sys

LIBC = {'Glibc', 'Musl', 'Darwin'}
# The pure model: SegueCore, the umbrella, and the modules it re-exports (docs/architecture.md).
PURE = ['SegueCore', 'SegueSupport', 'SegueScenario', 'SegueModel', 'SeguePlayback']
IMPORT = re.compile(r'^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate)\s+)?'
                    r'import\s+(?:(?:struct|class|enum|protocol|typealias|func|let|var)\s+)?([A-Za-z_]\w*)')

def table(doc):
    """{target: (allowed modules, line)} from the table whose header has 'may import'."""
    rows, column, problems = {}, None, []
    for n, line in enumerate(doc.read_text().split('\n'), 1):
        if not line.startswith('|'):
            column = None if column is not None and not line.strip() else column
            continue
        cells = [c.strip() for c in line.strip().strip('|').split('|')]
        if 'may import' in cells:
            column = cells.index('may import')
            continue
        if column is None or set(line) <= set('|-: '):
            continue
        allowed = set(re.findall(r'`([^`]+)`', cells[column]))
        if not allowed and cells[column] != '—':
            problems.append(f'{doc}:{n}: row without backticked modules or —: {cells[column][:60]}')
        for target in re.findall(r'`([^`]+)`', cells[0]):
            rows[target] = (allowed, n)
    return rows, problems

def imports(path):
    in_string = False
    for n, line in enumerate(path.read_text().split('\n'), 1):
        if line.count('"""') % 2:
            in_string = not in_string
            continue
        m = None if in_string else IMPORT.match(line)
        if m:
            yield n, m.group(1)

def main(root):
    root = pathlib.Path(root)
    doc = root / 'docs/architecture.md'
    rows, problems = table(doc)
    if not rows:
        problems.append(f'{doc}:1: no table with a "may import" column')
    for pure in PURE:
        if 'Foundation' in rows.get(pure, (set(), 0))[0]:
            problems.append(f"{doc}:{rows[pure][1]}: {pure} may never import Foundation")
    folders = sorted(p for p in (root / 'Sources').iterdir() if p.is_dir())
    for folder in folders:
        if folder.name not in rows:
            problems.append(f'{folder}:1: target {folder.name} has no row in docs/architecture.md\'s table')
            continue
        allowed = rows[folder.name][0]
        allowed = allowed | (LIBC if 'libc' in allowed else set())
        for path in sorted(folder.rglob('*.swift')):
            for n, module in imports(path):
                if module not in allowed or (folder.name in PURE and module == 'Foundation'):
                    problems.append(f'{path.relative_to(root)}:{n}: {folder.name} imports {module}, '
                                    f'which docs/architecture.md:{rows[folder.name][1]} does not allow')
    names = {f.name for f in folders}
    for target, (_, n) in sorted(rows.items()):
        if target not in names:
            problems.append(f'{doc}:{n}: row {target} names no folder of Sources/')
    print('\n'.join(problems) or f'layers: {len(folders)} targets import only what docs/architecture.md allows')
    return 1 if problems else 0

sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else '.'))
