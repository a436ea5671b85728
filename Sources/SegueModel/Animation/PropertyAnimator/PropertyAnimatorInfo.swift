/// What the side panel shows about the property animator of an interruptible transition
/// (docs/panel-and-exports.md): facts only, the renderer words them.
public struct PropertyAnimatorInfo: Sendable, Equatable {
    /// UIViewAnimatingState, with `active` split into running and paused as the panel shows it.
    public enum State: String, Sendable, Equatable { case inactive, active, paused, stopped }

    public var state: State
    /// fractionComplete now, 0…1.
    public var fractionComplete: Double
    /// isReversed: whether it runs (or will run) toward the start.
    public var isReversed: Bool
    /// At the last release: the velocity handed to the spring, in points per second (the
    /// finger's, positive toward finishing) and normalised (remaining distances per second, as
    /// UISpringTimingParameters' initialVelocity takes it); nil before any release.
    public var releaseVelocity: (pointsPerSecond: Double, normalised: Double)?

    public init(state: State, fractionComplete: Double, isReversed: Bool,
                releaseVelocity: (pointsPerSecond: Double, normalised: Double)? = nil) {
        self.state = state
        self.fractionComplete = fractionComplete
        self.isReversed = isReversed
        self.releaseVelocity = releaseVelocity
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.state == b.state && a.fractionComplete == b.fractionComplete && a.isReversed == b.isReversed
            && a.releaseVelocity?.pointsPerSecond == b.releaseVelocity?.pointsPerSecond
            && a.releaseVelocity?.normalised == b.releaseVelocity?.normalised
    }
}

extension PropertyAnimatorInfo {
    /// The facts of `animator` now, with the velocity its last release handed over.
    init(_ animator: PropertyAnimator, releaseVelocity: (pointsPerSecond: Double, normalised: Double)?) {
        let state: State
        switch animator.state {
        case .inactive: state = .inactive
        case .active: state = animator.isRunning ? .active : .paused
        case .stopped: state = .stopped
        }
        self.init(state: state, fractionComplete: animator.fractionComplete, isReversed: animator.isReversed,
                  releaseVelocity: releaseVelocity)
    }
}
