import Foundation
import Testing
@testable import SegueCore

/// `SpringConversion` (docs/animation.md, "Converting a spring") against the published formulas
/// written out here: ω0 = 2π/duration, ζ = 1 − bounce or 1/(1 + bounce), k = ω0², c = 2ζω0,
/// and POP's bounciness/speed mapping (Origami's bouncy conversion).
struct SpringConversionTests {
    /// Physical → perceptual → physical gives back k and c (mass 1) to 1e-9, under-, critically
    /// and over-damped (the last with allowsOverdamping, as the perceptual spring computes it).
    @Test(arguments: [(100.0, 10.0), (486.948547, 26.480293), (170, 15), (100, 20), (157.91367, 50.265482), (400, 0.5)])
    func physicalPerceptualRoundTrip(k: Double, c: Double) {
        let spring = Spring(mass: 1, stiffness: k, damping: c, allowsOverdamping: true)
        let p = SpringConversion.perceptual(of: spring)
        #expect(abs(p.duration - 2 * Double.pi / k.squareRoot()) < 1e-12)
        let back = Spring.perceptual(duration: p.duration, bounce: p.bounce)
        #expect(abs(back.stiffness - k) < 1e-9 * max(1, k))
        #expect(abs(back.damping - c) < 1e-9 * max(1, c))
    }

    /// The mass does not matter, only k/m and c/m: m 2, k 300, c 12 is m 1, k 150, c 6.
    @Test func perceptualDependsOnlyOnRatios() {
        let heavy = SpringConversion.perceptual(of: Spring(mass: 2, stiffness: 300, damping: 12))
        let light = SpringConversion.perceptual(of: Spring(mass: 1, stiffness: 150, damping: 6))
        #expect(abs(heavy.duration - light.duration) < 1e-12)
        #expect(abs(heavy.bounce - light.bounce) < 1e-12)
        // ζ = 6 / (2√150), bounce = 1 − ζ.
        #expect(abs(light.bounce - (1 - 6 / (2 * 150.0.squareRoot()))) < 1e-12)
    }

    /// SwiftUI's response is the perceptual duration and its dampingFraction is ζ = 1 − bounce.
    @Test(arguments: [(0.5, 0.3), (0.35, 0), (1.2, 0.8), (0.5, -0.5)])
    func swiftUIIsThePerceptualSpring(duration: Double, bounce: Double) {
        let spring = Spring.perceptual(duration: duration, bounce: bounce)
        let s = SpringConversion.swiftUI(of: spring)
        #expect(abs(s.response - duration) < 1e-12)
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        #expect(abs(s.dampingFraction - zeta) < 1e-12)
    }

    /// A ζ above 1 that the spring computes critically damped counts as 1: bounce 0, not < 0.
    @Test func criticallyComputedOverdampingConvertsAsCritical() {
        let p = SpringConversion.perceptual(of: Spring(mass: 1, stiffness: 100, damping: 30))
        #expect(p.bounce == 0)
        let exact = SpringConversion.perceptual(of: Spring(mass: 1, stiffness: 100, damping: 30, allowsOverdamping: true))
        #expect(abs(exact.bounce - (1 / 1.5 - 1)) < 1e-12)
    }

    /// The converted block spring's fitted ω0 equals the physical ω0 to 1e-6, and ζ and the
    /// velocity are carried over.
    @Test(arguments: [(100.0, 10.0, 0.0), (486.948547, 26.480293, 0), (170, 15, 2), (50, 5, -1), (900, 60, 0)])
    func blockFitIsInverted(k: Double, c: Double, v: Double) {
        let spring = Spring(mass: 1, stiffness: k, damping: c, initialVelocity: v)
        let b = SpringConversion.block(of: spring)
        #expect(b.exact)
        #expect(abs(b.dampingRatio - c / (2 * k.squareRoot())) < 1e-12)
        #expect(b.velocity == v)
        let fitted = Spring.fittedFrequency(duration: b.duration, dampingRatio: b.dampingRatio, velocity: v)
        #expect(abs(fitted - k.squareRoot()) < 1e-6)
    }

    /// docs/animation.md's check value: ζ 0.6 over 0.5 s fits ω0 = 22.0669 rad/s, so the block
    /// spring of that physical spring lasts 0.5 s.
    @Test func blockOfTheDocsSpringIsHalfASecond() {
        let b = SpringConversion.block(of: Spring(mass: 1, stiffness: 486.948547, damping: 26.480293))
        #expect(abs(b.duration - 0.5) < 1e-6)
    }

    /// Overdamping cannot be a block spring: ζ is written as 1 and the result is not exact.
    @Test func overdampedBlockIsClamped() {
        let b = SpringConversion.block(of: Spring(mass: 1, stiffness: 100, damping: 30, allowsOverdamping: true))
        #expect(b.dampingRatio == 1)
        #expect(!b.exact)
    }

    /// ζ 0.035 at ω0 7.07 rad/s rings (about 27 s to decay to 0.001) for longer than the 10 s UIKit fits: the nearest end, not exact.
    @Test func tooSlowADecayForTheFit() {
        let b = SpringConversion.block(of: Spring(mass: 1, stiffness: 50, damping: 0.5))
        #expect(!b.exact)
        #expect(abs(b.duration - 10) < 1e-9)
    }

    /// Origami's bouncy conversion as published (rebound's BouncyConversion, POP's
    /// convertBounciness:speed:): written out again here from the formulas.
    private func reference(bounciness: Double, speed: Double) -> (tension: Double, friction: Double) {
        func normalize(_ x: Double, _ a: Double, _ b: Double) -> Double { (x - a) / (b - a) }
        func project(_ n: Double, _ a: Double, _ b: Double) -> Double { a + n * (b - a) }
        let b = project(normalize(bounciness / 1.7, 0, 20), 0, 0.8)
        let tension = project(normalize(speed / 1.7, 0, 20), 0.5, 200)
        let t = tension
        let f0 = t <= 18 ? 0.0007 * pow(t, 3) - 0.031 * pow(t, 2) + 0.64 * t + 1.28
            : t <= 44 ? 0.000044 * pow(t, 3) - 0.006 * pow(t, 2) + 0.36 * t + 2
            : 0.00000045 * pow(t, 3) - 0.000332 * pow(t, 2) + 0.1078 * t + 5.84
        let eased = 2 * b - b * b  // quadratic ease-out from f0 to 0.01
        return (tension, eased * 0.01 + (1 - eased) * f0)
    }

    /// POP's defaults (bounciness 4, speed 12) and a spread over the three friction fits.
    @Test(arguments: [(4.0, 12.0), (0, 2), (10, 5), (20, 20), (8, 30), (15, 1)])
    func popMatchesTheBouncyConversion(bounciness: Double, speed: Double) {
        let expected = reference(bounciness: bounciness, speed: speed)
        let got = SpringConversion.popSpring(bounciness: bounciness, speed: speed)
        #expect(abs(got.tension - expected.tension) < 1e-12)
        #expect(abs(got.friction - expected.friction) < 1e-12)
        // And back: the spring with that tension and friction converts to the same bounciness and speed.
        let back = SpringConversion.pop(of: Spring(mass: 1, stiffness: got.tension, damping: got.friction,
                                                   allowsOverdamping: true))
        #expect(back.exact)
        #expect(abs(back.speed - speed) < 1e-9)
        #expect(abs(back.bounciness - bounciness) < 1e-6)
    }

    /// POP's bounciness 4, speed 12 by hand: tension 0.5 + 199.5·12/34 = 70.911765; f0 from the
    /// third fit; friction = f0 + (0.01 − f0)(2b − b²) with b = 0.8·4/34.
    @Test func popDefaultsByHand() {
        let t = 0.5 + 199.5 * 12 / 34
        let f0 = 0.00000045 * t * t * t - 0.000332 * t * t + 0.1078 * t + 5.84
        let b = 0.8 * 4 / 34
        let got = SpringConversion.popSpring(bounciness: 4, speed: 12)
        #expect(abs(got.tension - 70.91176470588235) < 1e-9)
        #expect(abs(got.friction - (f0 + (0.01 - f0) * (2 * b - b * b))) < 1e-12)
    }

    /// A friction above POP's no-bounce friction is out of its reach: bounciness 0, not exact.
    @Test func popCannotReachHeavyDamping() {
        let p = SpringConversion.pop(of: Spring(mass: 1, stiffness: 157.91367, damping: 50.265482, allowsOverdamping: true))
        #expect(!p.exact)
        #expect(p.bounciness == 0)
    }

    /// Framer's classic spring is k/m and c/m with mass 1.
    @Test func framerIsTensionAndFrictionOfAUnitMass() {
        let f = SpringConversion.framer(of: Spring(mass: 2, stiffness: 300, damping: 12))
        #expect(abs(f.tension - 150) < 1e-9)
        #expect(abs(f.friction - 6) < 1e-9)
    }

    /// Two evaluators of the same curve differ by 0; linear vs easeIn is largest where
    /// t − y(t) peaks, found here by a finer independent scan.
    @Test func largestDifferenceFindsThePeak() {
        func named(_ name: String) -> TimingEvaluator {
            Timing.curve(TimingCurve.named.first { $0.name == name }!.curve).evaluator(nominalDuration: 1)
        }
        let linear = named("linear"), easeIn = named("easeIn")
        #expect(SpringConversion.largestDifference(linear, linear).difference == 0)
        var best = (d: 0.0, t: 0.0)
        for i in 0...100_000 {
            let t = Double(i) / 100_000
            let d = abs(t - easeIn.progress(elapsed: t))
            if d > best.d { best = (d, t) }
        }
        let got = SpringConversion.largestDifference(linear, easeIn)
        #expect(abs(got.difference - best.d) < 1e-5)
        #expect(abs(got.at - best.t) < 2e-3)
    }
}
