#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueJSON
import SegueSupport

/// Curves and springs (docs/animation.md as written in files, docs/scenarios.md `curve`).
extension ScenarioReader {
    /// Durations of animations; unit: seconds (`Timing.Limits.duration`, shared with `segue curve`).
    static let durationBounds = Timing.Limits.duration

    /// `"easeInOut"`, `[x1, y1, x2, y2]`, or `{"spring": {...}}` in one of the three forms.
    /// With `curvesOnly`, springs are refused (completion curves, keyframe curves).
    func readTiming(_ node: JSONNode, _ path: JSONPath, curvesOnly: Bool = false, what: String = "curve") -> Timing? {
        switch node.value {
        case .string:
            return r.choice(node, path, TimingCurve.named.map { ($0.name, Timing.curve($0.curve)) }, what: what)
        case .array:
            // Control points equal to a named curve's give that curve (so it keeps its name).
            return readBezier(node, path).map { b in .curve(TimingCurve.named.first { $0.curve.bezier == b }?.curve ?? .bezier(b)) }
        case .object:
            if curvesOnly {
                r.error(node, path, "\(what) must be a Bézier curve (a name or [x1, y1, x2, y2]), not a spring")
                return nil
            }
            guard let o = r.object(node, path, allowed: ["spring"], required: ["spring"]), let s = o["spring"] else { return nil }
            return readSpring(s, o.path("spring"))
        default:
            r.typeError(node, path, expected: curvesOnly ? "a curve name or [x1, y1, x2, y2]"
                        : "a curve name, [x1, y1, x2, y2] or {\"spring\": {…}}")
            return nil
        }
    }

    /// `[x1, y1, x2, y2]` in `CubicBezier.Limits` (x1, x2 in [0, 1]).
    func readBezier(_ node: JSONNode, _ path: JSONPath) -> CubicBezier? {
        guard let items = r.array(node, path, count: 4...4, what: "[x1, y1, x2, y2]") else { return nil }
        var v: [Double] = []
        for (k, item) in items.enumerated() {
            let b = k % 2 == 0 ? CubicBezier.Limits.x : CubicBezier.Limits.y
            if let x = r.number(item, path / k, b) { v.append(x) }
        }
        guard v.count == 4 else { return nil }
        return CubicBezier(x1: v[0], y1: v[1], x2: v[2], y2: v[3])
    }

    /// The three spring forms, told apart by their keys: `bounce` → perceptual;
    /// `mass` or `stiffness` → physical (which alone takes `allowsOverdamping`); otherwise the
    /// UIKit block spring (`damping` required).
    func readSpring(_ node: JSONNode, _ path: JSONPath) -> Timing? {
        let all = ["duration", "damping", "velocity", "bounce", "mass", "stiffness", "allowsOverdamping"]
        guard case .object(let members) = node.value else {
            r.typeError(node, path, expected: "a spring object")
            return nil
        }
        let keys = Set(members.map(\.key))
        let errorsBefore = r.diagnostics.count
        if keys.contains("bounce") {
            guard let o = r.object(node, path, allowed: all) else { return nil }
            for m in members where all.contains(m.key) && !["bounce", "duration"].contains(m.key) {
                let why = m.key == "allowsOverdamping" ? "; it always overdamps exactly for bounce < 0" : ""
                r.error(at: m.keyPosition, path / m.key, "'\(m.key)' cannot be combined with 'bounce' (the perceptual spring takes bounce and duration\(why))")
            }
            let b = o["bounce"].flatMap { r.number($0, o.path("bounce"), .closed(-1, 1)) }
            let d = o["duration"].flatMap { r.number($0, o.path("duration"), Self.durationBounds, unit: "seconds") }
            guard let b, r.diagnostics.count == errorsBefore else { return nil }
            return .perceptualSpring(bounce: b, duration: d)
        }
        if keys.contains("mass") || keys.contains("stiffness") {
            guard let o = r.object(node, path, allowed: all) else { return nil }
            for m in members where m.key == "duration" || m.key == "bounce" {
                r.error(at: m.keyPosition, path / m.key, "'\(m.key)' cannot be combined with mass and stiffness (the physical spring runs until it settles)")
            }
            let mass = o["mass"].flatMap { r.number($0, o.path("mass"), Spring.Limits.mass) } ?? 1
            let k = o["stiffness"].flatMap { r.number($0, o.path("stiffness"), Spring.Limits.stiffness) } ?? 100
            let c: Double? = o["damping"].map { readDamping($0, o.path("damping")) } ?? 10
            let v0 = o["velocity"].flatMap { r.number($0, o.path("velocity"), Spring.Limits.velocity) } ?? 0
            let overdamps = o["allowsOverdamping"].flatMap { r.bool($0, o.path("allowsOverdamping")) } ?? false
            guard let c, r.diagnostics.count == errorsBefore else { return nil }
            let s = Spring(mass: mass, stiffness: k, damping: c, initialVelocity: v0, allowsOverdamping: overdamps)
            if let problem = Self.springProblem(s) {
                r.error(node, path, problem)
                return nil
            }
            return .physicalSpring(s)
        }
        if let position = members.first(where: { $0.key == "allowsOverdamping" })?.keyPosition {
            r.error(at: position, path / "allowsOverdamping", "'allowsOverdamping' applies only to a physical spring (give 'mass' and 'stiffness'); a UIKit block spring's damping ratio is at most 1")
        }
        guard let o = r.object(node, path, allowed: ["damping", "velocity", "duration", "allowsOverdamping"]) else { return nil }
        guard let dv = o["damping"] else {
            r.error(node, path, "a spring needs 'damping' (UIKit block spring), 'bounce' (perceptual) or 'mass' and 'stiffness' (physical)")
            return nil
        }
        let z: Double?
        if let x = dv.numberValue, x > 1 {
            r.error(dv, o.path("damping"), "must be > 0 and ≤ 1 (got \(DecimalText.compact(x))); a damping above 1 is a physical coefficient: give 'mass' and 'stiffness' too")
            z = nil
        } else {
            z = r.number(dv, o.path("damping"), .openClosed(0, 1))
        }
        let v0 = o["velocity"].flatMap { r.number($0, o.path("velocity"), Spring.Limits.velocity) } ?? 0
        let d = o["duration"].flatMap { r.number($0, o.path("duration"), Self.durationBounds, unit: "seconds") }
        guard let z, r.diagnostics.count == errorsBefore else { return nil }
        return .blockSpring(dampingRatio: z, velocity: v0, duration: d)
    }

    /// A physical spring's damping: in `Spring.Limits.damping`, and not 0 (a transition's
    /// spring must settle).
    func readDamping(_ node: JSONNode, _ path: JSONPath) -> Double? {
        if node.numberValue == 0 {
            r.error(node, path, "must be > 0 (an undamped spring never settles)")
            return nil
        }
        return r.number(node, path, Spring.Limits.damping)
    }

    /// Why a spring cannot be used (too stiff to sample, or too slow to settle), or nil.
    /// Decided in closed form from its slowest decay rate, never by simulation.
    static func springProblem(_ s: Spring) -> String? {
        let w0 = s.undampedFrequency
        let most = Spring.Limits.maximumUndampedFrequency
        if !(w0 <= most) {
            return "this spring is too stiff: ω0 = √(stiffness/mass) must be ≤ \(DecimalText.compact(most)) rad/s (got \(DecimalText.compact(w0)))"
        }
        let z = s.dampingRatio
        let slowRate: Double
        switch s.regime {
        case .underdamped: slowRate = z * w0
        case .critical: slowRate = w0
        // w0 (z - √(z² - 1)), written so that it does not cancel to 0 for a large z.
        case .overdamped: slowRate = w0 / (z + (z * z - 1).squareRoot())
        }
        // The envelope falls to the settle tolerance after about ln(1/tol)/rate seconds.
        let estimate = log(1 / Spring.settleTolerance) / slowRate
        if !(estimate < Spring.maximumSettleTime) {
            let about = estimate < 1e9 ? "about \(DecimalText.compact(estimate.rounded())) s" : "more than 10^9 s"
            return "this spring takes longer than \(DecimalText.compact(Spring.maximumSettleTime)) s to settle (\(about))"
        }
        return nil
    }
}
