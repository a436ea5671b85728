/// A scenario animator with `"driver": "propertyAnimator"` (docs/scenarios.md): its plain
/// tracks run on one UIViewPropertyAnimator, as a hand-written `animateTransition` would:
/// `UIViewPropertyAnimator(duration:timingParameters:)`, `addAnimations`, `addCompletion`,
/// `startAnimation()`; the completion calls `completeTransition(!transitionWasCancelled)`.
extension DeclarativeAnimator {
    /// The animator's timing parameters: as given, or made from its `curve`.
    var timingParameters: TimingParameters { spec.timingParameters ?? TimingParameters(spec.timing, duration: spec.duration) }

    func runOnPropertyAnimator(_ tracks: [ResolvedTrack], flights: [MatchedFlight], completion: @escaping (Bool) -> Void) {
        let animator = PropertyAnimator(runtime: runtime, duration: spec.duration, timingParameters: timingParameters)
        animator.addAnimations {
            for r in tracks { r.view.apply(r.end) }
            for f in flights { f.animate() }
        }
        animator.addCompletion { position in completion(position == .end) }
        if spec.delay > 0 { animator.startAnimation(afterDelay: spec.delay) } else { animator.startAnimation() }
    }
}
