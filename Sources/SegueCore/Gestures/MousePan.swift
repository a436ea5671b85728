/// The screen-edge pan driven by the mouse (docs/gestures.md), in container points (the caller
/// converts terminal cells to points).
///
/// A press within `edgeRegion` points of `edge` (and inside the container) puts the finger down
/// where it was pressed; drags move it exactly (the axis component only; clamped to the
/// container, so never past the edge); the release lifts it with the measured velocity. The
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
    public private(set) var tracker: TouchTracker

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
        tracker = TouchTracker(hysteresis: hysteresis, distance: distance.flatMap { $0 > 0 ? $0 : nil } ?? extent)
    }

    /// The mouse pan a scenario's interaction asks for, in a container of `containerSize` points.
    public init(spec: InteractionSpec, containerSize: Size) {
        self.init(edge: spec.edge, containerSize: containerSize, distance: spec.distance, hysteresis: spec.hysteresis)
    }

    /// Movement before the gesture begins; unit: points.
    public var hysteresis: Double { tracker.hysteresis }
    /// Translation for percent = 1; unit: points.
    public var distance: Double { tracker.distance }
    /// The mouse button lifts the finger, not a key (Space pauses meanwhile).
    public var liftsWithKeys: Bool { false }
    /// A mouse pan from `edge`.
    public var kind: GestureInfo.Kind { .mousePan(edge) }
    /// While a recognized finger is down with a velocity: the moment that velocity goes stale
    /// (0.1 s after the last drag), so that the side panel's prediction is redrawn then. A mouse
    /// pan never ends on its own: only on release (or `cancel`).
    public var deadline: Double? {
        guard tracker.isTouching, tracker.state.isRecognized, tracker.velocity != 0,
              let stale = tracker.estimator.staleTime, stale > seen else { return nil }
        return stale
    }
    /// The latest time the caller has advanced to; unit: seconds.
    private var seen = -Double.infinity

    /// Whether a press at `point` (container points) starts the pan: inside the container and
    /// at most `edgeRegion` points from the edge.
    public func isInEdgeRegion(_ point: Point) -> Bool {
        guard point.x >= 0, point.y >= 0, point.x <= containerSize.width, point.y <= containerSize.height else { return false }
        return edge.panInset(of: point, in: containerSize) <= edgeRegion
    }

    /// Handles a mouse report of `kind` at `point` (container points) at time `t` (seconds).
    /// `canBegin` is asked only when the finger crosses the hysteresis.
    public mutating func handle(_ kind: MouseEvent.Kind, at point: Point, t: Double,
                                canBegin: () -> Bool = { true }) -> [GestureUpdate] {
        seen = max(seen, t)
        switch kind {
        case .press:
            let updates = tracker.lift(at: t)
            guard isInEdgeRegion(point) else { return updates }
            tracker.touchDown(at: axisPosition(point), t: t)
            return updates
        case .drag:
            return tracker.move(to: axisPosition(point), at: t, canBegin: canBegin)
        case .release:
            return tracker.lift(at: t)
        }
    }

    /// Nothing the recognizer reports happens on its own; the velocity only goes stale.
    public mutating func advance(to t: Double, canBegin: () -> Bool) -> [GestureUpdate] {
        seen = max(seen, t)
        return []
    }

    public mutating func release(at t: Double) -> [GestureUpdate] { tracker.lift(at: t) }

    public mutating func cancel(at t: Double) -> [GestureUpdate] { tracker.cancel(at: t) }

    /// The finger's distance from the edge, clamped to the container (never past the edge).
    private func axisPosition(_ point: Point) -> Double {
        min(max(edge.panInset(of: point, in: containerSize), 0), edge.panExtent(of: containerSize))
    }
}
