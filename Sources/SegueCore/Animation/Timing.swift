/// How an animation moves from its start value to its end value over time: a timing curve
/// over a fixed duration, or one of the three springs of docs/animation.md.
public enum Timing: Sendable, Equatable, Hashable {
    /// A Bézier curve over the animation's duration.
    case curve(TimingCurve)
    /// UIKit's block spring: fitted to the animation's duration, cut there and snapped to 1.
    /// `dampingRatio` ζ in (0, 1]; `velocity` in fractions of the distance per second (default 0).
    /// `duration` overrides the animation's duration when given (seconds, > 0).
    case blockSpring(dampingRatio: Double, velocity: Double, duration: Double?)
    /// The perceptual spring (iOS 17): `bounce` in [−1, 1]; `duration` seconds (> 0), or the
    /// animation's duration when nil. Runs until settled.
    case perceptualSpring(bounce: Double, duration: Double?)
    /// A physical spring (CASpringAnimation): runs for its settling duration, then snaps to 1.
    case physicalSpring(Spring)

    /// UIKit's default for block animations.
    public static let `default` = Timing.curve(.easeInOut)

    /// The spring behind this timing for an animation of `duration` seconds, or nil for a curve.
    public func spring(nominalDuration duration: Double) -> Spring? {
        switch self {
        case .curve: nil
        case let .blockSpring(z, v, d): Spring.block(duration: d ?? duration, dampingRatio: z, velocity: v)
        case let .perceptualSpring(b, d): Spring.perceptual(duration: d ?? duration, bounce: b)
        case let .physicalSpring(s): s
        }
    }

    /// How long an animation with this timing and nominal `duration` runs, in seconds:
    /// the duration for curves and block springs, the settle time for perceptual springs
    /// (`Spring.settleTime`), Core Animation's settling duration for physical springs
    /// (`Spring.settlingDuration`).
    public func totalDuration(nominal duration: Double) -> Double {
        switch self {
        case .curve: duration
        case let .blockSpring(_, _, d): d ?? duration
        case .perceptualSpring: spring(nominalDuration: duration)!.settleTime
        case .physicalSpring(let s): s.settlingDuration
        }
    }

    /// A prepared evaluator, so that repeated evaluation does not refit the spring.
    public func evaluator(nominalDuration duration: Double) -> TimingEvaluator {
        TimingEvaluator(timing: self, nominalDuration: duration)
    }
}

/// A timing with its duration resolved and its spring fitted, ready to evaluate many times.
public struct TimingEvaluator: Sendable, Equatable {
    public let timing: Timing
    /// Seconds from start to end (settle time for perceptual springs, settling duration for
    /// physical springs).
    public let duration: Double
    public let spring: Spring?

    public init(timing: Timing, nominalDuration: Double) {
        self.timing = timing
        self.spring = timing.spring(nominalDuration: nominalDuration)
        self.duration = timing.totalDuration(nominal: nominalDuration)
    }

    /// Progress (0 at the start, 1 at the end; springs may overshoot) `elapsed` seconds after
    /// the start. Before the start: 0; at or after the end: exactly 1.
    public func progress(elapsed t: Double) -> Double {
        if t <= 0 { return 0 }
        switch timing {
        case .curve(let c):
            guard duration > 0 else { return 1 }
            return t >= duration ? 1 : c(t / duration)
        case .blockSpring:
            // Evaluated up to and including the duration, then snapped to 1.
            return t > duration ? 1 : spring!.progress(at: t)
        case .perceptualSpring, .physicalSpring:
            return t >= duration ? 1 : spring!.progress(at: t)
        }
    }
}
