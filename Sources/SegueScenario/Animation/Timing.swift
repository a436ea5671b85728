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
    /// A CASpringAnimation whose `duration` is set: the spring is evaluated in seconds, as
    /// Core Animation does, and the animation ends at `duration` (seconds, > 0), snapping to 1
    /// (docs/animation.md, "Curve 7"). UIKit's own transitions run curve 7 this way (`curve7`).
    case coreAnimationSpring(Spring, duration: Double)

    /// UIKit's default for block animations.
    public static let `default` = Timing.curve(.easeInOut)

    /// Curve 7, the timing of UIKit's own transitions: `UISpringTimingParameters()` — a
    /// CASpringAnimation with mass 3, stiffness 1000, damping 500 (ζ ≈ 4.56, computed critically
    /// damped with ω0 = √(1000/3) ≈ 18.2574 rad/s, `Spring.curve7`) whose Core Animation
    /// duration is `duration` seconds (> 0): 0.5 s for the navigation push and pop
    /// (`navigationDuration`), 0.4 s for a full-screen modal's coverVertical.
    public static func curve7(duration: Double = Spring.curve7NavigationDuration) -> Timing {
        .coreAnimationSpring(.curve7, duration: duration)
    }

    /// The spring behind this timing for an animation of `duration` seconds, or nil for a curve.
    public func spring(nominalDuration duration: Double) -> Spring? {
        switch self {
        case .curve: nil
        case let .blockSpring(z, v, d): Spring.block(duration: d ?? duration, dampingRatio: z, velocity: v)
        case let .perceptualSpring(b, d): Spring.perceptual(duration: d ?? duration, bounce: b)
        case let .physicalSpring(s), let .coreAnimationSpring(s, _): s
        }
    }

    /// How long an animation with this timing and nominal `duration` runs, in seconds:
    /// the duration for curves and block springs, Core Animation's settling duration
    /// (`Spring.settlingDuration`) for perceptual and physical springs, as UIKit gives its
    /// spring animations, and the set duration of a `coreAnimationSpring`.
    public func totalDuration(nominal duration: Double) -> Double {
        switch self {
        case .curve: duration
        case let .blockSpring(_, _, d): d ?? duration
        case .perceptualSpring: spring(nominalDuration: duration)!.settlingDuration
        case .physicalSpring(let s): s.settlingDuration
        case let .coreAnimationSpring(_, d): d
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
        case .perceptualSpring, .physicalSpring, .coreAnimationSpring:
            return t >= duration ? 1 : spring!.progress(at: t)
        }
    }

    /// The timing as a curve over [0, 1]: the progress at `u` × `duration` (u clamped to
    /// [0, 1]). This is how a timing serves as a completion curve over a time of its own
    /// (`AnimationGroup.complete`): curve 7 over an interactive pop's remaining time runs its
    /// spring time-scaled, so that its Core Animation duration fills that time.
    public func unitProgress(_ u: Double) -> Double {
        if u <= 0 { return 0 }
        return u >= 1 ? 1 : progress(elapsed: u * duration)
    }
}
