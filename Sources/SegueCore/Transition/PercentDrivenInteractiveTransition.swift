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

    override func begin(_ context: TransitionContext) {
        runtime.record("startInteractiveTransition")
        runtime.record("animateTransition")
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
}
