import SegueSupport
import SegueScenario

/// The zoom transition's dismissal pan (docs/gestures.md, "The zoom dismissal"), modelled on the pan
/// UIKit's zoom installs on the zoomed view: it starts anywhere in the view and works in every
/// direction.
///
/// - **Keyboard**: the first arrow press (any of the four) puts a virtual finger down at the view's
///   centre; each press moves its target one step that way (`stepX` = width / 20 for ← →,
///   `stepY` = height / 20 for ↑ ↓), and the finger glides to it frame by frame as the edge pan's
///   does — it is a `KeyboardFinger` measuring its distance from the touch-down — and lifts on its
///   own as the edge pan's does (`KeyRepeat`: in motion when the repeats stop); Enter or Space
///   lifts it, Escape cancels.
/// - **Mouse**: a press inside the view puts the mouse's finger (`MouseFinger`, measuring its
///   distance from the press) down there, drags move it exactly, the release lifts it.
///
/// The recognizer (`TouchTracker`) sees the finger's **distance** from where it went down, r = |d|:
/// it begins once r ≥ `hysteresis` (15 pt) and the caller's `canBegin` agrees; translation = r − 15,
/// percent = clamp(translation / distance, 0, 1) with distance = the container height; its velocity
/// is dr/dt (positive = moving away from the touch-down = towards dismissing), smoothed 0.2/0.8 per
/// frame like the edge pan's. `translationVector` is d shortened by the hysteresis, and
/// `releaseVelocity(at:)`'s vector form is the finger's own velocity per axis, smoothed the same way.
/// Times are real seconds.
public struct ZoomDismissPan: InteractiveGesture {
    /// What moves the finger.
    public enum Input: Sendable, Equatable { case keyboard, mouse }

    /// The container size; unit: points.
    public let containerSize: Size
    /// What moves the finger.
    public let input: Input
    /// When the keyboard finger lifts on its own.
    public let keyRepeat: KeyRepeat
    /// The finger (keys glide it, the mouse places it), seen by the recognizer as its distance
    /// from the touch-down; steps: width / 20 for ← →, height / 20 for ↑ ↓.
    public private(set) var finger: Finger

    /// - Parameters:
    ///   - containerSize: the container, in points; the distance for percent 1 is its height.
    ///   - input: keyboard or mouse.
    ///   - hysteresis: points of movement before the pan begins; ≥ 0; default 15.
    ///   - keyRepeat: when the keyboard finger lifts on its own; default 0.7 s / measured.
    public init(containerSize: Size, input: Input, hysteresis: Double = EdgePanGesture.defaultHysteresis,
                keyRepeat: KeyRepeat = KeyRepeat()) {
        self.containerSize = containerSize
        self.input = input
        self.keyRepeat = keyRepeat
        let tracker = TouchTracker(hysteresis: hysteresis, distance: containerSize.height)
        finger = switch input {
        case .keyboard:
            .keyboard(KeyboardFinger(step: Vector(dx: containerSize.width / 20, dy: containerSize.height / 20), measure: .distance,
                                     keyRepeat: keyRepeat, tracker: tracker))
        case .mouse: .mouse(MouseFinger(measure: .distance, tracker: tracker))
        }
    }

    public var tracker: TouchTracker { finger.tracker }
    /// Points per ← → press; width / 20.
    public var stepX: Double { containerSize.width / 20 }
    /// Points per ↑ ↓ press; height / 20.
    public var stepY: Double { containerSize.height / 20 }
    /// Translation for percent 1: the container height; unit: points.
    public var distance: Double { tracker.distance }
    /// The keyboard's finger lifts with Enter and Space; the mouse's with its button.
    public var liftsWithKeys: Bool { input == .keyboard }
    public var kind: GestureInfo.Kind { .zoomPan(keyboard: input == .keyboard) }

    /// The finger's movement with the hysteresis taken off its length (the view's centre moves by
    /// this); zero until the pan has begun; unit: points.
    public var translationVector: Vector {
        let d = finger.shown
        let r = (d.dx * d.dx + d.dy * d.dy).squareRoot()
        guard r > 0, tracker.state.isRecognized || tracker.state == .ended else { return .zero }
        let k = max(0, tracker.translation) / r
        return Vector(dx: d.dx * k, dy: d.dy * k)
    }

    /// The finger's velocity per axis a release at time `t` would report (zero 0.1 s after the last
    /// move; a lift in motion's while the key repeats), or, once it lifted, the lift's; unit:
    /// points per second.
    public func releaseVelocityVector(at t: Double) -> Vector { finger.releaseVelocity(at: t).perAxis }

    public func releaseVelocity(at t: Double) -> Double { finger.releaseVelocity(at: t).along }

    /// The next frame of a gliding finger, its velocity going stale, or the lift on its own; unit: seconds.
    public var deadline: Double? { finger.deadline }

    /// Whether `handle` would act on `input` now: every arrow (keyboard input), the lift while the
    /// keyboard's finger is down, every mouse report (mouse input), the cancel while a finger is down.
    public func consumes(_ input: GestureInput) -> Bool {
        switch input {
        case .arrow: self.input == .keyboard
        case .lift: self.input == .keyboard && tracker.isTouching
        case .mouse: self.input == .mouse
        case .cancel: tracker.isTouching
        case .pinch: false
        }
    }

    /// Handles `input` at time `t` (seconds; not before earlier inputs): an arrow moves the keyboard's
    /// finger one step that way, after the frames and the lift that fell due by `t`; the lift lifts
    /// it, the cancel cancels; a mouse press puts the mouse's finger down (the caller checked it is
    /// inside the view), drags move it, the release lifts it.
    public mutating func handle(_ input: GestureInput, at t: Double, canBegin: () -> Bool) -> [GestureUpdate] {
        if case .mouse(let kind, let point) = input { return finger.mouse(kind, at: point, t: t, canBegin: canBegin) }
        var updates = advance(to: t, canBegin: canBegin)
        switch (finger, input) {
        case (.keyboard(var f), .arrow(let arrow)):
            let (dx, dy) = switch arrow {
            case .left: (-1, 0)
            case .right: (1, 0)
            case .up: (0, -1)
            case .down: (0, 1)
            }
            _ = f.press(dx: dx, dy: dy, at: t, startsTouch: true)
            finger = .keyboard(f)
        case (_, .lift):
            updates += release(at: t)
        case (_, .cancel):
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

    public mutating func cancel(at t: Double) -> [GestureUpdate] { finger.cancel(at: t) }
}
