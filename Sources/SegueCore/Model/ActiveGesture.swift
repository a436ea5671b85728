/// The gesture a model is tracking: one finger at a time, whichever drives it.
enum ActiveGesture {
    case pan(EdgePanGesture)
    case mouse(MousePan)
    case pinch(PinchGesture)
    case sheet(SheetPan)
    /// The zoom transition's dismissal pan (keys or mouse).
    case zoom(ZoomDismissPan)

    /// The gesture, whatever its kind.
    var gesture: any InteractiveGesture {
        switch self {
        case .pan(let g): g
        case .mouse(let g): g
        case .pinch(let g): g
        case .sheet(let g): g
        case .zoom(let g): g
        }
    }

    /// The gesture kind a container offers interactions for (the zoom pan is the zoom's own, not an
    /// interaction a scenario names: `SimulatedApp` asks the navigation controller about it).
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
        case .sheet(var g):
            defer { self = .sheet(g) }
            return g.advance(to: t, canBegin: canBegin)
        case .zoom(var g):
            defer { self = .zoom(g) }
            return g.advance(to: t, canBegin: canBegin)
        }
    }

    /// Handles an intent at real time `t` if this gesture owns it now (a finger is down and it
    /// is one of its own: the arrows, the pinch, lift, cancel; for the mouse only cancel); nil
    /// when it does not.
    mutating func handle(_ intent: Intent, at t: Double, canBegin: () -> Bool) -> [GestureUpdate]? {
        guard gesture.isActive, let key = intent.gestureKey else { return nil }
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
            guard intent == .cancelGesture else { return nil }
            defer { self = .mouse(g) }
            return g.cancel(at: t)
        case .sheet(var g):
            guard g.consumes(key) else { return nil }
            defer { self = .sheet(g) }
            return g.handle(key, at: t)
        case .zoom(var g):
            guard g.consumes(key) else { return nil }
            defer { self = .zoom(g) }
            return g.handle(key, at: t, canBegin: canBegin)
        }
    }
}

/// The keyboard gestures are defined by the keys they read (docs/gestures.md: an arrow moves the
/// finger in or out depending on the edge, `-` pinches in, Enter and Space lift, Escape cancels),
/// so the gesture layer hands them the key an intent stands for. This is the one translation
/// back from intents to keys; the rest of the model sees intents only.
extension Intent {
    /// The key a keyboard gesture reads for this intent, or nil when it is not a gesture's.
    var gestureKey: Key? {
        switch self {
        case .pan(let arrow): arrow.key
        case .pinch(let inward): inward ? .minus : .plus
        case .lift: .enter
        case .liftOrPause: .space
        case .cancelGesture: .escape
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
