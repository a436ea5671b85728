# Writes the malformed scenario fixtures and prints their expected first diagnostics
# (line:col from a marker placed in each text) as rows for MalformedCorpusTests.swift.
import json, os, re
OUT=os.path.join(os.path.dirname(os.path.abspath(__file__)), 'Malformed')
os.makedirs(OUT, exist_ok=True)

BASE = '''{
  "segue": 1,
  "screens": [
    {"id": "inbox", "title": "Inbox", "color": "#1d4ed8"},
    {"id": "message", "title": "Message", "color": "#b45309"}
  ],
  "container": {"kind": "navigation", "stack": ["inbox"]},
  "transitions": {
    "push": {"animator": {"preset": "slide"}}
  }
}
'''
def sub(old, new, base=BASE):
    assert old in base, old
    return base.replace(old, new, 1)

cases = []  # (file, text, needle, occurrence, keypath, fragment)
def add(name, text, needle, keypath, fragment, occ=0):
    cases.append((name, text, needle, occ, keypath, fragment))

# --- JSON syntax and hostile-ish
add("syntax-trailing-comma.json", sub('"stack": ["inbox"]', '"stack": ["inbox",]'), ']}', "container.stack", "trailing comma before ']'")
add("syntax-missing-colon.json", sub('"kind": "navigation"', '"kind" "navigation"'), '"navigation"', "container", "expected ':' after the key 'kind'")
add("syntax-single-quotes.json", sub('"title": "Inbox"', '"title": \'Inbox\''), "'Inbox'", "screens[0].title", "strings must use double quotes")
add("syntax-duplicate-key.json", sub('"title": "Inbox", ', '"title": "Inbox", "title": "Mail", '), '"title": "Mail"', "screens[0].title", "duplicate key 'title'")
add("syntax-trailing-garbage.json", BASE + "}\n", "}\n", "", "after the end of the JSON value", occ=-1)
add("syntax-unterminated-string.json", '{\n  "title": "Inbox\n}\n', '\n}', "title", "unterminated string", occ=0)
add("syntax-leading-zero.json", sub('"segue": 1', '"segue": 01'), '01', "segue", "leading zeros")
add("syntax-raw-tab-in-string.json", sub('"title": "Inbox"', '"title": "In\tbox"'), '\tbox', "screens[0].title", "raw control character U+0009")
add("syntax-bad-escape.json", sub('"title": "Inbox"', '"title": "In\\qbox"'), '\\qbox', "screens[0].title", "invalid escape")
add("syntax-lone-surrogate.json", sub('"title": "Inbox"', '"title": "\\ud800x"'), '\\ud800', "screens[0].title", "lone surrogate")
add("syntax-nul-escape.json", sub('"title": "Inbox"', '"title": "a\\u0000b"'), '\\u0000', "screens[0].title", "NUL character")
add("syntax-number-overflow.json", sub('"segue": 1', '"segue": 1e400'), '1e400', "segue", "not finite as a Double")
add("syntax-absurd-exponent.json", sub('"segue": 1', '"segue": 1e-99999'), '1e-99999', "segue", "absurd exponent")
add("syntax-huge-mantissa.json", sub('"segue": 1', '"segue": ' + '9'*320), '9'*320, "segue", "longer than 100 characters")
add("syntax-empty.json", "   \n", "   \n", "", "empty input", occ=0)  # position: end? handled below
# --- structure
add("version-newer.json", sub('"segue": 1', '"segue": 2'), '2,', "segue", "format version 2 is newer")
add("unknown-top-key.json", sub('"segue": 1,', '"segue": 1,\n  "titel": "Inbox",'), '"titel"', "titel", "did you mean 'title'?")
add("missing-screens.json", '{\n  "container": {"kind": "navigation", "stack": ["inbox"]}\n}\n', '{', "", "missing required key 'screens'")
add("root-not-object.json", '[1, 2]\n', '[', "", "expected a scenario object, found an array")
add("bad-color.json", sub('"color": "#b45309"', '"color": "#b4530"'), '"#b4530"', "screens[1].color", "is not a colour")
add("bad-color-type.json", sub('"color": "#b45309"', '"color": 11801353'), '11801353', "screens[1].color", "expected a string, found a number")
add("duplicate-screen-id.json", sub('{"id": "message"', '{"id": "inbox"'), '"inbox", "title": "Message"', "screens[1].id", "duplicate screen id 'inbox'")
add("reserved-screen-id.json", sub('{"id": "message"', '{"id": "cover"'), '"cover"', "screens[1].id", "is reserved")
add("bad-screen-id-chars.json", sub('{"id": "message"', '{"id": "mes sage"'), ' sage"', "screens[1].id", "may only contain letters")
add("control-char-title.json", sub('"title": "Message"', '"title": "\\u001b[31mMessage"'), '\\u001b', "screens[1].title", "control character U+001B")
add("unknown-stack-screen.json", sub('"stack": ["inbox"]', '"stack": ["inbox", "mesage"]'), '"mesage"', "container.stack[1]", "unknown screen 'mesage' (did you mean 'message'?)")
add("unknown-container-kind.json", sub('"kind": "navigation"', '"kind": "navigaton"'), '"navigaton"', "container.kind", "did you mean 'navigation'?")
add("container-missing-stack.json", sub('"container": {"kind": "navigation", "stack": ["inbox"]}', '"container": {"kind": "navigation"}'), '{"kind": "navigation"}', "container", "missing required key 'stack'")
add("tabs-selected-out-of-range.json", sub('"container": {"kind": "navigation", "stack": ["inbox"]}', '"container": {"kind": "tabs", "tabs": ["inbox", "message"], "selected": 2}').replace('"push": {"animator": {"preset": "slide"}}', '"tab": {"animator": {"preset": "fade"}}'), '2}', "container.selected", "must be in [0, 1] (got 2)")
add("bad-device.json", sub('"segue": 1,', '"segue": 1,\n  "device": "iphone",'), '"iphone"', "device", "unknown device 'iphone' (did you mean 'phone'?)")
add("device-too-small.json", sub('"segue": 1,', '"segue": 1,\n  "device": {"width": 10, "height": 800},'), '10,', "device.width", "must be in [50, 5000] points (got 10)")
add("wrong-operation.json", sub('"push": {"animator": {"preset": "slide"}}', '"present": {"animator": {"preset": "slide"}}'), '"present"', "transitions.present", "performs 'push' and 'pop', never 'present'")
add("missing-animator.json", sub('"push": {"animator": {"preset": "slide"}}', '"pop": {"interaction": {"gesture": "edgePan"}}'), '{"interaction"', "transitions.pop", "missing required key 'animator'")
add("interaction-on-push.json", sub('"push": {"animator": {"preset": "slide"}}', '"push": {"animator": {"preset": "slide"}, "interaction": {}}'), '"interaction"', "transitions.push.interaction", "only pop and dismiss can be interactive")
# --- animator numbers and curves
add("duration-zero.json", sub('{"preset": "slide"}', '{"preset": "slide", "duration": 0}'), '0}', "transitions.push.animator.duration", "must be in [0.01, 60] seconds (got 0)")
add("duration-too-long.json", sub('{"preset": "slide"}', '{"preset": "slide", "duration": 61}'), '61', "transitions.push.animator.duration", "(got 61)")
add("duration-string.json", sub('{"preset": "slide"}', '{"preset": "slide", "duration": "0.4"}'), '"0.4"', "transitions.push.animator.duration", "expected a number, found a string")
add("alpha-out-of-range.json", sub('{"preset": "slide"}', '{"to": {"from": {"alpha": 0}, "to": {"alpha": 1.5}}}'), '1.5', "transitions.push.animator.to.to.alpha", "must be in [0, 1] (got 1.5)")
add("bad-length.json", sub('{"preset": "slide"}', '{"to": {"from": {"x": "12px"}, "to": {"x": 0}}}'), '"12px"', "transitions.push.animator.to.from.x", "is not a length")
add("color-on-role.json", sub('{"preset": "slide"}', '{"to": {"from": {"alpha": 0, "color": "#000"}, "to": {"alpha": 1}}}'), '"color": "#000"', "transitions.push.animator.to.from.color", "only cover tracks take 'color'")
add("bad-curve-name.json", sub('{"preset": "slide"}', '{"preset": "slide", "curve": "easeInOt"}'), '"easeInOt"', "transitions.push.animator.curve", "did you mean 'easeInOut'?")
add("bad-bezier.json", sub('{"preset": "slide"}', '{"preset": "slide", "curve": [1.2, 0, 0.58, 1]}'), '1.2', "transitions.push.animator.curve[0]", "must be in [0, 1] (got 1.2)")
add("bezier-wrong-count.json", sub('{"preset": "slide"}', '{"preset": "slide", "curve": [0.42, 0, 0.58]}'), '[0.42', "transitions.push.animator.curve", "expected exactly 4 items, found 3")
add("spring-bad-damping.json", sub('{"preset": "slide"}', '{"preset": "slide", "curve": {"spring": {"damping": 1.5}}}'), '1.5', "transitions.push.animator.curve.spring.damping", "must be > 0 and ≤ 1")
add("spring-mixed.json", sub('{"preset": "slide"}', '{"preset": "slide", "curve": {"spring": {"bounce": 0.3, "damping": 0.5}}}'), '"damping"', "transitions.push.animator.curve.spring.damping", "cannot be combined with 'bounce'")
add("spring-never-settles.json", sub('{"preset": "slide"}', '{"preset": "slide", "curve": {"spring": {"mass": 1, "stiffness": 100, "damping": 0.01}}}'), '{"mass"', "transitions.push.animator.curve.spring", "longer than 60 s to settle")
add("unknown-preset.json", sub('"preset": "slide"', '"preset": "slid"'), '"slid"', "transitions.push.animator.preset", "did you mean 'slide'?")
add("preset-unknown-param.json", sub('{"preset": "slide"}', '{"preset": "slide", "scale": 0.5}'), '"scale"', "transitions.push.animator.scale", "unknown key 'scale'")
add("swingdrop-on-push.json", sub('"preset": "slide"', '"preset": "swingDrop"'), '"swingDrop"', "transitions.push.animator.preset", "is a dismissal animation")
add("keyframe-overrun.json", sub('"push": {"animator": {"preset": "slide"}}', '"pop": {"animator": {"from": {"keyframes": [{"start": 0.9, "duration": 0.2, "to": {"rotation": 90}}]}}}'), '0.2', "transitions.pop.animator.from.keyframes[0].duration", "start + duration must be ≤ 1")
add("keyframes-with-spring.json", sub('"push": {"animator": {"preset": "slide"}}', '"pop": {"animator": {"curve": {"spring": {"damping": 0.5}}, "from": {"keyframes": [{"start": 0, "duration": 1, "to": {"rotation": 90}}]}}}'), '"keyframes"', "transitions.pop.animator.from.keyframes", "need a Bézier curve")
add("unknown-element-target.json", sub('{"preset": "slide"}', '{"preset": "slide", "inbox.thumb": {"to": {"alpha": 0}}}'), '"inbox.thumb"', "transitions.push.animator.inbox.thumb", "screen 'inbox' has no element 'thumb'")
add("order-missing-cover.json", sub('{"preset": "slide"}', '{"order": ["from", "to"], "cover": {"from": {"alpha": 0}, "to": {"alpha": 0.5}}, "to": {"from": {"y": 1}, "to": {"y": 0}}}'), '["from", "to"]', "transitions.push.animator.order", "must place 'cover' too")
add("anchor-typo.json", sub('"push": {"animator": {"preset": "slide"}}', '"pop": {"animator": {"from": {"anchor": "bottomleft", "to": {"rotation": 45}}}}'), '"bottomleft"', "transitions.pop.animator.from.anchor", "did you mean 'bottomLeft'?")
add("swingdrop-spring.json", sub('"push": {"animator": {"preset": "slide"}}', '"pop": {"animator": {"preset": "swingDrop", "curve": {"spring": {"damping": 0.7}}}}'), '{"spring"', "transitions.pop.animator.curve", "must be a Bézier curve, not a spring")
# --- interactions
add("finish-rule-typo.json", sub('"push": {"animator": {"preset": "slide"}}', '"pop": {"animator": {"preset": "slide"}, "interaction": {"finish": {"rule": "treshold"}}}'), '"treshold"', "transitions.pop.interaction.finish.rule", "did you mean 'threshold'?")
add("finish-threshold-range.json", sub('"push": {"animator": {"preset": "slide"}}', '"pop": {"animator": {"preset": "slide"}, "interaction": {"finish": {"rule": "threshold", "threshold": 1.2}}}'), '1.2', "transitions.pop.interaction.finish.threshold", "must be in [0, 1] (got 1.2)")
add("completion-speed-zero.json", sub('"push": {"animator": {"preset": "slide"}}', '"pop": {"animator": {"preset": "slide"}, "interaction": {"completionSpeed": 0}}'), '0}', "transitions.pop.interaction.completionSpeed", "must be > 0 and ≤ 10 (got 0)")
add("completion-curve-spring.json", sub('"push": {"animator": {"preset": "slide"}}', '"pop": {"animator": {"preset": "slide"}, "interaction": {"completionCurve": {"spring": {"damping": 0.5}}}}'), '{"spring"', "transitions.pop.interaction.completionCurve", "must be a Bézier curve")
add("completion-fixed-negative.json", sub('"push": {"animator": {"preset": "slide"}}', '"pop": {"animator": {"preset": "slide"}, "interaction": {"completion": {"fixed": -1}}}'), '-1', "transitions.pop.interaction.completion.fixed", "(got -1)")
add("unknown-interaction-key.json", sub('"push": {"animator": {"preset": "slide"}}', '"pop": {"animator": {"preset": "slide"}, "interaction": {"gesture": "edgePan", "edges": "left"}}'), '"edges"', "transitions.pop.interaction.edges", "did you mean 'edge'?")
# --- demo
add("bad-demo-key.json", sub('"segue": 1,', '"segue": 1,\n  "demo": "0.5 right*12@0.03; 0.9 entr",'), 'entr"', "demo", "unknown key 'entr' (did you mean 'enter'?)")
add("bad-demo-time.json", sub('"segue": 1,', '"segue": 1,\n  "demo": "0.5 p; soon b",'), 'soon', "demo", "'soon' is not a time")
add("bad-demo-escaped.json", sub('"segue": 1,', '"segue": 1,\n  "demo": "0.5 \\u0070; 1 mouse click 3 4",'), 'click', "demo", "unknown mouse action 'click'")
# --- issue 9 (hardening): text that must not reach a terminal, order, positions
add("keyframes-unsorted.json", sub('"push": {"animator": {"preset": "slide"}}', '"pop": {"animator": {"from": {"keyframes": [{"start": 0.5, "duration": 0.2, "to": {"rotation": 90}}, {"start": 0.1, "duration": 0.2, "to": {"rotation": 0}}]}}}'), '0.1', "transitions.pop.animator.from.keyframes[1].start", "keyframes must be sorted by start: 0.1 comes after 0.5 (keyframes[0])")
add("driver-direct-keyframes.json", sub('"push": {"animator": {"preset": "slide"}}', '"pop": {"animator": {"from": {"keyframes": [{"start": 0, "duration": 1, "to": {"rotation": 90}}]}},\n      "interaction": {"gesture": "edgePan",\n                      "driver": "direct"}}'), '"direct"', "transitions.pop.interaction.driver", "cannot drive keyframe tracks")
add("bidi-title.json", sub('"title": "Inbox"', '"title": "Inbox \u202egnp.exe"'), '\u202e', "screens[0].title", "bidirectional control U+202E")
add("bidi-isolate-escaped.json", sub('"title": "Message"', '"title": "a\\u2067b"'), '\\u2067', "screens[1].title", "bidirectional control U+2067")
add("line-separator-content.json", sub('"title": "Inbox", ', '"title": "Inbox", "content": ["one", "two\u2028three"], '), '\u2028', "screens[0].content[1]", "line separator U+2028")
add("paragraph-separator-escaped.json", sub('"title": "Inbox"', '"title": "a\\u2029b"'), '\\u2029', "screens[0].title", "paragraph separator U+2029")
add("noncharacter-title.json", sub('"title": "Inbox"', '"title": "In\\uFFFEbox"'), '\\uFFFE', "screens[0].title", "noncharacter U+FFFE")
add("noncharacter-last-plane.json", sub('"title": "Message"', '"title": "\U0010ffff"'), '\U0010ffff', "screens[1].title", "noncharacter U+10FFFF")
add("cr-line-endings.json", sub('"color": "#b45309"', '"color": "#b4530"').replace('\n', '\r'), '"#b4530"', "screens[1].color", "is not a colour")

for name, text, needle, occ, kp, frag in cases:
    with open(os.path.join(OUT, name), 'w', encoding='utf-8', newline='') as f:
        f.write(text)

def pos(text, needle, occ):
    if occ == -1:
        i = text.rindex(needle)
    else:
        i = -1
        for _ in range(occ+1):
            i = text.index(needle, i+1)
    # Lines end at CR, LF or CRLF (as an editor shows them); columns count code points.
    before = re.split(r'\r\n|\r|\n', text[:i])
    return len(before), len(before[-1]) + 1

rows=[]
for name, text, needle, occ, kp, frag in cases:
    if name == "syntax-empty.json":
        line, col = 2, 1   # end of input: after "   \n"
    elif name == "syntax-unterminated-string.json":
        line, col = 2, 18  # the raw line break inside the string
    else:
        line, col = pos(text, needle, occ)
    rows.append((name, line, col, kp, frag))

def swift_str(s):
    return '"' + s.replace('\\','\\\\').replace('"','\\"') + '"'
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'scenario-table.swift.txt'),'w') as f:
    for name, line, col, kp, frag in rows:
        f.write(f'        ({swift_str(name)}, {line}, {col}, {swift_str(kp)}, {swift_str(frag)}),\n')
print(len(rows))
