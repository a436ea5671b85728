import SegueScenario

/// A pinch driven from the keyboard (docs/gestures.md), after seed 002's pinch-to-dismiss.
///
/// Two virtual fingers go down at the first `+` or `-` press, at scale `startScale` = 1; each
/// `-` press pinches in (the target scale − `scaleStep`), each `+` pinches out (+ `scaleStep`);
/// the scale never goes below 0, and it glides to its target frame by frame like the edge
/// pan's finger (`KeyboardFinger`). Pinching **in** drives the transition:
/// percent = clamp(1 − scale / startScale, 0, 1). Enter or Space lifts the fingers; so does
/// leaving the keys alone (`KeyRepeat`); Escape cancels. Times are real seconds.
///
/// Decisions where the docs are silent:
/// - No hysteresis: the first frame that moves begins the gesture (if `canBegin` agrees; a
///   refusal fails it at once and the rest of the touch is ignored until it lifts, as for the
///   edge pan).
/// - Translation is the pinch-in amount, startScale − scale (unitless), and the velocity is its
///   rate in scale per second: **positive = pinching in = toward finishing**, like the pans.
///   UIKit's pinch velocity has the opposite sign; with ours, seed 002's rule (cancel iff
///   velocity < 5 and percent ≤ 0.3) finishes a fast pinch in. A held key (a press every
///   0.033 s) pinches at 0.05 / 0.033 ≈ 1.5 scale/s, so in practice the percent threshold decides.
/// - The target scale is kept as a whole number of steps, so repeated presses do not drift.
public struct PinchGesture: InteractiveGesture {
    /// Default scale change per press; 0.05.
    public static let defaultScaleStep = 0.05

    /// Scale change per `+`/`-` press; unitless; > 0; default 0.05.
    public let scaleStep: Double
    /// The scale when the fingers go down; 1.
    public let startScale = 1.0
    /// The fingers, as one finger on the pinch-in axis.
    public private(set) var finger: KeyboardFinger

    /// - Parameters:
    ///   - scaleStep: scale change per press; nil or ≤ 0 = 0.05.
    ///   - keyRepeat: when the fingers lift on their own; default 0.7 s / measured.
    public init(scaleStep: Double? = nil, keyRepeat: KeyRepeat = KeyRepeat()) {
        let step = scaleStep.flatMap { $0 > 0 ? $0 : nil } ?? Self.defaultScaleStep
        self.scaleStep = step
        // Pinching in at most down to scale 0 (with a little slack for rounding).
        let deepest = Int((startScale / step + 1e-9).rounded(.down))
        finger = KeyboardFinger(step: Vector(dx: step), stepRange: Int.min...deepest, keyRepeat: keyRepeat,
                                tracker: TouchTracker(hysteresis: 0, distance: startScale))
    }

    /// The pinch a scenario's interaction asks for, lifting on its own as `keyRepeat` says
    /// (default: the interaction's `repeatDelay` and `idleRelease`).
    public init(spec: InteractionSpec, keyRepeat: KeyRepeat? = nil) {
        self.init(keyRepeat: keyRepeat ?? spec.keyRepeat)
    }

    public var tracker: TouchTracker { finger.tracker }
    /// When the fingers lift on their own.
    public var keyRepeat: KeyRepeat { finger.keyRepeat }
    /// The current virtual pinch scale (where the last frame showed it); unitless; ≥ 0; 1 at rest.
    public var scale: Double { max(0, startScale - tracker.movement) }
    /// Enter and Space lift the fingers.
    public var liftsWithKeys: Bool { true }
    /// A pinch.
    public var kind: GestureInfo.Kind { .pinch }

    /// The next frame of a moving pinch, or the lift on its own, while the fingers are down.
    public var deadline: Double? { finger.deadline }

    /// Whether `handle` would act on `input` now: the pinch's `+` and `-` always; the lift and
    /// cancel while the fingers are down.
    public func consumes(_ input: GestureInput) -> Bool {
        switch input {
        case .pinch: true
        case .lift, .cancel: tracker.isTouching
        default: false
        }
    }

    /// Handles `input` at time `t` (seconds; not before earlier inputs): `-` pinches in, `+`
    /// out, the lift lifts the fingers, the cancel cancels. First shows the frames and the lift
    /// that fell due by `t`.
    public mutating func handle(_ input: GestureInput, at t: Double, canBegin: () -> Bool) -> [GestureUpdate] {
        var updates = advance(to: t, canBegin: canBegin)
        switch input {
        case .pinch(let inward):
            _ = finger.press(dx: inward ? 1 : -1, at: t, startsTouch: true)
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

    public mutating func cancel(at t: Double) -> [GestureUpdate] { finger.cancel(at: t) }
}
