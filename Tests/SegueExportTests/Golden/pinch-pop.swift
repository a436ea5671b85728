// pinch-pop: Pinch to pop
// Written by `segue export pinch-pop`; the values are the scenario's.
// Left out as the previewer's own: the keyboard finger (repeat delay, idle release, arrow step),
// the gesture's hysteresis, the demo script and the terminal.
// Every part of the scenario is expressed below.
// This code does not animate the navigation bar's item transition (titles and back button): UIKit does
// it itself, alongside the transition (the previewer draws it the same way).
// A custom pop animator takes UIKit's swipe back away (it could not scrub the pop): the delegate turns
// off interactivePopGestureRecognizer and, on iOS 26, interactiveContentPopGestureRecognizer (a pan
// anywhere in the content, which nothing here replaces), and the pinch below pops instead.
// Set up: call setUpPinchPop(_:) from your scene delegate with the navigation controller, once.

import UIKit

/// push (preset scale): 0.4 s, easeInOut.
final class PinchPopPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
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
final class PinchPopPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
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

/// pop's interaction controller: a pinch on the screen it pops scrubs the animator; released, the
/// transition finishes or cancels by `shouldFinish(percent:velocity:)`.
final class PinchPopPopInteractionController: UIPercentDrivenInteractiveTransition {
    /// Whether the gesture drives a transition now: the delegate returns this controller only then.
    private(set) var isInteracting = false
    /// Starts the transition; false when it cannot begin now.
    private let startTransition: () -> Bool
    /// The pinch, on the screen it pops (`attach(to:)`).
    private lazy var recognizer = UIPinchGestureRecognizer(target: self, action: #selector(handleGesture(_:)))

    /// The pinch goes on the screen to pop (`attach(to:)`); `startTransition` starts the pop when the gesture
    /// begins, or returns false when it cannot (the gesture then drives nothing).
    init(startTransition: @escaping () -> Bool) {
        self.startTransition = startTransition
        super.init()
        completionSpeed = 1
        completionCurve = .easeInOut
    }

    /// Moves the pinch to `view`, the screen it would pop (nil: none can be popped): on the navigation
    /// controller's view it would take every screen's own pinch.
    func attach(to view: UIView?) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        view?.addGestureRecognizer(recognizer)
    }

    @objc private func handleGesture(_ recognizer: UIPinchGestureRecognizer) {
        let percent = min(max(1 - recognizer.scale, 0), 1)
        switch recognizer.state {
        case .began:
            // First: UIKit asks the delegate for this controller inside startTransition().
            isInteracting = true
            isInteracting = startTransition()
            if isInteracting { update(percent) }
        case .changed:
            guard isInteracting else { return }
            update(percent)
        case .ended:
            guard isInteracting else { return }
            isInteracting = false
            let velocity = -recognizer.velocity
            if Self.shouldFinish(percent: percent, velocity: velocity) { finish() } else { cancel() }
        case .cancelled, .failed:
            guard isInteracting else { return }
            isInteracting = false
            cancel()
        default:
            break
        }
    }

    /// The finish rule: cancel only when released slower than 5 and at most 0.3 of the way.
    /// `percent` is 0…1; `velocity` is positive towards finishing.
    static func shouldFinish(percent: CGFloat, velocity: CGFloat) -> Bool {
        !(velocity < 5 && percent <= 0.3)
    }
}

/// The navigation controller's delegate: segue's animators for push and pop, and the pop
/// gesture's interaction controller while it drives one. `UINavigationController.delegate` is
/// weak: keep a strong reference to this object.
final class PinchPopNavigationDelegate: NSObject, UINavigationControllerDelegate {
    private let popInteraction: PinchPopPopInteractionController

    /// Becomes `navigationController`'s delegate and puts the pinch on the screen it can pop.
    init(navigationController: UINavigationController) {
        popInteraction = PinchPopPopInteractionController { [weak navigationController] in
            // Only with a screen to go back to and no transition running: a pop that begins
            // during a push corrupts the navigation stack.
            guard let navigationController, navigationController.viewControllers.count > 1,
                  navigationController.transitionCoordinator == nil else { return false }
            navigationController.popViewController(animated: true)
            return true
        }
        super.init()
        // A custom pop animator takes UIKit's swipe back away (it would play the pop without following
        // the finger): the pinch replaces it.
        navigationController.interactivePopGestureRecognizer?.isEnabled = false
        if #available(iOS 26.0, *) { navigationController.interactiveContentPopGestureRecognizer?.isEnabled = false }
        navigationController.delegate = self
        if navigationController.viewControllers.count > 1 { popInteraction.attach(to: navigationController.topViewController?.view) }
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .push: return PinchPopPushAnimator()
        case .pop: return PinchPopPopAnimator()
        default: return nil
        }
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        guard animationController is PinchPopPopAnimator, popInteraction.isInteracting else { return nil }
        return popInteraction
    }

    /// The pinch pops the screen it is on: it moves to each screen shown that can be popped.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        popInteraction.attach(to: navigationController.viewControllers.count > 1 ? viewController.view : nil)
    }
}

/// What `setUpPinchPop(_:)` installs: UIKit holds delegates weakly, so the file keeps them.
@MainActor private enum PinchPopInstalled { static var objects: [AnyObject] = [] }

/// Does what an app's scene delegate would for this file: call it once with the navigation
/// controller (a scenario runs the file with `"swift": {"setUp": "setUpPinchPop"}`).
@MainActor
func setUpPinchPop(_ navigationController: UINavigationController) {
    PinchPopInstalled.objects.append(PinchPopNavigationDelegate(navigationController: navigationController))
}
