#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The same spring written in the parameters of another spring model (docs/animation.md,
/// "Converting a spring"). Every conversion goes through the physical spring (ω0, ζ, v0):
/// only the ratios k/m and c/m matter for the curve, so a converted spring keeps m = 1.
public enum SpringConversion {
    /// The models `segue curve SPEC --as MODEL` converts to.
    public enum Model: String, Sendable, CaseIterable {
        case uikit, physical, perceptual, swiftui, pop, framer
    }

    /// The damping ratio the curve is computed with: a ζ above 1 that the spring computes
    /// critically damped (`allowsOverdamping` false) counts as 1. Unitless.
    public static func effectiveDampingRatio(of spring: Spring) -> Double {
        spring.regime == .critical ? 1 : spring.dampingRatio
    }

    // MARK: - Perceptual and SwiftUI

    /// The perceptual spring with the same ω0 and ζ: duration = 2π/ω0 (seconds), bounce = 1 − ζ
    /// for ζ ≤ 1, 1/ζ − 1 for ζ > 1 (so ζ = 1/(1 + bounce)); bounce in (−1, 1].
    public static func perceptual(of spring: Spring) -> (duration: Double, bounce: Double) {
        let z = effectiveDampingRatio(of: spring)
        return (2 * Double.pi / spring.undampedFrequency, z <= 1 ? 1 - z : 1 / z - 1)
    }

    /// SwiftUI's `.spring(response:dampingFraction:)`: response = 2π/ω0 in seconds (the
    /// perceptual duration), dampingFraction = ζ (unitless, ≥ 0).
    public static func swiftUI(of spring: Spring) -> (response: Double, dampingFraction: Double) {
        (2 * Double.pi / spring.undampedFrequency, effectiveDampingRatio(of: spring))
    }

    // MARK: - UIKit's block spring

    /// The block spring whose fit (`Spring.fittedFrequency`) gives `spring`'s ω0.
    ///
    /// ζ is clamped to [`Spring.minimumBlockDampingRatio`, 1] (a block spring is never
    /// overdamped), the velocity (fractions of the distance per second) is kept, and the duration
    /// (seconds) is found by bisection on log d over the fit's range [0.01, 10] s: the fitted ω0
    /// falls as d grows. `exact` is false when ω0 lies outside what that range can fit (the
    /// nearest end is returned) or ζ had to be clamped.
    public static func block(of spring: Spring) -> (duration: Double, dampingRatio: Double, velocity: Double, exact: Bool) {
        let target = spring.undampedFrequency, v = spring.initialVelocity
        let raw = effectiveDampingRatio(of: spring)
        let z = min(max(raw, Spring.minimumBlockDampingRatio), 1)
        func fitted(_ d: Double) -> Double { Spring.fittedFrequency(duration: d, dampingRatio: z, velocity: v) }
        var lo = log(Spring.blockFitDurations.lowerBound), hi = log(Spring.blockFitDurations.upperBound)
        if fitted(exp(lo)) <= target { return (exp(lo), z, v, false) }
        if fitted(exp(hi)) >= target { return (exp(hi), z, v, false) }
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if fitted(exp(mid)) > target { lo = mid } else { hi = mid }
        }
        let d = exp((lo + hi) / 2)
        return (d, z, v, z == raw)
    }

    // MARK: - Framer

    /// Framer's classic spring (mass 1): tension = k/m = ω0² (per second squared) and
    /// friction = c/m = 2ζω0 (per second), with ζ the effective damping ratio; both ≥ 0.
    public static func framer(of spring: Spring) -> (tension: Double, friction: Double) {
        let w0 = spring.undampedFrequency
        return (w0 * w0, 2 * effectiveDampingRatio(of: spring) * w0)
    }

    // MARK: - Facebook POP (Origami's "bouncy" conversion)

    /// POP's bounciness and speed are divided by this before normalising (POPBouncy3NormalizationScale).
    static let popScale = 1.7
    /// The range both are normalised over after that division (POPBouncy3NormalizationRange).
    static let popRange = 20.0

    /// POP's friction for a spring that does not bounce at `tension` (Origami's b3Nobounce):
    /// one of three cubic fits, chosen by the tension (≤ 18, ≤ 44, above).
    static func popNoBounceFriction(tension t: Double) -> Double {
        if t <= 18 { return 0.0007 * t * t * t - 0.031 * t * t + 0.64 * t + 1.28 }
        if t <= 44 { return 0.000044 * t * t * t - 0.006 * t * t + 0.36 * t + 2 }
        return 0.00000045 * t * t * t - 0.000332 * t * t + 0.1078 * t + 5.84
    }

    /// POPSpringAnimation's `springBounciness` / `springSpeed` (both unitless, [0, 20] in POP's
    /// documentation; defaults 4 and 12) as the tension and friction of a mass-1 spring:
    /// s = speed/1.7/20, tension = 0.5 + 199.5·s; b = 0.8·bounciness/1.7/20,
    /// friction = f0 + (0.01 − f0)·(2b − b²) with f0 = `popNoBounceFriction(tension)`.
    public static func popSpring(bounciness: Double, speed: Double) -> (tension: Double, friction: Double) {
        let s = speed / popScale / popRange
        let tension = 0.5 + (200 - 0.5) * s
        let b = 0.8 * bounciness / popScale / popRange
        let f0 = popNoBounceFriction(tension: tension)
        return (tension, f0 + (0.01 - f0) * (2 * b - b * b))
    }

    /// The inverse of `popSpring`, in closed form: speed from the tension k/m, then bounciness
    /// from the friction c/m (b = 1 − √(1 − q), q = (c − f0)/(0.01 − f0)). `exact` is false
    /// when the friction lies outside what POP's mapping reaches (more than the no-bounce
    /// friction f0, or below 0.01): the nearest bounciness is returned.
    public static func pop(of spring: Spring) -> (bounciness: Double, speed: Double, exact: Bool) {
        let (tension, friction) = framer(of: spring)
        let speed = (tension - 0.5) / (200 - 0.5) * popRange * popScale
        let f0 = popNoBounceFriction(tension: tension)
        let q = (friction - f0) / (0.01 - f0)
        let clamped = min(max(q, 0), 1)
        let b = 1 - (1 - clamped).squareRoot()
        let bounciness = b / 0.8 * popRange * popScale
        return (bounciness, speed, clamped == q && speed >= 0)
    }

    // MARK: - How close

    /// The largest |p_a(t) − p_b(t)| over `samples` + 1 evenly spaced t from 0 to the longer of
    /// the two durations (seconds), and the t (seconds) where it occurs. Each evaluator is 1
    /// after its own end. `samples` ≥ 1; default 2000.
    public static func largestDifference(_ a: TimingEvaluator, _ b: TimingEvaluator,
                                         samples: Int = 2000) -> (difference: Double, at: Double) {
        let end = max(a.duration, b.duration)
        var best = (difference: 0.0, at: 0.0)
        for i in 0...max(samples, 1) {
            let t = end * Double(i) / Double(max(samples, 1))
            let d = abs(a.progress(elapsed: t) - b.progress(elapsed: t))
            if d > best.difference { best = (d, t) }
        }
        return best
    }
}
