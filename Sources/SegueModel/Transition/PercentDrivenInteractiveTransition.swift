import SegueScenario

/// UIPercentDrivenInteractiveTransition (docs/transitions.md): drives the animator's own animations by
/// percent. At start it calls `animateTransition` itself and freezes every transition animation
/// at offset 0; `update(p)` moves the offset to p·D; `finish()` plays the rest forward over
/// (1 − p)·D / completionSpeed and `cancel()` plays back over p·D / completionSpeed, both along
/// `completionCurve`. With an interruptible animator it drives that animator instead
/// (PercentDrivenInteractiveTransition+Interruptible.swift).
public final class PercentDrivenInteractiveTransition: InteractionController {
    let animator: AnimatedTransitioning
    /// `timingCurve`: with an interruptible animator, the timing parameters the completion
    /// continues with when set (no velocity added); nil (the default): the interaction's
    /// `release` timing with the finger's velocity.
    public var timingCurve: TimingParameters?
    /// At the last release of an interruptible transition: the velocity handed to the spring,
    /// in points per second (the finger's) and normalised (remaining distances per second).
    public internal(set) var handedVelocity: (pointsPerSecond: Double, normalised: Double)?

    init(runtime: Runtime, animator: AnimatedTransitioning, finishRule: FinishRule) {
        self.animator = animator
        super.init(runtime: runtime, finishRule: finishRule)
    }

    /// A controller for a host whose own code decides when to finish (SegueUIKit's
    /// `UIPercentDrivenInteractiveTransition`): driving `animator`'s animations in `runtime`;
    /// its finish rule (the model gesture's, unused by such code) is `.threshold(0.5)`.
    public convenience init(runtime: Runtime, animator: AnimatedTransitioning) {
        self.init(runtime: runtime, animator: animator, finishRule: .threshold(0.5))
    }

    override func begin(_ context: TransitionContext) {
        runtime.record(.startInteractiveTransition(.percentDriven))
        runtime.record(.animateTransition)
        if context.isInteractive { context.group.pause(at: 0) }
        animator.animateTransition(context)
    }
    // The animations are in the transition's group: moving its offset is all update and
    // completion need.

    override func apply(_ p: Double, context: TransitionContext) {
        context.propertyAnimator?.fractionComplete = p
    }

    override func complete(forward: Bool, over time: Double, context: TransitionContext) {
        continueInterruptible(forward: forward, context: context)
    }

    /// After the system pop's release (`projection`): curve 7, the playhead at the spring time
    /// the completion has reached (its 0.5 s spread over the completion time). Otherwise nil:
    /// the animator's own timing (linear while the finger drives the system pop).
    override public func plottedTiming(at t: Double) -> (timing: TimingEvaluator, offset: Double)? {
        guard projection != nil, let release else { return nil }
        let curve = completionTiming.evaluator(nominalDuration: 1)
        let u = release.duration > 0 ? min(max(t - release.at, 0) / release.duration, 1) : 1
        return (curve, u * curve.duration)
    }
}
