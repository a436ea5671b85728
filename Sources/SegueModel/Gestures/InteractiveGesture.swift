import SegueScenario

/// What every gesture (keyboard edge pan, mouse pan, keyboard pinch, sheet pan, zoom dismissal)
/// offers its caller, the interaction controller: one entry for its input (`handle`, a
/// `GestureInput`: an arrow, the pinch, lift, cancel, a mouse report), the shared recognizer
/// state, the time of the next thing that happens on its own, and release or cancel from outside.
///
/// Time is always an argument (seconds from the session start); no gesture reads a clock.
public protocol InteractiveGesture: Sendable {
    /// The recognizer core: state, positions, velocity estimator.
    var tracker: TouchTracker { get }
    /// The next time something happens on its own (a frame of a gliding finger, the velocity
    /// going stale, a lift on its own), or nil; unit: real seconds. A caller that needs exact
    /// times advances to the deadline before going further.
    var deadline: Double? { get }
    /// Which gesture this is (edge pan, mouse pan or pinch, with its edge): the panel words
    /// how to start it from this.
    var kind: GestureInfo.Kind { get }
    /// Whether Enter and Space lift the finger (the keyboard's gestures; not a mouse drag).
    var liftsWithKeys: Bool { get }
    /// The velocity a release at time `t` would report, in `unit` per second: what the panel
    /// predicts. Default: the estimator's (0 after 0.1 s without a move); a keyboard finger whose
    /// key repeats predicts its lift in motion (`KeyboardFinger.releaseVelocity(at:)`).
    func releaseVelocity(at t: Double) -> Double
    /// The motion (v̄, ā of the last samples) a release at time `t` would report, for the system
    /// pop's projection; measured at the same instant as `releaseVelocity(at:)`. Default: the
    /// estimator's at `t`.
    func releaseMotion(at t: Double) -> ReleaseMotion?
    /// Whether `handle` would act on `input` now, so the caller gives it no other meaning (an
    /// arrow that does not move this gesture's finger, Enter with no finger down, …).
    func consumes(_ input: GestureInput) -> Bool
    /// Handles `input` at time `t` (seconds; not before earlier inputs), after what fell due by
    /// `t`. `canBegin` is asked if the finger crosses the hysteresis: whether the container allows
    /// the transition now.
    mutating func handle(_ input: GestureInput, at t: Double, canBegin: () -> Bool) -> [GestureUpdate]
    /// Fires what falls due by time `t` (each at its own deadline, not at t). `canBegin` is
    /// asked if a frame on the way crosses the hysteresis.
    mutating func advance(to t: Double, canBegin: () -> Bool) -> [GestureUpdate]
    /// Lifts the finger at time `t` (as Enter does): `ended`, or `failed` if it never began.
    mutating func release(at t: Double) -> [GestureUpdate]
    /// Cancels the touch at time `t` (as Escape does): `cancelled`, or `failed` if it never began.
    mutating func cancel(at t: Double) -> [GestureUpdate]
}

extension InteractiveGesture {
    /// The unit translations and velocities are in: points for a pan, scale for a pinch.
    public var unit: GestureUnit { kind.unit }
    /// The recognizer state.
    public var state: GestureState { tracker.state }
    /// Whether a finger is down; while it is, Enter/Space/Escape belong to the gesture.
    public var isActive: Bool { tracker.isTouching }
    /// clamp(translation / distance, 0, 1); 0 until the gesture has begun.
    public var percent: Double { tracker.percent }
    /// Translation with the hysteresis removed, in `unit`; 0 until the gesture has begun.
    public var translation: Double { tracker.translation }
    /// The last reported velocity, in `unit` per second, positive = toward finishing.
    public var velocity: Double { tracker.velocity }
    /// Handles `input` at time `t` with nothing to ask before the gesture begins.
    public mutating func handle(_ input: GestureInput, at t: Double) -> [GestureUpdate] {
        handle(input, at: t, canBegin: { true })
    }
    /// The velocity a release at time `t` would report (0 after 0.1 s without a move).
    public func releaseVelocity(at t: Double) -> Double { tracker.estimator.releaseVelocity(at: t) }
    /// The motion a release at time `t` would report (v̄ and ā 0 after 0.1 s without a move).
    public func releaseMotion(at t: Double) -> ReleaseMotion? {
        tracker.estimator.releaseMotion(at: t, distance: tracker.distance)
    }

    /// What the side panel shows about this gesture at time `t`, with `rule` deciding what a
    /// release would do; `refusal` says why the container refused the transition, if it did.
    public func info(at t: Double, rule: FinishRule, refusal: InteractionRefusal? = nil) -> GestureInfo {
        GestureInfo(self, at: t, rule: rule, refusal: refusal)
    }
}

extension GestureInfo {
    /// The side-panel facts of `gesture` at time `t` (seconds): kind, state, translation,
    /// velocity (the release velocity now while the finger is down; the release velocity after
    /// it ended; else 0) and what releasing now would do under `rule` — or, once the touch is
    /// over, what happened. `refusal` says why the container refused the transition (e.g.
    /// `.atRoot(screen: "inbox")`), when it did.
    public init(_ gesture: some InteractiveGesture, at t: Double, rule: FinishRule, refusal: InteractionRefusal? = nil) {
        let tr = gesture.tracker
        var velocity = 0.0
        let outcome: ReleaseOutcome
        switch tr.state {
        case .possible where tr.isTouching:
            outcome = .wouldFail(movement: tr.movement, hysteresis: tr.hysteresis)
        case .possible:
            outcome = .idle
        case .began, .changed:
            velocity = gesture.releaseVelocity(at: t)
            outcome = .wouldRelease(FinishVerdict(rule: rule, percent: tr.percent, velocity: velocity, unit: gesture.unit,
                                                  motion: rule == .projection ? gesture.releaseMotion(at: t) : nil))
        case .ended:
            let r = tr.lastRelease ?? GestureRelease(percent: tr.percent, velocity: 0)
            velocity = r.velocity
            outcome = .released(FinishVerdict(rule: rule, percent: r.percent, velocity: r.velocity, unit: gesture.unit,
                                               motion: rule == .projection ? r.motion : nil))
        case .cancelled:
            outcome = .cancelled
        case .failed:
            switch tr.failure {
            case .tooShort(let m, let h)?: outcome = .failedTooShort(movement: m, hysteresis: h)
            case .refused?: outcome = .refused(refusal)
            case .cancelledBeforeBegin?, nil: outcome = .cancelledBeforeBegin
            }
        }
        self.init(kind: gesture.kind, state: tr.state, translation: tr.translation, velocity: velocity,
                  releaseOutcome: outcome, isTouching: tr.isTouching)
    }
}
