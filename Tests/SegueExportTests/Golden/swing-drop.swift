// swing-drop: Keyframe dismissal: swing and drop
// Written by `segue export swing-drop`; the values are the scenario's.
// Left out as the previewer's own: the keyboard finger (repeat delay, idle release, arrow step),
// the gesture's hysteresis, the demo script and the terminal.
// Not expressed in this file:
// - dismiss: the keyframe turn from 0° to -270° takes the short way (a CGAffineTransform turns at most 180°; animate the layer's transform.rotation.z for the full swing)
// - dismiss: the keyframe turn from -270° to 180° takes the short way (a CGAffineTransform turns at most 180°; animate the layer's transform.rotation.z for the full swing)

import UIKit

/// present (preset alert): 1 s, block spring, damping 0.8, velocity 1.
final class SwingDropPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
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
        let coverView = SwingDropCoverView(frame: container.bounds)
        coverView.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        container.addSubview(coverView)
        container.addSubview(toView)
        toView.frame = CGRect(x: 0.15 * width, y: 0.3 * height, width: 0.7 * width, height: 0.28 * height)
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

/// dismiss (preset swingDrop): 1.6 s, easeInOut.
final class SwingDropDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        1.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let coverView = container.subviews.first { $0 is SwingDropCoverView } ?? SwingDropCoverView(frame: container.bounds)
        coverView.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        container.insertSubview(coverView, belowSubview: fromView)
        let fromPivot = CGPoint(x: -0.5 * fromView.bounds.width, y: 0.5 * fromView.bounds.height)
        coverView.alpha = 0.6
        let duration = transitionDuration(using: transitionContext)
        UIView.animateKeyframes(withDuration: duration, delay: 0, options: []) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.15) {
                fromView.transform = CGAffineTransform(translationX: fromPivot.x, y: fromPivot.y)
                    .rotated(by: -270 * .pi / 180)
                    .translatedBy(x: -fromPivot.x, y: -fromPivot.y)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.15, relativeDuration: 0.1) {
                fromView.transform = CGAffineTransform(translationX: fromPivot.x, y: fromPivot.y)
                    .rotated(by: 180 * .pi / 180)
                    .translatedBy(x: -fromPivot.x, y: -fromPivot.y)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.2) {
                fromView.transform = CGAffineTransform(translationX: fromPivot.x, y: fromPivot.y)
                    .rotated(by: 234 * .pi / 180)
                    .translatedBy(x: -fromPivot.x, y: -fromPivot.y)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.45, relativeDuration: 0.2) {
                fromView.transform = CGAffineTransform(translationX: fromPivot.x, y: fromPivot.y)
                    .rotated(by: 144 * .pi / 180)
                    .translatedBy(x: -fromPivot.x, y: -fromPivot.y)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.65, relativeDuration: 0.35) {
                fromView.transform = CGAffineTransform(translationX: fromPivot.x, y: 180 + fromPivot.y)
                    .rotated(by: 54 * .pi / 180)
                    .translatedBy(x: -fromPivot.x, y: -fromPivot.y)
                coverView.alpha = 0
            }
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
final class SwingDropTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// Becomes `presented`'s transitioning delegate; present it afterwards.
    init(presented: UIViewController) {
        super.init()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = self
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SwingDropPresentAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SwingDropDismissAnimator()
    }
}

/// The cover view dimming what lies below the presented screen; a dismissal finds it by its type.
final class SwingDropCoverView: UIView {}
