#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `CASpringAnimation.settlingDuration`: how long Core Animation runs a physical spring
/// (docs/animation.md, "Settling duration").
extension Spring {
    /// The tolerance ε of `settlingDuration`, in fractions of the distance.
    public static let settlingEpsilon = 0.001
    /// The step of the search for ζ ≥ 1, in seconds.
    public static let settlingSearchStep = 0.1
    /// How long |1 − p| must stay below ε for the search to stop, in seconds (more than this).
    public static let settlingHoldTime = 1.0

    /// Core Animation's settling duration, in seconds; at most `maximumSettleTime` (60 s, also
    /// for a spring without damping, which never settles).
    ///
    /// - ζ < 1 (as computed, see `regime`): −ln(ε / (1 + |(ζω0 − v)/ωd|)) / (ζω0) with
    ///   ωd = ω0√(1 − ζ²), the time at which the envelope (1 + |B|)·e^(−ζω0 t) of
    ///   x = e^(−ζω0 t)(−cos ωd t + B sin ωd t) reaches ε.
    /// - ζ ≥ 1: the first t of 0, 0.1, 0.2, … s from which |1 − p| < ε holds for more than 1 s,
    ///   that is on the whole closed interval [t, t + 1] (the set where it holds is open, so it
    ///   then also holds a little beyond t + 1). Decided exactly, not by sampling: x has at most
    ///   one extremum, so its largest |x| on the interval is at an end or at that extremum.
    public var settlingDuration: Double {
        let w0 = undampedFrequency, z = dampingRatio, v0 = initialVelocity
        let cap = Self.maximumSettleTime
        guard w0 > 0, w0.isFinite, z > 0 else { return cap }
        if regime == .underdamped {
            let sigma = z * w0, wd = w0 * (1 - z * z).squareRoot()
            let t = -log(Self.settlingEpsilon / (1 + abs((sigma - v0) / wd))) / sigma
            return t.isFinite ? min(t, cap) : cap
        }
        let extremum = nonOscillatingExtremum
        var n = 0
        while true {
            let t = Double(n) * Self.settlingSearchStep
            guard t < cap else { return cap }
            if staysSettled(from: t, to: t + Self.settlingHoldTime, extremum: extremum) { return t }
            n += 1
        }
    }

    /// |x| < ε on all of [start, end], for a critical or overdamped spring whose only extremum
    /// (x' = 0) is at `extremum` (nil when it has none).
    private func staysSettled(from start: Double, to end: Double, extremum: Double?) -> Bool {
        let eps = Self.settlingEpsilon
        guard abs(state(at: start).x) < eps, abs(state(at: end).x) < eps else { return false }
        guard let e = extremum, e > start, e < end else { return true }
        return abs(state(at: e).x) < eps
    }

    /// The time at which x' = 0 for a critical or overdamped spring, or nil (x' never vanishes):
    /// - critical, x = (A + Bt)e^(−ω0 t) with A = −1, B = v0 + ω0·A = v0 − ω0:
    ///   x' = (B − ω0(A + Bt))e^(−ω0 t) vanishes at t = 1/ω0 − A/B = 1/ω0 + 1/B;
    /// - overdamped, x = C1 e^(r1 t) + C2 e^(r2 t): x' = 0 where e^((r1 − r2)t) = −C2 r2 / (C1 r1).
    private var nonOscillatingExtremum: Double? {
        let w0 = undampedFrequency, z = dampingRatio, v0 = initialVelocity
        let a = -1.0
        if regime == .critical {
            let b = v0 + w0 * a
            return b == 0 ? nil : 1 / w0 - a / b
        }
        let root = (z * z - 1).squareRoot()
        let r1 = -w0 * (z - root), r2 = -w0 * (z + root)
        let c1 = (v0 - r2 * a) / (r1 - r2)
        let c2 = a - c1
        let ratio = -c2 * r2 / (c1 * r1)
        guard ratio > 0, ratio.isFinite else { return nil }
        return log(ratio) / (r1 - r2)
    }
}
