#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A damped harmonic oscillator m·x'' + c·x' + k·x = 0 (docs/animation.md), evaluated in closed form.
///
/// x is the displacement from the target with x(0) = −1, so the progress is p(t) = 1 + x(t).
/// Nothing here integrates: the value at any t is computed directly, so results do not depend
/// on how often they are sampled.
public struct Spring: Sendable, Equatable, Hashable {
    /// Mass; unit: arbitrary (only ratios matter); range > 0; default 1.
    public let mass: Double
    /// Stiffness k; unit: force per unit displacement; range > 0; default 100.
    public let stiffness: Double
    /// Damping coefficient c; unit: force per unit velocity; range ≥ 0; default 10.
    public let damping: Double
    /// Initial velocity v0; unit: fractions of the total distance per second
    /// (1.0 = the whole distance in one second); any finite value; default 0.
    public let initialVelocity: Double
    /// CASpringAnimation's `allowsOverdamping`: when false (the default), a spring with ζ > 1 is
    /// computed as critically damped with the same ω0, as Core Animation does; when true, with
    /// the exact overdamped closed form. No effect for ζ ≤ 1. The perceptual spring sets it.
    public let allowsOverdamping: Bool

    /// - Parameters:
    ///   - mass: arbitrary unit, > 0; default 1.
    ///   - stiffness: force per unit displacement, > 0; default 100.
    ///   - damping: force per unit velocity, ≥ 0; default 10.
    ///   - initialVelocity: fractions of the distance per second, finite; default 0.
    ///   - allowsOverdamping: false (default) computes ζ > 1 as critically damped (docs/animation.md).
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0,
                allowsOverdamping: Bool = false) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.allowsOverdamping = allowsOverdamping
    }

    /// Undamped angular frequency ω0 = √(k/m); unit: radians per second.
    public var undampedFrequency: Double { (stiffness / mass).squareRoot() }
    /// Damping ratio ζ = c / (2√(km)) of the parameters; unitless; < 1 underdamped, 1 critical,
    /// > 1 overdamped (computed as critical unless `allowsOverdamping`; see `regime`).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The three regimes of the closed form.
    public enum Regime: String, Sendable { case underdamped, critical, overdamped }

    /// Which closed form applies. ζ within 1e-9 of 1 counts as critical, and so does ζ > 1
    /// unless `allowsOverdamping` (Core Animation's clamp: the critical form with the same ω0).
    public var regime: Regime {
        let z = dampingRatio
        if abs(z - 1) < 1e-9 { return .critical }
        if z < 1 { return .underdamped }
        return allowsOverdamping ? .overdamped : .critical
    }

    /// Displacement x(t) and velocity x'(t) from the target at `t` seconds.
    public func state(at t: Double) -> (x: Double, v: Double) {
        let w0 = undampedFrequency, z = dampingRatio, v0 = initialVelocity
        let a = -1.0
        switch regime {
        case .underdamped:
            let wd = w0 * (1 - z * z).squareRoot()
            let b = (v0 + z * w0 * a) / wd
            let e = exp(-z * w0 * t)
            let c = cos(wd * t), s = sin(wd * t)
            let x = e * (a * c + b * s)
            let v = e * ((b * wd - z * w0 * a) * c - (a * wd + z * w0 * b) * s)
            return (x, v)
        case .critical:
            let b = v0 + w0 * a
            let e = exp(-w0 * t)
            let x = (a + b * t) * e
            let v = (b - w0 * (a + b * t)) * e
            return (x, v)
        case .overdamped:
            let root = (z * z - 1).squareRoot()
            let r1 = -w0 * (z - root), r2 = -w0 * (z + root)
            let c1 = (v0 - r2 * a) / (r1 - r2)
            let c2 = a - c1
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }

    /// Progress p(t) = 1 + x(t); 0 at t = 0, tending to 1.
    public func progress(at t: Double) -> Double { 1 + state(at: t).x }

    /// Velocity of the progress at `t`; unit: fractions of the distance per second.
    public func velocity(at t: Double) -> Double { state(at: t).v }

    /// How far from rest the spring is at `t`: √(x² + (x'/ω0)²), the amplitude of the
    /// oscillation for an undamped spring. Unitless (fractions of the distance).
    public func restDistance(at t: Double) -> Double {
        let (x, v) = state(at: t)
        let w0 = undampedFrequency
        return (x * x + (v / w0) * (v / w0)).squareRoot()
    }

    /// Tolerance of `settleTime`: the spring is settled once `restDistance` stays below it.
    public static let settleTolerance = 0.001
    /// The longest settle time reported; a spring that would ring longer is cut here. Unit: seconds.
    public static let maximumSettleTime = 60.0

    /// The first time after which the spring stays settled: |x| < 0.001 and |x'|/ω0 < 0.001
    /// (together, `restDistance` < 0.001). Unit: seconds; capped at `maximumSettleTime`.
    ///
    /// Found without integrating: an analytic upper bound of `restDistance` (below) gives a time
    /// after which the spring can no longer be unsettled; the interval before it is scanned in
    /// steps of at most 1/256 of the undamped period 2π/ω0, and the last crossing is refined by
    /// bisection.
    public var settleTime: Double {
        let w0 = undampedFrequency
        let tol = Self.settleTolerance
        guard w0 > 0, w0.isFinite, dampingRatio > 0 else { return Self.maximumSettleTime }
        guard let bound = settledBound(tolerance: tol) else { return Self.maximumSettleTime }
        let end = min(bound, Self.maximumSettleTime)
        let period = 2 * Double.pi / w0  // the damped period is longer; step by the shorter one
        let steps = Int(min(max((end / (period / 256)).rounded(.up), 256), 2_000_000))
        let dt = end / Double(steps)
        var lastUnsettled = -1
        for i in 0...steps where restDistance(at: Double(i) * dt) >= tol { lastUnsettled = i }
        if lastUnsettled < 0 { return 0 }
        if lastUnsettled == steps { return end < bound ? Self.maximumSettleTime : end }
        var lo = Double(lastUnsettled) * dt, hi = lo + dt
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if restDistance(at: mid) >= tol { lo = mid } else { hi = mid }
        }
        return hi
    }

    /// A time after which `restDistance` < `tolerance` for certain, from these bounds
    /// (A = −1 the initial displacement, v0 the initial velocity):
    /// - underdamped, x = e^(−σt)(A cos ω_d t + B sin ω_d t): |x| and |x'|/ω0 are both at most
    ///   √(A² + B²)·e^(−σt), so restDistance ≤ √2·√(A² + B²)·e^(−σt);
    /// - critical, x = (A + Bt)e^(−ω0 t): restDistance ≤ |x| + |x'|/ω0 ≤ (a + bt)e^(−ω0 t) with
    ///   a = 2|A| + |B|/ω0, b = 2|B|, which decreases once t > 1/ω0 − a/b;
    /// - overdamped, x = C1 e^(r1 t) + C2 e^(r2 t) (r2 < r1 < 0): restDistance ≤ K·e^(r1 t) with
    ///   K = |C1| + |C2| + (|C1 r1| + |C2 r2|)/ω0.
    /// nil when the bound never falls below the tolerance.
    private func settledBound(tolerance tol: Double) -> Double? {
        let w0 = undampedFrequency, z = dampingRatio, v0 = initialVelocity
        let a = -1.0
        func decay(_ k: Double, rate: Double) -> Double? {
            guard rate > 0, k.isFinite else { return nil }
            return k <= tol ? 0 : log(k / tol) / rate
        }
        switch regime {
        case .underdamped:
            let wd = w0 * (1 - z * z).squareRoot()
            let b = (v0 + z * w0 * a) / wd
            return decay(2.squareRoot() * (a * a + b * b).squareRoot(), rate: z * w0)
        case .critical:
            let b = v0 + w0 * a
            let p = 2 * abs(a) + abs(b) / w0, q = 2 * abs(b)
            func envelope(_ t: Double) -> Double { (p + q * t) * exp(-w0 * t) }
            var t = q > 0 ? max(0, 1 / w0 - p / q) : 0
            while envelope(t) >= tol {
                t += 1 / w0
                if t > Self.maximumSettleTime { return nil }
            }
            return t
        case .overdamped:
            let root = (z * z - 1).squareRoot()
            let r1 = -w0 * (z - root), r2 = -w0 * (z + root)
            let c1 = (v0 - r2 * a) / (r1 - r2)
            let c2 = a - c1
            return decay(abs(c1) + abs(c2) + (abs(c1 * r1) + abs(c2 * r2)) / w0, rate: -r1)
        }
    }

    // MARK: - The three ways to specify a spring

    /// `UISpringTimingParameters()` with no arguments, the spring of UIKit's curve 7: mass 3,
    /// stiffness 1000, damping 500 (ζ = 500 / (2√3000) ≈ 4.564, computed critically damped
    /// with ω0 = √(1000/3) ≈ 18.2574 rad/s, as Core Animation does). See `Timing.curve7`.
    public static let curve7 = Spring(mass: 3, stiffness: 1000, damping: 500)
    /// The Core Animation duration of curve 7 in UIKit's navigation push and pop; unit: seconds; 0.5.
    public static let curve7NavigationDuration = 0.5

    /// The envelope decay UIKit's block spring is fitted to: 0.001 at t = duration.
    public static let blockSpringEpsilon = 0.001

    /// The smallest damping ratio a block spring is fitted with, FLT_EPSILON as in UIKit;
    /// smaller (and non-positive) ratios are raised to it. Unitless.
    public static let minimumBlockDampingRatio = Double(Float.ulpOfOne)

    /// The durations a block spring is fitted at, in seconds: a shorter or longer duration is
    /// fitted as 0.01 s or 10 s (the animation itself still lasts the given duration), as in UIKit.
    public static let blockFitDurations = 0.01...10.0

    /// The UIKit block spring (`animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)`).
    ///
    /// - Parameters:
    ///   - duration: seconds, > 0; fitted at `blockFitDurations` (clamped to [0.01, 10] s).
    ///   - dampingRatio: ζ, clamped to [1.1920929e-7, 1] as UIKit does (values > 1 become 1).
    ///   - velocity: fractions of the distance per second; default 0.
    /// - Returns: a spring with m = 1 and ω0 fitted so that the oscillation envelope has decayed
    ///   to 0.001 at `duration` (`fittedFrequency`: UIKit's 12 Newton steps from ω = 5/d).
    public static func block(duration: Double, dampingRatio: Double, velocity: Double = 0) -> Spring {
        let z = min(max(dampingRatio, Self.minimumBlockDampingRatio), 1)
        let w = fittedFrequency(duration: duration, dampingRatio: z, velocity: velocity)
        return Spring(mass: 1, stiffness: w * w, damping: 2 * z * w, initialVelocity: velocity)
    }

    /// The perceptual spring of iOS 17 / SwiftUI: `duration` seconds (> 0) and `bounce` in
    /// [−1, 1] (0 = critically damped, > 0 bouncy, < 0 overdamped). m = 1, k = (2π/d)²,
    /// c = 4πζ/d with ζ = 1 − bounce (bounce ≥ 0) or 1/(1 + bounce) (bounce < 0).
    /// bounce = −1 would mean infinite damping; it is treated as ζ = 1000. Overdamping is exact
    /// (`allowsOverdamping`), as UIKit sets it for this spring.
    public static func perceptual(duration: Double, bounce: Double, velocity: Double = 0) -> Spring {
        let b = min(max(bounce, -1), 1)
        let z = b >= 0 ? 1 - b : min(1 / (1 + b), 1000)
        let k = pow(2 * Double.pi / duration, 2)
        return Spring(mass: 1, stiffness: k, damping: 4 * Double.pi * z / duration, initialVelocity: velocity,
                      allowsOverdamping: true)
    }
}
