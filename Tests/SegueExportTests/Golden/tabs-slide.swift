// tabs-slide: Tab switch with a custom animator
// Written by `segue export tabs-slide`; the values are the scenario's.
// Left out as the previewer's own: the keyboard finger (repeat delay, idle release, arrow step),
// the gesture's hysteresis, the demo script and the terminal.
// Every part of the scenario is expressed below.
// This code does not animate the tab bar: UIKit does it itself, alongside the transition (the
// previewer draws it the same way).
// Set up: call setUpTabsSlide(_:) from your scene delegate with the tab bar controller, once.

import UIKit

/// tab (preset slide): 0.35 s, easeInOut.
final class TabsSlideTabAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Whether the switch goes to a tab with a higher index; a lower one mirrors the motion.
    private let isForward: Bool

    init(isForward: Bool) {
        self.isForward = isForward
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let width = container.bounds.width
        container.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: toViewController)
        let direction: CGFloat = isForward ? 1 : -1
        toView.transform = CGAffineTransform(translationX: direction * width, y: 0)
        fromView.transform = .identity
        let duration = transitionDuration(using: transitionContext)
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut]) {
            toView.transform = .identity
            fromView.transform = CGAffineTransform(translationX: direction * -width, y: 0)
        } completion: { _ in
            if transitionContext.transitionWasCancelled {
                toView.transform = .identity
                fromView.transform = .identity
            } else {
                fromView.transform = .identity
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// The tab bar controller's delegate: segue's tab animator, told whether the switch goes to a
/// higher index. `UITabBarController.delegate` is weak: keep a strong reference to this object.
final class TabsSlideTabBarDelegate: NSObject, UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let tabs = tabBarController.viewControllers ?? []
        guard let from = tabs.firstIndex(of: fromVC), let to = tabs.firstIndex(of: toVC) else { return nil }
        return TabsSlideTabAnimator(isForward: to > from)
    }
}

/// What `setUpTabsSlide(_:)` installs: UIKit holds delegates weakly, so the file keeps them.
@MainActor private enum TabsSlideInstalled { static var objects: [AnyObject] = [] }

/// Does what an app's scene delegate would for this file: call it once with the tab bar controller
/// (a scenario runs the file with `"swift": {"setUp": "setUpTabsSlide"}`).
@MainActor
func setUpTabsSlide(_ tabBarController: UITabBarController) {
    let delegate = TabsSlideTabBarDelegate()
    tabBarController.delegate = delegate
    TabsSlideInstalled.objects.append(delegate)
}
