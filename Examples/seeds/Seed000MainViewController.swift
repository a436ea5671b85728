// Seed 000 (a Chinese article, "iOS 自定义页面的切换动画与交互动画 (By Swift)"), its Swift demo in
// today's syntax, otherwise line for line: the main page (主页面) is the navigation controller's
// delegate and the animator of both push (the new page scales 0.1 → 1 above the old one) and pop
// (the top page scales 1 → 0.1 above the one below), 0.4 s. Runs as scale-push-pop.json's
// built-in does (seed-scale-push-pop.json); the interactive pops subclass it
// (Seed000PercentDriven.swift, Seed000CustomInteraction.swift; Examples/seeds/README.md).
//
// Where this is not the article's text, and why:
// - `viewDidLoad`'s `navigationController.delegate = self` is in `setUpSeedScalePushPop`: segue
//   makes the navigation controller after the screens' viewDidLoad.
// - The article's first version does not implement `interactionControllerFor`; this one returns
//   nil (the same to UIKit) so that the interactive versions can override it.
// Differs from the built-in: the completion always calls `completeTransition(true)`, so an
// interactive pop that is cancelled plays back and then pops all the same (in UIKit too);
// seed-pop-percent-driven.json's first, cancelled drag shows it.
import UIKit

class MainViewController: UIViewController, UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning {
    var navigationOperation: UINavigationController.Operation?

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        navigationOperation = operation
        return self
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        return nil
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let toViewController = transitionContext.viewController(forKey: .to)!
        let fromViewController = transitionContext.viewController(forKey: .from)!

        var destView: UIView!
        var destTransform: CGAffineTransform!
        if navigationOperation == .push {
            containerView.insertSubview(toViewController.view, aboveSubview: fromViewController.view)
            destView = toViewController.view
            destView.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
            destTransform = CGAffineTransform(scaleX: 1, y: 1)
        } else if navigationOperation == .pop {
            containerView.insertSubview(toViewController.view, belowSubview: fromViewController.view)
            destView = fromViewController.view
            destTransform = CGAffineTransform(scaleX: 0.1, y: 0.1)
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            destView.transform = destTransform
        }, completion: { completed in
            transitionContext.completeTransition(true)
        })
    }
}

/// What the article's viewDidLoad does, once the navigation controller exists.
@MainActor func setUpSeedScalePushPop(_ navigationController: UINavigationController) {
    navigationController.delegate = navigationController.viewControllers[0] as! MainViewController
}
