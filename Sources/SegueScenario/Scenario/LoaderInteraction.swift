import SegueJSON
import SegueSupport

/// Interactions (docs/gestures.md).
extension ScenarioReader {
    static let interactionKeys = ["gesture", "edge", "finish", "completionSpeed", "completionCurve", "completion",
                                  "driver", "distance", "step", "hysteresis", "repeatDelay", "idleRelease",
                                  "release", "wantsInteractiveStart"]
    static let finishRules = ["threshold", "velocity", "thresholdOrVelocity", "pinch"]
    /// `repeatDelay` and `idleRelease` (fixed; default measured): seconds, more than 0 and at most 60.
    static let keyRepeatBounds = NumberRange.openClosed(0, 60)

    /// Reads an interaction; values it does not give come from `base` (a preset's default
    /// interaction) or else from `InteractionSpec`'s defaults.
    func readInteraction(_ node: JSONNode, _ path: JSONPath, base: InteractionSpec?) -> InteractionSpec? {
        guard let o = r.object(node, path, allowed: Self.interactionKeys, what: "an interaction object") else { return nil }
        let errorsBefore = r.diagnostics.count
        var spec = base ?? InteractionSpec()
        if let v = o["gesture"], let g = r.choice(v, o.path("gesture"), GestureKind.allCases.map { ($0.rawValue, $0) }, what: "gesture") {
            spec.gesture = g
            if g == .pinch && base == nil { spec.finish = .pinch(threshold: 0.3, velocity: 5) }
        }
        if let v = o["edge"] {
            if spec.gesture == .pinch {
                r.error(at: o.keyPosition("edge") ?? v.position, o.path("edge"), "'edge' applies only to the edgePan gesture")
            } else if let e = r.choice(v, o.path("edge"), Edge.allCases.map { ($0.rawValue, $0) }, what: "edge") {
                spec.edge = e
            }
        }
        if let v = o["finish"], let f = readFinish(v, o.path("finish")) { spec.finish = f }
        if let v = o["completionSpeed"], let s = r.number(v, o.path("completionSpeed"), .openClosed(0, 10)) {
            spec.completionSpeed = s
        }
        if let v = o["completionCurve"], case .curve(let c)? = readTiming(v, o.path("completionCurve"), curvesOnly: true, what: "completionCurve") {
            spec.completionCurve = c
        }
        if let v = o["completion"], let c = readCompletion(v, o.path("completion")) { spec.completion = c }
        if let v = o["driver"], let d = r.choice(v, o.path("driver"), InteractionDriver.allCases.map { ($0.rawValue, $0) }, what: "driver") {
            spec.driver = d
        }
        if let v = o["distance"] { spec.distance = r.number(v, o.path("distance"), .openClosed(0, 100_000), unit: "points") }
        if let v = o["step"] { spec.step = r.number(v, o.path("step"), .openClosed(0, 10_000), unit: "points") }
        if let v = o["hysteresis"], let h = r.number(v, o.path("hysteresis"), .closed(0, 1000), unit: "points") { spec.hysteresis = h }
        if let v = o["repeatDelay"], let t = r.number(v, o.path("repeatDelay"), Self.keyRepeatBounds, unit: "seconds") { spec.repeatDelay = t }
        if let v = o["idleRelease"], let t = r.number(v, o.path("idleRelease"), Self.keyRepeatBounds, unit: "seconds") { spec.idleRelease = t }
        if let v = o["release"], let p = readTimingParameters(v, o.path("release")) { spec.release = p }
        if let v = o["wantsInteractiveStart"], let b = r.bool(v, o.path("wantsInteractiveStart")) { spec.wantsInteractiveStart = b }
        return r.diagnostics.count == errorsBefore ? spec : nil
    }

    /// `{"rule": …, "threshold"?, "velocity"?}` (or just the rule name as a string).
    func readFinish(_ node: JSONNode, _ path: JSONPath) -> FinishRule? {
        let ruleOptions = Self.finishRules.map { ($0, $0) }
        if case .string = node.value {
            guard let rule = r.choice(node, path, ruleOptions, what: "finish rule") else { return nil }
            return Self.finishRule(rule, threshold: nil, velocity: nil)
        }
        guard case .object = node.value else {
            r.typeError(node, path, expected: "a finish object {\"rule\": …}")
            return nil
        }
        var rule: String?
        if let v = node["rule"] { rule = r.choice(v, path / "rule", ruleOptions, what: "finish rule") }
        var allowed = ["rule"]
        switch rule {
        case "threshold", "thresholdOrVelocity": allowed.append("threshold")
        case "pinch": allowed += ["threshold", "velocity"]
        case "velocity": break
        default: allowed += ["threshold", "velocity"]
        }
        guard case .object(let members) = node.value else { return nil }
        for m in members where ["threshold", "velocity"].contains(m.key) && !allowed.contains(m.key) && rule != nil {
            r.error(at: m.keyPosition, path / m.key, "the '\(rule!)' rule takes no '\(m.key)'")
        }
        guard let o = r.object(node, path, allowed: ["rule", "threshold", "velocity"], required: ["rule"]), let rule else { return nil }
        let errorsBefore = r.diagnostics.count
        let t = o["threshold"].flatMap { r.number($0, o.path("threshold"), .closed(0, 1)) }
        let v = o["velocity"].flatMap { r.number($0, o.path("velocity"), .closed(-10_000, 10_000)) }
        guard r.diagnostics.count == errorsBefore else { return nil }
        return Self.finishRule(rule, threshold: t, velocity: v)
    }

    static func finishRule(_ rule: String, threshold: Double?, velocity: Double?) -> FinishRule {
        switch rule {
        case "threshold": .threshold(threshold ?? 0.5)
        case "velocity": .velocity
        case "thresholdOrVelocity": .thresholdOrVelocity(threshold ?? 0.5)
        default: .pinch(threshold: threshold ?? 0.3, velocity: velocity ?? 5)
        }
    }

    /// `"remaining"` or `{"fixed": seconds}`.
    func readCompletion(_ node: JSONNode, _ path: JSONPath) -> CompletionMode? {
        switch node.value {
        case .string:
            return r.choice(node, path, [("remaining", CompletionMode.remaining)], what: "completion")
        case .object:
            guard let o = r.object(node, path, allowed: ["fixed"], required: ["fixed"]), let v = o["fixed"],
                  let s = r.number(v, o.path("fixed"), Self.durationBounds, unit: "seconds") else { return nil }
            return .fixed(s)
        default:
            r.typeError(node, path, expected: "\"remaining\" or {\"fixed\": seconds}")
            return nil
        }
    }
}
