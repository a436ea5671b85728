// swing-drop: Keyframe dismissal: swing and drop
// Written by `segue export swing-drop`; the values are the scenario's.
// Left out as the previewer's own: the keyboard finger (repeat delay, idle release, arrow step),
// the gesture's hysteresis, the demo script and the terminal.
// Every part of the scenario is expressed below.
// Set up: call setUpSwingDrop(_:) from your scene delegate with the presenting view controller, once.
// Make the sign screen with SwingDropSignViewController.

import UIKit

/// present (preset alert): 1 s, block spring, damping 0.8, velocity 1.
final class SwingDropPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        1
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to),
              let coverView = (transitionContext.viewController(forKey: .to)?.presentationController as? SwingDropPresentationController)?.dimmingView else {
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

/// dismiss (preset swingDrop): 1.6 s, easeInOut.
final class SwingDropDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        1.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let coverView = (transitionContext.viewController(forKey: .from)?.presentationController as? SwingDropPresentationController)?.dimmingView else {
            transitionContext.completeTransition(false)
            return
        }
        // fromView turns about its (0, 1) point: the layer's anchor point, the centre moved with it.
        fromView.layer.anchorPoint = CGPoint(x: 0, y: 1)
        fromView.center = CGPoint(x: fromView.center.x - 0.5 * fromView.bounds.width, y: fromView.center.y + 0.5 * fromView.bounds.height)
        coverView.alpha = 0.6
        let duration = transitionDuration(using: transitionContext)
        nonisolated(unsafe) let context = transitionContext  // the completion is @Sendable in UIKit's signature
        UIView.animateKeyframes(withDuration: duration, delay: 0, options: []) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.075) {
                fromView.transform = CGAffineTransform(rotationAngle: -135 * .pi / 180)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.075, relativeDuration: 0.075) {
                fromView.transform = CGAffineTransform(rotationAngle: -270 * .pi / 180)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.15, relativeDuration: 0.1 / 3) {
                fromView.transform = CGAffineTransform(rotationAngle: -120 * .pi / 180)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.15 + 0.1 / 3, relativeDuration: 0.1 / 3) {
                fromView.transform = CGAffineTransform(rotationAngle: 30 * .pi / 180)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.15 + 2 * 0.1 / 3, relativeDuration: 0.1 / 3) {
                fromView.transform = CGAffineTransform(rotationAngle: 180 * .pi / 180)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.2) {
                fromView.transform = CGAffineTransform(rotationAngle: 234 * .pi / 180)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.45, relativeDuration: 0.2) {
                fromView.transform = CGAffineTransform(rotationAngle: 144 * .pi / 180)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.65, relativeDuration: 0.35) {
                fromView.transform = CGAffineTransform(translationX: 0, y: 180).rotated(by: 54 * .pi / 180)
                coverView.alpha = 0
            }
        } completion: { _ in
            // UIKit calls it on the main thread.
            MainActor.assumeIsolated {
                if context.transitionWasCancelled {
                    fromView.transform = .identity
                } else {
                    fromView.transform = .identity
                }
                fromView.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
                fromView.center = CGPoint(x: fromView.center.x + 0.5 * fromView.bounds.width, y: fromView.center.y - 0.5 * fromView.bounds.height)
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }
}

/// The presented view controller's transitioning delegate: the presentation controller
/// and segue's animators for present and dismiss (custom style: the presenting view stays).
/// `transitioningDelegate` is weak: keep a strong reference to this object.
final class SwingDropTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// Becomes `presented`'s transitioning delegate; present it afterwards.
    init(presented: UIViewController) {
        super.init()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = self
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        SwingDropPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SwingDropPresentAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SwingDropDismissAnimator()
    }
}

/// The presentation controller: the presented view gets the scenario's frame, above the cover (a dimming view)
/// that the animators fade; VoiceOver stays in the presented view.
final class SwingDropPresentationController: UIPresentationController {
    /// The cover the animators fade in and out; this controller adds, lays out and removes it.
    let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? .zero
        return CGRect(x: 0.15 * bounds.width, y: 0.3 * bounds.height, width: 0.7 * bounds.width, height: 0.28 * bounds.height)
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

/// `sign`: installs its transitioning delegate when made (UIKit reads it from the
/// presented controller at `present(_:animated:completion:)`) and keeps it (the property is weak).
final class SwingDropSignViewController: UIViewController {
    private var transitioning: SwingDropTransitioningDelegate?

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        transitioning = SwingDropTransitioningDelegate(presented: self)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        transitioning = SwingDropTransitioningDelegate(presented: self)
    }
}

/// Does what an app's scene delegate would for this file: call it once with the presenting view
/// controller (a scenario runs the file with `"swift": {"setUp": "setUpSwingDrop"}`).
@MainActor
func setUpSwingDrop(_ presenting: UIViewController) {
    // Nothing to install here: the presented screen's class (SwingDropSignViewController) installs its
    // transitioning delegate.
}
