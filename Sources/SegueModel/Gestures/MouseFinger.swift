import SegueSupport
import SegueScenario

/// The mouse's finger, which every mouse-driven gesture moves (docs/gestures.md, "Mouse"): the
/// button's press puts it down where it was pressed, each drag moves it there exactly (no glide,
/// no frames), the release lifts it with the measured velocity (0 more than 0.1 s after the last
/// drag). It never lifts on its own. Points are container points; times real seconds.
///
/// The recognizer (`TouchTracker`) sees one number of the finger's point, as `measure` says: its
/// inset from an edge (the edge pan), how far up it is (the sheet), or its distance from the press
/// (the zoom dismissal). The finger also keeps its own movement from the press per axis (`shown`)
/// and the velocity of each axis, smoothed as the recognizer's is (the zoom's spring reads them).
///
/// The release's own position is not a move (terminals report it where the last drag was).
public struct MouseFinger: Sendable, Equatable {
    /// What the recognizer sees of a point.
    public enum Measure: Sendable, Equatable {
        /// The inset from the edge of a container of that size, clamped to the container (so never
        /// past the edge): a pan from the edge.
        case inset(Edge, Size)
        /// Points up (−y): the sheet, whose finger moves toward finishing as it goes up.
        case up
        /// The distance from where the button went down, in any direction: the zoom dismissal.
        case distance
    }

    /// What the recognizer sees.
    public let measure: Measure
    /// The recognizer the finger drives.
    public private(set) var tracker: TouchTracker
    /// Where the button went down; unit: container points.
    public private(set) var pressPoint = Point(x: 0, y: 0)
    /// The finger's movement from the press as the recognizer last saw it; unit: points.
    public private(set) var shown = Vector.zero
    /// The per-axis velocity the last lift reported; unit: points per second.
    public private(set) var liftVelocity = Vector.zero
    private var vx = VelocityEstimator(), vy = VelocityEstimator()
    /// The latest time the finger has seen; unit: seconds.
    private var seen = -Double.infinity

    /// - Parameters:
    ///   - measure: what the recognizer sees of a point.
    ///   - tracker: the recognizer (its hysteresis and distance).
    init(measure: Measure, tracker: TouchTracker) {
        self.measure = measure
        self.tracker = tracker
    }

    /// While a recognized finger is down with a velocity: the moment that velocity goes stale
    /// (0.1 s after the last drag), so that the side panel's prediction is redrawn then; unit:
    /// seconds. Nothing else happens on its own: the finger lifts only with the button.
    public var deadline: Double? {
        guard tracker.isTouching, tracker.state.isRecognized, tracker.velocity != 0,
              let stale = tracker.estimator.staleTime, stale > seen else { return nil }
        return stale
    }

    /// The velocity a release at time `t` would report, along the measure and per axis (0 after
    /// 0.1 s without a drag); after the touch, the last lift's.
    public func releaseVelocity(at t: Double) -> (along: Double, perAxis: Vector) {
        guard tracker.isTouching else { return (tracker.lastRelease?.velocity ?? 0, liftVelocity) }
        return (tracker.estimator.releaseVelocity(at: t), Vector(dx: vx.releaseVelocity(at: t), dy: vy.releaseVelocity(at: t)))
    }

    /// The motion (v̄, ā of the last samples) a release at time `t` would report; after the
    /// touch, the last lift's.
    public func releaseMotion(at t: Double) -> ReleaseMotion? {
        guard tracker.isTouching else { return tracker.lastRelease?.motion }
        return tracker.estimator.releaseMotion(at: t, distance: tracker.distance)
    }

    /// What the recognizer sees of `point`.
    private func seenAs(_ point: Point) -> Double {
        switch measure {
        case .inset(let edge, let size): min(max(edge.panInset(of: point, in: size), 0), edge.panExtent(of: size))
        case .up: -point.y
        case .distance: Self.length(of: Self.movement(from: pressPoint, to: point))
        }
    }

    private static func movement(from a: Point, to b: Point) -> Vector { Vector(dx: b.x - a.x, dy: b.y - a.y) }

    private static func length(of d: Vector) -> Double { (d.dx * d.dx + d.dy * d.dy).squareRoot() }

    /// Notes that time has reached `t` (nothing happens on its own but the velocity going stale).
    mutating func advance(to t: Double) { seen = max(seen, t) }

    /// The button went down at `point` at time `t`: the finger goes down there.
    mutating func touchDown(at point: Point, t: Double) {
        seen = max(seen, t)
        pressPoint = point
        shown = .zero
        vx = VelocityEstimator(position: 0, at: t)
        vy = VelocityEstimator(position: 0, at: t)
        tracker.touchDown(at: seenAs(point), t: t)
    }

    /// A drag to `point` at time `t`; `canBegin` is asked if the finger crosses the hysteresis.
    mutating func drag(to point: Point, at t: Double, canBegin: () -> Bool) -> [GestureUpdate] {
        seen = max(seen, t)
        guard tracker.isTouching else { return [] }
        shown = Self.movement(from: pressPoint, to: point)
        vx.move(to: shown.dx, at: t)
        vy.move(to: shown.dy, at: t)
        return tracker.move(to: seenAs(point), at: t, canBegin: canBegin)
    }

    /// The button went up at time `t` (or the finger is lifted from outside): `ended` with the
    /// velocity of that instant, or `failed` if it never began.
    mutating func lift(at t: Double) -> [GestureUpdate] {
        seen = max(seen, t)
        guard tracker.isTouching else { return [] }
        liftVelocity = releaseVelocity(at: t).perAxis
        return tracker.lift(at: t)
    }

    /// Cancels the touch at time `t` (Escape).
    mutating func cancel(at t: Double) -> [GestureUpdate] {
        seen = max(seen, t)
        return tracker.cancel(at: t)
    }
}
