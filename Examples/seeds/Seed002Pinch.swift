// Seed 002 (a Chinese translation of an iOS 7 transitions article), its Objective-C translated
// line for line to Swift: the scale animation controller (a BaseAnimation,
// Seed002BaseAnimation.swift, whose `type` tells present from dismiss; the navigation delegate
// uses it for push and pop) and the pinch that drives a UIPercentDrivenInteractiveTransition
// subclass: percent = 1 − scale/startScale, cancelled iff
// velocity < 5 and percent ≤ 0.3. Runs as pinch-pop.json's built-in does (seed-pinch-pop.json;
// Examples/seeds/README.md).
//
// Where this is not the article's text, and why:
// - The article shows only the animator's animateTransition and the pinch handler; the
//   navigation delegate (`PinchNavigationDelegate`), the recognizer's set-up and resetting
//   `interactive` when the pinch ends are written as the article describes them.
// Differs from the built-in:
// - percent = 1 − scale/startScale is relative to the scale when the pinch is recognised; the
//   built-in's is 1 − scale, so the article's percent lags the built-in's by the pinch's first step.
// - The completion always calls `completeTransition(YES)`: a cancelled pinch plays the pop back,
//   then pops all the same (in UIKit too), as the demo's first, small pinch shows.
// - The article scales to 0.0 (dismiss) and from 0.0 (present); the built-in scales to 0.1. So
//   during a pop the top screen's 1 − scale is the built-in's divided by 0.9.
// - `[pinch velocity] < 5.0` reads UIKit's sign: negative while pinching in, so a pinch in is
//   never fast enough to finish by its speed; the built-in compares the speed towards finishing.
//   A quick pinch in that stays at or under 0.3 cancels here and finishes in the built-in.
import UIKit

final class ScaleAnimation: BaseAnimation {
    override func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // Get the container view's reference
        let containerView = transitionContext.containerView
        let fromViewController = transitionContext.viewController(forKey: .from)!
        let toViewController = transitionContext.viewController(forKey: .to)!
        if self.type == .present {
            // Insert the "to" view, at scale 0.0
            toViewController.view.transform = CGAffineTransform(scaleX: 0.0, y: 0.0)
            containerView.insertSubview(toViewController.view, aboveSubview: fromViewController.view)
            // Scale the "to" view to what we want
            UIView.animate(withDuration: self.transitionDuration(using: transitionContext), animations: {
                toViewController.view.transform = CGAffineTransform(scaleX: 1.0, y: 1.0)
            }, completion: { finished in
                transitionContext.completeTransition(true)
            })
        } else if self.type == .dismiss {
            // Insert the "to" view
            containerView.insertSubview(toViewController.view, belowSubview: fromViewController.view)
            // Shrink the "from" view until it disappears
            UIView.animate(withDuration: self.transitionDuration(using: transitionContext), animations: {
                fromViewController.view.transform = CGAffineTransform(scaleX: 0.0, y: 0.0)
            }, completion: { finished in
                transitionContext.completeTransition(true)
            })
        }
    }

    override func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }
}

final class PinchInteraction: UIPercentDrivenInteractiveTransition {
    weak var navigationController: UINavigationController?
    var interactive = false
    private var _startScale: CGFloat = 1

    @objc func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        let scale = pinch.scale
        switch pinch.state {
        case .began:
            _startScale = scale
            self.interactive = true
            self.navigationController?.popViewController(animated: true)
        case .changed:
            let percent = (1.0 - scale / _startScale)
            self.update((percent < 0.0) ? 0.0 : percent)
        case .ended:
            let percent = (1.0 - scale / _startScale)
            let cancelled = (pinch.velocity < 5.0 && percent <= 0.3)
            if cancelled { self.cancel() } else { self.finish() }
            self.interactive = false
        case .cancelled:
            let percent = (1.0 - scale / _startScale)
            let cancelled = (pinch.velocity < 5.0 && percent <= 0.3)
            if cancelled { self.cancel() } else { self.finish() }
            self.interactive = false
        default:
            break
        }
    }
}

final class PinchNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let animationController = ScaleAnimation()
    let interactionController = PinchInteraction()

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animationController.type = operation == .push ? .present : .dismiss
        return animationController
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        return interactionController.interactive ? interactionController : nil
    }
}

@MainActor private var pinchDelegate: PinchNavigationDelegate?

/// The app's set-up: the delegate, and the pinch on the navigation controller's view.
@MainActor func setUpSeedPinchPop(_ navigationController: UINavigationController) {
    let delegate = PinchNavigationDelegate()
    pinchDelegate = delegate
    navigationController.delegate = delegate
    delegate.interactionController.navigationController = navigationController
    let pinch = UIPinchGestureRecognizer(target: delegate.interactionController, action: #selector(PinchInteraction.handlePinch(_:)))
    navigationController.view.addGestureRecognizer(pinch)
}
