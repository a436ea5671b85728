import SegueCore

/// The model's keyboard and mouse finger routed to the gesture recognizers user code added
/// (docs/user-code.md, "The API: gestures"): it is the `SimulatedApp`'s `GestureRecognizerHost`.
/// A touch goes to one recognizer, enabled and attached to a view on screen (inside the
/// container's view), the most recently added first: an edge pan to a
/// `UIScreenEdgePanGestureRecognizer` whose `edges` hold the touch's edge, else to a plain
/// `UIPanGestureRecognizer`; a mouse press away from the edge to a plain pan; `+` `-` to a
/// `UIPinchGestureRecognizer`. With none, the model's own interactive transition runs.
@preconcurrency @MainActor public final class GestureRouter {
    /// The world whose recognizers these are.
    nonisolated(unsafe) unowned let world: UIKitWorld
    /// The model whose finger is routed here; nil until `UIKitWorld.routeGestures(of:)`.
    private weak var app: SimulatedApp?
    /// Recognizers attached to a view, in the order added.
    private(set) var attached: [UIGestureRecognizer] = []
    /// The recognizer the current touch goes to.
    private var active: UIGestureRecognizer?

    nonisolated init(world: UIKitWorld) { self.world = world }

    /// Routes `app`'s finger here.
    func route(_ app: SimulatedApp) {
        self.app = app
        app.gestureHost = self
    }

    func attach(_ recognizer: UIGestureRecognizer) {
        if !attached.contains(where: { $0 === recognizer }) { attached.append(recognizer) }
    }

    func detach(_ recognizer: UIGestureRecognizer) {
        attached.removeAll { $0 === recognizer }
        if active === recognizer { active = nil }
    }

    /// The recognizer a touch of `kind` goes to, if any.
    private func candidate(for kind: HostGestureKind) -> UIGestureRecognizer? {
        let live = attached.reversed().filter { $0.isEnabled && isOnScreen($0.view) }
        let plainPan = live.first { $0 is UIPanGestureRecognizer && !($0 is UIScreenEdgePanGestureRecognizer) }
        switch kind {
        case .edgePan(let edge):
            return live.first { ($0 as? UIScreenEdgePanGestureRecognizer)?.edges.contains(UIRectEdge(edge)) == true } ?? plainPan
        case .pan:
            return plainPan
        case .pinch:
            return live.first { $0 is UIPinchGestureRecognizer }
        }
    }

    /// Whether `view` is inside the container's view (on screen, hidden or not).
    private func isOnScreen(_ view: UIView?) -> Bool {
        guard let root = app?.container.view else { return false }
        var v = view?.modelView
        while let current = v {
            if current === root { return true }
            v = current.superview
        }
        return false
    }
}

extension GestureRouter: @preconcurrency GestureRecognizerHost {
    public func recognizes(_ kind: HostGestureKind) -> Bool {
        active = candidate(for: kind)
        active?.state = .possible
        return active != nil
    }

    public func gestureShouldBegin(_ kind: HostGestureKind) -> Bool {
        guard let r = active, r.isEnabled else { return false }
        return world.perform("gestureRecognizerShouldBegin(_:)") { r.delegate?.gestureRecognizerShouldBegin(r) ?? true }
    }

    public func handle(_ frame: HostGestureFrame) {
        guard let r = active else { return }
        if [.ended, .cancelled, .failed].contains(frame.state) { active = nil }
        // Disabled mid-touch, it has already cancelled (`isEnabled`): the rest of the touch is not its.
        guard r.isEnabled else { return }
        world.perform("a gesture recognizer's action") { r.take(frame) }
    }
}

extension UIKitWorld {
    /// Routes `app`'s keyboard and mouse finger to the recognizers user code adds (its gestures
    /// then start no built-in transition); call once, when the world is made for `app`.
    @MainActor public func routeGestures(of app: SimulatedApp) { gestures.route(app) }
}
