// modal-spring: Modal present with a spring
// Written by `segue export modal-spring`; the values are the scenario's.
// Left out as the previewer's own: the keyboard finger (repeat delay, idle release, arrow step),
// the gesture's hysteresis, the demo script and the terminal.
// Every part of the scenario is expressed below.
// Set up: call setUpModalSpring(_:) from your scene delegate with the presenting view controller,
// once. Make the details screen with ModalSpringDetailsViewController.

import UIKit

/// present (preset springSlideUp): 0.6 s, block spring, damping 0.6, velocity 0.
final class ModalSpringPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let height = container.bounds.height
        container.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: toViewController)
        toView.transform = CGAffineTransform(translationX: 0, y: height)
        let duration = transitionDuration(using: transitionContext)
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.6,
                       initialSpringVelocity: 0, options: []) {
            toView.transform = .identity
        } completion: { _ in
            if transitionContext.transitionWasCancelled {
                toView.transform = .identity
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// dismiss (preset springSlideUp): 0.6 s, block spring, damping 0.6, velocity 0.
final class ModalSpringDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let height = container.bounds.height
        container.insertSubview(toView, belowSubview: fromView)
        toView.frame = transitionContext.finalFrame(for: toViewController)
        fromView.transform = .identity
        let duration = transitionDuration(using: transitionContext)
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.6,
                       initialSpringVelocity: 0, options: []) {
            fromView.transform = CGAffineTransform(translationX: 0, y: height)
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

/// The presented view controller's transitioning delegate: segue's animators for present and dismiss
/// (full screen: the presenting view leaves).
/// `transitioningDelegate` is weak: keep a strong reference to this object.
final class ModalSpringTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// Becomes `presented`'s transitioning delegate; present it afterwards.
    init(presented: UIViewController) {
        super.init()
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = self
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ModalSpringPresentAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ModalSpringDismissAnimator()
    }
}

/// `details`: installs its transitioning delegate when made (UIKit reads it from the
/// presented controller at `present(_:animated:completion:)`) and keeps it (the property is weak).
final class ModalSpringDetailsViewController: UIViewController {
    private var transitioning: ModalSpringTransitioningDelegate?

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        transitioning = ModalSpringTransitioningDelegate(presented: self)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        transitioning = ModalSpringTransitioningDelegate(presented: self)
    }
}

/// Does what an app's scene delegate would for this file: call it once with the presenting view
/// controller (a scenario runs the file with `"swift": {"setUp": "setUpModalSpring"}`).
@MainActor
func setUpModalSpring(_ presenting: UIViewController) {
    // Nothing to install here: the presented screen's class (ModalSpringDetailsViewController)
    // installs its transitioning delegate.
}
