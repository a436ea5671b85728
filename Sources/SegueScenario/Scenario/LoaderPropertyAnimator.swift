import SegueJSON
import SegueSupport

/// An animator's `driver` and `timingParameters` (docs/scenarios.md, "Property animators").
extension ScenarioReader {
    static let timingParameterKeys = ["cubic", "spring"]
    static let springParameterKeys = ["dampingRatio", "mass", "stiffness", "damping", "duration", "bounce", "initialVelocity"]

    /// Reads `driver` (default blockAnimation) and `timingParameters` (propertyAnimator only,
    /// not with `curve`) into `spec`; a property animator runs no keyframe tracks.
    func readDriver(_ o: ObjectView, into spec: inout AnimatorSpec) {
        if let v = o["driver"], let d = r.choice(v, o.path("driver"), AnimatorDriver.allCases.map { ($0.rawValue, $0) }, what: "driver") {
            spec.driver = d
        }
        if let v = o["timingParameters"] {
            let at = o.keyPosition("timingParameters") ?? v.position
            if spec.driver != .propertyAnimator {
                r.error(at: at, o.path("timingParameters"),
                        "'timingParameters' are a property animator's: add \"driver\": \"propertyAnimator\" (block animations take 'curve')")
            } else if o.has("curve") {
                r.error(at: at, o.path("timingParameters"), "give either 'curve' or 'timingParameters', not both")
            } else if let p = readTimingParameters(v, o.path("timingParameters")) {
                spec.timingParameters = p
                spec.timing = p.timing(for: .horizontal)
            }
        }
        if let v = o["interruptible"], let b = r.bool(v, o.path("interruptible")) {
            if b && spec.driver != .propertyAnimator {
                r.error(at: o.keyPosition("interruptible") ?? v.position, o.path("interruptible"),
                        "an interruptible animator runs on a UIViewPropertyAnimator: add \"driver\": \"propertyAnimator\"")
            } else {
                spec.interruptible = b
            }
        }
        if spec.driver == .propertyAnimator, spec.tracks.contains(where: { !$0.keyframes.isEmpty }), let dv = o["driver"] {
            r.error(dv, o.path("driver"), "keyframe tracks run on UIView.animateKeyframes: use the block-animation driver for them")
        }
    }

    /// `{"cubic": "easeOut"}`, `{"cubic": [x1, y1, x2, y2]}` or `{"spring": {…}}`.
    func readTimingParameters(_ node: JSONNode, _ path: JSONPath) -> TimingParameters? {
        guard let o = r.object(node, path, allowed: Self.timingParameterKeys, what: "timing parameters") else { return nil }
        guard o.members.count == 1, let m = o.members.first else {
            r.error(node, path, "give exactly one of 'cubic' (UICubicTimingParameters) or 'spring' (UISpringTimingParameters)")
            return nil
        }
        if m.key == "cubic" {
            let uikitCurves = TimingCurve.named.filter { $0.curve != .systemDefault }
            switch m.value.value {
            case .array:
                return readBezier(m.value, path / "cubic").map { b in
                    .cubic(CubicTimingParameters(controlPoint1: Point(x: b.x1, y: b.y1), controlPoint2: Point(x: b.x2, y: b.y2)))
                }
            default:
                return r.choice(m.value, path / "cubic", uikitCurves.map { ($0.name, $0.curve) }, what: "animation curve")
                    .map { .cubic(CubicTimingParameters(animationCurve: $0)) }
            }
        }
        return readSpringParameters(m.value, path / "spring").map { .spring($0) }
    }

    /// The four UISpringTimingParameters forms, told apart by their keys: `dampingRatio`;
    /// `mass`, `stiffness` and `damping`; `duration` and/or `bounce`; none (`init()`).
    func readSpringParameters(_ node: JSONNode, _ path: JSONPath) -> SpringTimingParameters? {
        guard let o = r.object(node, path, allowed: Self.springParameterKeys, what: "spring timing parameters") else { return nil }
        let errorsBefore = r.diagnostics.count
        let keys = Set(o.members.map(\.key)).subtracting(["initialVelocity"])
        let forms: [(name: String, keys: Set<String>)] = [
            ("init(dampingRatio:initialVelocity:)", ["dampingRatio"]),
            ("init(mass:stiffness:damping:initialVelocity:)", ["mass", "stiffness", "damping"]),
            ("init(duration:bounce:initialVelocity:)", ["duration", "bounce"]),
        ]
        let used = forms.filter { !$0.keys.isDisjoint(with: keys) }
        if used.count > 1 {
            r.error(node, path, "these keys mix two forms: " + used.map(\.name).joined(separator: " and ") + "; give the keys of one")
            return nil
        }
        let v = o["initialVelocity"].flatMap { readVelocityVector($0, o.path("initialVelocity")) } ?? .zero
        guard let form = used.first else {
            if o.has("initialVelocity") {
                r.error(at: o.keyPosition("initialVelocity")!, o.path("initialVelocity"),
                        "UISpringTimingParameters() takes no velocity: give 'dampingRatio', 'mass', 'stiffness' and 'damping', or 'duration' and 'bounce' with it")
            }
            return r.diagnostics.count == errorsBefore ? SpringTimingParameters() : nil
        }
        switch form.keys {
        case ["dampingRatio"]:
            let z = o["dampingRatio"].flatMap { r.number($0, o.path("dampingRatio"), .openClosed(0, 1)) }
            guard let z, r.diagnostics.count == errorsBefore else { return nil }
            return SpringTimingParameters(dampingRatio: z, initialVelocity: v)
        case ["mass", "stiffness", "damping"]:
            for k in ["mass", "stiffness", "damping"] where !o.has(k) {
                r.error(node, path, "missing '\(k)': UISpringTimingParameters(mass:stiffness:damping:initialVelocity:) takes all three")
            }
            let m = o["mass"].flatMap { r.number($0, o.path("mass"), Spring.Limits.mass) }
            let k = o["stiffness"].flatMap { r.number($0, o.path("stiffness"), Spring.Limits.stiffness) }
            let c = o["damping"].flatMap { readDamping($0, o.path("damping")) }
            guard let m, let k, let c, r.diagnostics.count == errorsBefore else { return nil }
            if let problem = Self.springProblem(Spring(mass: m, stiffness: k, damping: c)) {
                r.error(node, path, problem)
                return nil
            }
            return SpringTimingParameters(mass: m, stiffness: k, damping: c, initialVelocity: v)
        default:
            let d = o["duration"].flatMap { r.number($0, o.path("duration"), Self.durationBounds, unit: "seconds") } ?? 0.5
            let b = o["bounce"].flatMap { r.number($0, o.path("bounce"), .closed(-1, 1)) } ?? 0
            guard r.diagnostics.count == errorsBefore else { return nil }
            return SpringTimingParameters(duration: d, bounce: b, initialVelocity: v)
        }
    }

    /// `[dx, dy]`: per axis, in units of that axis's remaining distance per second.
    func readVelocityVector(_ node: JSONNode, _ path: JSONPath) -> Vector? {
        guard let items = r.array(node, path, count: 2...2, what: "[dx, dy]") else { return nil }
        let unit = "(remaining distances per second)"
        let dx = r.number(items[0], path / 0, .closed(-1000, 1000), unit: unit)
        let dy = r.number(items[1], path / 1, .closed(-1000, 1000), unit: unit)
        guard let dx, let dy else { return nil }
        return Vector(dx: dx, dy: dy)
    }

    /// An interaction's `release` and `wantsInteractiveStart` are an interruptible transition's,
    /// and an interruptible animator is driven by the percent-driven interaction.
    func checkInterruptibleKeys(_ o: ObjectView, animator: AnimatorSpec, interaction: InteractionSpec?) {
        guard let io = o["interaction"], case .object(let members) = io.value else { return }
        let path = o.path("interaction")
        if !animator.interruptible {
            for m in members where ["release", "wantsInteractiveStart"].contains(m.key) {
                r.error(at: m.keyPosition, path / m.key,
                        "'\(m.key)' applies to an interruptible transition: add \"interruptible\": true to the animator")
            }
        } else if interaction?.driver == .direct, let dv = io["driver"] {
            r.error(dv, path / "driver", "an interruptible animator is driven by the percentDriven interaction (its fractionComplete)")
        }
    }
}
