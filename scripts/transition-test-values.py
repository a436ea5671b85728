#!/usr/bin/env python3
"""Writes Tests/Transitions/*.test.json: the expected values of the built-in scenarios' demos,
worked out here from the docs' formulas alone (docs/gestures.md: a pan of n presses moves
n x 390/20 pt less the 15 pt hysteresis; docs/transitions.md: while interactive a view is at
start + (end - start) x curve(p), finishing the offset runs pD -> D over (1 - p)D along
easeInOut; docs/animation.md: the spring's overshoot), with an easeInOut of its own (bisection
on the Bezier polynomials). Nothing here runs segue. Usage: scripts/transition-test-values.py Tests/Transitions
"""
import json, math, sys


def bez(x1, y1, x2, y2):
    def f(u):
        if u <= 0: return 0.0
        if u >= 1: return 1.0
        lo, hi = 0.0, 1.0
        for _ in range(200):
            s = (lo + hi) / 2
            x = 3 * (1 - s) ** 2 * s * x1 + 3 * (1 - s) * s * s * x2 + s ** 3
            if x < u: lo = s
            else: hi = s
        s = (lo + hi) / 2
        return 3 * (1 - s) ** 2 * s * y1 + 3 * (1 - s) * s * s * y2 + s ** 3
    return f


E = bez(0.42, 0, 0.58, 1)
W, H = 390.0, 844.0
STEP, HYST = W / 20, 15.0
def pan(n): return (n * STEP - HYST) / W      # docs/gestures.md: n presses of step W/20, less the 15 pt hysteresis
def r(x): return round(x, 6)
TOL = 1e-4
tests = {}
def t(name, desc, expect, **kw):
    d = {"description": desc, "scenario": name}
    d.update(kw); d["expect"] = expect
    tests[name] = d

p = pan(12); D = 0.4; T = (1 - p) * D
off = p * D + (D - p * D) * E(0.1 / T)
t("pop-parallax",
  "Demo: 12 presses (p = (12*19.5-15)/390 = 0.561538), Enter at 0.9 while the finger moves: the velocity rule finishes. "
  "While interactive a view is at start + (end-start)*easeInOut(p); finishing, the offset runs pD -> D over (1-p)D with easeInOut (docs/transitions.md).",
  [{"outcome": "finished"},
   {"at": "finish", "view": "message", "x": r(W * E(p)), "percent": r(p), "tolerance": TOL},
   {"at": "finish", "view": "inbox", "x": r(-0.3333 * W * (1 - E(p))), "tolerance": TOL},
   {"at": 1.0, "view": "message", "x": r(W * E(off / D)), "phase": "finishing", "tolerance": TOL},
   {"at": "end", "view": "inbox", "x": 0, "phase": "idle"},
   {"log": ["startInteractiveTransition", "update(", "gesture ended: release → finish", "finish()", "completeTransition(true)",
            "inbox.viewDidAppear(true)", "animationEnded(true)"]},
   {"curve": {"maxOvershoot": 0, "settlesWithin": 0.4}}])

t("tabs-slide",
  "Demo: tabs 2, 3, then 1; slide 0.35 s easeInOut, so half-way (0.175 s in) easeInOut(0.5) = 0.5: the views are half a width across. Back to tab 1 the slide is mirrored.",
  [{"outcome": "finished"}, {"outcome": "finished", "transition": 2}, {"outcome": "finished", "transition": 3},
   {"at": 0.575, "view": "podcasts", "x": 195, "tolerance": TOL}, {"at": 0.575, "view": "music", "x": -195, "tolerance": TOL},
   {"at": 1.375, "view": "radio", "x": 195, "tolerance": TOL},
   {"at": 2.175, "view": "music", "x": -195, "tolerance": TOL}, {"at": 2.175, "view": "radio", "x": 195, "tolerance": TOL},
   {"at": "end", "view": "music", "x": 0, "phase": "idle"},
   {"log": ["tabBarController(animationControllerForTransitionFrom: music, to: podcasts)", "completeTransition(true)",
            "tabBarController(animationControllerForTransitionFrom: podcasts, to: radio)", "completeTransition(true)",
            "tabBarController(animationControllerForTransitionFrom: radio, to: music)", "completeTransition(true)"]}])

t("scale-push-pop",
  "Demo: push at 0.4, pop at 1.5, push at 2.5; scale 0.1 <-> 1 over 0.4 s easeInOut: at a quarter, 0.1 + 0.9*easeInOut(0.25); half-way 0.55.",
  [{"outcome": "finished"}, {"outcome": "finished", "transition": 2}, {"outcome": "finished", "transition": 3},
   {"at": 0.5, "view": "album", "scale": r(0.1 + 0.9 * E(0.25)), "phase": "animating", "tolerance": TOL},
   {"at": 0.6, "view": "album", "scale": 0.55, "percent": 0.5, "tolerance": TOL},
   {"at": 1.7, "view": "album", "scale": 0.55, "tolerance": TOL},
   {"at": "end", "view": "album", "scale": 1, "x": 0},
   {"log": ["navigationController(animationControllerFor: .push, from: albums, to: album)", "completeTransition(true)",
            "navigationController(animationControllerFor: .pop, from: album, to: albums)", "completeTransition(true)"]},
   {"curve": {"maxOvershoot": 0, "settlesWithin": 0.4}}])


z = 0.6
peak = math.exp(-z * math.pi / math.sqrt(1 - z * z))
t("modal-spring",
  "Demo: present at 0.4, dismiss at 1.8; a UIKit block spring, damping 0.6, velocity 0, 0.6 s, cut there: its overshoot is exp(-zeta*pi/sqrt(1-zeta^2)) = %.4f (docs/animation.md)." % peak,
  [{"outcome": "finished"}, {"outcome": "finished", "transition": 2},
   {"at": 1.2, "view": "details", "y": 0, "phase": "idle"},
   {"at": 0.4, "view": "details", "y": H, "phase": "animating", "tolerance": TOL},
   {"at": "end", "view": "home", "y": 0},
   {"log": ["present(details, animated: true)", "completeTransition(true)", "dismiss(animated: true)", "completeTransition(true)"]},
   {"curve": {"maxOvershoot": round(peak + 0.0005, 4), "settlesWithin": 0.6}}])

t("cross-dissolve",
  "Demo: children 2, 1, 2; transition(from:to:duration: 0.3, options: .transitionCrossDissolve), easeInOut: half-way both alphas are 0.5.",
  [{"outcome": "finished"}, {"outcome": "finished", "transition": 3},
   {"at": 0.55, "view": "map", "alpha": 0.5, "tolerance": TOL}, {"at": 0.55, "view": "list", "alpha": 0.5, "tolerance": TOL},
   {"at": 1.35, "view": "list", "alpha": 0.5, "tolerance": TOL},
   {"at": "end", "view": "list", "alpha": 1, "phase": "idle"},
   {"log": ["addChild(list)", "map.willMove(toParent: nil)", "transition(from: map, to: list, duration: 0.3", "map.removeFromParent()", "list.didMove(toParent: self)"]}])

p1 = pan(6)
t("fade",
  "Demo: push (alpha 0 -> 1, 0.5 s easeInOut: 0.5 half-way), a pan of 6 presses left to rest (p = 0.261538, velocity 0: cancel), then the same pan released moving (finish).",
  [{"outcome": "finished"}, {"outcome": "cancelled", "transition": 2}, {"outcome": "finished", "transition": 3},
   {"at": 0.65, "view": "post", "alpha": 0.5, "tolerance": TOL},
   {"at": "cancel", "transition": 2, "view": "post", "alpha": r(1 - E(p1)), "percent": r(p1), "tolerance": TOL},
   {"at": "finish", "transition": 3, "view": "post", "alpha": r(1 - E(p1)), "tolerance": TOL},
   {"at": "end", "view": "feed", "alpha": 1, "x": 0},
   {"log": ["cancel()", "completeTransition(false)", "post.viewDidAppear(true)", "finish()", "completeTransition(true)"]}])

p1, p2 = pan(8), pan(5)
def curve7(t):   # docs/animation.md: UIKit's curve 7, mass 3, stiffness 1000, computed critically damped
    w = math.sqrt(1000 / 3)
    return 1 - (1 + w * t) * math.exp(-w * t)
c = curve7(0.175)
t("default-pop",
  "UIKit's default slide on curve 7 (p(t) = 1 - (1 + w t) e^(-w t), w = sqrt(1000/3); the covered screen to -117 pt); while interactive the top view follows the finger linearly: x = 390*p (docs/gestures.md, 'The system pop follows the finger'); releases by UIKit's projection rule. Demo: push (0.175 s in: general at 390*(1 - p) = %.3f, settings at -117*p = %.3f); a pan of 8 taps released at rest (p = %.6f < 0.480769, cancel); a pan of 5 held and released by Enter while the key repeats (p = %.6f, moving 650 pt/s: projected above 0.480769, finish; completionSpeed max(1 - p, 0.35*650/390) = %.2f)." % (W * (1 - c), -117 * c, p1, p2, max(1 - p2, 0.35 * 650 / W)),
  [{"outcome": "finished"}, {"outcome": "cancelled", "transition": 2}, {"outcome": "finished", "transition": 3},
   {"at": 0.575, "view": "general", "x": round(W * (1 - c), 3), "tolerance": 0.001}, {"at": 0.575, "view": "settings", "x": round(-117 * c, 3), "tolerance": 0.001},
   {"at": "cancel", "transition": 2, "view": "general", "x": r(W * p1), "tolerance": TOL},
   {"at": "cancel", "transition": 2, "view": "settings", "x": r(-117 * (1 - p1)), "tolerance": TOL},
   {"at": "finish", "transition": 3, "view": "general", "x": r(W * p2), "percent": r(p2), "tolerance": TOL},
   {"at": "end", "view": "settings", "x": 0},
   {"log": ["navigationController(animationControllerFor: .pop, from: general, to: settings) → nil (UIKit default)", "cancel()", "completeTransition(false)",
            "completionSpeed = %.2f, completionCurve = 7" % max(1 - p2, 0.35 * 650 / W), "completeTransition(true)"]}])

p = pan(10)
t("pop-during-push",
  "Demo: push at 0.4 (parallax 0.4 s); a pan at 0.45 during the push must not begin; the pan at 1.8 (10 presses, p = %.6f) pops, released moving." % p,
  [{"outcome": "finished"}, {"outcome": "finished", "transition": 2},
   {"at": 0.6, "view": "chat", "x": 195, "tolerance": TOL}, {"at": 0.6, "view": "chats", "x": r(-0.3333 * W * 0.5), "tolerance": TOL},
   {"at": "finish", "transition": 2, "view": "chat", "x": r(W * E(p)), "tolerance": TOL},
   {"at": 1.0, "view": "chat", "x": 0, "phase": "idle"},
   {"at": "end", "view": "chats", "x": 0},
   {"log": ["navigationController(animationControllerFor: .push, from: chats, to: chat)", "completeTransition(true)",
            "navigationController(animationControllerFor: .pop, from: chat, to: chats)", "finish()", "completeTransition(true)"]}])

p1, p2 = pan(8), pan(14)
t("pop-percent-driven",
  "Threshold 0.5. Demo: 8 presses (p = %.6f: cancel), then 14 (p = %.6f: finish); the popped screen's scale is 1 - 0.9*easeInOut(p)." % (p1, p2),
  [{"outcome": "cancelled"}, {"outcome": "finished", "transition": 2},
   {"at": "cancel", "view": "contact", "scale": r(1 - 0.9 * E(p1)), "percent": r(p1), "tolerance": TOL},
   {"at": "finish", "transition": 2, "view": "contact", "scale": r(1 - 0.9 * E(p2)), "tolerance": TOL},
   {"at": "end", "view": "contacts", "scale": 1, "x": 0},
   {"log": ["gesture ended: release → cancel (percent 0.36 ≤ 0.5)", "cancel()", "completeTransition(false)",
            "gesture ended: release → finish (percent 0.66 > 0.5)", "finish()", "completeTransition(true)"]}])

p1, p2 = pan(7), pan(15)
t("pop-shrink",
  "A custom interaction controller sets scale = |p - 1| while dragging, then a fixed 0.4 s completion. Demo: 7 presses (p = %.6f: cancel), 15 (p = %.6f: finish)." % (p1, p2),
  [{"outcome": "cancelled"}, {"outcome": "finished", "transition": 2},
   {"at": "cancel", "view": "note", "scale": r(1 - p1), "tolerance": TOL},
   {"at": "finish", "transition": 2, "view": "note", "scale": r(1 - p2), "tolerance": TOL},
   # Enter while the key is held lifts at 0.9 s and 3.0 s (the demo); the completion runs 0.4 s.
   {"at": 1.29, "view": "note", "phase": "cancelling"}, {"at": 1.31, "view": "notes", "phase": "idle"},
   {"at": 3.39, "view": "note", "phase": "finishing"},
   {"at": "end", "view": "notes", "scale": 1},
   {"log": ["startInteractiveTransition (custom controller)", "cancel()", "completeTransition(false)", "finish()", "completeTransition(true)"]}])

t("pinch-pop",
  "Pinch: percent = 1 - scale/startScale, 0.05 per press. Demo: 4 presses released while held (p = 0.2, velocity 0.05 / 0.08 = 0.625 < 5 and p <= 0.3: cancel), then 10 (p = 0.5: finish). Scale preset: 1 - 0.9*easeInOut(p).",
  [{"outcome": "cancelled"}, {"outcome": "finished", "transition": 2},
   {"at": "cancel", "view": "photo", "scale": r(1 - 0.9 * E(0.2)), "percent": 0.2, "tolerance": TOL},
   {"at": "finish", "transition": 2, "view": "photo", "scale": 0.55, "percent": 0.5, "tolerance": TOL},
   {"at": 3.24, "view": "photo", "phase": "finishing"},   # Enter while held at 3.05 s
   {"at": "end", "view": "gallery", "scale": 1},
   {"log": ["gesture ended: release → cancel", "cancel()", "completeTransition(false)", "gesture ended: release → finish (percent 0.5 > 0.3)", "completeTransition(true)"]}])

t("interruptible",
  "An interruptible pop (UIViewPropertyAnimator, 0.5 s easeInOut): b starts it, a pan catches it and pulls it back (cancel); the second b runs it through: half-way detail.x = 195, mail.x = -0.3*390*0.5.",
  [{"outcome": "cancelled"}, {"outcome": "finished", "transition": 2},
   {"at": 2.25, "view": "detail", "x": 195, "tolerance": TOL}, {"at": 2.25, "view": "mail", "x": -58.5, "tolerance": TOL},
   {"at": "end", "view": "mail", "x": 0, "phase": "idle"},
   {"log": ["interruptibleAnimator(using:)", "gesture caught the running transition", "cancel()", "completion(.start)", "completeTransition(false)",
            "completion(.end)", "completeTransition(true)"]}])

p = pan(14)
t("image-transition",
  "Matched preset, 0.5 s easeInOut: half-way the thumbnail's snapshot is half-way between thumb1's frame (0.05, 0.1, 0.28, 0.13 of the screen) and image's (0, 0.12, 1, 0.45); the pop finishes at p = %.6f." % p,
  [{"outcome": "finished"}, {"outcome": "finished", "transition": 2},
   {"at": 0.65, "view": "photo", "alpha": 0.5, "tolerance": TOL},
   {"at": 0.65, "view": "photos.thumb1", "x": r((0.05 * W + 0) / 2), "y": r((0.1 * H + 0.12 * H) / 2),
    "width": r((0.28 * W + W) / 2), "height": r((0.13 * H + 0.45 * H) / 2), "tolerance": TOL},
   {"at": "finish", "transition": 2, "view": "photo", "alpha": r(1 - E(p)), "tolerance": TOL},
   {"at": "end", "view": "photos.thumb1", "x": r(0.05 * W), "y": r(0.1 * H), "tolerance": TOL},
   {"log": ["navigationController(animationControllerFor: .push, from: photos, to: photo)", "completeTransition(true)", "finish()", "completeTransition(true)"]}])

t("layout-to-layout",
  "Push changes the collection's layout (0.35 s); the pop is interactive with transitionProgress = percent; 14 presses: p = %.6f, finish." % p,
  [{"outcome": "finished"}, {"outcome": "finished", "transition": 2},
   {"at": "finish", "transition": 2, "view": "grid", "percent": r(p), "phase": "finishing", "tolerance": TOL},
   {"at": "end", "view": "grid.fuji", "x": r(0.04 * W), "y": r(0.1 * H), "tolerance": TOL},
   {"log": ["collectionView.setCollectionViewLayout(", "completeTransition(true)", "collectionView.startInteractiveTransition(to: ",
            "transitionLayout.transitionProgress = ", "finish()", "startInteractiveTransition completion(completed: true, finished: true)", "completeTransition(true)"]}])

t("alert",
  "A custom presentation: the card (0.1, 0.36, 0.8, 0.26 of the container) starts a container height below its frame and springs up over a cover dimmed to 0.6; the presenter stays in the container.",
  [{"outcome": "finished"}, {"outcome": "finished", "transition": 2},
   {"at": 2.0, "view": "confirm", "x": r(0.1 * W), "y": r(0.36 * H), "width": r(0.8 * W), "height": r(0.26 * H), "tolerance": TOL},
   {"at": 2.0, "view": "cover", "alpha": 0.6, "tolerance": TOL}, {"at": 2.0, "view": "document", "x": 0},
   {"at": 0.4, "view": "confirm", "y": r(0.36 * H + H), "tolerance": TOL},
   {"at": "end", "view": "document", "x": 0, "phase": "idle"},
   {"log": ["present(confirm, animated: true)", "completeTransition(true)", "dismiss(animated: true)", "completeTransition(true)"]},
   {"curve": {"settlesWithin": 1.0}}])

t("swing-drop",
  "The card (0.15, 0.3, 0.7, 0.28 of the container) presented by the alert preset, dismissed by the swingDrop keyframes over 1.6 s (ending at rotation 54 degrees, 180 pt down).",
  [{"outcome": "finished"}, {"outcome": "finished", "transition": 2},
   {"at": 1.6, "view": "sign", "x": r(0.15 * W), "y": r(0.3 * H), "width": r(0.7 * W), "height": r(0.28 * H), "rotation": 0, "tolerance": TOL},
   {"at": 1.6, "view": "cover", "alpha": 0.6, "tolerance": TOL},
   {"at": 3.39, "view": "sign", "phase": "animating"},
   {"at": "end", "view": "settings", "x": 0, "phase": "idle"},
   {"log": ["present(sign, animated: true)", "completeTransition(true)", "animationController(forDismissed: sign)", "completeTransition(true)"]}])

p1, p2 = pan(9), pan(14)
t("alongside",
  "Title bars fade alongside the pop, with its duration and curve: inbox.titleBar alpha = 1 - easeInOut(p). Escape at p = %.6f cancels; 14 presses released (p = %.6f) finish." % (p1, p2),
  [{"outcome": "cancelled"}, {"outcome": "finished", "transition": 2},
   {"at": "cancel", "view": "inbox", "x": r(W * E(p1)), "tolerance": TOL},
   {"at": "cancel", "view": "inbox.titleBar", "alpha": r(1 - E(p1)), "tolerance": TOL},
   {"at": "cancel", "view": "mailboxes", "x": r(-117 * (1 - E(p1))), "tolerance": TOL},
   {"at": "finish", "transition": 2, "view": "inbox", "x": r(W * E(p2)), "tolerance": TOL},
   {"at": "end", "view": "mailboxes.titleBar", "alpha": 1, "tolerance": TOL},
   {"log": ["animate(alongsideTransition:)", "gesture cancelled", "cancel()", "completeTransition(false)", "alongside state restored after cancel",
            "finish()", "completeTransition(true)"]}])

out = sys.argv[1]
for name, d in tests.items():
    with open(f"{out}/{name}.test.json", "w") as f:
        items = ",\n    ".join(json.dumps(e, ensure_ascii=False) for e in d["expect"])
        head = {k: v for k, v in d.items() if k != "expect"}
        body = json.dumps(head, ensure_ascii=False, indent=2)[:-2]
        f.write(body + ',\n  "expect": [\n    ' + items + "\n  ]\n}\n")
print(len(tests))
