// Seed 002's transition coordinator: the screen appearing under a pop asks its
// `transitionCoordinator` to run an animation alongside it (the two title bars cross-fade,
// scrubbed with the finger), and when the pop is cancelled the completion puts them back
// (`context.isCancelled`). Runs as
// alongside.json's built-in does (seed-alongside.json; Examples/seeds/README.md).
//
// The article shows only the coordinator's two calls (`animateAlongsideTransition:completion:` and
// `notifyWhenInteractionEndsUsingBlock:`, today `notifyWhenInteractionChanges(_:)`, which it
// suggests for restoring state); the pop it runs alongside is not in it. So the pop animator (the
// revealed screen slides in from 0.3 of the width, 0.4 s) and the edge pan (finish past halfway
// or moving right, the rule of seed 004) are written here to be the built-in's.
import UIKit

/// The screen's element view with this identifier (the scenario's element id).
@MainActor func titleBar(of viewController: UIViewController) -> UIView? {
    viewController.view.subviews.first { $0.accessibilityIdentifier == "titleBar" }
}

final class AlongsidePopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!
        let width = transitionContext.containerView.bounds.width
        transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
        toView.transform = CGAffineTransform(translationX: -0.3 * width, y: 0)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.transform = .identity
            fromView.transform = CGAffineTransform(translationX: width, y: 0)
        }, completion: { finished in
            toView.transform = .identity
            fromView.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The first screen: the navigation controller's delegate, and the edge pan's target.
final class MailboxesViewController: UIViewController, UINavigationControllerDelegate {
    var interactionController: UIPercentDrivenInteractiveTransition?

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return operation == .pop ? AlongsidePopAnimator() : nil
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        return interactionController
    }

    /// Appearing under the popped screen: the title bars cross-fade alongside the pop.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let coordinator = self.transitionCoordinator,
              let fromViewController = coordinator.viewController(forKey: .from) else { return }
        let fromTitleBar = titleBar(of: fromViewController), toTitleBar = titleBar(of: self)
        toTitleBar?.alpha = 0
        coordinator.animate(alongsideTransition: { context in
            // The animation to run alongside the pop
            fromTitleBar?.alpha = 0
            toTitleBar?.alpha = 1
        }, completion: { context in
            // After it: a cancelled pop leaves the title bars as they were
            if context.isCancelled {
                fromTitleBar?.alpha = 1
                toTitleBar?.alpha = 0
            }
        })
    }

    @objc func handleSwipeFromLeftEdge(_ gesture: UIScreenEdgePanGestureRecognizer) {
        let percent = gesture.translation(in: gesture.view).x / gesture.view!.bounds.size.width
        switch gesture.state {
        case .began:
            interactionController = UIPercentDrivenInteractiveTransition()
            navigationController?.popViewController(animated: true)
        case .changed:
            interactionController?.update(percent)
        case .ended:
            if percent > 0.5 || gesture.velocity(in: gesture.view).x > 0 {
                interactionController?.finish()
            } else {
                interactionController?.cancel()
            }
            interactionController = nil
        case .cancelled:
            interactionController?.cancel()
            interactionController = nil
        default:
            break
        }
    }
}

/// The pushed screen: nothing of its own; its title bar fades out alongside the pop.
final class InboxViewController: UIViewController {}

/// The app's set-up: the first screen becomes the delegate; the edge pan pops.
@MainActor func setUpSeedAlongside(_ navigationController: UINavigationController) {
    let mailboxes = navigationController.viewControllers[0] as! MailboxesViewController
    navigationController.delegate = mailboxes
    navigationController.interactivePopGestureRecognizer?.isEnabled = false
    let edge = UIScreenEdgePanGestureRecognizer(target: mailboxes, action: #selector(MailboxesViewController.handleSwipeFromLeftEdge(_:)))
    edge.edges = .left
    navigationController.view.addGestureRecognizer(edge)
}
