// Seed 004 (Russian Q&A on UINavigationController custom transitions), its Objective-C translated
// line for line to Swift: a view controller that is the navigation controller's delegate, fade
// push and pop animators, and an edge swipe driving UIPercentDrivenInteractiveTransition that
// finishes if percent > 0.5 or the finger still moves right. Runs as fade.json's built-in does
// (seed-fade.json; Examples/seeds/README.md).
//
// Where this is not the article's text, and why:
// - The article's handler calls `[self popViewControllerAnimated:TRUE]` (self the navigation
//   controller) while its delegate is the view controller; here both live in the view controller,
//   so it calls `navigationController?.popViewController(animated: true)`.
// - `viewDidLoad`'s `self.navigationController.delegate = self` and adding the recognizer are in
//   `setUpSeedFade`: segue makes the navigation controller after the screens' viewDidLoad.
// Differs from the built-in: PopAnimator does not put the alpha back when the pop is cancelled,
// so after the demo's first, cancelled swipe the post shows its model alpha, 0 (in UIKit too: an
// animator restores in its completion what a cancelled transition changed); the built-in shows it.
import UIKit

final class PushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toViewController = transitionContext.viewController(forKey: .to)!

        transitionContext.containerView.addSubview(toViewController.view)

        toViewController.view.alpha = 0.0

        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toViewController.view.alpha = 1.0
        }, completion: { finished in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class PopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toViewController = transitionContext.viewController(forKey: .to)!
        let fromViewController = transitionContext.viewController(forKey: .from)!

        transitionContext.containerView.insertSubview(toViewController.view, belowSubview: fromViewController.view)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            fromViewController.view.alpha = 0.0
        }, completion: { finished in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class FadeViewController: UIViewController, UINavigationControllerDelegate {
    var interactionController: UIPercentDrivenInteractiveTransition?

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        if operation == .push {
            return PushAnimator()
        }

        if operation == .pop {
            return PopAnimator()
        }

        return nil
    }

    /// Handle swipe from left edge
    ///
    /// This is the "action" selector that is called when a left screen edge gesture recognizer starts.
    ///
    /// This will instantiate a UIPercentDrivenInteractiveTransition when the gesture starts,
    /// update it as the gesture is "changed", and will finish and release it when the gesture
    /// ends.
    ///
    /// - Parameter gesture: The screen edge pan gesture recognizer.
    @objc func handleSwipeFromLeftEdge(_ gesture: UIScreenEdgePanGestureRecognizer) {
        let translate = gesture.translation(in: gesture.view)
        let percent = translate.x / gesture.view!.bounds.size.width

        if gesture.state == .began {
            interactionController = UIPercentDrivenInteractiveTransition()
            navigationController?.popViewController(animated: true)
        } else if gesture.state == .changed {
            interactionController?.update(percent)
        } else if gesture.state == .ended {
            let velocity = gesture.velocity(in: gesture.view)
            if percent > 0.5 || velocity.x > 0 {
                interactionController?.finish()
            } else {
                interactionController?.cancel()
            }
            interactionController = nil
        }
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        return interactionController
    }
}

/// What the article's viewDidLoad does, once the navigation controller exists.
@MainActor func setUpSeedFade(_ navigationController: UINavigationController) {
    let viewController = navigationController.viewControllers[0] as! FadeViewController
    navigationController.delegate = viewController

    let edge = UIScreenEdgePanGestureRecognizer(target: viewController, action: #selector(FadeViewController.handleSwipeFromLeftEdge(_:)))
    edge.edges = .left
    navigationController.view.addGestureRecognizer(edge)
}
