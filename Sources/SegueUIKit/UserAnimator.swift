import SegueCore

/// The user's `UIViewControllerAnimatedTransitioning` as the model's animator (docs/user-code.md,
/// "The API: navigation and transitions"): every call runs in user code's world, and while the
/// transition runs the world's `currentGroup` is its group, so that the `UIView.animate` calls
/// of `animateTransition(using:)` (and of the completions it chains) are scrubbed with it.
@MainActor final class UserAnimator: @preconcurrency AnimatedTransitioning {
    /// The user's animator.
    let animator: UIViewControllerAnimatedTransitioning
    unowned let world: UIKitWorld

    /// The presented controller whose transitioning delegate gave this animator (asked next for
    /// the interaction controller); nil for a navigation or tab delegate's.
    weak var delegateOwner: UIViewController?

    init(_ animator: UIViewControllerAnimatedTransitioning, world: UIKitWorld, delegateOwner: UIViewController? = nil) {
        self.animator = animator
        self.world = world
        self.delegateOwner = delegateOwner
        name = String(describing: type(of: animator))
    }

    /// The user's class name, for the log and the panel.
    let name: String

    func transitionDuration(_ context: TransitionContext) -> Double {
        world.perform("transitionDuration(using:)") { Double(animator.transitionDuration(using: UIKitTransitionContext.facing(context))) }
    }

    /// The timing of the transition's first `UIView.animate` block, for the panel's curve
    /// (easeInOut until the code has animated).
    var mainTiming: Timing { world.transitionTiming ?? .default }

    func animateTransition(_ context: TransitionContext) {
        world.currentGroup = context.group
        world.transitionTiming = nil
        world.perform("animateTransition(using:)") { animator.animateTransition(using: UIKitTransitionContext.facing(context)) }
        // An interruptible transition runs on the animator's property animator: the
        // interaction controller scrubs it, and a finger catches it.
        _ = interruptibleAnimator(using: context)
    }

    /// The user's `interruptibleAnimator(using:)`, when it implements it: the model's property
    /// animator behind the `UIViewPropertyAnimator` it returns (the same object at every call).
    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? {
        if let existing = context.propertyAnimator { return existing }
        let answer = world.perform("interruptibleAnimator(using:)") { animator.interruptibleAnimator(using: UIKitTransitionContext.facing(context)) }
        guard let propertyAnimator = answer as? UIViewPropertyAnimator else { return nil }
        world.runtime.record(.interruptibleAnimator(sameAnimator: false))
        context.propertyAnimator = propertyAnimator.modelAnimator
        return propertyAnimator.modelAnimator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        world.currentGroup = nil
        world.transitionTiming = nil
        world.perform("animationEnded(_:)") { animator.animationEnded(transitionCompleted) }
    }
}
