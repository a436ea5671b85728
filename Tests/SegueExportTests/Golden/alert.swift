// alert: Alert-style modal with a dimming cover
// Written by `segue export alert`; the values are the scenario's.
// Left out as the previewer's own: the keyboard finger (repeat delay, idle release, arrow step),
// the gesture's hysteresis, the demo script and the terminal.
// Every part of the scenario is expressed below.

import UIKit

/// present (preset alert): 1 s, block spring, damping 0.8, velocity 1.
final class AlertPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        1
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let width = container.bounds.width
        let height = container.bounds.height
        let coverView = AlertCoverView(frame: container.bounds)
        coverView.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        container.addSubview(coverView)
        container.addSubview(toView)
        toView.frame = CGRect(x: 0.1 * width, y: 0.36 * height, width: 0.8 * width, height: 0.26 * height)
        coverView.alpha = 0
        toView.transform = CGAffineTransform(translationX: 0, y: height)
        let duration = transitionDuration(using: transitionContext)
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.8,
                       initialSpringVelocity: 1, options: []) {
            coverView.alpha = 0.6
            toView.transform = .identity
        } completion: { _ in
            if transitionContext.transitionWasCancelled {
                toView.transform = .identity
                coverView.removeFromSuperview()
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// dismiss (preset alert): 1 s, block spring, damping 0.8, velocity 1.
final class AlertDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        1
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let height = container.bounds.height
        let coverView = container.subviews.first { $0 is AlertCoverView } ?? AlertCoverView(frame: container.bounds)
        coverView.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        container.insertSubview(coverView, belowSubview: fromView)
        coverView.alpha = 0.6
        fromView.transform = .identity
        let duration = transitionDuration(using: transitionContext)
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.8,
                       initialSpringVelocity: 1, options: []) {
            coverView.alpha = 0
            fromView.transform = CGAffineTransform(translationX: 0, y: height)
        } completion: { _ in
            if !transitionContext.transitionWasCancelled {
                fromView.transform = .identity
                coverView.removeFromSuperview()
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// The presented view controller's transitioning delegate: segue's animators for present and dismiss
/// (custom style: the presenting view stays).
/// `transitioningDelegate` is weak: keep a strong reference to this object.
final class AlertTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// Becomes `presented`'s transitioning delegate; present it afterwards.
    init(presented: UIViewController) {
        super.init()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = self
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        AlertPresentAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        AlertDismissAnimator()
    }
}

/// The cover view dimming what lies below the presented screen; a dismissal finds it by its type.
final class AlertCoverView: UIView {}
