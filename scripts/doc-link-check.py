#!/usr/bin/env python3
"""The doc-link check of `make check`. In README.md, CONTRIBUTING.md and docs/**/*.md: every
relative Markdown link outside code blocks [text](path#anchor) names a file that exists (relative to the document)
and, for a Markdown target, a heading that gives the anchor (GitHub's slugs). In those documents
and in the `//` comments of Sources/, Tests/ and Package.swift: every path mentioned that starts
with docs/, scripts/, Scenarios/, Sources/ or Tests/, or ends in .md, exists (relative to the
repository, or to the document; `*` globs allowed).
Usage: doc-link-check.py [ROOT]. One line per problem, file:line. Exit 1 when there is any."""
import pathlib, re, sys

LINK = re.compile(r'\[[^\]]*\]\(([^)\s]+)\)')
PATH = re.compile(r'(?<![\w./$-])((?:docs|scripts|Scenarios|Sources|Tests)/[\w.*+/-]*[\w*]|[\w./-]+\.md)\b')
FENCE = re.compile(r'^\s*```')

def slug(heading):
    text = re.sub(r'`|\*\*|\[|\]\([^)]*\)', '', heading.strip().lower())
    return re.sub(r'[^\w\- ]', '', text).replace(' ', '-')

def anchors(path, cache={}):
    if path not in cache:
        seen, found = {}, set()
        fenced = False
        for line in path.read_text().split('\n'):
            fenced ^= bool(FENCE.match(line))
            if not fenced and re.match(r'#{1,6} ', line):
                base = slug(line.lstrip('#'))
                count = seen.get(base, 0)
                seen[base] = count + 1
                found.add(base if count == 0 else f'{base}-{count}')
        cache[path] = found
    return cache[path]

def exists(root, here, name):
    name = name.rstrip('.')
    for base in (root, here):
        if '*' in name:
            if list(base.glob(name)):
                return True
        elif (base / name).exists():
            return True
    return False

def check_links(root, doc, n, line, problems):
    for target in LINK.findall(line):
        if re.match(r'[a-z]+:', target) or target.startswith('<'):
            continue
        file, _, anchor = target.partition('#')
        dest = (doc.parent / file) if file else doc
        where = f'{doc.relative_to(root)}:{n}'
        if not dest.exists():
            problems.append(f'{where}: link to {target}: no such file')
        elif anchor and dest.suffix == '.md' and anchor.lower() not in anchors(dest.resolve()):
            problems.append(f'{where}: link to {target}: no heading gives #{anchor}')

def check_paths(root, file, n, text, problems):
    for name in PATH.findall(text):
        name = re.sub(r'(?<![A-Z])(?:NAME|MOMENT)(?=[^A-Z]|[A-Z][a-z]|$)', '*', name)  # placeholders: Scenarios/NAME.json
        if not exists(root, file.parent, name):
            problems.append(f'{file.relative_to(root)}:{n}: mentions {name}, which does not exist')

def main(root):
    root = pathlib.Path(root).resolve()
    problems = []
    docs = [root / 'README.md', root / 'CONTRIBUTING.md', *sorted((root / 'docs').rglob('*.md'))]
    for doc in (d for d in docs if d.exists()):
        fenced = False
        for n, line in enumerate(doc.read_text().split('\n'), 1):
            fenced ^= bool(FENCE.match(line))
            if fenced or FENCE.match(line):
                continue  # examples of output (segue: Scenarios/mine.json:9:38: …), not references
            check_links(root, doc, n, line, problems)
            check_paths(root, doc, n, LINK.sub(lambda m: m.group(0).split('](')[0], line), problems)
    swift = [*sorted((root / 'Sources').rglob('*.swift')), *sorted((root / 'Tests').rglob('*.swift')), root / 'Package.swift']
    for file in (f for f in swift if f.exists()):
        for n, line in enumerate(file.read_text().split('\n'), 1):
            code, sep, comment = line.partition('//')
            if sep and code.count('"') % 2 == 0:
                check_paths(root, file, n, comment, problems)
    print('\n'.join(problems) or f'links: every link and path in {len(docs)} documents and the Swift comments exists')
    return 1 if problems else 0

sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else '.'))
