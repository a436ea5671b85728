import SegueScenario

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
    /// A page sheet's pan (or a sheet at rest): where it is and what a release does or did.
    case sheet(SheetVerdict)
    /// A recognizer of the engineer's own code has the finger (docs/user-code.md, "The API:
    /// gestures"): its action decides what a release does, not a rule segue knows;
    /// `released` once the finger has lifted.
    case decidedByCode(released: Bool)
}

/// A page sheet's facts for the side panel (docs/gestures.md, "Sheets").
public struct SheetVerdict: Sendable, Equatable {
    /// The selected detent's identifier.
    public var detent: String
    /// The sheet's top now; unit: points from the container's top.
    public var top: Double
    /// Where a release now would project the top (`SheetGeometry.projectedTop`); nil while no
    /// finger is down; unit: points.
    public var projectedTop: Double?
    /// What a release now would do, or — once `released` — what the last one did; nil at rest.
    public var release: SheetRelease?
    /// Whether the finger has lifted (`release` is then what happened); default false.
    public var released: Bool
    /// The presentation or dismissal running now (`.present`, `.dismiss`), when one is: the
    /// sheet cannot be dragged then (docs/gestures.md, "Sheets"); default nil.
    public var transition: Operation?

    public init(detent: String, top: Double, projectedTop: Double? = nil, release: SheetRelease? = nil, released: Bool = false,
                transition: Operation? = nil) {
        self.transition = transition
        self.detent = detent
        self.top = top
        self.projectedTop = projectedTop
        self.release = release
        self.released = released
    }
}
