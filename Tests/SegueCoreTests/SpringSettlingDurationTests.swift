import Foundation
import Testing
@testable import SegueCore

/// `Spring.settlingDuration`, CASpringAnimation's settling duration (docs/animation.md), against
/// the docs' check values, its closed form for ζ < 1 written here, and for ζ ≥ 1 a literal
/// search over t = 0, 0.1, 0.2, … s with a 1 s window sampled finely (`MathReference`).
struct SpringSettlingDurationTests {
    /// Regression: the physical spring ran for the rest-distance settle time, 0.03–0.14 s shorter
    /// than Core Animation's (damping 5: 2.774 s; damping 15: 0.885 s).
    @Test("docs check values: m 1, k 100, v 0", arguments: [(5.0, 2.855), (10.0, 1.473), (15.0, 1.022)])
    func checkValues(damping: Double, expected: Double) {
        let s = Spring(mass: 1, stiffness: 100, damping: damping)
        #expect(abs(s.settlingDuration - expected) < 5e-4, "\(s.settlingDuration)")
        // A physical spring runs for exactly that long.
        let e = Timing.physicalSpring(s).evaluator(nominalDuration: 0.3)
        #expect(e.duration == s.settlingDuration)
        #expect(e.progress(elapsed: e.duration) == 1)
        #expect(e.progress(elapsed: e.duration * 0.999) != 1)
    }

    /// (m, k, c, v0) with ζ < 1.
    static let underdamped: [(Double, Double, Double, Double)] = [
        (1, 100, 10, 3), (1, 100, 10, -4), (2.5, 300, 12, 1.5), (1, 400, 2, 0), (1, 170, 15, 2), (1, 100, 10, 40),
    ]

    @Test("ζ < 1: −ln(ε / (1 + |(ζω0 − v)/ωd|)) / (ζω0), and |1 − p| < ε from then on", arguments: underdamped)
    func underdampedClosedForm(m: Double, k: Double, c: Double, v0: Double) {
        let s = Spring(mass: m, stiffness: k, damping: c, initialVelocity: v0)
        let w0 = (k / m).squareRoot(), z = c / (2 * (k * m).squareRoot())
        let wd = w0 * (1 - z * z).squareRoot()
        let expected = -log(0.001 / (1 + abs((z * w0 - v0) / wd))) / (z * w0)
        #expect(abs(s.settlingDuration - expected) < 1e-12 * expected)
        // The bound holds: nothing after it leaves ε (sampled over 3 s).
        for i in 0...30_000 {
            let t = expected + Double(i) * 1e-4
            let x = MathReference.oscillator(m: m, c: c, k: k, x0: -1, v0: v0, t: t).x
            if abs(x) >= 0.001 { Issue.record("|x(\(t))| = \(abs(x))"); break }
        }
    }

    /// The search of the docs, done literally: the first t = n·0.1 s such that |x| < ε at every
    /// sample of [t, t + 1 s] taken every 0.1 ms, with x from the reference closed form (the
    /// critical one with the same ω0 when ζ > 1 and overdamping is not allowed).
    static func searched(m: Double, k: Double, c: Double, v0: Double, allowsOverdamping: Bool) -> Double {
        let critical = 2 * (k * m).squareRoot()
        let clamped = !allowsOverdamping && c >= critical
        func x(_ t: Double) -> Double {
            MathReference.oscillator(m: m, c: clamped ? critical : c, k: k, x0: -1, v0: v0, t: t, doubleRoot: clamped).x
        }
        for n in 0..<600 {
            let t = Double(n) * 0.1
            if (0...10_000).allSatisfy({ abs(x(t + Double($0) * 1e-4)) < 0.001 }) { return t }
        }
        return 60
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var label: String
        var m = 1.0, k = 100.0, c: Double, v0 = 0.0
        var allowsOverdamping = false
        var testDescription: String { label }
        var spring: Spring { Spring(mass: m, stiffness: k, damping: c, initialVelocity: v0, allowsOverdamping: allowsOverdamping) }
    }

    static let nonOscillating: [Case] = [
        Case(label: "critical", c: 20),
        Case(label: "critical, v0 > 0", c: 20, v0: 5),
        Case(label: "critical, big push overshoots", c: 20, v0: 30),
        // |x| is 0 at t = 0.3 exactly (x = (−1 + t/0.3)e^(−10t)) and rises to 0.006 after it:
        // a grid point where the spring is inside ε but does not stay there.
        Case(label: "critical, crossing on the grid", c: 20, v0: 10 + 1 / 0.3),
        Case(label: "critical, pushed back", k: 400, c: 40, v0: -30),
        Case(label: "ζ 1.5 clamped", c: 30),
        Case(label: "ζ 1.5 clamped, v0 > 0", c: 30, v0: 6),
        Case(label: "UISpringTimingParameters() clamped", m: 3, k: 1000, c: 500),
        Case(label: "ζ 1.5 overdamped", c: 30, allowsOverdamping: true),
        Case(label: "ζ 2.5 overdamped, v0 < 0", m: 0.5, k: 40, c: 25, v0: -3, allowsOverdamping: true),
        Case(label: "ζ 1.5 overdamped, overshoots", c: 30, v0: 40, allowsOverdamping: true),
        Case(label: "UISpringTimingParameters() overdamped", m: 3, k: 1000, c: 500, allowsOverdamping: true),
    ]

    @Test("ζ ≥ 1: the first t of 0, 0.1, … s from which |1 − p| < ε holds for more than 1 s", arguments: nonOscillating)
    func searchOnTheGrid(c: Case) {
        let expected = Self.searched(m: c.m, k: c.k, c: c.c, v0: c.v0, allowsOverdamping: c.allowsOverdamping)
        let t = c.spring.settlingDuration
        #expect(abs(t - expected) < 1e-9, "\(t) vs \(expected)")
        #expect(abs(t * 10 - (t * 10).rounded()) < 1e-9, "a multiple of 0.1 s")
    }

    /// Independently of the search: a critical spring from rest is inside ε once
    /// (1 + ω0 t)e^(−ω0 t) < 0.001, i.e. ω0 t > 9.233413 (the docs' ζ = 1 block fit), and stays;
    /// the settling duration is the next multiple of 0.1 s. Clamped ζ > 1 springs share ω0, so
    /// they share it too (regression: they used the overdamped curve, which is much slower).
    @Test("critical and clamped springs from rest: the first multiple of 0.1 s past 9.233413/ω0",
          arguments: [(100.0, 20.0, 1.0), (100.0, 30.0, 1.0), (100.0, 200.0, 1.0), (400.0, 40.0, 0.5), (25.0, 10.0, 1.9)])
    func criticalFromRest(k: Double, c: Double, expected: Double) {
        let threshold = 9.233413 / k.squareRoot()
        #expect(expected > threshold && expected - 0.1 < threshold) // the table is consistent
        #expect(abs(Spring(mass: 1, stiffness: k, damping: c).settlingDuration - expected) < 1e-9)
    }

    @Test("no damping never settles: capped at 60 s")
    func undamped() {
        #expect(Spring(mass: 1, stiffness: 100, damping: 0).settlingDuration == Spring.maximumSettleTime)
    }

    /// Regression: the perceptual spring ran its rest-distance settle time (0.852 s here).
    @Test("the perceptual spring runs the settling duration, as UIKit gives it")
    func perceptualRunsTheSettlingDuration() {
        let e = Timing.perceptualSpring(bounce: 0.3, duration: 0.5).evaluator(nominalDuration: 1)
        #expect(e.duration == e.spring!.settlingDuration)
        #expect(abs(e.duration - 0.862955) < 1e-6)
    }
}
