/// A pinch driven from the keyboard (SPEC §5.3), after seed 002's pinch-to-dismiss.
///
/// Two virtual fingers go down at the first `+` or `-` press, at scale `startScale` = 1; each
/// `-` press pinches in (scale − `scaleStep`), each `+` pinches out (scale + `scaleStep`);
/// the scale never goes below 0. Pinching **in** drives the transition:
/// percent = clamp(1 − scale / startScale, 0, 1). Enter or Space lifts the fingers; so does
/// `idleRelease` seconds without `+`/`-`; Escape cancels.
///
/// Decisions where the SPEC is silent:
/// - No hysteresis: the first press begins the gesture (if `canBegin` agrees; a refusal fails
///   it at once and the rest of the touch is ignored until it lifts, as for the edge pan).
///   The first press is both the touch-down and the first change, so percent after one `-`
///   is 0.05.
/// - Translation is the pinch-in amount, startScale − scale (unitless), and the velocity is its
///   rate in scale per second: **positive = pinching in = toward finishing**, like the pans.
///   UIKit's pinch velocity has the opposite sign; with ours, seed 002's rule (cancel iff
///   velocity < 5 and percent ≤ 0.3) finishes a fast pinch in. Key presses 0.03 s apart make
///   0.05 / 0.03 ≈ 1.67 scale/s, so in practice the percent threshold decides.
/// - The scale is kept as a whole number of steps, so repeated presses do not drift.
public struct PinchGesture: InteractiveGesture {
    /// Default scale change per press; 0.05.
    public static let defaultScaleStep = 0.05

    /// Scale change per `+`/`-` press; unitless; > 0; default 0.05.
    public let scaleStep: Double
    /// Seconds without `+`/`-` before the fingers lift on their own; > 0; default 0.5.
    public let idleRelease: Double
    /// The scale when the fingers go down; 1.
    public let startScale = 1.0
    public private(set) var tracker: TouchTracker
    private var steps = 0
    private var lastKeyTime: Double?

    /// - Parameters:
    ///   - scaleStep: scale change per press; nil or ≤ 0 = 0.05.
    ///   - idleRelease: seconds after the last `+`/`-` before the fingers lift; nil or ≤ 0 = 0.5.
    public init(scaleStep: Double? = nil, idleRelease: Double? = nil) {
        self.scaleStep = scaleStep.flatMap { $0 > 0 ? $0 : nil } ?? Self.defaultScaleStep
        self.idleRelease = idleRelease.flatMap { $0 > 0 ? $0 : nil } ?? EdgePanGesture.defaultIdleRelease
        tracker = TouchTracker(hysteresis: 0, distance: startScale)
    }

    /// The pinch a scenario's interaction asks for (its idle release).
    public init(spec: InteractionSpec) {
        self.init(idleRelease: spec.idleRelease)
    }

    /// The current virtual pinch scale; unitless; ≥ 0; 1 at rest.
    public var scale: Double { max(0, startScale + Double(steps) * scaleStep) }
    /// Scale.
    public var unit: GestureUnit { .scale }
    public var hint: String { "- pinches in, + out" }

    /// The idle release time while the fingers are down: the last `+`/`-` + `idleRelease`.
    public var deadline: Double? {
        guard tracker.isTouching, let last = lastKeyTime else { return nil }
        return last + idleRelease
    }

    /// Whether `handle` would act on `key` now: `+` and `-` always; Enter, Space and Escape
    /// while the fingers are down.
    public func consumes(_ key: Key) -> Bool {
        switch key {
        case .plus, .minus: true
        case .enter, .space, .escape: tracker.isTouching
        default: false
        }
    }

    /// Handles a key pressed at time `t` (seconds; not before earlier events). First fires an
    /// idle release that fell due at or before `t`.
    public mutating func handle(_ key: Key, at t: Double, canBegin: () -> Bool = { true }) -> [GestureUpdate] {
        var updates = advance(to: t)
        switch key {
        case .plus, .minus:
            if !tracker.isTouching {
                steps = 0
                tracker.touchDown(at: 0, t: t)
            }
            if key == .plus {
                steps += 1
            } else if startScale + Double(steps - 1) * scaleStep > -1e-9 {
                steps -= 1
            }
            lastKeyTime = t
            updates += tracker.move(to: startScale - scale, at: t, canBegin: canBegin)
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
