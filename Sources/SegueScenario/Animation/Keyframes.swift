/// The keyframes of one numeric property inside `animateKeyframes(duration, curve)` (docs/animation.md),
/// evaluated as a pure function of the fraction of the overall duration.
///
/// How a value is found for a fraction `f` of the overall duration:
/// 1. `f` is clamped to [0, 1] (NaN counts as 0) and warped by the overall `curve`
///    (default easeInOut): `g = curve(f)`. The keyframe lookup below uses `g`, so the keyframes'
///    start and duration are fractions of the *warped* time, as in UIKit.
/// 2. The keyframes are taken in order of `start` (equal starts keep the order they were given in).
///    Before the first keyframe starts the property holds `base`, its value from before the
///    animation. During a keyframe it moves from the value reached before it to the keyframe's
///    `value`. Between keyframes, and after the last one, it holds the last value reached.
/// 3. A keyframe that has not ended when the next one starts is **cut** at the next one's start:
///    it moves at its own pace (its declared `duration`, not squeezed) until the cut, and the next
///    keyframe starts from the value reached there. Each keyframe is cut only by the one that
///    follows it; a cut keyframe never resumes, even if the next one ends before the cut one would
///    have.
/// 4. A keyframe with duration 0 (negative durations count as 0) jumps to its value at its start.
///    Keyframes are not clamped to [0, 1]: one that ends after 1 is never completed.
/// 5. Times closer than `timeTolerance` (1e-9) count as equal, so that keyframes written as
///    decimal fractions meet exactly: 0.1 + 0.2 is 0.30000000000000004 in binary, yet a keyframe
///    [0.1, +0.2] ends at 0.3 — it is not cut by one starting at 0.3, and it has reached its value
///    (and jumped, in discrete mode) at f = 0.3.
///
/// Calculation modes (`CalculationMode`):
/// - `linear` (default): linear interpolation within each keyframe.
/// - `discrete`: no interpolation. As in Core Animation, where each value is held from its key
///   time until the next key time, a keyframe's key time is its **end**: the property keeps the
///   value it had until the keyframe ends, then jumps to the keyframe's value and holds it. A
///   keyframe cut before its end therefore never jumps, and the next one starts from the value
///   before it.
/// - `cubic`: a Catmull-Rom spline through the successive values `base, v1, v2, …`. The knot of
///   `base` is the first keyframe's start, the knot of each value its keyframe's end (the cut, for a
///   cut keyframe, which passes through the value linear mode reaches there). Each keyframe's
///   stretch of the spline is the cubic Hermite segment between its two values, run over the
///   keyframe's own time span; where there are gaps between keyframes the property still holds.
///   The tangent (value per unit of time) at an inner value Pᵢ with knot tᵢ is
///   `(Pᵢ₊₁ − Pᵢ₋₁) / (tᵢ₊₁ − tᵢ₋₁)`; at the two ends the missing neighbour is taken as a copy of
///   the end value one knot spacing further out, giving `(P₁ − P₀) / (2(t₁ − t₀))` at the start
///   and `(Pₙ − Pₙ₋₁) / (2(tₙ − tₙ₋₁))` at the end. A keyframe of duration 0 (a jump) splits the
///   spline: the values on either side of the jump are treated as ends. The spline may overshoot
///   the values, as Core Animation's cubic mode does.
public struct KeyframeSequence: Sendable, Equatable {
    /// One keyframe: `start` and `duration` are fractions of the overall duration (unitless,
    /// normally in [0, 1]); `value` is the property's value at the keyframe's end, in the
    /// property's own unit (points, degrees, alpha…).
    public struct Keyframe: Sendable, Equatable {
        /// Relative start time; fraction of the overall duration; normally [0, 1].
        public var start: Double
        /// Relative duration; fraction of the overall duration; ≥ 0 (negative counts as 0).
        public var duration: Double
        /// The value the property reaches at the end of the keyframe; the property's unit.
        public var value: Double

        public init(start: Double, duration: Double, value: Double) {
            self.start = start
            self.duration = duration
            self.value = value
        }
    }

    /// The property's value before the animation (held until the first keyframe starts).
    public let base: Double
    /// The keyframes, in evaluation order: sorted by `start`, ties kept in the given order.
    public let keyframes: [Keyframe]
    /// How values are interpolated within a keyframe; default `linear`.
    public let mode: CalculationMode
    /// The overall curve that warps the fraction before the keyframe lookup; default easeInOut.
    public let curve: TimingCurve

    /// One resolved stretch of motion: a keyframe after cutting, over the warped time [a, b].
    private struct Segment: Sendable, Equatable {
        var a: Double
        var b: Double
        var from: Double
        /// The value at `b` (the keyframe's value, or the value reached at the cut).
        var to: Double
        /// Cubic mode only: tangents at `from` and `to`, in value per unit of warped time.
        var m0 = 0.0
        var m1 = 0.0
    }

    private let segments: [Segment]

    /// Two keyframe times closer than this count as the same instant (see rule 5). Unit:
    /// fractions of the overall duration.
    public static let timeTolerance = 1e-9

    /// - Parameters:
    ///   - base: the property's value before the animation; the property's unit.
    ///   - keyframes: in any order; sorted by start here.
    ///   - mode: `linear` (default), `discrete` or `cubic`.
    ///   - curve: the overall timing curve; default easeInOut (UIKit's default for
    ///     `animateKeyframes`), `.linear` for UIKit's `calculationModeLinear` without easing.
    public init(base: Double, keyframes: [Keyframe], mode: CalculationMode = .linear, curve: TimingCurve = .easeInOut) {
        self.base = base
        self.mode = mode
        self.curve = curve
        let sorted = keyframes.enumerated()
            .sorted { l, r in l.element.start != r.element.start ? l.element.start < r.element.start : l.offset < r.offset }
            .map(\.element)
        self.keyframes = sorted
        self.segments = Self.resolve(base: base, keyframes: sorted, mode: mode)
    }

    /// Cuts overlapping keyframes and chains their start values.
    private static func resolve(base: Double, keyframes: [Keyframe], mode: CalculationMode) -> [Segment] {
        var segments: [Segment] = []
        var reached = base
        for (i, k) in keyframes.enumerated() {
            let duration = max(k.duration, 0)
            let end = k.start + duration
            let cut = i + 1 < keyframes.count ? keyframes[i + 1].start : Double.infinity
            if end <= cut + timeTolerance {
                segments.append(Segment(a: k.start, b: min(end, cut), from: reached, to: k.value))
                reached = k.value
                continue
            }
            // Cut at the next start (duration > 0 here). A keyframe cut to nothing does nothing.
            guard cut - k.start > timeTolerance else { continue }
            let to: Double
            switch mode {
            case .discrete: to = reached
            case .linear, .cubic: to = reached + (k.value - reached) * (cut - k.start) / duration
            }
            segments.append(Segment(a: k.start, b: cut, from: reached, to: to))
            reached = to
        }
        if mode == .cubic { addTangents(&segments) }
        return segments
    }

    /// Catmull-Rom tangents with knots at the segments' ends (see the type's documentation).
    private static func addTangents(_ s: inout [Segment]) {
        let n = s.count
        guard n > 0 else { return }
        // Points P0…Pn with knots t0…tn; segment j (0-based) runs from P_j to P_{j+1}.
        var p = [s[0].from], t = [s[0].a]
        for seg in s { p.append(seg.to); t.append(seg.b) }
        func smooth(_ j: Int) -> Bool { s[j].b - s[j].a > timeTolerance }  // not a jump
        var m = [Double](repeating: 0, count: n + 1)
        for i in 0...n {
            let hasLeft = i > 0 && smooth(i - 1)
            let hasRight = i < n && smooth(i)
            if hasLeft && hasRight {
                m[i] = (p[i + 1] - p[i - 1]) / (t[i + 1] - t[i - 1])
            } else if hasLeft {
                m[i] = (p[i] - p[i - 1]) / (2 * (t[i] - t[i - 1]))
            } else if hasRight {
                m[i] = (p[i + 1] - p[i]) / (2 * (t[i + 1] - t[i]))
            }
        }
        for j in 0..<n {
            s[j].m0 = m[j]
            s[j].m1 = m[j + 1]
        }
    }

    /// The property's value at the fraction `f` of the overall duration (clamped to [0, 1]; NaN
    /// counts as 0), in the property's unit. See the type's documentation for the rules.
    public func value(atFraction f: Double) -> Double {
        let clamped = f.isNaN ? 0 : min(max(f, 0), 1)
        return value(atWarpedTime: curve(clamped))
    }

    /// The value at warped time `g` (the overall curve already applied); no clamping.
    func value(atWarpedTime g: Double) -> Double {
        var reached = base
        for seg in segments {
            if g < seg.a { return reached }
            if g < seg.b - Self.timeTolerance { return interpolate(seg, at: g) }
            reached = seg.to
        }
        return reached
    }

    /// The value within a segment at warped time g, a ≤ g < b − tolerance (so b > a).
    private func interpolate(_ seg: Segment, at g: Double) -> Double {
        let h = seg.b - seg.a
        let u = (g - seg.a) / h
        switch mode {
        case .linear:
            return seg.from + (seg.to - seg.from) * u
        case .discrete:
            return seg.from
        case .cubic:
            // Cubic Hermite basis on u ∈ [0, 1]; tangents scaled from per-time to per-segment.
            let u2 = u * u, u3 = u2 * u
            let h00 = 2 * u3 - 3 * u2 + 1
            let h10 = u3 - 2 * u2 + u
            let h01 = -2 * u3 + 3 * u2
            let h11 = u3 - u2
            return h00 * seg.from + h10 * h * seg.m0 + h01 * seg.to + h11 * h * seg.m1
        }
    }
}
