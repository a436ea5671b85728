import Testing
@testable import SegueCore

/// The `"kind": "containment"` container in scenario files (docs/scenarios.md, "container"): what
/// it reads, and one `file:line:col: key.path: message` per mistake.
struct ContainmentScenarioTests {
    /// A scenario whose line 5 is `"container": CONTAINER` and line 6 `"transitions": TRANSITIONS`.
    static func text(container: String, transitions: String = "{}") -> String {
        """
        {"segue": 1,
          "screens": [{"id": "map", "title": "Map", "color": "#047857", "elements": [
            {"id": "pin", "frame": [0.4, 0.4, 0.2, 0.1], "color": "#ffffff"}]},
            {"id": "list", "title": "List", "color": "#a21caf"}],
          "container": \(container),
          "transitions": \(transitions)
        }
        """
    }

    @Test func readsChildrenSelectionAndTheTransitionArguments() throws {
        let container = #"{"kind": "containment", "children": ["map", "list"], "selected": "list", "transition": "#
            + #"{"duration": 0.25, "options": ["curveLinear", "transitionCrossDissolve"], "animations": {"map.pin": {"to": {"alpha": 0}}}}}"#
        let s = try ScenarioLoader.load(text: Self.text(container: container), file: "c.json").scenario
        let expected = ChildTransitionSpec(
            duration: 0.25, options: ViewAnimationOptions(transition: .transitionCrossDissolve, curve: .linear),
            animations: [TrackSpec(target: .element(screen: "map", element: "pin"), to: TrackValues(alpha: 0), keyframeCurve: .linear)])
        #expect(s.container == .containment(children: ["map", "list"], selected: 1, transition: expected))
    }

    /// `segue check --explain` shows the call's arguments and what the option does.
    @Test func explainShowsTheTransitionCall() throws {
        let container = #"{"kind": "containment", "children": ["map", "list"], "transition": {"options": ["transitionCrossDissolve"]}}"#
        let text = explain(try ScenarioLoader.load(text: Self.text(container: container), file: "c.json").scenario)
        #expect(text.contains("containment parent of [map] | list"))
        #expect(text.contains("transition: transition(from:to:duration: 0.3, options: [.transitionCrossDissolve]), curve easeInOut\n"
                              + "  cross-dissolve: from alpha 1 → 0 while to alpha 0 → 1"), "\(text)")
    }

    /// Without `transition`: seed 001's duration, no options (`.transitionNone`, `.curveEaseInOut`), an empty block.
    @Test func theTransitionDefaults() throws {
        let s = try ScenarioLoader.load(text: Self.text(container: #"{"kind": "containment", "children": ["list", "map"]}"#),
                                        file: "c.json").scenario
        #expect(s.container == .containment(children: ["list", "map"], selected: 0, transition: ChildTransitionSpec(
            duration: 0.3, options: ViewAnimationOptions(transition: .transitionNone, curve: .easeInOut), animations: [])))
    }

    /// (container, transitions, the text the error points at on its line, key path, part of the message)
    static let mistakes: [(String, String, String, String, String)] = [
        (#"{"kind": "containment", "children": ["map"], "chidren": ["list"]}"#, "{}", #""chidren""#, "container.chidren", "did you mean 'children'?"),
        (#"{"kind": "containment"}"#, "{}", #"{"kind""#, "container", "missing required key 'children'"),
        (#"{"kind": "containment", "children": ["map", "lists"]}"#, "{}", #""lists""#, "container.children[1]",
         "unknown screen 'lists' (did you mean 'list'?)"),
        (#"{"kind": "containment", "children": ["map", "list"], "selected": 2}"#, "{}", "2}", "container.selected", "0"),
        (#"{"kind": "containment", "children": ["map"], "selected": "list"}"#, "{}", #""list""#, "container.selected",
         "'list' is not one of the children"),
        (#"{"kind": "containment", "children": ["map"], "transition": {"duration": 0}}"#, "{}", "0}", "container.transition.duration",
         "seconds (got 0)"),
        (#"{"kind": "containment", "children": ["map"], "transition": {"options": ["transitionCrossDisolve"]}}"#, "{}",
         #""transitionCrossDisolve""#, "container.transition.options[0]", "did you mean 'transitionCrossDissolve'?"),
        (#"{"kind": "containment", "children": ["map"], "transition": {"options": ["transitionFlipFromLeft"]}}"#, "{}",
         #""transitionFlipFromLeft""#, "container.transition.options[0]", "unknown option 'transitionFlipFromLeft'"),
        (#"{"kind": "containment", "children": ["map"], "transition": {"options": ["transitionCrossDissolve", "transitionNone"]}}"#, "{}",
         #""transitionNone""#, "container.transition.options[1]", "one transition option only"),
        (#"{"kind": "containment", "children": ["map"], "transition": {"options": ["curveLinear", "curveEaseIn"]}}"#, "{}",
         #""curveEaseIn""#, "container.transition.options[1]", "one curve option only"),
        (#"{"kind": "containment", "children": ["map"], "transition": {"duratoin": 1}}"#, "{}", #""duratoin""#,
         "container.transition.duratoin", "did you mean 'duration'?"),
        (#"{"kind": "containment", "children": ["map"], "transition": {"animations": {"cover": {"to": {"alpha": 1}}}}}"#, "{}",
         #""cover""#, "container.transition.animations.cover", "unknown key 'cover'"),
        (#"{"kind": "containment", "children": ["map"], "transition": {"animations": {"to": {"keyframes": []}}}}"#, "{}",
         "[]}", "container.transition.animations.to.keyframes", "keyframes need animateKeyframes"),
        (#"{"kind": "containment", "children": ["map", "list"]}"#, #"{"transition": {"animator": {"preset": "crossDissolve"}}}"#,
         #""transition""#, "transitions.transition", "give its duration, options and animations in container.transition"),
        (#"{"kind": "containment", "children": ["map", "list"]}"#, #"{"tab": {"animator": {"preset": "crossDissolve"}}}"#,
         #""tab""#, "transitions.tab", "a containment container performs 'transition', never 'tab'"),
        (#"{"kind": "tabs", "tabs": ["map", "list"], "children": ["map"]}"#, "{}", #""children""#, "container.children",
         "unknown key 'children'"),
    ]

    @Test(arguments: mistakes)
    func oneLinePerMistake(container: String, transitions: String, at token: String, keyPath: String, message: String) throws {
        let text = Self.text(container: container, transitions: transitions)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Where the token is in the file, found in the text itself: on the container's line or the next.
        let line = lines[4].contains(token) && !keyPath.hasPrefix("transitions") ? 5 : 6
        let column = try #require(lines[line - 1].range(of: token)).lowerBound.utf16Offset(in: lines[line - 1]) + 1
        do {
            _ = try ScenarioLoader.load(text: text, file: "c.json")
            Issue.record("accepted: \(container)")
        } catch {
            let d = try #require(error.diagnostics.first)
            #expect(error.diagnostics.count == 1, "\(error)")
            #expect("\(d.line):\(d.column) \(d.keyPath)" == "\(line):\(column) \(keyPath)", "\(error)")
            #expect(d.message.contains(message), "\(d.message)")
            #expect(d.description.hasPrefix("segue: c.json:\(line):\(column): \(keyPath): "), "\(d.description)")
        }
    }
}
