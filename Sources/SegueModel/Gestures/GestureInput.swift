import SegueSupport
import SegueScenario

/// What reaches a gesture (docs/gestures.md): a key's meaning or a mouse report. The model hands
/// every gesture these values through `InteractiveGesture.handle(_:at:canBegin:)`; no gesture reads
/// keys, and the model never turns an intent back into a key to reach one.
public enum GestureInput: Sendable, Equatable {
    /// An arrow pressed: a pan's keyboard finger moves one step that way (in or out for an edge
    /// pan, up or down for a sheet, any of the four for the zoom dismissal).
    case arrow(Arrow)
    /// `-` (`inward`) or `+`: the pinch's fingers move one step in or out.
    case pinch(inward: Bool)
    /// Enter, or Space while a finger is down: the keyboard finger lifts.
    case lift
    /// Escape: the touch is cancelled.
    case cancel
    /// A mouse report at a point in container points (the caller maps terminal cells to points):
    /// the button pressed, dragged with it held, or released.
    case mouse(MouseEvent.Kind, Point)
}

extension Intent {
    /// The gesture input this intent is, or nil when it is not a gesture's.
    var gestureInput: GestureInput? {
        switch self {
        case .pan(let arrow): .arrow(arrow)
        case .pinch(let inward): .pinch(inward: inward)
        case .lift, .liftOrPause: .lift
        case .cancelGesture: .cancel
        default: nil
        }
    }

    /// Whether this intent starts a gesture of its own (an arrow or the pinch), which an active
    /// gesture of another kind swallows: one finger at a time.
    var startsGesture: Bool {
        switch self {
        case .pan, .pinch: true
        default: false
        }
    }
}
