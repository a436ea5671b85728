/// The starting scenario `segue new NAME` writes (docs/cli.md, "`segue new`"): a navigation push
/// and pop with an animator of its own and an interactive pop, each key explained by a comment
/// (a key beginning with `//`, which the loader ignores: docs/scenarios.md, "Comments").
/// `{{name}}` stands for the scenario's name, `{{Type}}` for its UpperCamelCase form.
enum NewScenarioText {
    /// The JSON scenario for `NAME`: its transitions in JSON, or with `swift` set, the Swift
    /// file `{{Type}}.swift` and its set-up function in their place.
    static func json(name: String, typeName: String, swift: Bool) -> String {
        (head + (swift ? swiftPart : transitionsPart) + tail)
            .replacing("{{what}}", with: swift ? "your own UIKit code in {{Type}}.swift" : "its own animator, in JSON")
            .replacing("{{name}}", with: name)
            .replacing("{{Type}}", with: typeName)
    }

    static let head = #"""
    {
      "//": "Written by segue new {{name}}: a navigation push and pop with {{what}}, and a pop your finger drives. A key that begins with // is a comment: segue ignores it (docs/scenarios.md). Try it: segue play {{name}}.json",
      "//segue": "the format version: 1",
      "segue": 1,
      "//name": "the scenario's name: 1-64 letters, digits, - or _",
      "name": "{{name}}",
      "//title": "shown in the panel and the gallery (at most 200 characters)",
      "title": "{{name}}: a spring push, a scrubbed pop",
      "//description": "one sentence about it (at most 1000 characters)",
      "description": "A push on a spring from the right, and a pop that the left-edge pan scrubs and a release finishes or cancels.",
      "//device": "phone (390 x 844 pt), phone-landscape, tablet, fill, or {\"width\": W, \"height\": H} in points",
      "device": "phone",
      "//screens": "the view controllers' root views, in the order p pushes them: id (unique), title, color (#rrggbb), content (lines of text); elements, images and more: docs/scenarios.md",
      "screens": [
        {"id": "list", "title": "List", "color": "#1e3a5f",
         "content": ["Press p to push", "", "Then hold the right arrow", "from the left edge to pop"]},
        {"id": "detail", "title": "Detail", "color": "#7c2d12",
         "content": ["Hold the right arrow to drag", "Enter lets go", "Escape cancels"]}
      ],
      "//container": "a UINavigationController whose stack starts as given, bottom first; p pushes the next screen, b pops",
      "container": {"kind": "navigation", "stack": ["list"]},

    """#

    static let transitionsPart = #"""
      "//transitions": "per operation (push, pop): an animation controller, and for the pop an interaction controller; an operation left out gets UIKit's default",
      "transitions": {
        "//push": "p, or pushViewController(_:animated: true)",
        "push": {
          "//animator": "the UIViewControllerAnimatedTransitioning: how long, on what curve, and what each view does",
          "animator": {
            "//duration": "transitionDuration(using:), seconds (0.01 to 60)",
            "duration": 0.5,
            "//curve": "easeInOut, linear, easeIn, easeOut, [x1, y1, x2, y2], or a spring: damping ratio in (0, 1], velocity in distances per second (UIView.animate usingSpringWithDamping)",
            "curve": {"spring": {"damping": 0.85, "velocity": 0}},
            "//to": "a track for the pushed view: from one container width to the right (x 1) to where it is laid out (x 0); values are x and y (fractions of the container, or \"120pt\"), scale, rotation (degrees), alpha",
            "to": {"from": {"x": 1}, "to": {"x": 0}},
            "//from": "the covered view: a value on one side only animates to or from its laid-out value, so this moves it a third of the way left",
            "from": {"to": {"x": -0.3333}}
          }
        },
        "//pop": "b, or the edge pan: popViewController(animated: true)",
        "pop": {
          "//animator": "the pop's own animator, which the interaction controller scrubs",
          "animator": {
            "//duration": "transitionDuration(using:): what a pop plays over without a finger",
            "duration": 0.4,
            "//curve": "linear, so the view stays under the finger while the pan scrubs it",
            "curve": "linear",
            "//order": "the z-order, bottom first: the leaving view (from) above the one it uncovers (to)",
            "order": ["to", "from"],
            "//to": "from only: the uncovered view starts a third of the way left and animates to where it is laid out",
            "to": {"from": {"x": -0.3333}},
            "//from": "the leaving view slides one container width to the right",
            "from": {"to": {"x": 1}}
          },
          "//interaction": "the interaction controller (UIPercentDrivenInteractiveTransition): the right arrow, or a mouse drag, is the finger",
          "interaction": {
            "//gesture": "edgePan (the arrows or a drag) or pinch (+ and -)",
            "gesture": "edgePan",
            "//edge": "the screen edge the pan starts from: left, right, top or bottom",
            "edge": "left",
            "//finish": "what a release does: threshold finishes past the threshold's fraction of the width; also velocity, thresholdOrVelocity and pinch (docs/scenarios.md)",
            "finish": {"rule": "threshold", "threshold": 0.5},
            "//completionSpeed": "the rest plays over (1 - p) x duration / speed, or p x duration / speed when it cancels",
            "completionSpeed": 1,
            "//completionCurve": "the curve of that rest: a named curve or [x1, y1, x2, y2]",
            "completionCurve": "easeOut"
          }
        }
      },

    """#

    static let swiftPart = #"""
      "//swift": "your own UIKit code runs in place of JSON transitions: the files (relative to this one), the function segue calls with the navigation controller as a scene delegate would, and the language mode (5 or 6); docs/user-code.md",
      "swift": {"sources": ["{{Type}}.swift"], "setUp": "setUp{{Type}}", "swiftVersion": 5},

    """#

    static let tail = #"""
      "//demo": "what the gallery and play --demo play: TIME KEY items; here a push, a drag short of half the width that cancels, and a longer one that finishes",
      "demo": "0.3 p; 1.5 right*10@0.05; 2.3 enter; 3.0 right*14@0.05; 4.0 enter"
    }

    """#
}
