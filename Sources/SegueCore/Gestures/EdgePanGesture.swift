/// The screen-edge pan driven from the keyboard (SPEC §5.1), modelled on
/// UIScreenEdgePanGestureRecognizer.
///
/// A virtual finger lands on `edge` at the first inward arrow press and moves `step` points
/// inward per inward press (→ from the left edge, ← from the right, ↓ from the top, ↑ from the
/// bottom) and `step` points back per outward press, never past the edge. Other arrows are
/// ignored. The gesture begins once the finger has moved ≥ `hysteresis` and the caller's
/// `canBegin` agrees; at `began` the hysteresis is removed from the translation, and
/// percent = clamp(translation / distance, 0, 1). Enter or Space lifts the finger; so does
/// `idleRelease` seconds without an arrow key (see `deadline`). Escape cancels.
///
/// Decisions where the SPEC is silent:
/// - An outward press with no finger down does nothing (the finger is already at the edge).
/// - Every arrow press on the axis is a move, even one that cannot go past the edge (a sample
///   of 0 pt/s: the finger pressed still against the edge); it also restarts the idle timer.
/// - If `canBegin` refuses, the gesture fails at once (one `failed` update) and, as in UIKit,
///   ignores the rest of the touch: arrows are swallowed until the finger lifts (Enter,
///   Space, Escape or the idle release), and the next press starts a new touch that asks again.
/// - The finger's position is kept as a whole number of steps, so repeated presses do not
///   accumulate rounding.
public struct EdgePanGesture: InteractiveGesture {
    /// Default movement before the gesture begins; unit: points; 15.
    public static let defaultHysteresis = 15.0
    /// Default idle time before an automatic release; unit: seconds; 0.5.
    public static let defaultIdleRelease = 0.5

    /// The edge the finger starts on; default left.
    public let edge: Edge
    /// The container size; unit: points.
    public let containerSize: Size
    /// Distance one arrow press moves the finger; unit: points; > 0; default the container
    /// width / 20 (height / 20 for the top and bottom edges).
    public let step: Double
    /// Seconds without an arrow key before the finger lifts on its own; > 0; default 0.5.
    public let idleRelease: Double
    public private(set) var tracker: TouchTracker
    private var steps = 0
    private var lastKeyTime: Double?

    /// - Parameters:
    ///   - edge: where the finger starts; default left.
    ///   - containerSize: the container, in points.
    ///   - step: points per arrow press; nil or ≤ 0 = extent / 20 (extent = width, or height
    ///     for top/bottom).
    ///   - distance: translation for percent = 1, in points; nil or ≤ 0 = the extent.
    ///   - hysteresis: points of movement before the gesture begins; ≥ 0; default 15.
    ///   - idleRelease: seconds after the last arrow key before the finger lifts; nil or ≤ 0 = 0.5.
    public init(edge: Edge = .left, containerSize: Size, step: Double? = nil, distance: Double? = nil,
                hysteresis: Double = EdgePanGesture.defaultHysteresis, idleRelease: Double? = nil) {
        let extent = edge.panExtent(of: containerSize)
        self.edge = edge
        self.containerSize = containerSize
        self.step = step.flatMap { $0 > 0 ? $0 : nil } ?? extent / 20
        self.idleRelease = idleRelease.flatMap { $0 > 0 ? $0 : nil } ?? Self.defaultIdleRelease
        tracker = TouchTracker(hysteresis: hysteresis, distance: distance.flatMap { $0 > 0 ? $0 : nil } ?? extent)
    }

    /// The gesture a scenario's interaction asks for (its edge, step, distance, hysteresis and
    /// idle release) in a container of `containerSize` points.
    public init(spec: InteractionSpec, containerSize: Size) {
        self.init(edge: spec.edge, containerSize: containerSize, step: spec.step, distance: spec.distance,
                  hysteresis: spec.hysteresis, idleRelease: spec.idleRelease)
    }

    /// Movement before the gesture begins; unit: points.
    public var hysteresis: Double { tracker.hysteresis }
    /// Translation for percent = 1; unit: points.
    public var distance: Double { tracker.distance }
    /// Points.
    public var unit: GestureUnit { .points }
    public var hint: String { "\(edge.panInwardGlyph) from the \(edge.rawValue) edge" }

    /// The idle release time while a finger is down: the last arrow key + `idleRelease`.
    public var deadline: Double? {
        guard tracker.isTouching, let last = lastKeyTime else { return nil }
        return last + idleRelease
    }

    /// Whether `handle` would act on `key` now (so the caller should not give it another
    /// meaning): inward arrows always, the outward arrow while a finger is down, and Enter,
    /// Space and Escape while a finger is down.
    public func consumes(_ key: Key) -> Bool {
        switch key {
        case edge.panInwardKey: true
        case edge.panOutwardKey, .enter, .space, .escape: tracker.isTouching
        default: false
        }
    }

    /// Handles a key pressed at time `t` (seconds; not before earlier events). First fires an
    /// idle release that fell due at or before `t`. `canBegin` is asked only when the finger
    /// crosses the hysteresis: whether the container allows the transition now (SPEC §4.5).
    public mutating func handle(_ key: Key, at t: Double, canBegin: () -> Bool = { true }) -> [GestureUpdate] {
        var updates = advance(to: t)
        switch key {
        case edge.panInwardKey, edge.panOutwardKey:
            let inward = key == edge.panInwardKey
            if !tracker.isTouching {
                guard inward else { return updates }
                steps = 0
                tracker.touchDown(at: 0, t: t)
            }
            steps = inward ? steps + 1 : max(0, steps - 1)
            lastKeyTime = t
            updates += tracker.move(to: Double(steps) * step, at: t, canBegin: canBegin)
        case .enter, .space:
            updates += release(at: t)
        case .escape:
            updates += cancel(at: t)
        default:
            break
        }
        return updates
    }

    public mutating func advance(to t: Double) -> [GestureUpdate] {
        guard let d = deadline, t >= d else { return [] }
        return tracker.lift(at: d)
    }

    public mutating func release(at t: Double) -> [GestureUpdate] { tracker.lift(at: t) }

    public mutating func cancel(at t: Double) -> [GestureUpdate] { tracker.cancel(at: t) }
}
