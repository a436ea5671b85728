/// UIPercentDrivenInteractiveTransition (docs/transitions.md): drives the animator's own animations by
/// percent. At start it calls `animateTransition` itself and freezes every transition animation
/// at offset 0; `update(p)` moves the offset to p·D; `finish()` plays the rest forward over
/// (1 − p)·D / completionSpeed and `cancel()` plays back over p·D / completionSpeed, both along
/// `completionCurve`.
public final class PercentDrivenInteractiveTransition: InteractionController {
    let animator: AnimatedTransitioning

    init(runtime: Runtime, animator: AnimatedTransitioning, finishRule: FinishRule) {
        self.animator = animator
        super.init(runtime: runtime, finishRule: finishRule)
    }

    override func begin(_ context: TransitionContext) {
        runtime.record("startInteractiveTransition")
        runtime.record("animateTransition")
        context.group.pause(at: 0)
        animator.animateTransition(context)
    }
    // The animations are in the transition's group: moving its offset is all update and
    // completion need.
}
