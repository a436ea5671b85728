import SegueSupport
import SegueScenario

/// The screen-edge pan driven by the mouse (docs/gestures.md), in container points (the caller
/// converts terminal cells to points).
///
/// A press within `edgeRegion` points of `edge` (and inside the container) puts the finger down
/// where it was pressed; drags move it exactly (the axis component only; clamped to the
/// container, so never past the edge); the release lifts it with the measured velocity
/// (`MouseFinger`, measuring the inset from the edge). The
/// hysteresis, `canBegin`, percent and velocity rules are those of `EdgePanGesture`
/// (`TouchTracker`, `VelocityEstimator`): translation is measured from the press point with
/// the hysteresis removed at `began`; each drag is a sample Δx/Δt since the previous mouse
/// event; a release more than 0.1 s after the last drag has velocity 0. The release's own
/// position is not a move (terminals report it where the last drag was).
///
/// Decisions where the docs are silent: a press outside the region does nothing; drags and
/// releases with no finger down do nothing; a press while a finger is down (a lost release)
/// first lifts that finger, then is handled as a new press. There is no idle release.
public struct MousePan: InteractiveGesture {
    /// Default width of the band along the edge where a press starts the pan; unit: points; 13.
    public static let defaultEdgeRegion = 13.0

    /// The edge the pan starts from; default left.
    public let edge: Edge
    /// The container size; unit: points.
    public let containerSize: Size
    /// A press at most this far from the edge starts the pan; unit: points; ≥ 0; default 13.
    public let edgeRegion: Double
    /// The finger, seen as its inset from the edge.
    public private(set) var finger: MouseFinger

    /// - Parameters:
    ///   - edge: where the pan starts; default left.
    ///   - containerSize: the container, in points.
    ///   - distance: translation for percent = 1, in points; nil or ≤ 0 = the container width
    ///     (height for top/bottom).
    ///   - hysteresis: points of movement before the gesture begins; ≥ 0; default 15.
    ///   - edgeRegion: points from the edge where a press counts; default 13.
    public init(edge: Edge = .left, containerSize: Size, distance: Double? = nil,
                hysteresis: Double = EdgePanGesture.defaultHysteresis, edgeRegion: Double = MousePan.defaultEdgeRegion) {
        self.edge = edge
        self.containerSize = containerSize
        self.edgeRegion = max(0, edgeRegion)
        let extent = edge.panExtent(of: containerSize)
        let tracker = TouchTracker(hysteresis: hysteresis, distance: distance.flatMap { $0 > 0 ? $0 : nil } ?? extent)
        finger = MouseFinger(measure: .inset(edge, containerSize), tracker: tracker)
    }

    /// The mouse pan a scenario's interaction asks for, in a container of `containerSize` points.
    public init(spec: InteractionSpec, containerSize: Size) {
        self.init(edge: spec.edge, containerSize: containerSize, distance: spec.distance, hysteresis: spec.hysteresis)
    }

    public var tracker: TouchTracker { finger.tracker }
    /// Movement before the gesture begins; unit: points.
    public var hysteresis: Double { tracker.hysteresis }
    /// Translation for percent = 1; unit: points.
    public var distance: Double { tracker.distance }
    /// The mouse button lifts the finger, not a key (Space pauses meanwhile).
    public var liftsWithKeys: Bool { false }
    /// A mouse pan from `edge`.
    public var kind: GestureInfo.Kind { .mousePan(edge) }
    /// The moment the velocity goes stale, while a recognized finger is down (`MouseFinger`): a
    /// mouse pan never ends on its own, only on release (or `cancel`).
    public var deadline: Double? { finger.deadline }

    /// Whether a press at `point` (container points) starts the pan: inside the container and
    /// at most `edgeRegion` points from the edge.
    public func isInEdgeRegion(_ point: Point) -> Bool {
        guard point.x >= 0, point.y >= 0, point.x <= containerSize.width, point.y <= containerSize.height else { return false }
        return edge.panInset(of: point, in: containerSize) <= edgeRegion
    }

    /// Whether `handle` would act on `input` now: every mouse report, and the cancel while the
    /// finger is down (the button, not a key, lifts it).
    public func consumes(_ input: GestureInput) -> Bool {
        switch input {
        case .mouse: true
        case .cancel: tracker.isTouching
        default: false
        }
    }

    /// Handles `input` at time `t` (seconds): a press in the edge region puts the finger down
    /// there (lifting a finger still down: a lost release), a drag moves it, the release lifts it,
    /// the cancel cancels. `canBegin` is asked only when the finger crosses the hysteresis.
    public mutating func handle(_ input: GestureInput, at t: Double, canBegin: () -> Bool) -> [GestureUpdate] {
        finger.advance(to: t)
        switch input {
        case .mouse(.press, let point):
            let updates = finger.lift(at: t)
            guard isInEdgeRegion(point) else { return updates }
            finger.touchDown(at: point, t: t)
            return updates
        case .mouse(.drag, let point):
            return finger.drag(to: point, at: t, canBegin: canBegin)
        case .mouse(.release, _):
            return finger.lift(at: t)
        case .cancel:
            return cancel(at: t)
        default:
            return []
        }
    }

    /// Nothing the recognizer reports happens on its own; the velocity only goes stale.
    public mutating func advance(to t: Double, canBegin: () -> Bool) -> [GestureUpdate] {
        finger.advance(to: t)
        return []
    }

    public mutating func release(at t: Double) -> [GestureUpdate] { finger.lift(at: t) }

    public mutating func cancel(at t: Double) -> [GestureUpdate] { finger.cancel(at: t) }
}
