import Foundation
import Testing
@testable import SegueCore

/// `Timing` and `TimingEvaluator`: progress against elapsed seconds, and durations.
struct TimingEvaluatorTests {
    static let curves: [(name: String, p: [Double])] = [
        ("linear", [0, 0, 1, 1]), ("easeIn", [0.42, 0, 1, 1]), ("easeOut", [0, 0, 0.58, 1]),
        ("easeInOut", [0.42, 0, 0.58, 1]), ("default", [0.25, 0.1, 0.25, 1]),
    ]

    @Test("curves: 0 at the start, the curve at every instant, exactly 1 at the end", arguments: curves)
    func curve(row: (name: String, p: [Double])) throws {
        let curve = try #require(TimingCurve(name: row.name))
        for d in [0.25, 0.35, 1.0, 2.5] {
            let e = Timing.curve(curve).evaluator(nominalDuration: d)
            #expect(e.duration == d)
            #expect(e.spring == nil)
            #expect(e.progress(elapsed: 0) == 0)
            #expect(e.progress(elapsed: d) == 1)
            for f in [0.1, 0.25, 0.5, 0.75, 0.9] {
                let expected = MathReference.bezierY(x: f, row.p[0], row.p[1], row.p[2], row.p[3])
                #expect(abs(e.progress(elapsed: f * d) - expected) < 1e-6, "\(row.name) d=\(d) f=\(f)")
            }
        }
    }

    @Test("before the start: 0; after the end: 1", arguments: [
        Timing.curve(.easeInOut), .curve(.linear), .blockSpring(dampingRatio: 0.6, velocity: 0, duration: nil),
        .perceptualSpring(bounce: 0.3, duration: nil), .physicalSpring(Spring()),
    ])
    func outside(timing: Timing) {
        let e = timing.evaluator(nominalDuration: 0.5)
        for t in [-100, -1, -1e-9, 0] { #expect(e.progress(elapsed: t) == 0) }
        for t in [e.duration + 1e-9, e.duration + 1, 1e6] { #expect(e.progress(elapsed: t) == 1) }
        // At the end itself: 1, except the block spring, which is evaluated up to and including
        // its duration (docs/animation.md: ζ = 0.6 gives 1.000539 at t = d) and snapped after it.
        if case .blockSpring = timing {
            #expect(e.progress(elapsed: e.duration) != 1)
        } else {
            #expect(e.progress(elapsed: e.duration) == 1)
        }
    }

    @Test("easeInOut at mid-duration is exactly one half")
    func easeInOutMid() {
        let e = Timing.default.evaluator(nominalDuration: 0.35)
        #expect(abs(e.progress(elapsed: 0.175) - 0.5) < 1e-9)
        #expect(Timing.default == .curve(.easeInOut))
    }

    @Test("a zero-length curve animation jumps to 1")
    func zeroDuration() {
        let e = Timing.curve(.easeInOut).evaluator(nominalDuration: 0)
        #expect(e.duration == 0)
        #expect(e.progress(elapsed: 0) == 0)
        #expect(e.progress(elapsed: 1e-9) == 1)
    }

    @Test("perceptual spring: duration = CASpringAnimation.settlingDuration of the spring the docs describes",
          arguments: [(0.3, 0.5 as Double?), (0.0, nil), (-0.4, 0.8), (0.7, nil)])
    func perceptual(bounce: Double, own: Double?) throws {
        let nominal = 0.6
        let d = own ?? nominal
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        let k = pow(2 * Double.pi / d, 2), c = 4 * Double.pi * zeta / d
        let e = Timing.perceptualSpring(bounce: bounce, duration: own).evaluator(nominalDuration: nominal)
        let s = try #require(e.spring)
        #expect(abs(s.stiffness - k) < 1e-9 * k && abs(s.damping - c) < 1e-9)
        #expect(e.duration == s.settlingDuration)
        for f in [0.1, 0.5, 0.9] {
            let t = f * e.duration
            let r = MathReference.oscillator(m: 1, c: c, k: k, x0: -1, v0: 0, t: t, doubleRoot: bounce == 0)
            #expect(abs(e.progress(elapsed: t) - (1 + r.x)) < 1e-9)
        }
    }

    /// ζ > 1 without allowsOverdamping is computed critically damped (the reference then uses
    /// the critical damping 2√(km)); with it, exactly overdamped.
    @Test("physical spring: duration = settling duration; progress is the closed form", arguments: [
        Spring(), Spring(mass: 2, stiffness: 300, damping: 20, initialVelocity: 1),
        Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: -2),
        Spring(mass: 1, stiffness: 50, damping: 40, initialVelocity: 0),
        Spring(mass: 1, stiffness: 50, damping: 40, initialVelocity: 0, allowsOverdamping: true),
    ])
    func physical(spring: Spring) {
        let e = Timing.physicalSpring(spring).evaluator(nominalDuration: 0.25)
        #expect(e.spring == spring)
        #expect(e.duration == spring.settlingDuration)
        #expect(e.duration != 0.25)
        let critical = 2 * (spring.stiffness * spring.mass).squareRoot()
        let clamped = !spring.allowsOverdamping && spring.damping >= critical
        for f in [0.05, 0.2, 0.6, 0.99] {
            let t = f * e.duration
            let r = MathReference.oscillator(m: spring.mass, c: clamped ? critical : spring.damping, k: spring.stiffness,
                                             x0: -1, v0: spring.initialVelocity, t: t,
                                             doubleRoot: clamped || spring.damping == critical)
            #expect(abs(e.progress(elapsed: t) - (1 + r.x)) < 1e-9)
        }
    }

    @Test("totalDuration: nominal for curves and block springs, settling duration or settle time otherwise")
    func totalDuration() {
        #expect(Timing.curve(.easeIn).totalDuration(nominal: 0.4) == 0.4)
        #expect(Timing.blockSpring(dampingRatio: 0.6, velocity: 0, duration: nil).totalDuration(nominal: 0.4) == 0.4)
        #expect(Timing.blockSpring(dampingRatio: 0.6, velocity: 0, duration: 0.7).totalDuration(nominal: 0.4) == 0.7)
        // CASpringAnimation's settling duration for m 1, k 100, c 10: 1.473 s (docs check value).
        #expect(abs(Timing.physicalSpring(Spring()).totalDuration(nominal: 0.4) - 1.473) < 5e-4)
        // Perceptual 0.4 s, bounce 0: critical with ω0 = 5π; the first t of 0, 0.1, … s with
        // (1 + ω0 t)e^(−ω0 t) < 0.001 for the next second is 0.6 s.
        #expect(abs(Timing.perceptualSpring(bounce: 0, duration: nil).totalDuration(nominal: 0.4) - 0.6) < 1e-9)
        let w = 5 * Double.pi
        #expect((1 + w * 0.6) * exp(-w * 0.6) < 0.001 && (1 + w * 0.5) * exp(-w * 0.5) >= 0.001)
    }

    @Test("the same timing evaluates the same every time (no hidden state)")
    func deterministic() {
        let a = Timing.blockSpring(dampingRatio: 0.6, velocity: 0.5, duration: nil).evaluator(nominalDuration: 0.6)
        let b = Timing.blockSpring(dampingRatio: 0.6, velocity: 0.5, duration: nil).evaluator(nominalDuration: 0.6)
        #expect(a == b)
        let ts = (0...60).map { Double($0) / 100 }
        #expect(ts.map(a.progress(elapsed:)) == ts.reversed().map(a.progress(elapsed:)).reversed())
    }
}
