import Foundation
import Testing
@testable import SegueCore

/// Curve 7 (`Timing.curve7`, docs/animation.md): `UISpringTimingParameters()`, a CASpringAnimation
/// with mass 3, stiffness 1000, damping 500, computed critically damped, ended at its Core
/// Animation duration — against the critical closed form written here and the worked values of
/// docs/transitions.md. Also the lengths UIKit gives its other springs and zero-length animators.
struct Curve7Tests {
    /// ω0 = √(k/m) = √(1000/3), written out.
    static let w0 = (1000.0 / 3).squareRoot()

    /// The critical closed form with x(0) = −1, x'(0) = 0: p(t) = 1 − (1 + ω0 t)·e^(−ω0 t).
    static func critical(_ t: Double) -> Double { 1 - (1 + w0 * t) * exp(-w0 * t) }

    @Test("UISpringTimingParameters(): m 3, k 1000, c 500, ζ ≈ 4.564 computed critically damped, ω0 = 18.2574")
    func parameters() {
        let s = Spring.curve7
        #expect(s.mass == 3 && s.stiffness == 1000 && s.damping == 500 && s.initialVelocity == 0)
        #expect(abs(s.dampingRatio - 500 / (2 * 3000.0.squareRoot())) < 1e-12)
        #expect(s.regime == .critical)
        #expect(abs(s.undampedFrequency - 18.2574) < 1e-4)
    }

    @Test("evaluated in seconds, cut at the Core Animation duration and snapped to 1", arguments: [0.5, 0.4])
    func evaluation(duration: Double) {
        let e = Timing.curve7(duration: duration).evaluator(nominalDuration: 0.35)
        #expect(e.duration == duration)  // not the nominal 0.35 s, not the settling duration (0.6 s)
        for k in 1..<100 {
            let t = duration * Double(k) / 100
            #expect(abs(e.progress(elapsed: t) - Self.critical(t)) < 1e-12, "t = \(t)")
        }
        #expect(e.progress(elapsed: duration) == 1)
        #expect(e.progress(elapsed: 0) == 0)
    }

    /// docs/transitions.md: the pushed view's x on the 390-pt phone.
    @Test("worked: pushed view x at +0.05 … 0.30 s = 299.43, 177.54, 94.28, 47.08, 22.61, 10.56")
    func pushedViewWorkedValues() {
        let e = Timing.curve7().evaluator(nominalDuration: 0.35)
        let worked: [(Double, Double)] = [(0.05, 299.43), (0.10, 177.54), (0.15, 94.28), (0.20, 47.08), (0.25, 22.61), (0.30, 10.56)]
        for (t, x) in worked {
            let modelX = 390 * (1 - e.progress(elapsed: t))
            #expect(abs(modelX - x) < 0.006, "t = \(t): \(modelX)")
            #expect(abs(modelX - 390 * (1 - Self.critical(t))) < 1e-9)
        }
    }

    @Test("as a completion curve over [0, 1] the spring fills the time: unitProgress(u) = p(u × 0.5 s)")
    func unitCurve() {
        let e = Timing.curve7().evaluator(nominalDuration: 0.35)
        for u in stride(from: 0.05, to: 1, by: 0.05) {
            #expect(abs(e.unitProgress(u) - Self.critical(u * 0.5)) < 1e-12)
        }
        #expect(e.unitProgress(1) == 1 && e.unitProgress(0) == 0)
        // A Bézier timing as a unit curve is the curve itself.
        let ease = Timing.curve(.easeInOut).evaluator(nominalDuration: 0.35)
        #expect(abs(ease.unitProgress(0.25) - 0.129162) < 1e-6)
    }

    /// Regression: the perceptual spring ran for the rest-distance settle time (0.852 / 0.761 /
    /// 2.084 s), not CASpringAnimation.settlingDuration.
    @Test("perceptual spring at 0.5 s runs for settlingDuration: bounce 0.3 → 0.862955, 0 → 0.8, −0.5 → 2.1",
          arguments: [(0.3, 0.862955), (0.0, 0.8), (-0.5, 2.1)])
    func perceptualLength(bounce: Double, expected: Double) {
        let e = Timing.perceptualSpring(bounce: bounce, duration: 0.5).evaluator(nominalDuration: 1)
        #expect(abs(e.duration - expected) < 1e-6, "\(e.duration)")
        // The zoom's spring (perceptual 0.5 s, bounce 0) runs exactly as long as `segue curve` says.
        if bounce == 0 {
            #expect(Timing.physicalSpring(ZoomTransitionSpec.spring()).evaluator(nominalDuration: 1).duration == e.duration)
        }
    }

    @Test("bounce 0.3 at 0.5 s: the ζ < 1 closed form of the settling duration, written out")
    func perceptualClosedForm() {
        let w = 2 * Double.pi / 0.5, z = 0.7
        let wd = w * (1 - z * z).squareRoot()
        let expected = -log(0.001 / (1 + abs(z * w / wd))) / (z * w)
        #expect(abs(expected - 0.862955) < 1e-6)
        #expect(abs(Timing.perceptualSpring(bounce: 0.3, duration: 0.5).evaluator(nominalDuration: 1).duration - expected) < 1e-12)
    }

    /// Regression: UIViewPropertyAnimator(duration: 0) ran 0 s.
    @Test("UIViewPropertyAnimator(duration: 0) runs 0.2 s, as UIKit's does")
    func zeroDurationAnimator() {
        let runtime = Runtime()
        let a = PropertyAnimator(runtime: runtime, duration: 0, curve: .easeInOut)
        #expect(a.duration == 0.2)
        let b = PropertyAnimator(runtime: runtime, duration: 0.3, curve: .linear)
        #expect(b.duration == 0.3)
    }
}
