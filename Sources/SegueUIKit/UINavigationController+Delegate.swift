import SegueCore

/// The model's questions answered by the user's `UINavigationControllerDelegate`, in user code's
/// world (docs/user-code.md, "The API: navigation and transitions"). No delegate, or a nil
/// animator: UIKit's default transition, the model's own.
extension UINavigationController: @preconcurrency NavigationTransitionDelegate {
    public func animationController(for operation: SegueCore.Operation, from: ViewController, to: ViewController) -> AnimatedTransitioning? {
        guard let delegate, operation == .push || operation == .pop else { return nil }
        let world = UIKitWorld.of(modelNavigation.view.runtime)
        let animator = world.perform("navigationController(_:animationControllerFor:from:to:)") {
            delegate.navigationController(self, animationControllerFor: operation == .push ? .push : .pop,
                                          from: UIViewController.facing(from), to: UIViewController.facing(to))
        }
        return animator.map { UserAnimator($0, world: world) }
    }

    public func interactionController(for animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        guard let delegate, let user = animator as? UserAnimator else { return nil }
        let answer = user.world.perform("navigationController(_:interactionControllerFor:)") { delegate.navigationController(self, interactionControllerFor: user.animator) }
        return UserInteraction.modelController(for: answer, animator: user)
    }

    public func willShow(_ controller: ViewController, animated: Bool) {
        guard let delegate else { return }
        UIKitWorld.of(modelNavigation.view.runtime).perform("navigationController(_:willShow:animated:)") {
            delegate.navigationController(self, willShow: UIViewController.facing(controller), animated: animated)
        }
    }

    public func didShow(_ controller: ViewController, animated: Bool) {
        guard let delegate else { return }
        UIKitWorld.of(modelNavigation.view.runtime).perform("navigationController(_:didShow:animated:)") {
            delegate.navigationController(self, didShow: UIViewController.facing(controller), animated: animated)
        }
    }
}
