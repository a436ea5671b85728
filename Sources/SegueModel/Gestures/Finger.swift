import SegueSupport
import SegueScenario

/// A gesture's finger, whichever drives it: the keyboard's (`KeyboardFinger`: arrows move it a
/// step, it glides and lifts on its own) or the mouse's (`MouseFinger`: the button puts it down,
/// drags place it, the release lifts it). The gestures that either may drive (the sheet pan, the
/// zoom dismissal) hold one of these.
public enum Finger: Sendable, Equatable {
    case keyboard(KeyboardFinger)
    case mouse(MouseFinger)

    /// The recognizer the finger drives.
    public var tracker: TouchTracker {
        switch self {
        case .keyboard(let f): f.tracker
        case .mouse(let f): f.tracker
        }
    }

    /// Whether the keyboard drives it.
    public var isKeyboard: Bool { if case .keyboard = self { true } else { false } }

    /// The finger's movement from the touch-down as the recognizer last saw it; unit: the gesture's.
    public var shown: Vector {
        switch self {
        case .keyboard(let f): f.shown
        case .mouse(let f): f.shown
        }
    }

    /// The next thing that happens on its own (a frame, the velocity going stale, the lift);
    /// unit: seconds.
    public var deadline: Double? {
        switch self {
        case .keyboard(let f): f.deadline
        case .mouse(let f): f.deadline
        }
    }

    /// The velocity a release at time `t` would report, along the measure and per axis.
    public func releaseVelocity(at t: Double) -> (along: Double, perAxis: Vector) {
        switch self {
        case .keyboard(let f): f.releaseVelocity(at: t)
        case .mouse(let f): f.releaseVelocity(at: t)
        }
    }

    /// Shows what fell due by time `t` (a keyboard finger's frames and lift).
    mutating func advance(to t: Double, canBegin: () -> Bool) -> [GestureUpdate] {
        switch self {
        case .keyboard(var f):
            defer { self = .keyboard(f) }
            return f.advance(to: t, canBegin: canBegin)
        case .mouse(var f):
            defer { self = .mouse(f) }
            f.advance(to: t)
            return []
        }
    }

    /// Lifts the finger at time `t`.
    mutating func lift(at t: Double) -> [GestureUpdate] {
        switch self {
        case .keyboard(var f):
            defer { self = .keyboard(f) }
            return f.lift(at: t)
        case .mouse(var f):
            defer { self = .mouse(f) }
            return f.lift(at: t)
        }
    }

    /// Cancels the touch at time `t`.
    mutating func cancel(at t: Double) -> [GestureUpdate] {
        switch self {
        case .keyboard(var f):
            defer { self = .keyboard(f) }
            return f.cancel(at: t)
        case .mouse(var f):
            defer { self = .mouse(f) }
            return f.cancel(at: t)
        }
    }

    /// A mouse report at time `t` for a mouse finger: the press puts it down at the point (lifting
    /// a finger still down), a drag moves it, the release lifts it. A keyboard finger ignores it.
    mutating func mouse(_ kind: MouseEvent.Kind, at point: Point, t: Double, canBegin: () -> Bool) -> [GestureUpdate] {
        guard case .mouse(var f) = self else { return [] }
        defer { self = .mouse(f) }
        f.advance(to: t)
        switch kind {
        case .press:
            let updates = f.lift(at: t)
            f.touchDown(at: point, t: t)
            return updates
        case .drag:
            return f.drag(to: point, at: t, canBegin: canBegin)
        case .release:
            return f.lift(at: t)
        }
    }
}
