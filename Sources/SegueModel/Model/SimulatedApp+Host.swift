import SegueSupport
import SegueScenario

/// The finger handed to a `GestureRecognizerHost` (docs/user-code.md, "The API: gestures"): which
/// touches it takes, and each of their updates as the frame a UIKit recognizer reports.
extension SimulatedApp {
    /// The host's kind for a touch `intent` starts (an inward arrow of the interaction's edge, or
    /// the pinch's keys), when the host recognizes it; nil: the model's own.
    func hostTakes(_ intent: Intent) -> HostGestureKind? {
        guard let host = gestureHost else { return nil }
        let kind: HostGestureKind
        switch intent {
        case .pan(let arrow):
            let edge = interactionSpec(for: .edgePan).edge
            guard arrow == edge.panInwardArrow else { return nil }
            kind = .edgePan(edge)
        case .pinch:
            kind = .pinch
        default:
            return nil
        }
        return host.recognizes(kind) ? kind : nil
    }

    /// The host's kind for a mouse press at `point` (container points): an edge pan in the band
    /// along the interaction's edge, else a pan anywhere in the container; nil: the model's own.
    func hostTakes(pressAt point: Point) -> HostGestureKind? {
        guard let host = gestureHost else { return nil }
        let spec = interactionSpec(for: .edgePan)
        if MousePan(spec: spec, containerSize: size).isInEdgeRegion(point), host.recognizes(.edgePan(spec.edge)) {
            return .edgePan(spec.edge)
        }
        let inside = point.x >= 0 && point.y >= 0 && point.x <= size.width && point.y <= size.height
        return inside && host.recognizes(.pan) ? .pan : nil
    }

    /// Hands `updates` of the current touch to the host, as UIKit recognizer frames.
    func deliverToHost(_ updates: [GestureUpdate], kind: HostGestureKind) {
        guard let host = gestureHost else { return }
        for u in updates { host.handle(hostFrame(u, kind: kind)) }
    }

    /// The frame `update` is: the finger's movement from the touch-down, the model's velocity
    /// estimate (the finish rules' own; at `ended` the release velocity) and the finger's point.
    /// A screen-edge pan's translation starts where it was recognised: UIKit's
    /// `UIScreenEdgePanGestureRecognizer` removes the pan's hysteresis from its translation when
    /// it begins (`_removeHysteresisFromTranslation`, decompiled UIKitCore 26.1), as the model's
    /// own edge pan does; a plain pan's keeps it. A pinch's scale is 1 where it is recognised:
    /// `_UIPinchGestureRecognizerDriver` rebases its starting touch distance by its hysteresis.
    private func hostFrame(_ update: GestureUpdate, kind: HostGestureKind) -> HostGestureFrame {
        let tracker = gesture?.gesture.tracker
        let removesHysteresis = if case .pan = kind { false } else { true }
        let hysteresis = removesHysteresis ? tracker.map { $0.movement - $0.translation } ?? 0 : 0
        var along = (tracker?.movement ?? 0) - hysteresis, alongVelocity = tracker?.velocity ?? 0
        let state: HostGestureState
        switch update {
        case .began: state = .began
        case .changed(_, let translation, let velocity):
            state = .changed
            along = translation + (tracker.map { $0.movement - $0.translation } ?? 0) - hysteresis
            alongVelocity = velocity
        case .ended(_, let velocity):
            state = .ended
            alongVelocity = velocity
        case .cancelled: state = .cancelled
        case .failed: state = .failed
        }
        let centre = Point(x: size.width / 2, y: size.height / 2)
        switch gesture {
        case .pinch?:
            return HostGestureFrame(kind: kind, state: state, location: centre, scale: max(0, 1 - along), scaleVelocity: -alongVelocity)
        case .mouse(let pan)?:
            let inward = pan.edge.inwardDirection
            let shown = Vector(dx: pan.finger.shown.dx - inward.dx * hysteresis, dy: pan.finger.shown.dy - inward.dy * hysteresis)
            let perAxis = pan.finger.releaseVelocity(at: realNow).perAxis
            let velocity = Vector(dx: inward.dx != 0 ? inward.dx * alongVelocity : perAxis.dx,
                                  dy: inward.dy != 0 ? inward.dy * alongVelocity : perAxis.dy)
            let location = Point(x: pan.finger.pressPoint.x + pan.finger.shown.dx, y: pan.finger.pressPoint.y + pan.finger.shown.dy)
            return HostGestureFrame(kind: kind, state: state, translation: shown, velocity: velocity, location: location)
        default:
            let edge: Edge = if case .edgePan(let e) = kind { e } else { .left }
            let inward = edge.inwardDirection
            let start = edge.panStart(in: size)
            let translation = Vector(dx: inward.dx * along, dy: inward.dy * along)
            return HostGestureFrame(kind: kind, state: state, translation: translation,
                                    velocity: Vector(dx: inward.dx * alongVelocity, dy: inward.dy * alongVelocity),
                                    location: Point(x: start.x + inward.dx * (along + hysteresis), y: start.y + inward.dy * (along + hysteresis)))
        }
    }
}

extension Edge {
    /// The unit vector from this edge into the container (screen axes: y down).
    var inwardDirection: Vector {
        switch self {
        case .left: Vector(dx: 1)
        case .right: Vector(dx: -1)
        case .top: Vector(dy: 1)
        case .bottom: Vector(dy: -1)
        }
    }

    /// Where the keyboard's finger lands: the middle of this edge of a container of `size`; unit: points.
    func panStart(in size: Size) -> Point {
        switch self {
        case .left: Point(x: 0, y: size.height / 2)
        case .right: Point(x: size.width, y: size.height / 2)
        case .top: Point(x: size.width / 2, y: 0)
        case .bottom: Point(x: size.width / 2, y: size.height)
        }
    }
}
