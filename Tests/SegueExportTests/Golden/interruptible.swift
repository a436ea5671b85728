// interruptible: Catch the pop mid-flight
// Written by `segue export interruptible`; the values are the scenario's.
// Left out as the previewer's own: the keyboard finger (repeat delay, idle release, arrow step),
// the gesture's hysteresis, the demo script and the terminal.
// Not expressed in this file:
// - pop: catching the running transition with a new touch (call pauseInteractiveTransition() from your recognizer)
// This code does not animate the navigation bar's item transition (titles and back button): UIKit does
// it itself, alongside the transition (the previewer draws it the same way).

import UIKit

/// pop: 0.5 s, easeInOut, on a UIViewPropertyAnimator (interruptible).
final class InterruptiblePopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The transition's one property animator, from the first `interruptibleAnimator(using:)` to `animationEnded(_:)`.
    private var animator: UIViewPropertyAnimator?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    /// The same animator for the whole transition, so a gesture can catch it while it runs.
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator { return animator }
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to) else {
            preconditionFailure("a transition context without its view controllers' views")
        }
        let container = transitionContext.containerView
        let width = container.bounds.width
        container.insertSubview(toView, belowSubview: fromView)
        toView.frame = transitionContext.finalFrame(for: toViewController)
        toView.transform = CGAffineTransform(translationX: -0.3 * width, y: 0)
        fromView.transform = .identity
        let duration = transitionDuration(using: transitionContext)
        let animator = UIViewPropertyAnimator(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: .easeInOut))
        animator.addAnimations {
            toView.transform = .identity
            fromView.transform = CGAffineTransform(translationX: width, y: 0)
        }
        animator.addCompletion { _ in
            if transitionContext.transitionWasCancelled {
                toView.transform = .identity
            } else {
                fromView.transform = .identity
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}

/// pop's interaction controller: an edge pan from the left edge scrubs the animator; released, the
/// transition finishes or cancels by `shouldFinish(percent:velocity:)`.
final class InterruptiblePopInteractionController: UIPercentDrivenInteractiveTransition {
    /// Whether the gesture drives a transition now: the delegate returns this controller only then.
    private(set) var isInteracting = false
    /// Starts the transition; false when it cannot begin now.
    private let startTransition: () -> Bool

    /// Adds the gesture recognizer to `view`; `startTransition` starts the pop when the gesture
    /// begins, or returns false when it cannot (the gesture then drives nothing).
    init(view: UIView, startTransition: @escaping () -> Bool) {
        self.startTransition = startTransition
        super.init()
        completionSpeed = 1
        completionCurve = .easeInOut
        let recognizer = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handleGesture(_:)))
        recognizer.edges = .left
        view.addGestureRecognizer(recognizer)
    }

    @objc private func handleGesture(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        guard let view = recognizer.view else { return }
        let distance: CGFloat = view.bounds.width
        let percent = min(max(recognizer.translation(in: view).x / distance, 0), 1)
        switch recognizer.state {
        case .began:
            isInteracting = startTransition()
        case .changed:
            guard isInteracting else { return }
            update(percent)
        case .ended:
            guard isInteracting else { return }
            isInteracting = false
            let velocity = recognizer.velocity(in: view).x
            let finishing = Self.shouldFinish(percent: percent, velocity: velocity)
            let remaining = (finishing ? 1 - percent : percent) * distance
            let speed = remaining > 0 ? (finishing ? velocity : -velocity) / remaining : 0
            timingCurve = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: speed, dy: 0))
            if finishing { finish() } else { cancel() }
        case .cancelled, .failed:
            guard isInteracting else { return }
            isInteracting = false
            cancel()
        default:
            break
        }
    }

    /// The finish rule: finish when released past 0.5 of the way or moving towards the end.
    /// `percent` is 0…1; `velocity` is positive towards finishing.
    static func shouldFinish(percent: CGFloat, velocity: CGFloat) -> Bool {
        percent > 0.5 || velocity > 0
    }
}

/// The navigation controller's delegate: segue's animators for pop, and the pop
/// gesture's interaction controller while it drives one. `UINavigationController.delegate` is
/// weak: keep a strong reference to this object.
final class InterruptibleNavigationDelegate: NSObject, UINavigationControllerDelegate {
    private let popInteraction: InterruptiblePopInteractionController

    /// Becomes `navigationController`'s delegate and adds the gesture to its view.
    init(navigationController: UINavigationController) {
        popInteraction = InterruptiblePopInteractionController(view: navigationController.view) { [weak navigationController] in
            // Only with a screen to go back to and no transition running: a pop that begins
            // during a push corrupts the navigation stack.
            guard let navigationController, navigationController.viewControllers.count > 1,
                  navigationController.transitionCoordinator == nil else { return false }
            navigationController.popViewController(animated: true)
            return true
        }
        super.init()
        navigationController.interactivePopGestureRecognizer?.isEnabled = false  // the pop gesture is ours
        navigationController.delegate = self
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .pop: return InterruptiblePopAnimator()
        default: return nil
        }
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        guard animationController is InterruptiblePopAnimator, popInteraction.isInteracting else { return nil }
        return popInteraction
    }
}
