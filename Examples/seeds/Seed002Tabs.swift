// Seed 002's tab switch with an animation controller: the tab bar controller's delegate returns
// one from `tabBarController(_:animationControllerForTransitionFrom:to:)`, and the direction comes
// from the tab order (a later tab slides in from the right, an earlier one from the left), 0.35 s.
// Runs as tabs-slide.json's built-in does (seed-tabs-slide.json; Examples/seeds/README.md).
//
// The article names the delegate method but shows no tab animator's code: this one follows its
// scale animation controller (the container, the two controllers, one UIView.animate block,
// completeTransition in the completion) with a slide, the built-in's motion.
import UIKit

final class TabSlideAnimation: NSObject, UIViewControllerAnimatedTransitioning {
    let isForward: Bool

    init(isForward: Bool) {
        self.isForward = isForward
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let fromViewController = transitionContext.viewController(forKey: .from)!
        let toViewController = transitionContext.viewController(forKey: .to)!
        let width = containerView.bounds.size.width
        let direction: CGFloat = isForward ? 1 : -1
        // Insert the "to" view beside the "from" view, on the side it comes from
        toViewController.view.frame = transitionContext.finalFrame(for: toViewController)
        toViewController.view.transform = CGAffineTransform(translationX: direction * width, y: 0)
        containerView.addSubview(toViewController.view)
        // Slide both across
        UIView.animate(withDuration: self.transitionDuration(using: transitionContext), animations: {
            toViewController.view.transform = .identity
            fromViewController.view.transform = CGAffineTransform(translationX: -direction * width, y: 0)
        }, completion: { finished in
            fromViewController.view.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class TabsDelegate: NSObject, UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let tabs = tabBarController.viewControllers ?? []
        let from = tabs.firstIndex(of: fromVC)!, to = tabs.firstIndex(of: toVC)!
        return TabSlideAnimation(isForward: to > from)
    }
}

@MainActor private var tabsDelegate: TabsDelegate?

/// The app's set-up: the tab bar controller's delegate (UIKit holds it weakly; the file keeps it).
@MainActor func setUpSeedTabsSlide(_ tabBarController: UITabBarController) {
    let delegate = TabsDelegate()
    tabsDelegate = delegate
    tabBarController.delegate = delegate
}
