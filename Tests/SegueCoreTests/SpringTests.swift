import Foundation
import Testing
@testable import SegueCore

/// The damped oscillator of docs/animation.md against a complex-exponential closed form and an RK4
/// integration, both written in the test (`MathReference`), from x(0) = −1, x'(0) = v0.
struct SpringTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var label: String
        var m: Double, k: Double, c: Double, v0: Double
        /// True when c² = 4mk exactly (the reference then uses its double-root form).
        var doubleRoot = false
        /// CASpringAnimation's flag; the overdamped cases set it to get the exact overdamped form.
        var allowsOverdamping = false
        var testDescription: String { "\(label) m=\(m) k=\(k) c=\(c) v0=\(v0)" + (allowsOverdamping ? " overdamping" : "") }
        var spring: Spring { Spring(mass: m, stiffness: k, damping: c, initialVelocity: v0, allowsOverdamping: allowsOverdamping) }
    }

    static let cases: [Case] = [
        // Underdamped.
        Case(label: "under, defaults", m: 1, k: 100, c: 10, v0: 0),
        Case(label: "under, v0 > 0", m: 1, k: 100, c: 10, v0: 3),
        Case(label: "under, v0 < 0", m: 1, k: 100, c: 10, v0: -4),
        Case(label: "under, heavy mass", m: 2.5, k: 300, c: 12, v0: 1.5),
        Case(label: "under, light damping", m: 1, k: 400, c: 2, v0: 0),
        Case(label: "under, near critical", m: 1, k: 100, c: 20 * (1 - 1e-6), v0: 2),
        // Critically damped.
        Case(label: "critical", m: 1, k: 100, c: 20, v0: 0, doubleRoot: true),
        Case(label: "critical, v0 > 0", m: 1, k: 100, c: 20, v0: 5, doubleRoot: true),
        Case(label: "critical, v0 < 0", m: 4, k: 64, c: 32, v0: -2, doubleRoot: true),
        // Overdamped (with allowsOverdamping; without it they are critical, see `clampedToCritical`).
        Case(label: "over", m: 1, k: 100, c: 30, v0: 0, allowsOverdamping: true),
        Case(label: "over, v0 > 0", m: 1, k: 100, c: 30, v0: 6, allowsOverdamping: true),
        Case(label: "over, v0 < 0", m: 0.5, k: 40, c: 25, v0: -3, allowsOverdamping: true),
        Case(label: "over, near critical", m: 1, k: 100, c: 20 * (1 + 1e-6), v0: 1, allowsOverdamping: true),
    ]

    static let times: [Double] = [0, 0.001, 0.01, 0.05, 0.1, 0.17, 0.25, 0.4, 0.5, 0.75, 1, 1.5, 2, 3]

    @Test("regime follows ζ = c / (2√(km))", arguments: cases)
    func regime(c: Case) {
        let zeta = c.c / (2 * (c.k * c.m).squareRoot())
        #expect(abs(c.spring.dampingRatio - zeta) < 1e-12)
        #expect(abs(c.spring.undampedFrequency - (c.k / c.m).squareRoot()) < 1e-12)
        let expected: Spring.Regime = c.doubleRoot ? .critical : (zeta < 1 ? .underdamped : .overdamped)
        #expect(c.spring.regime == expected)
    }

    // MARK: Core Animation's critical clamp

    /// ζ > 1 springs without allowsOverdamping, among them UISpringTimingParameters()'s
    /// (m 3, k 1000, c 500: ζ = 4.56).
    static let clampedCases: [Case] = [
        Case(label: "ζ 1.5", m: 1, k: 100, c: 30, v0: 0),
        Case(label: "ζ 1.5, v0 > 0", m: 1, k: 100, c: 30, v0: 6),
        Case(label: "ζ 2.5, v0 < 0", m: 0.5, k: 40, c: 25, v0: -3),
        Case(label: "UISpringTimingParameters() ζ 4.56", m: 3, k: 1000, c: 500, v0: 0),
        Case(label: "just above 1", m: 1, k: 100, c: 20 * (1 + 1e-6), v0: 1),
    ]

    /// Regression: the exact overdamped curve was computed where Core Animation computes the
    /// critical one (for ζ = 4.56 off by up to 0.56 of the distance).
    @Test("ζ > 1 without allowsOverdamping is the critical closed form with the same ω0", arguments: clampedCases)
    func clampedToCritical(c: Case) {
        let s = c.spring
        #expect(s.regime == .critical)
        #expect(abs(s.dampingRatio - c.c / (2 * (c.k * c.m).squareRoot())) < 1e-12) // ζ itself is reported as given
        let criticalDamping = 2 * (c.k * c.m).squareRoot()
        for t in Self.times {
            let r = MathReference.oscillator(m: c.m, c: criticalDamping, k: c.k, x0: -1, v0: c.v0, t: t, doubleRoot: true)
            #expect(abs(s.progress(at: t) - (1 + r.x)) < 1e-9, "t=\(t)")
            #expect(abs(s.velocity(at: t) - r.v) < 1e-7 * max(1, abs(r.v)), "t=\(t)")
        }
        // With the flag, the exact overdamped form of the same parameters.
        let exact = Spring(mass: c.m, stiffness: c.k, damping: c.c, initialVelocity: c.v0, allowsOverdamping: true)
        #expect(exact.regime == .overdamped)
        for t in Self.times {
            let r = MathReference.oscillator(m: c.m, c: c.c, k: c.k, x0: -1, v0: c.v0, t: t)
            #expect(abs(exact.progress(at: t) - (1 + r.x)) < 1e-9, "t=\(t)")
        }
    }

    @Test("the clamp matters: UISpringTimingParameters()'s spring differs from its overdamped curve by 0.56")
    func clampIsVisible() {
        let clamped = Spring(mass: 3, stiffness: 1000, damping: 500)
        let exact = Spring(mass: 3, stiffness: 1000, damping: 500, allowsOverdamping: true)
        let gap = stride(from: 0.0, through: 2, by: 0.001).map { abs(clamped.progress(at: $0) - exact.progress(at: $0)) }.max()!
        #expect(abs(gap - 0.56) < 0.01, "largest gap \(gap)")
    }

    @Test("ζ ≤ 1 does not depend on allowsOverdamping", arguments: [(10.0, 0.0), (20.0, 3.0), (5.0, -2.0)])
    func flagIrrelevantAtOrBelowCritical(damping: Double, v0: Double) {
        let a = Spring(mass: 1, stiffness: 100, damping: damping, initialVelocity: v0)
        let b = Spring(mass: 1, stiffness: 100, damping: damping, initialVelocity: v0, allowsOverdamping: true)
        #expect(a.regime == b.regime)
        for t in Self.times { #expect(a.progress(at: t) == b.progress(at: t)) }
    }

    @Test("position and velocity match the closed form", arguments: cases)
    func closedForm(c: Case) {
        let s = c.spring
        for t in Self.times {
            let r = MathReference.oscillator(m: c.m, c: c.c, k: c.k, x0: -1, v0: c.v0, t: t, doubleRoot: c.doubleRoot)
            let (x, v) = s.state(at: t)
            #expect(abs(x - r.x) < 1e-9, "t=\(t) x: \(x) vs \(r.x)")
            #expect(abs(v - r.v) < 1e-7 * max(1, abs(r.v)), "t=\(t) v: \(v) vs \(r.v)")
            #expect(abs(s.progress(at: t) - (1 + r.x)) < 1e-9)
            #expect(abs(s.velocity(at: t) - r.v) < 1e-7 * max(1, abs(r.v)))
        }
    }

    @Test("position and velocity match an RK4 integration", arguments: cases)
    func integration(c: Case) {
        let s = c.spring
        let numeric = MathReference.rk4(m: c.m, c: c.c, k: c.k, x0: -1, v0: c.v0, times: Self.times)
        for (t, r) in zip(Self.times, numeric) {
            let (x, v) = s.state(at: t)
            #expect(abs(x - r.x) < 1e-6, "t=\(t) x: \(x) vs \(r.x)")
            #expect(abs(v - r.v) < 1e-6 * max(1, abs(r.v)), "t=\(t) v: \(v) vs \(r.v)")
        }
    }

    @Test("initial conditions: p(0) = 0, p'(0) = v0", arguments: cases)
    func initialConditions(c: Case) {
        #expect(abs(c.spring.progress(at: 0)) < 1e-12)
        #expect(abs(c.spring.velocity(at: 0) - c.v0) < 1e-9)
    }

    @Test("physical spring defaults: m 1, k 100, c 10, v 0 → ω0 = 10, ζ = 0.5")
    func physicalDefaults() {
        let s = Spring()
        #expect(s.mass == 1 && s.stiffness == 100 && s.damping == 10 && s.initialVelocity == 0)
        #expect(abs(s.undampedFrequency - 10) < 1e-12)
        #expect(abs(s.dampingRatio - 0.5) < 1e-12)
        #expect(s.regime == .underdamped)
    }

    // MARK: Perceptual spring

    @Test("perceptual spring: ζ from bounce, k = (2π/d)², c = 4πζ/d", arguments: [
        (0.5, 0.0, 1.0), (0.5, 0.3, 0.7), (0.35, 0.5, 0.5), (1.0, 0.9, 0.1), (0.5, 1.0, 0.0),
        (0.5, -0.5, 2.0), (0.8, -0.2, 1.25), (0.4, -0.75, 4.0),
    ])
    func perceptual(duration: Double, bounce: Double, zeta: Double) {
        let s = Spring.perceptual(duration: duration, bounce: bounce)
        let k = (2 * Double.pi / duration) * (2 * Double.pi / duration)
        #expect(s.mass == 1)
        #expect(abs(s.stiffness - k) < 1e-9 * k)
        #expect(abs(s.damping - 4 * Double.pi * zeta / duration) < 1e-9)
        #expect(abs(s.dampingRatio - zeta) < 1e-12)
        #expect(abs(s.undampedFrequency - 2 * Double.pi / duration) < 1e-9)
        #expect(s.initialVelocity == 0)
    }

    @Test("perceptual spring: bounce is clamped to [−1, 1]; −1 is finite and overdamped")
    func perceptualClamping() {
        #expect(Spring.perceptual(duration: 0.5, bounce: 2) == Spring.perceptual(duration: 0.5, bounce: 1))
        #expect(Spring.perceptual(duration: 0.5, bounce: -3) == Spring.perceptual(duration: 0.5, bounce: -1))
        let s = Spring.perceptual(duration: 0.5, bounce: -1)
        #expect(s.damping.isFinite && s.regime == .overdamped)
        #expect(s.progress(at: 0.25).isFinite)
    }

    @Test("perceptual spring with bounce < 0 stays exactly overdamped (UIKit sets allowsOverdamping)",
          arguments: [(0.5, -0.5), (0.8, -0.2), (0.4, -0.75)])
    func perceptualOverdamps(duration: Double, bounce: Double) {
        let s = Spring.perceptual(duration: duration, bounce: bounce)
        #expect(s.allowsOverdamping)
        #expect(s.regime == .overdamped)
        let zeta = 1 / (1 + bounce), k = pow(2 * Double.pi / duration, 2)
        for t in Self.times {
            let r = MathReference.oscillator(m: 1, c: 4 * Double.pi * zeta / duration, k: k, x0: -1, v0: 0, t: t)
            #expect(abs(s.progress(at: t) - (1 + r.x)) < 1e-9, "t=\(t)")
        }
    }

    @Test("perceptual spring carries the initial velocity")
    func perceptualVelocity() {
        let s = Spring.perceptual(duration: 0.5, bounce: 0.2, velocity: 1.5)
        #expect(s.initialVelocity == 1.5)
        #expect(abs(s.velocity(at: 0) - 1.5) < 1e-12)
    }

    // MARK: Settle time

    static let settleCases: [Case] = cases + [
        Case(label: "perceptual bounce 0.3", m: 1, k: pow(2 * .pi / 0.5, 2), c: 4 * .pi * 0.7 / 0.5, v0: 0),
        Case(label: "perceptual bounce −0.5", m: 1, k: pow(2 * .pi / 0.5, 2), c: 4 * .pi * 2 / 0.5, v0: 0, allowsOverdamping: true),
        Case(label: "very bouncy", m: 1, k: 200, c: 1, v0: 0),
        Case(label: "big push", m: 1, k: 100, c: 10, v0: 40),
        Case(label: "stiff, barely damped", m: 1, k: 1e6, c: 20, v0: 0),
        Case(label: "critical, pushed back", m: 1, k: 400, c: 40, v0: -30, doubleRoot: true),
    ]

    /// √(x² + (x'/ω0)²) from the reference closed form.
    static func restDistance(_ c: Case, _ t: Double) -> Double {
        let r = MathReference.oscillator(m: c.m, c: c.c, k: c.k, x0: -1, v0: c.v0, t: t, doubleRoot: c.doubleRoot)
        let w0 = (c.k / c.m).squareRoot()
        return (r.x * r.x + (r.v / w0) * (r.v / w0)).squareRoot()
    }

    @Test("settle time: rest distance is 0.001 there, above it just before, below it ever after", arguments: settleCases)
    func settleTime(c: Case) {
        let s = c.spring
        let ts = s.settleTime
        #expect(ts > 0 && ts < Spring.maximumSettleTime)
        #expect(abs(Self.restDistance(c, ts) - 0.001) < 1e-7, "at \(ts): \(Self.restDistance(c, ts))")
        #expect(Self.restDistance(c, ts - 1e-6) > 0.001)
        // Scan finely well past the point where the slowest exponential alone is below 1e-5.
        let w0 = (c.k / c.m).squareRoot()
        let z = c.c / (2 * (c.k * c.m).squareRoot())
        let slow = z < 1 ? z * w0 : c.allowsOverdamping ? w0 * (z - (z * z - 1).squareRoot()) : w0
        let end = ts + log(1000) / slow + 1
        let steps = 200_000
        var worst = 0.0
        for i in 1...steps {
            let t = ts + (end - ts) * Double(i) / Double(steps)
            worst = max(worst, Self.restDistance(c, t))
        }
        #expect(worst < 0.001, "rest distance after the settle time reaches \(worst)")
    }
}

/// UIKit's block spring (docs/animation.md form 1): the fitted frequency and the envelope condition,
/// written out in the test.
struct BlockSpringTests {
    /// The docs's envelope at t = d for ω, ζ, v: |(ζω − v)/(√(1−ζ²)·ω)|·e^(−ζωd) for ζ < 1,
    /// ((ω − v)d + 1)·e^(−ωd) for ζ = 1.
    static func envelope(omega w: Double, zeta z: Double, velocity v: Double, duration d: Double) -> Double {
        if z < 1 {
            return abs((z * w - v) / ((1 - z * z).squareRoot() * w)) * exp(-z * w * d)
        }
        return ((w - v) * d + 1) * exp(-w * d)
    }

    @Test("ω0·d from the docs for v = 0, at any duration", arguments: [(0.6, 11.033455), (0.8, 8.994297), (1.0, 9.233413)])
    func fittedOmegaD(zeta: Double, omegaD: Double) {
        for d in [0.1, 0.25, 0.6, 1.0, 3.0] {
            let s = Spring.block(duration: d, dampingRatio: zeta)
            #expect(abs(s.undampedFrequency * d - omegaD) < 1e-6, "d=\(d): \(s.undampedFrequency * d)")
            #expect(s.mass == 1)
            #expect(abs(s.dampingRatio - zeta) < 1e-12)
            #expect(abs(s.damping - 2 * zeta * s.undampedFrequency) < 1e-9)
        }
    }

    @Test("the envelope is 0.001 at t = d", arguments: [
        (0.01, 0.0), (0.05, 0.0), (0.1, 0.0), (0.3, 0.0), (0.5, 0.0), (0.7, 0.0), (0.9, 0.0), (0.95, 0.0), (1.0, 0.0),
        (0.6, 1.0), (0.6, -1.0), (0.8, 2.0), (0.8, -3.0), (0.5, 4.0), (1.0, 1.0), (1.0, 2.0), (1.0, -1.5),
    ])
    func envelopeAtDuration(zeta: Double, velocity: Double) {
        for d in [0.3, 0.6, 1.0] {
            let s = Spring.block(duration: d, dampingRatio: zeta, velocity: velocity)
            let e = Self.envelope(omega: s.undampedFrequency, zeta: s.dampingRatio, velocity: velocity, duration: d)
            #expect(abs(e - 0.001) < 1e-9, "ζ=\(zeta) v=\(velocity) d=\(d): envelope \(e)")
            #expect(s.initialVelocity == velocity)
            #expect(abs(s.velocity(at: 0) - velocity) < 1e-9)
        }
    }

    /// Substituting W = ωd and V = v·d makes the envelope equation independent of d, so the
    /// fitted ω·d depends only on ζ and v·d.
    @Test("ω·d depends only on ζ and v·d", arguments: [(0.6, 1.0), (0.8, -2.0), (1.0, 1.5), (0.4, 0.5)])
    func scaleInvariance(zeta: Double, velocity: Double) {
        let reference = Spring.fittedFrequency(duration: 1, dampingRatio: zeta, velocity: velocity)
        for d in [0.2, 0.5, 2.0] {
            let w = Spring.fittedFrequency(duration: d, dampingRatio: zeta, velocity: velocity / d)
            #expect(abs(w * d - reference) < 1e-7)
        }
    }

    @Test("the evaluator runs the spring to the duration, then snaps to exactly 1",
          arguments: [(0.6, 0.0), (0.8, 1.0), (1.0, 0.0), (0.3, -1.0)])
    func snapsAfterDuration(zeta: Double, velocity: Double) {
        let d = 0.6
        let e = Timing.blockSpring(dampingRatio: zeta, velocity: velocity, duration: nil).evaluator(nominalDuration: d)
        let s = Spring.block(duration: d, dampingRatio: zeta, velocity: velocity)
        #expect(e.duration == d)
        #expect(e.spring == s)
        for f in [0.05, 0.3, 0.5, 0.9, 1.0] {
            let r = MathReference.oscillator(m: 1, c: s.damping, k: s.stiffness, x0: -1, v0: velocity,
                                             t: f * d, doubleRoot: zeta >= 1)
            #expect(abs(e.progress(elapsed: f * d) - (1 + r.x)) < 1e-9)
        }
        // At t = d the spring is within its full amplitude of 1, but not exactly there.
        // x = e^(−ζωt)(−cos ω_d t + B sin ω_d t), B = (v − ζω)/ω_d, so |x| ≤ √(1 + B²)·e^(−ζωt);
        // critically damped, |x(d)| = ((ω − v)d + 1)·e^(−ωd) = 0.001.
        let w = s.undampedFrequency, z = s.dampingRatio
        let bound = z < 1
            ? (1 + pow((velocity - z * w) / (w * (1 - z * z).squareRoot()), 2)).squareRoot() * exp(-z * w * d)
            : 0.001
        #expect(abs(e.progress(elapsed: d) - 1) <= bound * (1 + 1e-9))
        #expect(e.progress(elapsed: d) != 1)
        for t in [d + 1e-9, d + 0.01, 2 * d, 100] { #expect(e.progress(elapsed: t) == 1) }
        #expect(e.progress(elapsed: 0) == 0)
        #expect(e.progress(elapsed: -1) == 0)
    }

    @Test("a block spring's own duration overrides the animation's")
    func durationOverride() {
        let e = Timing.blockSpring(dampingRatio: 0.7, velocity: 0, duration: 0.9).evaluator(nominalDuration: 0.3)
        #expect(e.duration == 0.9)
        #expect(e.spring == Spring.block(duration: 0.9, dampingRatio: 0.7))
        #expect(e.progress(elapsed: 0.5) != 1)
    }
}
