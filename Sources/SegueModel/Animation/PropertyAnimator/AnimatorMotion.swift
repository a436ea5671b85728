import SegueScenario

/// One animation a property animator owns (docs/animation.md, "Property animators"): the
/// engine's property animation, the values it runs between, and where its progress stands.
final class AnimatorEntry {
    let animation: PropertyAnimation
    let view: View
    let property: AnimatableProperty
    /// Presentation value when the block ran, and the model value it set.
    let from: Double, to: Double
    /// The animator fraction at which this animation starts (0, or where `addAnimations`
    /// added it); it then runs to fraction 1.
    let window: Double
    /// The animator's timing on this property's axis, over the window's share of the duration.
    let curve: TimingEvaluator
    /// Progress (0 at `from`, 1 at `to`) at the last change of course.
    var base: Double

    init(animation: PropertyAnimation, view: View, property: AnimatableProperty, from: Double, to: Double,
         window: Double, curve: TimingEvaluator, base: Double) {
        self.animation = animation
        self.view = view
        self.property = property
        self.from = from
        self.to = to
        self.window = window
        self.curve = curve
        self.base = base
    }

    /// The timing curve over the animator's fraction x: 0 before the window, then the
    /// animator's timing across the rest (`duration` is the animator's, seconds).
    func onCurve(_ x: Double, duration: Double) -> Double {
        if x <= window { return 0 }
        if window >= 1 { return 1 }
        return curve.progress(elapsed: (x - window) * duration)
    }

    /// The linear scrub: 0 at the window's start, 1 at fraction 1.
    func linear(_ x: Double) -> Double {
        window >= 1 ? 1 : min(max((x - window) / (1 - window), 0), 1)
    }

    func value(progress p: Double) -> Double { from + (to - from) * p }
}

/// How a running property animator moves: its fraction goes from `from` to `to` (0 or 1)
/// linearly over `length` seconds from model time `start`. Along the timing curves
/// (`retimed` nil) each animation follows the tail of its curve from where it stood; with
/// new timing parameters (`continueAnimation`) each runs from where it stood to its target
/// along the new timing, one evaluator per axis.
struct AnimatorRun {
    var start: Double
    var length: Double
    var from: Double
    var to: Double
    var retimed: [VelocityAxis: TimingEvaluator]?

    /// The target progress of every animation: 1 forward, 0 reversed.
    var target: Double { to >= from ? 1 : 0 }
    var isForward: Bool { to >= from }

    /// When the run ends: its length, or longer when a new spring settles later; unit: seconds.
    var endTime: Double {
        start + max(length, retimed?.values.map(\.duration).max() ?? 0)
    }

    /// The animator's fraction at `t`.
    func fraction(at t: Double) -> Double {
        if t <= start { return from }
        guard length > 0, t - start < length else { return to }
        return from + (to - from) * (t - start) / length
    }

    /// The progress of `e` at `t` (`duration`: the animator's, seconds).
    func progress(of e: AnimatorEntry, at t: Double, duration: Double) -> Double {
        let p1 = target
        if t >= endTime { return p1 }
        if let retimed {
            let s = retimed[VelocityAxis(e.property)]!.progress(elapsed: t - start)
            return e.base + (p1 - e.base) * s
        }
        let x = fraction(at: t)
        let c0 = e.onCurve(from, duration: duration), c1 = e.onCurve(to, duration: duration)
        // On its curve (never scrubbed off it): the curve itself, exactly.
        if abs(e.base - c0) < 1e-12 { return e.onCurve(x, duration: duration) }
        // Off it: the tail of the curve, rescaled to run from where it stands to its target;
        // where the curve does not move over the rest, linearly in the fraction.
        if abs(c0 - c1) < 1e-9 {
            return to == from ? p1 : e.base + (p1 - e.base) * (x - from) / (to - from)
        }
        return p1 + (e.base - p1) * (e.onCurve(x, duration: duration) - c1) / (c0 - c1)
    }
}
