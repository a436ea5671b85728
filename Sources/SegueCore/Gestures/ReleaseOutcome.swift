/// What releasing the gesture now would do or, once the touch is over, what happened: facts
/// for the side panel, which words them (docs/gestures.md, "The prediction is live").
/// Movements are in the gesture's unit (points for a pan, scale for a pinch).
public enum ReleaseOutcome: Sendable, Equatable {
    /// No finger down and no touch yet: the gesture waits to be started.
    case idle
    /// A finger is down but has moved only `movement` (< `hysteresis`): a release now fails.
    case wouldFail(movement: Double, hysteresis: Double)
    /// The gesture is recognized: a release now would get `verdict` (with the velocity a
    /// release now would report).
    case wouldRelease(FinishVerdict)
    /// The finger lifted after the gesture began, and the rule gave `verdict`.
    case released(FinishVerdict)
    /// Escape cancelled the recognized gesture: the transition cancels.
    case cancelled
    /// The touch ended having moved only `movement` (< `hysteresis`): no transition.
    case failedTooShort(movement: Double, hysteresis: Double)
    /// Escape before the gesture began: no transition.
    case cancelledBeforeBegin
    /// The container refused the transition, for `reason` (nil when it gave none).
    case refused(InteractionRefusal?)
}
