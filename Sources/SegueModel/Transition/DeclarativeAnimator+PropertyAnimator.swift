import SegueScenario

/// A scenario animator with `"driver": "propertyAnimator"` (docs/scenarios.md): its plain
/// tracks run on one UIViewPropertyAnimator, as a hand-written `animateTransition` would:
/// `UIViewPropertyAnimator(duration:timingParameters:)`, `addAnimations`, `addCompletion`,
/// `startAnimation()`; the completion calls `completeTransition(!transitionWasCancelled)`.
extension DeclarativeAnimator {
    /// The animator's timing parameters: as given, or made from its `curve`.
    var timingParameters: TimingParameters { spec.timingParameters ?? TimingParameters(spec.timing, duration: spec.duration) }

    /// `interruptibleAnimator(using:)` (spec `interruptible`): made at the first call — the
    /// transition set up, its tracks added, the completion calling
    /// `completeTransition(!transitionWasCancelled)` — and the same object at every later call.
    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? {
        guard spec.interruptible else { return nil }
        runtime.record(.interruptibleAnimator(sameAnimator: context.propertyAnimator != nil))
        if let existing = context.propertyAnimator { return existing }
        let prepared = prepare(context)
        let animator = makePropertyAnimator(prepared.basic, flights: prepared.flights, completion: prepared.completion)
        context.propertyAnimator = animator
        return animator
    }

    func runOnPropertyAnimator(_ tracks: [ResolvedTrack], flights: [MatchedFlight], completion: @escaping (Bool) -> Void) {
        let animator = makePropertyAnimator(tracks, flights: flights, completion: completion)
        if spec.delay > 0 { animator.startAnimation(afterDelay: spec.delay) } else { animator.startAnimation() }
    }

    private func makePropertyAnimator(_ tracks: [ResolvedTrack], flights: [MatchedFlight],
                                      completion: @escaping (Bool) -> Void) -> PropertyAnimator {
        let animator = PropertyAnimator(runtime: runtime, duration: spec.duration, timingParameters: timingParameters)
        animator.addAnimations {
            for r in tracks { r.view.apply(r.end) }
            for f in flights { f.animate() }
        }
        animator.addCompletion { position in completion(position == .end) }
        return animator
    }
}
