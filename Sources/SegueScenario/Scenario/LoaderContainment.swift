import SegueJSON
import SegueSupport

/// Reads a `"kind": "containment"` container (docs/scenarios.md, "container"): the children, the
/// one shown first, and the arguments of `transition(from:to:duration:options:animations:completion:)`.
extension ScenarioReader {
    static let childTransitionKeys = ["duration", "options", "animations"]
    /// `duration`'s range; unit: seconds.
    static let childTransitionDurations = NumberRange.closed(0.01, 10)

    mutating func readContainment(_ o: ObjectView) -> ContainerSpec? {
        let errorsBefore = r.diagnostics.count
        guard let v = o["children"], let ids = screenList(v, o.path("children"), count: 1...9) else { return nil }
        var selected = 0
        if let v = o["selected"] {
            if case .string(let s) = v.value {
                if let i = ids.firstIndex(of: s) { selected = i } else {
                    r.error(v, o.path("selected"), "'\(s)' is not one of the children" + suggestionText(for: s, among: ids))
                }
            } else if let i = r.int(v, o.path("selected"), 0...(ids.count - 1)) {
                selected = i
            }
        }
        var transition = ChildTransitionSpec()
        if let v = o["transition"], let t = readChildTransition(v, o.path("transition")) { transition = t }
        return r.diagnostics.count == errorsBefore ? .containment(children: ids, selected: selected, transition: transition) : nil
    }

    /// `{"duration": 0.3, "options": ["transitionCrossDissolve"], "animations": {"to": {…}}}`.
    func readChildTransition(_ node: JSONNode, _ path: JSONPath) -> ChildTransitionSpec? {
        guard let o = r.object(node, path, allowed: Self.childTransitionKeys,
                               what: "an object of transition(from:to:duration:options:animations:) arguments") else { return nil }
        let errorsBefore = r.diagnostics.count
        var spec = ChildTransitionSpec()
        if let v = o["duration"], let d = r.number(v, o.path("duration"), Self.childTransitionDurations, unit: "seconds") {
            spec.duration = d
        }
        if let v = o["options"], let options = readViewAnimationOptions(v, o.path("options")) { spec.options = options }
        if let v = o["animations"] { spec.animations = readChildAnimations(v, o.path("animations"), curve: spec.options.curve) }
        return r.diagnostics.count == errorsBefore ? spec : nil
    }

    /// An array of option names: at most one `transition…` and one `curve…`.
    func readViewAnimationOptions(_ node: JSONNode, _ path: JSONPath) -> ViewAnimationOptions? {
        guard let items = r.array(node, path, count: 0...2, what: "an array of UIView.AnimationOptions names") else { return nil }
        let transitions = ViewAnimationOptions.Transition.allCases.map { ($0.rawValue, $0) }
        let curves = ViewAnimationOptions.curves.map { ($0.name, $0.curve) }
        let names = transitions.map(\.0) + curves.map(\.0)
        var options = ViewAnimationOptions()
        var seen: (transition: Int?, curve: Int?) = (nil, nil)
        let errorsBefore = r.diagnostics.count
        for (k, item) in items.enumerated() {
            guard let name = r.choice(item, path / k, names.map { ($0, $0) }, what: "option") else { continue }
            if let t = transitions.first(where: { $0.0 == name })?.1 {
                if let first = seen.transition {
                    r.error(item, path / k, "one transition option only (already '\(options.transition.rawValue)' at [\(first)])")
                }
                (options.transition, seen.transition) = (t, k)
            } else if let c = curves.first(where: { $0.0 == name })?.1 {
                if let first = seen.curve { r.error(item, path / k, "one curve option only (already at [\(first)])") }
                (options.curve, seen.curve) = (c, k)
            }
        }
        return r.diagnostics.count == errorsBefore ? options : nil
    }

    /// The `animations` block as tracks by target (`from`, `to`, `screenId.elementId`), from/to values only.
    func readChildAnimations(_ node: JSONNode, _ path: JSONPath, curve: TimingCurve) -> [TrackSpec] {
        guard let o = r.object(node, path, allowed: Self.targetKeys(in: node).filter { $0 != Role.cover.rawValue },
                               what: "an object of tracks by target") else { return [] }
        var tracks: [TrackSpec] = []
        for m in o.members {
            guard let target = readTarget(m, o.path) else { continue }
            if let kv = m.value["keyframes"] {
                r.error(kv, o.path / m.key / "keyframes",
                        "the animations block of transition(from:to:…) sets end values ('to'); keyframes need animateKeyframes")
                continue
            }
            if let t = readTrack(m.value, o.path / m.key, target: target, keyframeCurve: curve, keyframesAllowed: false) {
                tracks.append(t)
            }
        }
        return tracks
    }
}
