import SegueScenario

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

    /// Handles `input` at real time `t` if this gesture takes it now (`consumes`); nil when it
    /// does not.
    mutating func handle(_ input: GestureInput, at t: Double, canBegin: () -> Bool) -> [GestureUpdate]? {
        guard gesture.consumes(input) else { return nil }
        switch self {
        case .pan(var g):
            defer { self = .pan(g) }
            return g.handle(input, at: t, canBegin: canBegin)
        case .mouse(var g):
            defer { self = .mouse(g) }
            return g.handle(input, at: t, canBegin: canBegin)
        case .pinch(var g):
            defer { self = .pinch(g) }
            return g.handle(input, at: t, canBegin: canBegin)
        case .sheet(var g):
            defer { self = .sheet(g) }
            return g.handle(input, at: t, canBegin: canBegin)
        case .zoom(var g):
            defer { self = .zoom(g) }
            return g.handle(input, at: t, canBegin: canBegin)
        }
    }
}
