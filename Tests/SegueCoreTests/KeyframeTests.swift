import Foundation
import Testing
@testable import SegueCore

/// Keyframe evaluation (docs/animation.md). Expected values are worked out by hand in the tables or by
/// small reference functions below (piecewise-linear lookup, the uniform Catmull-Rom matrix form,
/// the Bernstein easeInOut solved by bisection).
struct KeyframeTests {
    typealias K = KeyframeSequence.Keyframe

    /// Value of the piecewise-linear function through `knots` (sorted by time) at g, holding
    /// the first value before the first knot and the last after the last.
    static func piecewiseLinear(_ knots: [(t: Double, v: Double)], _ g: Double) -> Double {
        if g <= knots[0].t { return knots[0].v }
        for (a, b) in zip(knots, knots.dropFirst()) where g <= b.t {
            return a.v + (b.v - a.v) * (g - a.t) / (b.t - a.t)
        }
        return knots[knots.count - 1].v
    }

    /// Uniform Catmull-Rom through `p` (knots 0, 1, 2, … scaled to [0, span]), end points
    /// repeated as phantom neighbours, in matrix form:
    /// ½·[2P₁ + (−P₀ + P₂)u + (2P₀ − 5P₁ + 4P₂ − P₃)u² + (−P₀ + 3P₁ − 3P₂ + P₃)u³].
    static func uniformCatmullRom(_ p: [Double], segment j: Int, u: Double) -> Double {
        let n = p.count - 1
        let p0 = p[max(j - 1, 0)], p1 = p[j], p2 = p[j + 1], p3 = p[min(j + 2, n)]
        return 0.5 * (2 * p1 + (-p0 + p2) * u + (2 * p0 - 5 * p1 + 4 * p2 - p3) * u * u
                      + (-p0 + 3 * p1 - 3 * p2 + p3) * u * u * u)
    }

    // MARK: Holding, interpolation, cutting (linear overall curve, so f is the keyframe time)

    @Test("one keyframe [0.25, +0.5] from 0 to 10: holds before and after", arguments: [
        (0.0, 0.0), (0.1, 0.0), (0.25, 0.0), (0.3, 1.0), (0.5, 5.0), (0.6, 7.0), (0.75, 10.0), (0.9, 10.0), (1.0, 10.0),
    ])
    func single(f: Double, expected: Double) {
        let k = KeyframeSequence(base: 0, keyframes: [K(start: 0.25, duration: 0.5, value: 10)], curve: .linear)
        #expect(abs(k.value(atFraction: f) - expected) < 1e-12)
    }

    @Test("two keyframes with a gap: holds between them", arguments: [
        (0.0, 2.0), (0.1, 2.0), (0.2, 6.0), (0.3, 10.0), (0.45, 10.0), (0.6, 10.0), (0.7, 3.0), (0.8, -4.0), (1.0, -4.0),
    ])
    func gap(f: Double, expected: Double) {
        let k = KeyframeSequence(base: 2, keyframes: [K(start: 0.1, duration: 0.2, value: 10), K(start: 0.6, duration: 0.2, value: -4)],
                                 curve: .linear)
        #expect(abs(k.value(atFraction: f) - expected) < 1e-12)
    }

    /// A [0, 0.5] → 10 is cut at 0.25 by B [0.25, 0.25] → 0: A has reached 5 there (its own
    /// pace, not squeezed), and B runs 5 → 0.
    @Test("an overlapping keyframe is cut at the next one's start", arguments: [
        (0.1, 2.0), (0.2, 4.0), (0.25, 5.0), (0.375, 2.5), (0.5, 0.0), (0.9, 0.0),
    ])
    func overlapCut(f: Double, expected: Double) {
        let k = KeyframeSequence(base: 0, keyframes: [K(start: 0, duration: 0.5, value: 10), K(start: 0.25, duration: 0.25, value: 0)],
                                 curve: .linear)
        #expect(abs(k.value(atFraction: f) - expected) < 1e-12)
    }

    /// A [0, 1] → 100 is cut at 0.2 (reached 20); B [0.2, 0.1] → 50 ends at 0.3 and the value
    /// then holds at 50: the cut keyframe does not resume.
    @Test("a cut keyframe does not resume after the next one ends", arguments: [
        (0.1, 10.0), (0.2, 20.0), (0.25, 35.0), (0.3, 50.0), (0.6, 50.0), (1.0, 50.0),
    ])
    func cutDoesNotResume(f: Double, expected: Double) {
        let k = KeyframeSequence(base: 0, keyframes: [K(start: 0, duration: 1, value: 100), K(start: 0.2, duration: 0.1, value: 50)],
                                 curve: .linear)
        #expect(abs(k.value(atFraction: f) - expected) < 1e-12)
    }

    /// A [0, 0.4] → 40 cut at 0.2 (20); B [0.2, 0.4] → 60 cut at 0.4 (20 + 40·0.5 = 40);
    /// C [0.4, 0.2] → 0 runs 40 → 0 and ends at 0.6.
    @Test("cuts chain through several keyframes", arguments: [
        (0.1, 10.0), (0.2, 20.0), (0.3, 30.0), (0.4, 40.0), (0.5, 20.0), (0.6, 0.0), (0.8, 0.0),
    ])
    func chainedCuts(f: Double, expected: Double) {
        let k = KeyframeSequence(base: 0, keyframes: [
            K(start: 0, duration: 0.4, value: 40), K(start: 0.2, duration: 0.4, value: 60), K(start: 0.4, duration: 0.2, value: 0),
        ], curve: .linear)
        #expect(abs(k.value(atFraction: f) - expected) < 1e-12)
    }

    @Test("keyframes are sorted by start; equal starts keep their order")
    func sorting() {
        let a = K(start: 0.6, duration: 0.2, value: -4), b = K(start: 0.1, duration: 0.2, value: 10)
        let shuffled = KeyframeSequence(base: 2, keyframes: [a, b], curve: .linear)
        let sorted = KeyframeSequence(base: 2, keyframes: [b, a], curve: .linear)
        #expect(shuffled == sorted)
        #expect(shuffled.keyframes == [b, a])
        for i in 0...20 { #expect(shuffled.value(atFraction: Double(i) / 20) == sorted.value(atFraction: Double(i) / 20)) }
        // Same start: the first given is cut to nothing, the second runs from the base.
        let tie = KeyframeSequence(base: 0, keyframes: [K(start: 0.5, duration: 0.2, value: 9), K(start: 0.5, duration: 0.5, value: 5)],
                                   curve: .linear)
        #expect(tie.keyframes.map(\.value) == [9, 5])
        #expect(abs(tie.value(atFraction: 0.75) - 2.5) < 1e-12)
        #expect(tie.value(atFraction: 1) == 5)
    }

    @Test("a keyframe of duration 0 jumps at its start")
    func zeroDuration() {
        let k = KeyframeSequence(base: 1, keyframes: [K(start: 0.5, duration: 0, value: 7)], curve: .linear)
        #expect(k.value(atFraction: 0.4999999) == 1)
        #expect(k.value(atFraction: 0.5) == 7)
        #expect(k.value(atFraction: 0.8) == 7)
        // Followed by a keyframe at the same instant, which starts from the jumped-to value.
        let j = KeyframeSequence(base: 1, keyframes: [K(start: 0.5, duration: 0, value: 7), K(start: 0.5, duration: 0.25, value: -1)],
                                 curve: .linear)
        #expect(j.value(atFraction: 0.49) == 1)
        #expect(j.value(atFraction: 0.5) == 7)
        #expect(abs(j.value(atFraction: 0.625) - 3) < 1e-12)
        #expect(j.value(atFraction: 0.75) == -1)
        // Negative durations count as 0.
        let n = KeyframeSequence(base: 1, keyframes: [K(start: 0.5, duration: -0.2, value: 7)], curve: .linear)
        #expect(n.value(atFraction: 0.4) == 1 && n.value(atFraction: 0.5) == 7)
    }

    @Test("no keyframes: the base value throughout")
    func empty() {
        let k = KeyframeSequence(base: 3.5, keyframes: [])
        for f in [-1.0, 0, 0.3, 1, 2] { #expect(k.value(atFraction: f) == 3.5) }
    }

    @Test("f is clamped to [0, 1]; NaN counts as 0")
    func clamping() {
        let k = KeyframeSequence(base: 0, keyframes: [K(start: 0, duration: 0, value: 4), K(start: 0, duration: 1, value: 10)], curve: .linear)
        #expect(k.value(atFraction: -0.5) == k.value(atFraction: 0))
        #expect(k.value(atFraction: 0) == 4)
        #expect(k.value(atFraction: 1.5) == 10)
        #expect(k.value(atFraction: .nan) == 4)
        #expect(k.value(atFraction: .infinity) == 10)
    }

    @Test("a keyframe running past 1 is never completed")
    func pastTheEnd() {
        let k = KeyframeSequence(base: 0, keyframes: [K(start: 0.5, duration: 1, value: 10)], curve: .linear)
        #expect(abs(k.value(atFraction: 1) - 5) < 1e-12)
    }

    // MARK: The overall curve

    @Test("overall curve: easeInOut by default warps f before the lookup")
    func overallCurve() {
        let keys = [K(start: 0.25, duration: 0.5, value: 10)]
        let eased = KeyframeSequence(base: 0, keyframes: keys)
        let linear = KeyframeSequence(base: 0, keyframes: keys, curve: .linear)
        #expect(eased.curve == .easeInOut)
        #expect(eased.mode == .linear)
        #expect(abs(linear.value(atFraction: 0.5) - 5) < 1e-12)
        #expect(abs(eased.value(atFraction: 0.5) - 5) < 1e-9)
        for f in [0.3, 0.4, 0.45, 0.6, 0.65, 0.7] {
            let g = MathReference.easeInOut(f)
            let expected = 10 * min(max((g - 0.25) / 0.5, 0), 1)
            #expect(abs(eased.value(atFraction: f) - expected) < 1e-5, "f=\(f) g=\(g)")
            #expect(abs(linear.value(atFraction: f) - 10 * min(max((f - 0.25) / 0.5, 0), 1)) < 1e-12)
        }
        // One keyframe over the whole animation shows the curve itself.
        let whole = KeyframeSequence(base: 0, keyframes: [K(start: 0, duration: 1, value: 1)])
        #expect(abs(whole.value(atFraction: 0.3) - MathReference.easeInOut(0.3)) < 1e-6)
        #expect(abs(whole.value(atFraction: 0.3) - 0.3) > 0.05)
    }

    /// An overshooting overall curve sends the warped time below 0 and above 1; the property
    /// then holds (base before the first keyframe, the last value after), it does not extrapolate.
    @Test("an overshooting overall curve holds outside the keyframes")
    func overshootingCurve() {
        let p = [0.68, -0.55, 0.27, 1.55]
        let curve = TimingCurve.bezier(CubicBezier(x1: p[0], y1: p[1], x2: p[2], y2: p[3]))
        let k = KeyframeSequence(base: 0, keyframes: [K(start: 0, duration: 1, value: 10)], curve: curve)
        var sawBelow = false, sawAbove = false
        for i in 0...100 {
            let f = Double(i) / 100
            let g = MathReference.bezierY(x: f, p[0], p[1], p[2], p[3])
            sawBelow = sawBelow || g < 0
            sawAbove = sawAbove || g > 1
            #expect(abs(k.value(atFraction: f) - 10 * min(max(g, 0), 1)) < 1e-5, "f=\(f) g=\(g)")
        }
        #expect(sawBelow && sawAbove)
    }

    // MARK: Calculation modes

    @Test("discrete: each value appears at its keyframe's end and holds", arguments: [
        (0.0, 2.0), (0.15, 2.0), (0.2999, 2.0), (0.3, 10.0), (0.5, 10.0), (0.7999, 10.0), (0.8, -4.0), (1.0, -4.0),
    ])
    func discrete(f: Double, expected: Double) {
        let k = KeyframeSequence(base: 2, keyframes: [K(start: 0.1, duration: 0.2, value: 10), K(start: 0.6, duration: 0.2, value: -4)],
                                 mode: .discrete, curve: .linear)
        #expect(k.value(atFraction: f) == expected)
    }

    /// 0.1 + 0.2 and 0.25 + 0.2 are not exact in binary; the keyframes still meet, so each
    /// value appears at exactly the decimal end time and none is lost to a spurious cut.
    @Test("discrete: decimal key times meet exactly")
    func discreteDecimalTimes() {
        let k = KeyframeSequence(base: 0, keyframes: Self.swing, mode: .discrete, curve: .linear)
        for knot in Self.swingKnots {
            #expect(k.value(atFraction: knot.t) == knot.v, "at \(knot.t)")
            if knot.t > 0 {
                let before = Self.swingKnots.last { $0.t < knot.t }!
                #expect(k.value(atFraction: knot.t - 1e-6) == before.v)
            }
        }
        let tenths = KeyframeSequence(base: 0, keyframes: [K(start: 0.1, duration: 0.2, value: 1), K(start: 0.3, duration: 0.3, value: 2)],
                                      mode: .discrete, curve: .linear)
        #expect(tenths.value(atFraction: 0.3) == 1)
        #expect(tenths.value(atFraction: 0.6) == 2)
    }

    @Test("discrete: a keyframe cut before its end never shows its value")
    func discreteCut() {
        let k = KeyframeSequence(base: 0, keyframes: [K(start: 0, duration: 0.5, value: 10), K(start: 0.25, duration: 0.25, value: 3)],
                                 mode: .discrete, curve: .linear)
        for i in 0..<50 { #expect(k.value(atFraction: Double(i) / 100) == 0) }
        #expect(k.value(atFraction: 0.5) == 3)
        #expect(k.value(atFraction: 1) == 3)
        // A zero-length keyframe jumps at its start in discrete mode too.
        let z = KeyframeSequence(base: 0, keyframes: [K(start: 0.4, duration: 0, value: 8)], mode: .discrete, curve: .linear)
        #expect(z.value(atFraction: 0.39) == 0 && z.value(atFraction: 0.4) == 8)
    }

    @Test("cubic, evenly spaced keyframes: the uniform Catmull-Rom spline")
    func cubicUniform() {
        let values = [10.0, -5, 20, 5]
        let keys = values.enumerated().map { K(start: Double($0.offset) * 0.25, duration: 0.25, value: $0.element) }
        let k = KeyframeSequence(base: 0, keyframes: keys, mode: .cubic, curve: .linear)
        let points = [0.0] + values
        for j in 0..<4 {
            for i in 0...20 {
                let u = Double(i) / 20
                let f = (Double(j) + u) * 0.25
                let expected = Self.uniformCatmullRom(points, segment: j, u: u)
                #expect(abs(k.value(atFraction: f) - expected) < 1e-9, "segment \(j) u=\(u)")
            }
        }
        #expect(k.value(atFraction: 1) == 5)
    }

    @Test("cubic, one keyframe: 0.5u + 1.5u² − u³ of the way (phantom ends repeat the values)")
    func cubicSingle() {
        let k = KeyframeSequence(base: 2, keyframes: [K(start: 0.2, duration: 0.5, value: 6)], mode: .cubic, curve: .linear)
        for i in 0...10 {
            let u = Double(i) / 10
            let expected = 2 + 4 * (0.5 * u + 1.5 * u * u - u * u * u)
            #expect(abs(k.value(atFraction: 0.2 + 0.5 * u) - expected) < 1e-9)
        }
        #expect(k.value(atFraction: 0.1) == 2)
        #expect(k.value(atFraction: 0.9) == 6)
    }

    /// Finite-difference tangents reproduce a straight line through inner knots exactly: with
    /// values 10·t at uneven knots, every segment that does not touch an end is 10·g.
    @Test("cubic, uneven knots on a line: inner segments are straight")
    func cubicLine() {
        let ends = [0.1, 0.3, 0.6, 1.0]
        var keys: [K] = [], start = 0.0
        for e in ends { keys.append(K(start: start, duration: e - start, value: 10 * e)); start = e }
        let k = KeyframeSequence(base: 0, keyframes: keys, mode: .cubic, curve: .linear)
        for i in 0...40 {
            let g = 0.1 + 0.5 * Double(i) / 40  // segments [0.1, 0.3] and [0.3, 0.6]
            #expect(abs(k.value(atFraction: g) - 10 * g) < 1e-9, "g=\(g)")
        }
        for e in ends { #expect(abs(k.value(atFraction: e) - 10 * e) < 1e-12) }
    }

    @Test("cubic: passes through every value, holds in gaps, smooth across contiguous knots")
    func cubicProperties() {
        let keys = [K(start: 0.1, duration: 0.2, value: 8), K(start: 0.3, duration: 0.15, value: -3),
                    K(start: 0.6, duration: 0.3, value: 12)]
        let k = KeyframeSequence(base: 1, keyframes: keys, mode: .cubic, curve: .linear)
        #expect(k.value(atFraction: 0.05) == 1)
        #expect(abs(k.value(atFraction: 0.3) - 8) < 1e-12)
        #expect(abs(k.value(atFraction: 0.45) + 3) < 1e-12)
        for f in [0.46, 0.5, 0.59, 0.6] { #expect(abs(k.value(atFraction: f) + 3) < 1e-12) }
        #expect(abs(k.value(atFraction: 0.9) - 12) < 1e-12)
        #expect(k.value(atFraction: 0.95) == 12)
        // Same slope on both sides of the contiguous knot at 0.3.
        let h = 1e-6
        let left = (k.value(atFraction: 0.3) - k.value(atFraction: 0.3 - h)) / h
        let right = (k.value(atFraction: 0.3 + h) - k.value(atFraction: 0.3)) / h
        #expect(abs(left - right) < 1e-3 * max(1, abs(left)))
        // Continuous everywhere (no jumps without a zero-length keyframe).
        var previous = k.value(atFraction: 0)
        for i in 1...10_000 {
            let v = k.value(atFraction: Double(i) / 10_000)
            #expect(abs(v - previous) < 0.05)
            previous = v
        }
    }

    @Test("cubic: a zero-length keyframe jumps and splits the spline")
    func cubicJump() {
        let k = KeyframeSequence(base: 0, keyframes: [K(start: 0, duration: 0.5, value: 10), K(start: 0.5, duration: 0, value: 30),
                                                      K(start: 0.5, duration: 0.5, value: 40)], mode: .cubic, curve: .linear)
        // Each side is a lone Catmull-Rom segment: 0.5u + 1.5u² − u³ of the way.
        for i in 0...10 {
            let u = Double(i) / 10, w = 0.5 * u + 1.5 * u * u - u * u * u
            if i < 10 { #expect(abs(k.value(atFraction: 0.5 * u) - 10 * w) < 1e-9) }
            #expect(abs(k.value(atFraction: 0.5 + 0.5 * u) - (30 + 10 * w)) < 1e-9)
        }
    }

    // MARK: Seed 002: the swing-and-drop dismissal

    static let swing = [
        K(start: 0, duration: 0.15, value: -270), K(start: 0.15, duration: 0.1, value: 180),
        K(start: 0.25, duration: 0.2, value: 234), K(start: 0.45, duration: 0.2, value: 144),
        K(start: 0.65, duration: 0.35, value: 54),
    ]
    static let swingKnots: [(t: Double, v: Double)] = [(0, 0), (0.15, -270), (0.25, 180), (0.45, 234), (0.65, 144), (1, 54)]

    @Test("seed 002 swing, linear overall curve", arguments: [
        (0.0, 0.0), (0.075, -135.0), (0.15, -270.0), (0.2, -45.0), (0.25, 180.0), (0.35, 207.0),
        (0.45, 234.0), (0.55, 189.0), (0.65, 144.0), (0.825, 99.0), (1.0, 54.0),
    ])
    func swingLinear(f: Double, degrees: Double) {
        let k = KeyframeSequence(base: 0, keyframes: Self.swing, curve: .linear)
        #expect(abs(k.value(atFraction: f) - degrees) < 1e-9, "f=\(f): \(k.value(atFraction: f))")
    }

    @Test("seed 002 swing, easeInOut overall curve", arguments: [0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95])
    func swingEased(f: Double) {
        let k = KeyframeSequence(base: 0, keyframes: Self.swing)
        let expected = Self.piecewiseLinear(Self.swingKnots, MathReference.easeInOut(f))
        // Slopes reach 4500°/unit, and easeInOut is solved to 1e-6: allow 1e-2 degrees.
        #expect(abs(k.value(atFraction: f) - expected) < 1e-2, "f=\(f): \(k.value(atFraction: f)) vs \(expected)")
    }

    @Test("seed 002 swing, cubic: through every angle at its knot")
    func swingCubic() {
        let k = KeyframeSequence(base: 0, keyframes: Self.swing, mode: .cubic, curve: .linear)
        for knot in Self.swingKnots { #expect(abs(k.value(atFraction: knot.t) - knot.v) < 1e-9) }
    }
}
