// alert: Alert-style modal with a dimming cover
// Written by `segue export alert`; the values are the scenario's.
// Left out as the previewer's own: the keyboard finger (repeat delay, idle release, arrow step),
// the gesture's hysteresis, the demo script and the terminal.
// Every part of the scenario is expressed below.
// Set up: call setUpAlert(_:) from your scene delegate with the presenting view controller, once. Make
// the confirm screen with AlertConfirmViewController.

import UIKit

/// present (preset alert): 1 s, block spring, damping 0.8, velocity 1.
final class AlertPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        1
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to),
              let coverView = (transitionContext.viewController(forKey: .to)?.presentationController as? AlertPresentationController)?.dimmingView else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let height = container.bounds.height
        container.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: toViewController)
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
        guard let fromView = transitionContext.view(forKey: .from),
              let coverView = (transitionContext.viewController(forKey: .from)?.presentationController as? AlertPresentationController)?.dimmingView else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let height = container.bounds.height
        coverView.alpha = 0.6
        fromView.transform = .identity
        let duration = transitionDuration(using: transitionContext)
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.8,
                       initialSpringVelocity: 1, options: []) {
            coverView.alpha = 0
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

/// The presented view controller's transitioning delegate: the presentation controller
/// and segue's animators for present and dismiss (custom style: the presenting view stays).
/// `transitioningDelegate` is weak: keep a strong reference to this object.
final class AlertTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// Becomes `presented`'s transitioning delegate; present it afterwards.
    init(presented: UIViewController) {
        super.init()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = self
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        AlertPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        AlertPresentAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        AlertDismissAnimator()
    }
}

/// The presentation controller: the presented view gets the scenario's frame, above the cover (a dimming view)
/// that the animators fade; VoiceOver stays in the presented view.
final class AlertPresentationController: UIPresentationController {
    /// The cover the animators fade in and out; this controller adds, lays out and removes it.
    let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? .zero
        return CGRect(x: 0.1 * bounds.width, y: 0.36 * bounds.height, width: 0.8 * bounds.width, height: 0.26 * bounds.height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        containerView.accessibilityViewIsModal = true  // VoiceOver stays in the presented view
        dimmingView.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)  // below the presented view
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    /// A cancelled interactive dismissal keeps the dimming view.
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// `confirm`: installs its transitioning delegate when made (UIKit reads it from the
/// presented controller at `present(_:animated:completion:)`) and keeps it (the property is weak).
final class AlertConfirmViewController: UIViewController {
    private var transitioning: AlertTransitioningDelegate?

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        transitioning = AlertTransitioningDelegate(presented: self)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        transitioning = AlertTransitioningDelegate(presented: self)
    }
}

/// Does what an app's scene delegate would for this file: call it once with the presenting view
/// controller (a scenario runs the file with `"swift": {"setUp": "setUpAlert"}`).
@MainActor
func setUpAlert(_ presenting: UIViewController) {
    // Nothing to install here: the presented screen's class (AlertConfirmViewController) installs its
    // transitioning delegate.
}
