#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// UIKit's fit of a block spring's frequency (docs/animation.md, "The block spring's fit").
extension Spring {
    /// The Newton steps UIKit takes to fit a block spring.
    public static let blockFitNewtonSteps = 12

    /// ω0, in radians per second, such that the block spring's envelope is `blockSpringEpsilon`
    /// at the duration, as UIKit fits it.
    ///
    /// - Parameters:
    ///   - duration: seconds, > 0; fitted at a duration clamped to `blockFitDurations` ([0.01, 10] s).
    ///   - dampingRatio: ζ; clamped to [`minimumBlockDampingRatio`, 1] (1.1920929e-7 to 1).
    ///   - velocity: fractions of the distance per second, any finite value (0 at rest).
    /// - Returns: UIKit's root: 12 Newton steps from ω = 5/d on the envelope equation, the
    ///   derivative of |·| taken with its sign. Where those steps do not land on a root (the
    ///   derivative vanishes or the iterate leaves ω > 0), the largest root of the equation; where
    ///   it has none, the ω whose envelope comes closest to 0.001 (ζ = 1: ω = v) or, with no such
    ///   ω (ζ < 1, v = 0 and ζ below about 0.001), the starting point 5/d.
    public static func fittedFrequency(duration: Double, dampingRatio: Double, velocity: Double) -> Double {
        let fit = BlockSpringEnvelope(
            duration: min(max(duration, blockFitDurations.lowerBound), blockFitDurations.upperBound),
            dampingRatio: min(max(dampingRatio, minimumBlockDampingRatio), 1), velocity: velocity)
        return fit.newtonRoot() ?? fit.largestRoot() ?? fit.closestWithoutRoot
    }
}

/// The envelope of a block spring at t = d as a function of ω, minus ε:
/// f(ω) = |(ζω − v)/(√(1−ζ²)·ω)|·e^(−ζωd) − ε for ζ < 1, ((ω − v)d + 1)·e^(−ωd) − ε for ζ = 1.
private struct BlockSpringEnvelope {
    /// Seconds, already clamped to the fit's range.
    let duration: Double
    /// ζ in (0, 1], already clamped.
    let dampingRatio: Double
    /// Fractions of the distance per second.
    let velocity: Double

    private var epsilon: Double { Spring.blockSpringEpsilon }
    private var isCritical: Bool { dampingRatio >= 1 }
    /// A residual |f(ω)| this small counts as a root (1e-9 of ε).
    private var tolerance: Double { epsilon * 1e-9 }

    /// f(ω) and its derivative f'(ω).
    func value(_ w: Double) -> (f: Double, slope: Double) {
        let z = dampingRatio, v = velocity, d = duration
        if isCritical {
            let e = exp(-w * d), h = (w - v) * d + 1
            return (h * e - epsilon, d * e - d * h * e)
        }
        let s = (1 - z * z).squareRoot()
        let h = (z * w - v) / (s * w), dh = v / (s * w * w)
        let e = exp(-z * w * d)
        // d|h|/dω = sign(h)·h': the sign is what sends a high velocity to UIKit's root.
        let sign: Double = h < 0 ? -1 : 1
        return (abs(h) * e - epsilon, sign * dh * e - z * d * abs(h) * e)
    }

    private func isRoot(_ w: Double) -> Bool { w.isFinite && w > 0 && abs(value(w).f) <= tolerance }

    /// UIKit's 12 Newton steps from ω = 5/d, carried on (at most 60 steps in all) while the
    /// iterate is not yet a root (ω > 0 within the tolerance); nil when it never gets there.
    func newtonRoot() -> Double? {
        var w = 5 / duration
        for step in 1...60 {
            let (f, slope) = value(w)
            w -= f / slope
            guard w.isFinite else { return nil } // an iterate may pass through ω ≤ 0, as UIKit's does
            if step >= Spring.blockFitNewtonSteps, isRoot(w) { return w }
        }
        return nil
    }

    /// Where the last stretch on which f decreases to −ε begins: 0 when the velocity is not
    /// positive, else the envelope's last maximum (ζ = 1: ω = v; ζ < 1: W = (V + √(V² + 4V))/(2ζ)
    /// with W = ωd, V = vd).
    private var tailStart: Double {
        guard velocity > 0 else { return 0 }
        if isCritical { return velocity }
        let vd = velocity * duration
        return (vd + (vd * vd + 4 * vd).squareRoot()) / (2 * dampingRatio) / duration
    }

    /// The largest root, by bisection on a stretch where f decreases: the tail after the last
    /// maximum if the envelope still exceeds ε there, else (ζ < 1, v > 0) the stretch before
    /// ω = v/ζ, where the envelope falls from ∞ to 0. nil when there is none.
    func largestRoot() -> Double? {
        let start = max(tailStart, Double.leastNormalMagnitude)
        if value(start).f > 0 {
            var high = max(start, 5 / duration) * 2
            while value(high).f >= 0 {
                high *= 2
                guard high.isFinite else { return nil }
            }
            return bisect(start, high)
        }
        if !isCritical, velocity > 0 { return bisect(Double.leastNormalMagnitude, velocity / dampingRatio) }
        return nil
    }

    /// The root of f between `low` (f > 0) and `high` (f < 0), f decreasing in between.
    private func bisect(_ low: Double, _ high: Double) -> Double {
        var lo = low, hi = high
        for _ in 0..<2000 {
            let mid = lo / 2 + hi / 2
            if mid <= lo || mid >= hi { break }
            if value(mid).f > 0 { lo = mid } else { hi = mid }
        }
        return abs(value(lo).f) < abs(value(hi).f) ? lo : hi
    }

    /// No ω satisfies the equation: ζ = 1 with e^(−vd) ≤ ε, where ω = v brings the envelope
    /// closest to ε (and leaves no overshoot), or ζ < 1 with v = 0 and ζ/√(1−ζ²) ≤ ε, where the
    /// envelope is below ε for every ω: the fit keeps its starting point 5/d.
    var closestWithoutRoot: Double { isCritical && velocity > 0 ? velocity : 5 / duration }
}
