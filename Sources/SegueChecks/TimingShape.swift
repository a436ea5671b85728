import SegueCore

/// The two numbers a `curve` expectation bounds (docs/testing-transitions.md), measured on a
/// timing's progress p(t) sampled at `samples` evenly spaced times over its duration (both
/// ends included):
/// - **overshoot**: max(p) − 1 over the samples, or 0 when p never passes 1;
/// - **settle time**: the first sample time from which on |p − 1| ≤ `settleBand` at every later
///   sample (the last moment p is outside the band, rounded up to the sample grid); seconds.
public enum TimingShape {
    /// Samples over the duration.
    public static let samples = 2001
    /// How close to 1 counts as settled (as `segue curve`'s settle time).
    public static let settleBand = 0.001

    /// The overshoot of `timing`, unitless (a fraction of the distance), ≥ 0.
    public static func overshoot(_ timing: TimingEvaluator) -> Double {
        max(0, progressSamples(timing).map(\.p).max()! - 1)
    }

    /// The settle time of `timing`; unit: seconds from its start.
    public static func settleTime(_ timing: TimingEvaluator) -> Double {
        let points = progressSamples(timing)
        guard let lastOutside = points.lastIndex(where: { abs($0.p - 1) > settleBand }) else { return 0 }
        return lastOutside + 1 < points.count ? points[lastOutside + 1].t : timing.duration
    }

    static func progressSamples(_ timing: TimingEvaluator) -> [(t: Double, p: Double)] {
        (0..<samples).map { i in
            let t = timing.duration * Double(i) / Double(samples - 1)
            return (t, timing.progress(elapsed: t))
        }
    }
}
