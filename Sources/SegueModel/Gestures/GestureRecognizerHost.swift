import SegueSupport
import SegueScenario

/// Gesture recognizers outside the model — an engineer's own UIKit code — that the keyboard and
/// mouse finger drive instead of the model's built-in interactive transitions (docs/user-code.md,
/// "The API: gestures"). Set on `SimulatedApp.gestureHost`. When a touch starts, the model asks
/// `recognizes(_:)`; when the host says yes, every frame of that touch goes to `handle(_:)` and the
/// model starts no transition of its own for it (the host's code pops and drives its interaction
/// controller itself).
public protocol GestureRecognizerHost: AnyObject {
    /// Whether the host has an enabled recognizer for a touch of `kind` starting now.
    func recognizes(_ kind: HostGestureKind) -> Bool
    /// Asked once, when the finger has moved far enough to begin (the hysteresis): whether the
    /// recognizer may begin (UIKit's `gestureRecognizerShouldBegin`). False fails the touch: a
    /// `.failed` frame, and the rest of the touch is ignored until the finger lifts.
    func gestureShouldBegin(_ kind: HostGestureKind) -> Bool
    /// One frame of the finger, in UIKit's order: `.began` once, `.changed` for each later
    /// frame, then `.ended` or `.cancelled`; or `.failed` alone when the touch never began.
    func handle(_ frame: HostGestureFrame)
}

/// The kinds of touch the keyboard and mouse finger make.
public enum HostGestureKind: Sendable, Equatable {
    /// A pan from a screen edge: the arrow keys (the scenario's interaction edge), or a mouse
    /// press within 13 points of that edge.
    case edgePan(Edge)
    /// A pan anywhere: a mouse press outside the edge band.
    case pan
    /// A two-finger pinch: `-` pinches in, `+` out.
    case pinch
}

/// UIKit's recognizer states the host sees (`possible` is never a frame).
public enum HostGestureState: String, Sendable, Equatable {
    case began, changed, ended, cancelled, failed
}

/// One frame of the finger as a UIKit recognizer reports it. Pans fill `translation`, `velocity`
/// and `location`; a pinch fills `scale` and `scaleVelocity` (its location is the container's
/// centre, its translation and velocity zero).
public struct HostGestureFrame: Sendable, Equatable {
    /// Which touch this is.
    public var kind: HostGestureKind
    public var state: HostGestureState
    /// Movement since the touch-down (UIKit's `translation(in:)` of the container); a screen-edge
    /// pan's less the hysteresis, which UIKit removes when it begins; unit: points, x right, y down.
    public var translation: Vector
    /// The finger's velocity: the model's estimate, the one its finish rules use (at `.ended`
    /// the release velocity: 0 after 0.1 s without a move); unit: points per second.
    public var velocity: Vector
    /// Where the finger is; unit: container points.
    public var location: Point
    /// The pinch's scale: 1 at the touch-down, smaller pinching in; unitless; ≥ 0. 1 for a pan.
    public var scale: Double
    /// The pinch's scale rate, UIKit's sign (negative pinching in); unit: scale per second.
    public var scaleVelocity: Double

    public init(kind: HostGestureKind, state: HostGestureState, translation: Vector = .zero, velocity: Vector = .zero,
                location: Point, scale: Double = 1, scaleVelocity: Double = 0) {
        self.kind = kind
        self.state = state
        self.translation = translation
        self.velocity = velocity
        self.location = location
        self.scale = scale
        self.scaleVelocity = scaleVelocity
    }
}
