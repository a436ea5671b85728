# Writes the malformed session fixtures and their expected first diagnostics
# (line:col from a marker in each text) as rows for MalformedCorpusTests.swift.
import os, re
OUT=os.path.join(os.path.dirname(os.path.abspath(__file__)), 'Malformed')
SC='{"segue":1,"screens":[{"id":"a","color":"#112233"},{"id":"b"}],"container":{"kind":"navigation","stack":["a"]}}'
def header(version=1, scenario=SC, extra='', created='2026-11-30T05:13:02Z'):
    return '{"segue_session":%d,"created":"%s","size":[120,40],"source":"a.json","scenario":%s%s}' % (version, created, scenario, extra)
cases=[]
def add(name, lines, needle_line, needle, keypath, frag, raw=None):
    text = raw if raw is not None else '\n'.join(lines) + '\n'
    cases.append((name, text, needle_line, needle, keypath, frag))
add("session-newer-version.segue", [header(4), '{"t":0.5,"key":"p"}', '{"t":1,"end":true}'], 1, '4,"created"', "segue_session", "session format version 4 is newer")
add("session-unknown-kind.segue", [header(), '{"t":0.5,"key":"p"}', '{"t":0.7,"scroll":3}', '{"t":1,"end":true}'], 3, '"scroll"', "scroll", "unknown event kind 'scroll'")
add("session-out-of-order.segue", [header(), '{"t":0.5,"key":"p"}', '{"t":0.9,"key":"right"}', '{"t":0.8,"key":"right"}', '{"t":1,"end":true}'], 4, '0.8', "t", "earlier than the previous event's 0.9 s (line 3)")
add("session-after-end.segue", [header(), '{"t":0.5,"key":"p"}', '{"t":1,"end":true}', '{"t":1.2,"key":"b"}'], 4, '{"t":1.2', "", "nothing may follow the 'end' event (line 3)")
add("session-bad-key.segue", [header(), '{"t":0.5,"key":"rigth"}'], 2, '"rigth"', "key", "expected a key name")
add("session-bad-scenario.segue", [header(scenario=SC.replace('"#112233"', '"#11223"'))], 1, '"#11223"', "scenario.screens[0].color", "is not a colour")
add("session-scenario-unknown-key.segue", [header(scenario=SC.replace('"segue":1,', '"segue":1,"titel":"x",'))], 1, '"titel"', "scenario.titel", "did you mean 'title'?")
add("session-empty-line.segue", [header(), '{"t":0.5,"key":"p"}', '', '{"t":1,"end":true}'], 3, None, "", "empty line")
add("session-truncated-header.segue", None, 1, None, "", "the session header is incomplete", raw=header()[:60])
add("session-bad-json-middle.segue", [header(), '{"t":0.5,"key":"p"', '{"t":1,"end":true}'], 2, '\n', "", "expected ',' or '}'")
add("session-mouse-kind.segue", [header(), '{"t":0.5,"mouse":{"kind":"click","x":3,"y":4}}'], 2, '"click"', "mouse.kind", "expected press, drag or release")
add("session-unknown-header-key.segue", [header(extra=',"sise":[1,2]')], 1, '"sise"', "sise", "did you mean 'size'?")
add("session-two-kinds.segue", [header(), '{"t":0.5,"key":"p","end":true}'], 2, '"end"', "end", "an event has one kind")
add("session-negative-time.segue", [header(), '{"t":-1,"key":"p"}'], 2, '-1', "t", "expected a time in seconds")
add("session-nul.segue", None, 2, None, "", "NUL byte", raw=header() + '\n{"t":0.5,"key":"p"\x00}\n')
add("session-empty.segue", None, 1, None, "", "empty session file", raw='')
# --- issue 9 (hardening)
add("session-old-mouse.segue", [header(), '{"t":0.5,"mouse":{"kind":"press","x":-1,"y":-1}}', '{"t":0.7,"key":"p"}', '{"t":1,"end":true}'], 2, '-1', "mouse.x", "older segue versions recorded -1")
add("session-bad-created.segue", [header(created='30/11/2026 05:13'), '{"t":1,"end":true}'], 1, '"30/11', "created", "YYYY-MM-DDTHH:MM:SSZ")
add("session-impossible-date.segue", [header(created='2026-02-29T05:13:02Z'), '{"t":1,"end":true}'], 1, '"2026-02-29', "created", "got '2026-02-29T05:13:02Z'")
add("session-cr-line-endings.segue", None, 3, '"rigth"', "key", "expected a key name",
    raw='\r'.join([header(), '{"t":0.5,"key":"p"}', '{"t":0.7,"key":"rigth"}', '{"t":1,"end":true}']) + '\r')

rows=[]
for name, text, ln, needle, kp, frag in cases:
    with open(os.path.join(OUT, name), 'w', encoding='utf-8', newline='') as f:
        f.write(text)
    lines = re.split(r'\r\n|\r|\n', text)  # lines end at CR, LF or CRLF
    line = lines[ln-1] if ln-1 < len(lines) else ''
    if name == "session-bad-json-middle.segue":
        col = len(lines[1]) + 1  # end of the line: where '}' was expected
    elif name == "session-nul.segue":
        col = lines[1].index('\x00') + 1
    elif needle is None:
        col = 1
    else:
        col = line.index(needle) + 1
    rows.append((name, ln, col, kp, frag))
def swift_str(s):
    return '"' + s.replace('\\','\\\\').replace('"','\\"') + '"'
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'session-table.swift.txt'),'w') as f:
    for r in rows:
        f.write(f'        ({swift_str(r[0])}, {r[1]}, {r[2]}, {swift_str(r[3])}, {swift_str(r[4])}),\n')
print(len(rows))
