// Seed 003 (a Chinese blog post on the iOS 7 swipe-to-pop gesture), its Objective-C translated
// line for line to Swift: WQPopAnimator (the revealed screen slides in from a third of the width
// to the left while the top one slides off to the right, 0.4 s) and the edge pan that drives
// UIPercentDrivenInteractiveTransition, finishing if the finger still moves right when it lifts.
// Runs as pop-parallax.json's built-in does (seed-pop-parallax.json; Examples/seeds/README.md).
//
// Where this is not the article's text, and why:
// - The article's `enablePanToPopForNavigationController:` and the delegate live in its
//   navigation helper object; here `ParallaxPopViewController` (the first screen) holds them, and
//   `setUpSeedPopParallax` makes it the delegate and calls `enablePanToPop(for:)`.
// - Its push-guard (`supportPan2Pop` reset in didShow for `pushingViewController`, a property of its
//   own navigation controller subclass) is left out: segue refuses a pop during a push itself.
// Differs from the built-in: the article starts the revealed screen at −width/3 exactly; the
// built-in writes −0.3333 of the width, so the revealed screen's x is (1/3)/0.3333 times the
// built-in's (13 thousandths of a point at the start on a 390-pt phone).
import UIKit

final class WQPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toViewController = transitionContext.viewController(forKey: .to)!
        let fromViewController = transitionContext.viewController(forKey: .from)!
        transitionContext.containerView.insertSubview(toViewController.view, belowSubview: fromViewController.view)

        var toRect = toViewController.view.frame
        let originX = toRect.origin.x
        toRect.origin.x -= toRect.size.width / 3
        toViewController.view.frame = toRect

        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            var fromRect = fromViewController.view.frame
            fromRect.origin.x += fromRect.size.width
            fromViewController.view.frame = fromRect

            toRect.origin.x = originX
            toViewController.view.frame = toRect
        }, completion: { finished in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class ParallaxPopViewController: UIViewController, UINavigationControllerDelegate {
    var popAnimator: WQPopAnimator?
    var popInteractionController: UIPercentDrivenInteractiveTransition?
    var supportPan2Pop = false

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        if operation == .pop {
            if self.popAnimator == nil {
                self.popAnimator = WQPopAnimator()
            }
            return self.popAnimator
        }

        return nil
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        return self.popInteractionController
    }

    // MARK: -

    func enablePanToPop(for navigationController: UINavigationController) {
        let left2rightSwipe = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(didPanToPop(_:)))
        //left2rightSwipe.delegate = self
        left2rightSwipe.edges = .left
        navigationController.view.addGestureRecognizer(left2rightSwipe)

        self.popAnimator = WQPopAnimator()
        self.supportPan2Pop = true
    }

    @objc func didPanToPop(_ panGesture: UIPanGestureRecognizer) {
        if !self.supportPan2Pop { return }

        let view = self.navigationController!.view!

        if panGesture.state == .began {
            self.popInteractionController = UIPercentDrivenInteractiveTransition()
            self.navigationController?.popViewController(animated: true)
        } else if panGesture.state == .changed {
            let translation = panGesture.translation(in: view)
            let d = abs(translation.x / view.bounds.width)
            self.popInteractionController?.update(d)
        } else if panGesture.state == .ended {
            if panGesture.velocity(in: view).x > 0 {
                self.popInteractionController?.finish()
            } else {
                self.popInteractionController?.cancel()
            }
            self.popInteractionController = nil
        }
    }
}

/// The app's set-up: the first screen's controller becomes the delegate and enables pan to pop.
@MainActor func setUpSeedPopParallax(_ navigationController: UINavigationController) {
    let viewController = navigationController.viewControllers[0] as! ParallaxPopViewController
    navigationController.delegate = viewController
    viewController.enablePanToPop(for: navigationController)
}
