/// The recognizer core every gesture shares: one virtual finger on one axis, the state machine
/// (possible → began → changed* → ended | cancelled | failed), the hysteresis and the velocity
/// estimator. Positions are measured along the gesture's axis in its unit (points from the
/// edge for a pan, pinch-in amount for a pinch), increasing toward finishing.
///
/// The drivers (`EdgePanGesture`, `MousePan`, `PinchGesture`) turn keys or mouse reports into
/// touch-down, move, lift and cancel; callers only read this value.
public struct TouchTracker: Sendable, Equatable {
    /// Movement before the gesture begins; unit: the gesture's unit; ≥ 0.
    public let hysteresis: Double
    /// Translation for percent = 1; unit: the gesture's unit; > 0.
    public let distance: Double
    /// The recognizer state.
    public private(set) var state: GestureState = .possible
    /// Whether a finger is down (a touch is being tracked, even one that has failed and only
    /// waits to be lifted).
    public private(set) var isTouching = false
    /// Where the touch started, along the axis.
    public private(set) var start: Double = 0
    /// Where the finger is now, along the axis.
    public private(set) var position: Double = 0
    /// Why the last touch failed; nil unless `state == .failed`.
    public private(set) var failure: GestureFailure?
    /// Percent and velocity when the last recognized touch lifted; nil otherwise.
    public private(set) var lastRelease: GestureRelease?
    /// The velocity estimator of the current (or last) touch.
    public private(set) var estimator = VelocityEstimator()
    private var hasBegun = false
    /// Removed from the movement at `began` (the hysteresis, signed like the movement).
    private var offset: Double = 0

    init(hysteresis: Double, distance: Double) {
        self.hysteresis = max(0, hysteresis)
        self.distance = distance
    }

    /// Movement since the touch-down, before the hysteresis is removed.
    public var movement: Double { position - start }

    /// Translation with the hysteresis removed; 0 until the gesture has begun.
    public var translation: Double { hasBegun ? movement - offset : 0 }

    /// clamp(translation / distance, 0, 1), rounded to 12 decimals; 0 until the gesture has
    /// begun. The rounding makes positions reached in whole steps compare as written: six
    /// pinch steps of 0.05 give exactly 0.3 (not 0.30000000000000004), which a rule with
    /// threshold 0.3 treats as "≤ 0.3".
    public var percent: Double {
        guard hasBegun else { return 0 }
        guard distance > 0 else { return translation > 0 ? 1 : 0 }
        let p = min(max(translation / distance, 0), 1)
        return (p * 1e12).rounded() / 1e12
    }

    /// The last reported velocity (not aged); unit: the gesture's unit per second.
    public var velocity: Double { estimator.velocity }

    mutating func touchDown(at position: Double, t: Double) {
        state = .possible
        isTouching = true
        start = position
        self.position = position
        failure = nil
        lastRelease = nil
        hasBegun = false
        offset = 0
        estimator = VelocityEstimator(position: position, at: t)
    }

    mutating func move(to position: Double, at t: Double, canBegin: () -> Bool) -> [GestureUpdate] {
        guard isTouching else { return [] }
        self.position = position
        estimator.move(to: position, at: t)
        switch state {
        case .possible:
            let m = movement
            guard m != 0, abs(m) >= hysteresis else { return [] }
            guard canBegin() else {
                // UIKit: a recognizer whose delegate refuses fails at once and ignores the rest
                // of the touch until the finger lifts.
                state = .failed
                failure = .refused
                return [.failed]
            }
            offset = m > 0 ? hysteresis : -hysteresis
            hasBegun = true
            state = .began
            return [.began(percent: percent)]
        case .began, .changed:
            state = .changed
            return [.changed(percent: percent, translation: translation, velocity: estimator.velocity)]
        case .ended, .cancelled, .failed:
            return []
        }
    }

    /// Lifts the finger at time `t`, its velocity and motion measured by `estimator` (a copy the
    /// caller kept, such as the finger's at the end of its last glide; nil: this recognizer's) at
    /// time `measuredAt` (nil: `t`).
    mutating func lift(at t: Double, estimator: VelocityEstimator? = nil, measuredAt: Double? = nil) -> [GestureUpdate] {
        guard isTouching else { return [] }
        isTouching = false
        switch state {
        case .possible:
            state = .failed
            failure = .tooShort(movement: movement, hysteresis: hysteresis)
            return [.failed]
        case .began, .changed:
            let e = estimator ?? self.estimator, m = measuredAt ?? t
            let release = GestureRelease(percent: percent, velocity: e.releaseVelocity(at: m),
                                         motion: e.releaseMotion(at: m, distance: distance))
            lastRelease = release
            state = .ended
            return [.ended(percent: release.percent, velocity: release.velocity)]
        case .ended, .cancelled, .failed:
            return []
        }
    }

    mutating func cancel(at t: Double) -> [GestureUpdate] {
        guard isTouching else { return [] }
        isTouching = false
        switch state {
        case .possible:
            state = .failed
            failure = .cancelledBeforeBegin
            return [.failed]
        case .began, .changed:
            state = .cancelled
            return [.cancelled]
        case .ended, .cancelled, .failed:
            return []
        }
    }
}
