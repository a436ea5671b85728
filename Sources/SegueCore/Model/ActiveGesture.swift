/// The gesture a model is tracking: one finger at a time, whichever drives it.
enum ActiveGesture {
    case pan(EdgePanGesture)
    case mouse(MousePan)
    case pinch(PinchGesture)

    /// The gesture, whatever its kind.
    var gesture: any InteractiveGesture {
        switch self {
        case .pan(let g): g
        case .mouse(let g): g
        case .pinch(let g): g
        }
    }

    /// The gesture kind a container offers interactions for.
    var kind: GestureKind {
        if case .pinch = self { return .pinch }
        return .edgePan
    }

    /// Fires what falls due by real time `t` (frames, a lift on its own).
    mutating func advance(to t: Double, canBegin: () -> Bool) -> [GestureUpdate] {
        switch self {
        case .pan(var g):
            defer { self = .pan(g) }
            return g.advance(to: t, canBegin: canBegin)
        case .mouse(var g):
            defer { self = .mouse(g) }
            return g.advance(to: t, canBegin: canBegin)
        case .pinch(var g):
            defer { self = .pinch(g) }
            return g.advance(to: t, canBegin: canBegin)
        }
    }

    /// Handles a key at real time `t` if this gesture owns it now (a finger is down and the
    /// key is one of its own: arrows, `+`/`-`, Enter, Space, Escape; for the mouse only
    /// Escape); nil when it does not.
    mutating func handle(_ key: Key, at t: Double, canBegin: () -> Bool) -> [GestureUpdate]? {
        guard gesture.isActive else { return nil }
        switch self {
        case .pan(var g):
            guard g.consumes(key) else { return nil }
            defer { self = .pan(g) }
            return g.handle(key, at: t, canBegin: canBegin)
        case .pinch(var g):
            guard g.consumes(key) else { return nil }
            defer { self = .pinch(g) }
            return g.handle(key, at: t, canBegin: canBegin)
        case .mouse(var g):
            guard key == .escape else { return nil }
            defer { self = .mouse(g) }
            return g.cancel(at: t)
        }
    }
}
