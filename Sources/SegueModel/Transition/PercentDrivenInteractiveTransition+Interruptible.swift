import SegueSupport
import SegueScenario

/// UIPercentDrivenInteractiveTransition with an interruptible animator (docs/transitions.md,
/// "Interruptible transitions"): `update(p)` sets the animator's fractionComplete, `pause()`
/// catches the running transition, and `finish()` / `cancel()` continue the animator — forward,
/// or reversed — with `timingCurve` when set, else the interaction's release timing carrying
/// the finger's velocity.
extension PercentDrivenInteractiveTransition {
    /// Whether the transition runs on an interruptible animator that is animating now (not in
    /// its interactive phase, not completed): what a gesture can catch.
    public var canPause: Bool {
        guard let context, context.propertyAnimator != nil else { return false }
        return !context.isInteractive && !context.isCompleted
    }

    /// `pause()`: catches an animating interruptible transition. The animator pauses where its
    /// views are, the interactive phase starts again (`pauseInteractiveTransition()`) and
    /// `percentComplete` is that fraction, from which the gesture scrubs on. Logged and ignored
    /// when there is nothing to catch.
    public func pause() {
        guard canPause, let context, let animator = context.propertyAnimator else {
            runtime.warn("pause(): no running interruptible transition to pause: ignored")
            return
        }
        runtime.record(.pause)
        animator.pauseAnimation()
        // The views' progress (after a spring continuation it differs from the time fraction):
        // scrubbing starts where the views are, so nothing jumps at the catch.
        let shown = animator.shownProgress
        if abs(shown - animator.fractionComplete) > 1e-12 { animator.fractionComplete = shown }
        ended = false
        release = nil
        percentComplete = shown
        context.pauseInteractiveTransition()
        context.updateInteractiveTransition(shown)
    }

    /// The release of an interruptible transition: the animator continues towards the end
    /// (forward) or, reversed, the start, over the rest of its duration.
    func continueInterruptible(forward: Bool, context: TransitionContext) {
        guard let animator = context.propertyAnimator else { return }
        let f = animator.fractionComplete
        let parameters = timingCurve ?? releaseParameters(fraction: f, target: forward ? 1 : 0)
        if animator.isReversed == forward { animator.isReversed = !forward }
        animator.continueAnimation(withTimingParameters: parameters, durationFactor: 0)
    }

    /// The interaction's release timing with the finger's velocity as a spring's
    /// initialVelocity: the velocity over the distance still to go, in that distance per second
    /// (`Vector.springVelocity`), on both axes (every property follows the one fraction).
    func releaseParameters(fraction f: Double, target: Double) -> TimingParameters {
        guard case .spring(let s) = interaction.release else { return interaction.release }
        let (v, distance) = gestureRelease ?? (0, 1)
        let n = Vector.springVelocity(Vector(dx: v), from: Point(x: f * distance, y: 0),
                                      to: Point(x: target * distance, y: 0)).dx
        handedVelocity = (v, n)
        let velocity = Vector(dx: n, dy: n)
        switch s.form {
        case .dampingRatio(let z): return .spring(SpringTimingParameters(dampingRatio: z, initialVelocity: velocity))
        case let .physical(m, k, c): return .spring(SpringTimingParameters(mass: m, stiffness: k, damping: c, initialVelocity: velocity))
        case let .perceptual(d, b): return .spring(SpringTimingParameters(duration: d, bounce: b, initialVelocity: velocity))
        }
    }
}

extension PropertyAnimator {
    /// The progress its views show now (the first animation's; they share the animator's
    /// timing), or the fraction when it has none.
    var shownProgress: Double {
        guard let e = entries.first else { return fractionComplete }
        return progress(of: e, at: runtime.now)
    }
}
