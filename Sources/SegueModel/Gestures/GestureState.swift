/// The state of a gesture recognizer, as UIKit names it (UIGestureRecognizer.State).
///
/// A continuous gesture goes possible → began → changed* → ended | cancelled, or
/// possible → failed when it never begins. After a touch has ended the state keeps its final
/// value (for the side panel) until the next touch puts it back to `possible`.
public enum GestureState: String, Sendable, Equatable, CaseIterable {
    /// No touch yet, or a touch that has not moved far enough to begin.
    case possible
    /// The update that crossed the hysteresis; the transition starts here.
    case began
    /// Any later update while the finger is down.
    case changed
    /// The finger lifted after the gesture began; the finish rule decides.
    case ended
    /// Escape (or the caller) cancelled a gesture that had begun: the transition cancels.
    case cancelled
    /// The gesture never began: too little movement, or the container refused it. No transition.
    case failed

    /// Whether the gesture is recognized and driving a transition (began or changed).
    public var isRecognized: Bool { self == .began || self == .changed }
}

/// What a gesture tells the interaction controller, in order, as events come in.
///
/// Every touch produces exactly one terminal update: `ended` or `cancelled` after a `began`,
/// or `failed` without one. Percent is 0…1; translation is in the gesture's unit (points for a
/// pan, scale for a pinch) with the hysteresis removed; velocity is in that unit per second,
/// signed along the gesture: positive = toward finishing.
public enum GestureUpdate: Sendable, Equatable {
    /// The gesture was recognized: start the interactive transition, then update it to `percent`.
    case began(percent: Double)
    /// The finger moved (or pressed against the edge) while recognized.
    case changed(percent: Double, translation: Double, velocity: Double)
    /// The finger lifted: apply the finish rule to `percent` and the release `velocity`.
    case ended(percent: Double, velocity: Double)
    /// Escape: the transition cancels, whatever the rule says.
    case cancelled
    /// The touch ended without the gesture beginning: no transition.
    case failed
}

/// Why a gesture failed (shown in the side panel).
public enum GestureFailure: Sendable, Equatable {
    /// The touch ended having moved `movement` (< `hysteresis`); unit: the gesture's unit.
    case tooShort(movement: Double, hysteresis: Double)
    /// The caller's `canBegin` said no (root screen, or a transition already running).
    case refused
    /// Escape before the gesture had begun.
    case cancelledBeforeBegin
}

/// The percent and velocity at the moment a recognized gesture ended.
public struct GestureRelease: Sendable, Equatable {
    /// Percent at release, 0…1.
    public var percent: Double
    /// Release velocity, in the gesture's unit per second, positive = toward finishing;
    /// 0 when no move came in the last 0.1 s before the release.
    public var velocity: Double
    /// The finger's motion at the release (for the system pop's projection); nil when unknown.
    public var motion: ReleaseMotion?
    public init(percent: Double, velocity: Double, motion: ReleaseMotion? = nil) {
        self.percent = percent
        self.velocity = velocity
        self.motion = motion
    }
}

/// The unit a gesture measures in.
public enum GestureUnit: String, Sendable, Equatable, CaseIterable {
    /// Pans: translation in points, velocity in points per second.
    case points
    /// Pinches: translation in scale (unitless), velocity in scale per second.
    case scale

    /// Symbol for a translation, e.g. `pt`.
    public var symbol: String { self == .points ? "pt" : "scale" }
    /// Symbol for a velocity, e.g. `pt/s`.
    public var velocitySymbol: String { self == .points ? "pt/s" : "scale/s" }
}
