import Foundation
import Testing
@testable import SegueCore
@testable import SegueModel

/// UICubicTimingParameters and UISpringTimingParameters on a property animator
/// (docs/animation.md, "Property animators"), against curves and oscillators computed here.
struct TimingParametersTests {
    typealias T = PropertyAnimatorTests

    static func run(_ parameters: TimingParameters, duration: Double = 1,
                    animations: @escaping (View) -> Void = { $0.set(.x, 100) }) -> (Runtime, View, PropertyAnimator) {
        let runtime = Runtime()
        let view = View(runtime: runtime, id: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10), color: .black)
        let animator = PropertyAnimator(runtime: runtime, duration: duration, timingParameters: parameters)
        animator.addAnimations { animations(view) }
        animator.startAnimation()
        return (runtime, view, animator)
    }

    /// UICubicTimingParameters(animationCurve:) and (controlPoint1:controlPoint2:): the
    /// progress is the Bézier over the duration (an overshooting one included).
    @Test(arguments: [[0.42, 0, 0.58, 1], [0.68, -0.55, 0.27, 1.55], [0, 0, 1, 1]])
    func cubicTimingParametersAreTheBezier(_ c: [Double]) {
        let named: [[Double]: TimingCurve] = [[0.42, 0, 0.58, 1]: .easeInOut, [0, 0, 1, 1]: .linear]
        let p = named[c].map { CubicTimingParameters(animationCurve: $0) }
            ?? CubicTimingParameters(controlPoint1: Point(x: c[0], y: c[1]), controlPoint2: Point(x: c[2], y: c[3]))
        let (runtime, view, _) = Self.run(.cubic(p), duration: 0.8)
        for f in [0.1, 0.3, 0.5, 0.9] {
            runtime.advance(to: f * 0.8)
            #expect(abs(view.presentation(.x) - 100 * MathReference.bezierY(x: f, c[0], c[1], c[2], c[3])) < 1e-5)
        }
    }

    /// UISpringTimingParameters(dampingRatio:initialVelocity:): the animator's duration holds
    /// and the values follow the block spring fitted to it (its published check values, ζ 0.6,
    /// v 0); with a velocity, the progress starts with exactly that slope.
    @Test(arguments: [0.5, 2.0])
    func dampingRatioSpringKeepsTheDuration(duration: Double) {
        let (runtime, view, animator) = Self.run(.spring(SpringTimingParameters(dampingRatio: 0.6)), duration: duration)
        #expect(animator.duration == duration)
        let check: [(Double, Double)] = [(0.1, 0.373586), (0.25, 0.998183), (0.5, 1.036927), (0.75, 0.991685)]
        for (f, p) in check {
            runtime.advance(to: f * duration)
            #expect(abs(view.presentation(.x) - 100 * p) < 1e-4)
        }
        let (rt2, v2, _) = Self.run(.spring(SpringTimingParameters(dampingRatio: 0.7, initialVelocity: Vector(dx: 4, dy: 0))),
                                    duration: duration)
        let h = 1e-7
        rt2.advance(to: h)
        #expect(abs(v2.presentation(.x) / 100 / h - 4) < 1e-3)
    }

    /// (mass:stiffness:damping:initialVelocity:): the animator's duration is replaced by the
    /// spring's settling duration, and the values are the oscillator's.
    @Test(arguments: [(1.0, 100.0, 10.0), (2.0, 300.0, 15.0)])
    func physicalSpringReplacesTheDuration(m: Double, k: Double, c: Double) {
        let (runtime, view, animator) = Self.run(.spring(SpringTimingParameters(mass: m, stiffness: k, damping: c)), duration: 0.3)
        #expect(animator.duration > 0.3)
        // Settled at the duration: the reference oscillator is within 0.001 of rest from there.
        let settled = MathReference.oscillator(m: m, c: c, k: k, x0: -1, v0: 0, t: animator.duration)
        #expect(abs(settled.x) < 0.0011)
        for t in [0.05, 0.2, 0.5] {
            runtime.advance(to: t)
            let ref = 1 + MathReference.oscillator(m: m, c: c, k: k, x0: -1, v0: 0, t: t).x
            #expect(abs(view.presentation(.x) - 100 * ref) < 1e-6)
        }
        var done = false
        animator.addCompletion { _ in done = true }
        runtime.advance(to: animator.duration)
        #expect(done)
    }

    /// (duration:bounce:initialVelocity:): ζ = 1 − bounce, k = (2π/duration)², c = 4πζ/duration,
    /// m = 1; runs until it settles.
    @Test(arguments: [(0.5, 0.3), (0.4, 0.0)])
    func perceptualSpring(duration: Double, bounce: Double) {
        let (runtime, view, animator) = Self.run(.spring(SpringTimingParameters(duration: duration, bounce: bounce)), duration: 9)
        let z = 1 - bounce, k = pow(2 * Double.pi / duration, 2), c = 4 * Double.pi * z / duration
        for t in [0.05, 0.15, 0.3] {
            runtime.advance(to: t)
            let ref = 1 + MathReference.oscillator(m: 1, c: c, k: k, x0: -1, v0: 0, t: t, doubleRoot: bounce == 0).x
            #expect(abs(view.presentation(.x) - 100 * ref) < 1e-6)
        }
        #expect(animator.duration != 9)
    }

    /// init(): mass 3, stiffness 1000, damping 500, so ζ = 500 / (2·√3000) ≈ 4.56.
    @Test func defaultSpringParameters() {
        let s = SpringTimingParameters()
        #expect(s.form == .physical(mass: 3, stiffness: 1000, damping: 500))
        #expect(s.initialVelocity == .zero)
        let zeta: Double = 500 / (2 * (3.0 * 1000).squareRoot())
        #expect(abs(zeta - 4.56) < 0.005)
    }

    /// initialVelocity is a vector: the x spring starts with dx, the y spring with dy, and
    /// scalar properties (alpha) with dx — each in units of its own remaining distance.
    @Test func initialVelocityIsAVectorPerAxis() {
        let v = Vector(dx: 3, dy: -2)
        let (runtime, view, _) = Self.run(.spring(SpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: v))) {
            $0.set(.x, 100); $0.set(.y, 50); $0.set(.alpha, 0)
        }
        for t in [0.05, 0.2] {
            runtime.advance(to: t)
            func p(_ v0: Double) -> Double { 1 + MathReference.oscillator(m: 1, c: 20, k: 100, x0: -1, v0: v0, t: t, doubleRoot: true).x }
            #expect(abs(view.presentation(.x) - 100 * p(3)) < 1e-6)
            #expect(abs(view.presentation(.y) - 50 * p(-2)) < 1e-6)
            #expect(abs(view.presentation(.alpha) - (1 - p(3))) < 1e-6)
        }
    }

    /// The helper for releases: the finger's velocity over the distance still to go, per axis,
    /// 0 where that distance is 0 (200 pt to go at 1000 pt/s → 5).
    @Test(arguments: [(1000.0, 100.0, 300.0, 5.0), (-500.0, 200.0, 100.0, 5.0), (300.0, 50.0, 50.0, 0.0), (-100, 0, 400, -0.25)])
    func fingerVelocityBecomesTheSpringVector(v: Double, now: Double, target: Double, expected: Double) {
        let x = Vector.springVelocity(Vector(dx: v, dy: 0), from: Point(x: now, y: 0), to: Point(x: target, y: 0))
        let y = Vector.springVelocity(Vector(dx: 0, dy: v), from: Point(x: 0, y: now), to: Point(x: 0, y: target))
        #expect(x == Vector(dx: expected, dy: 0))
        #expect(y == Vector(dx: 0, dy: expected))
    }
}
