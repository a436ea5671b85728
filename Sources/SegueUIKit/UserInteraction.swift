import SegueCore

/// The user's own `UIViewControllerInteractiveTransitioning` (not a percent-driven one) as the
/// model's interaction controller (docs/user-code.md, "The API: navigation and transitions"):
/// `startInteractiveTransition(_:)` is the user's, who then moves the views and calls the
/// context's update, finish or cancel and `completeTransition` itself. The model's own gesture
/// never drives it.
@MainActor final class UserInteraction: @preconcurrency InteractiveTransitioning {
    let interaction: UIViewControllerInteractiveTransitioning
    let animator: UserAnimator
    private weak var context: TransitionContext?

    init(_ interaction: UIViewControllerInteractiveTransitioning, animator: UserAnimator) {
        self.interaction = interaction
        self.animator = animator
        wantsInteractiveStart = interaction.wantsInteractiveStart
        completionSpeed = Double(interaction.completionSpeed)
        completionCurve = interaction.completionCurve.timingCurve
    }

    func startInteractiveTransition(_ context: TransitionContext) {
        self.context = context
        animator.world.perform("startInteractiveTransition(_:)") { interaction.startInteractiveTransition(UIKitTransitionContext.facing(context)) }
        context.coordinator.transitionStarted()
    }

    let wantsInteractiveStart: Bool
    var completionSpeed: Double
    var completionCurve: TimingCurve
    var percentComplete: Double { context?.interactivePercent ?? 0 }
    /// The user's code drives the transition: the model's gesture has nothing to do here.
    func update(_ percent: Double) {}
    func finish() {}
    func cancel() {}
    var finishRule: FinishRule { .threshold(0.5) }
}

extension UserInteraction {
    /// A delegate's interaction controller as the model's: a percent-driven one is backed by the
    /// model's, any other is the user's own; nil stays nil.
    static func modelController(for answer: UIViewControllerInteractiveTransitioning?, animator: UserAnimator) -> InteractiveTransitioning? {
        guard let answer else { return nil }
        if let percentDriven = answer as? UIPercentDrivenInteractiveTransition {
            return percentDriven.makeModelController(driving: animator)
        }
        return UserInteraction(answer, animator: animator)
    }
}
