// scale-push-pop: Push and pop with a scale animation
// Written by `segue export scale-push-pop`; the values are the scenario's.
// Left out as the previewer's own: the keyboard finger (repeat delay, idle release, arrow step),
// the gesture's hysteresis, the demo script and the terminal.
// Not expressed in this file:
// - pop: UIKit's swipe back (a custom pop animator takes it away: UIKit gets no interaction controller, so the edge swipe, and iOS 26's pan in the content, cannot scrub the pop; give the pop an interaction)
// This code does not animate the navigation bar's item transition (titles and back button): UIKit does
// it itself, alongside the transition (the previewer draws it the same way).
// Set up: call setUpScalePushPop(_:) from your scene delegate with the navigation controller, once.

import UIKit

/// push (preset scale): 0.4 s, easeInOut.
final class ScalePushPopPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        container.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: toViewController)
        toView.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
        let duration = transitionDuration(using: transitionContext)
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut]) {
            toView.transform = .identity
        } completion: { _ in
            if transitionContext.transitionWasCancelled {
                toView.transform = .identity
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// pop (preset scale): 0.4 s, easeInOut.
final class ScalePushPopPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        container.insertSubview(toView, belowSubview: fromView)
        toView.frame = transitionContext.finalFrame(for: toViewController)
        fromView.transform = .identity
        let duration = transitionDuration(using: transitionContext)
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut]) {
            fromView.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
        } completion: { _ in
            if transitionContext.transitionWasCancelled {
                fromView.transform = .identity
            } else {
                fromView.transform = .identity
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// The navigation controller's delegate: segue's animators for push and pop, and the pop
/// gesture's interaction controller while it drives one. `UINavigationController.delegate` is
/// weak: keep a strong reference to this object.
final class ScalePushPopNavigationDelegate: NSObject, UINavigationControllerDelegate {
    /// Becomes `navigationController`'s delegate.
    init(navigationController: UINavigationController) {
        super.init()
        navigationController.delegate = self
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .push: return ScalePushPopPushAnimator()
        case .pop: return ScalePushPopPopAnimator()
        default: return nil
        }
    }
}

/// What `setUpScalePushPop(_:)` installs: UIKit holds delegates weakly, so the file keeps them.
@MainActor private enum ScalePushPopInstalled { static var objects: [AnyObject] = [] }

/// Does what an app's scene delegate would for this file: call it once with the navigation
/// controller (a scenario runs the file with `"swift": {"setUp": "setUpScalePushPop"}`).
@MainActor
func setUpScalePushPop(_ navigationController: UINavigationController) {
    ScalePushPopInstalled.objects.append(ScalePushPopNavigationDelegate(navigationController: navigationController))
}
