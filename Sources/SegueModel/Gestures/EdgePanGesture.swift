import SegueSupport
import SegueScenario

/// The screen-edge pan driven from the keyboard (docs/gestures.md), modelled on
/// UIScreenEdgePanGestureRecognizer.
///
/// A virtual finger (`KeyboardFinger`) lands on `edge` at the first inward arrow press; each
/// inward press (→ from the left edge, ← from the right, ↓ from the top, ↑ from the bottom)
/// moves its target `step` points inward and each outward press `step` points back, never past
/// the edge; the finger glides to its target, frame by frame. Other arrows are ignored. The
/// gesture begins once the finger has moved ≥ `hysteresis` and the caller's `canBegin` agrees;
/// at `began` the hysteresis is removed from the translation, and
/// percent = clamp(translation / distance, 0, 1). Enter or Space lifts the finger; so does
/// leaving the keys alone (`KeyRepeat`: at rest 0.7 s after a press until the key repeats, then
/// in motion when the repeats stop). Escape cancels. Times are real seconds: slow motion does not slow the finger.
///
/// Decisions where the docs are silent:
/// - An outward press with no finger down does nothing (the finger is already at the edge).
/// - Every arrow press on the axis counts for the lift timing, even one that cannot move the
///   finger (pressed against the edge).
/// - If `canBegin` refuses, the gesture fails at once (one `failed` update) and, as in UIKit,
///   ignores the rest of the touch: arrows are swallowed until the finger lifts (Enter,
///   Space, Escape or the lift on its own), and the next press starts a new touch that asks again.
/// - Enter lifts the finger where the last frame showed it (at most 1/60 s behind a glide).
public struct EdgePanGesture: InteractiveGesture {
    /// Default movement before the gesture begins; unit: points; 15.
    public static let defaultHysteresis = 15.0

    /// The edge the finger starts on; default left.
    public let edge: Edge
    /// The container size; unit: points.
    public let containerSize: Size
    /// Distance one arrow press moves the finger; unit: points; > 0; default the container
    /// width / 20 (height / 20 for the top and bottom edges).
    public let step: Double
    /// The finger.
    public private(set) var finger: KeyboardFinger
    /// Whether this finger catches a running transition: either arrow puts it down, and it
    /// may move back as far as the transition has come (docs/gestures.md, "Catching").
    public private(set) var catches = false

    /// - Parameters:
    ///   - edge: where the finger starts; default left.
    ///   - containerSize: the container, in points.
    ///   - step: points per arrow press; nil or ≤ 0 = extent / 20 (extent = width, or height
    ///     for top/bottom).
    ///   - distance: translation for percent = 1, in points; nil or ≤ 0 = the extent.
    ///   - hysteresis: points of movement before the gesture begins; ≥ 0; default 15.
    ///   - keyRepeat: when the finger lifts on its own; default 0.7 s / measured.
    public init(edge: Edge = .left, containerSize: Size, step: Double? = nil, distance: Double? = nil,
                hysteresis: Double = EdgePanGesture.defaultHysteresis, keyRepeat: KeyRepeat = KeyRepeat()) {
        let extent = edge.panExtent(of: containerSize)
        self.edge = edge
        self.containerSize = containerSize
        self.step = step.flatMap { $0 > 0 ? $0 : nil } ?? extent / 20
        let tracker = TouchTracker(hysteresis: hysteresis, distance: distance.flatMap { $0 > 0 ? $0 : nil } ?? extent)
        finger = KeyboardFinger(step: Vector(dx: self.step), stepRange: 0...Int.max, keyRepeat: keyRepeat, tracker: tracker)
    }

    /// The gesture a scenario's interaction asks for (its edge, step, distance and hysteresis)
    /// in a container of `containerSize` points, lifting on its own as `keyRepeat` says
    /// (default: the interaction's `repeatDelay` and `idleRelease`).
    public init(spec: InteractionSpec, containerSize: Size, keyRepeat: KeyRepeat? = nil) {
        self.init(edge: spec.edge, containerSize: containerSize, step: spec.step, distance: spec.distance,
                  hysteresis: spec.hysteresis, keyRepeat: keyRepeat ?? spec.keyRepeat)
    }

    /// The finger that catches a running interruptible transition at `fraction` (0…1): no
    /// hysteresis, and it may move back by `fraction` × distance (whole steps, rounded up).
    public init(catching spec: InteractionSpec, containerSize: Size, at fraction: Double, keyRepeat: KeyRepeat? = nil) {
        self.init(spec: spec, containerSize: containerSize, keyRepeat: keyRepeat)
        let tracker = TouchTracker(hysteresis: 0, distance: distance)
        let back = Int((min(max(fraction, 0), 1) * distance / step).rounded(.up))
        finger = KeyboardFinger(step: Vector(dx: step), stepRange: -back...Int.max, keyRepeat: finger.keyRepeat, tracker: tracker)
        catches = true
    }

    public var tracker: TouchTracker { finger.tracker }
    /// Movement before the gesture begins; unit: points.
    public var hysteresis: Double { tracker.hysteresis }
    /// Translation for percent = 1; unit: points.
    public var distance: Double { tracker.distance }
    /// When the finger lifts on its own.
    public var keyRepeat: KeyRepeat { finger.keyRepeat }
    /// Enter and Space lift the finger.
    public var liftsWithKeys: Bool { true }
    /// An edge pan from `edge`.
    public var kind: GestureInfo.Kind { .edgePan(edge) }

    /// The next frame of a moving finger, or the lift on its own, while a finger is down.
    public var deadline: Double? { finger.deadline }

    /// Whether `handle` would act on `input` now (so the caller should not give it another
    /// meaning): the inward arrow always, the outward arrow while a finger is down, and the
    /// lift and cancel while a finger is down.
    public func consumes(_ input: GestureInput) -> Bool {
        switch input {
        case .arrow(edge.panInwardArrow): true
        case .arrow(edge.panOutwardArrow), .lift, .cancel: tracker.isTouching
        default: false
        }
    }

    /// Handles `input` at time `t` (seconds; not before earlier inputs): an arrow moves the finger
    /// in or out, the lift lifts it, the cancel cancels. First shows the frames and the lift that
    /// fell due by `t`. `canBegin` is asked only when the finger crosses the hysteresis: whether
    /// the container allows the transition now.
    public mutating func handle(_ input: GestureInput, at t: Double, canBegin: () -> Bool) -> [GestureUpdate] {
        var updates = advance(to: t, canBegin: canBegin)
        switch input {
        case .arrow(let arrow) where arrow == edge.panInwardArrow || arrow == edge.panOutwardArrow:
            let inward = arrow == edge.panInwardArrow
            _ = finger.press(dx: inward ? 1 : -1, at: t, startsTouch: inward || catches)
        case .lift:
            updates += release(at: t)
        case .cancel:
            updates += cancel(at: t)
        default:
            break
        }
        return updates
    }

    public mutating func advance(to t: Double, canBegin: () -> Bool) -> [GestureUpdate] {
        finger.advance(to: t, canBegin: canBegin)
    }

    public mutating func release(at t: Double) -> [GestureUpdate] { finger.lift(at: t) }

    public func releaseVelocity(at t: Double) -> Double { finger.releaseVelocity(at: t).along }
    public func releaseMotion(at t: Double) -> ReleaseMotion? { finger.releaseMotion(at: t) }

    public mutating func cancel(at t: Double) -> [GestureUpdate] { finger.cancel(at: t) }
}
