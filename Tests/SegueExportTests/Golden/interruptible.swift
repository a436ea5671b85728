// interruptible: Catch the pop mid-flight
// Written by `segue export interruptible`; the values are the scenario's.
// Left out as the previewer's own: the keyboard finger (repeat delay, idle release, arrow step),
// the gesture's hysteresis, the demo script and the terminal.
// Every part of the scenario is expressed below.
// This code does not animate the navigation bar's item transition (titles and back button): UIKit does
// it itself, alongside the transition (the previewer draws it the same way).
// A custom pop animator takes UIKit's swipe back away (it could not scrub the pop): the delegate turns
// off interactivePopGestureRecognizer and, on iOS 26, interactiveContentPopGestureRecognizer (a pan
// anywhere in the content, which nothing here replaces), and the edge pan below pops instead.
// Set up: call setUpInterruptible(_:) from your scene delegate with the navigation controller, once.

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
                fromView.transform = .identity
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
final class InterruptiblePopInteractionController: UIPercentDrivenInteractiveTransition, UIGestureRecognizerDelegate {
    /// Whether the gesture drives a transition now: the delegate returns this controller only then.
    private(set) var isInteracting = false
    /// Starts the transition; false when it cannot begin now.
    private let startTransition: () -> Bool
    /// Whether a transition is running now (the delegate's answer).
    private let isTransitionRunning: () -> Bool
    /// Whether UIKit runs the current transition with this controller (the delegate sets it): a gesture
    /// that begins while it runs catches it instead of starting another.
    var drivesRunningTransition = false
    /// Where the transition was when the finger caught it; 0 for one the gesture started.
    private var percentAtCatch: CGFloat = 0

    /// Adds the gesture recognizer to `view`; `startTransition` starts the pop when the gesture
    /// begins, or returns false when it cannot (the gesture then drives nothing).
    init(view: UIView, isTransitionRunning: @escaping () -> Bool, startTransition: @escaping () -> Bool) {
        self.startTransition = startTransition
        self.isTransitionRunning = isTransitionRunning
        super.init()
        completionSpeed = 1
        completionCurve = .easeInOut
        let recognizer = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handleGesture(_:)))
        // The scenario's left edge, mirrored in a right-to-left layout.
        recognizer.edges = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
        recognizer.delegate = self
        view.addGestureRecognizer(recognizer)
    }

    @objc private func handleGesture(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        guard let view = recognizer.view else { return }
        let distance: CGFloat = view.bounds.width
        let sign: CGFloat = recognizer.edges == .right ? -1 : 1  // towards finishing
        let percent = min(max(percentAtCatch + sign * recognizer.translation(in: view).x / distance, 0), 1)
        switch recognizer.state {
        case .began:
            // First: UIKit asks the delegate for this controller inside startTransition().
            isInteracting = true
            if drivesRunningTransition && isTransitionRunning() {
                pause()  // catches the running transition where it is; the finger scrubs on from there
                percentAtCatch = percentComplete
            } else {
                percentAtCatch = 0
                isInteracting = startTransition()
                if isInteracting { update(percent) }
            }
        case .changed:
            guard isInteracting else { return }
            update(percent)
        case .ended:
            guard isInteracting else { return }
            isInteracting = false
            let velocity = sign * recognizer.velocity(in: view).x
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

    /// A scroll view's pan waits for the edge pan to fail, as it does for UIKit's own swipe back.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer.view is UIScrollView
    }
}

/// The navigation controller's delegate: segue's animators for pop, and the pop
/// gesture's interaction controller while it drives one. `UINavigationController.delegate` is
/// weak: keep a strong reference to this object.
final class InterruptibleNavigationDelegate: NSObject, UINavigationControllerDelegate {
    private let popInteraction: InterruptiblePopInteractionController

    /// Becomes `navigationController`'s delegate and adds the gesture to its view.
    init(navigationController: UINavigationController) {
        popInteraction = InterruptiblePopInteractionController(
            view: navigationController.view,
            isTransitionRunning: { [weak navigationController] in navigationController?.transitionCoordinator != nil }
        ) { [weak navigationController] in
            // Only with a screen to go back to and no transition running: a pop that begins
            // during a push corrupts the navigation stack.
            guard let navigationController, navigationController.viewControllers.count > 1,
                  navigationController.transitionCoordinator == nil else { return false }
            navigationController.popViewController(animated: true)
            return true
        }
        super.init()
        // A custom pop animator takes UIKit's swipe back away (it would play the pop without following
        // the finger): the edge pan replaces it.
        navigationController.interactivePopGestureRecognizer?.isEnabled = false
        if #available(iOS 26.0, *) { navigationController.interactiveContentPopGestureRecognizer?.isEnabled = false }
        navigationController.delegate = self
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        popInteraction.drivesRunningTransition = false  // until UIKit takes it for this transition
        switch operation {
        case .pop: return InterruptiblePopAnimator()
        default: return nil
        }
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        guard animationController is InterruptiblePopAnimator else { return nil }
        // The gesture's pop starts interactively; any other (the Back button's) starts animating,
        // and the gesture can catch it.
        popInteraction.wantsInteractiveStart = popInteraction.isInteracting
        popInteraction.drivesRunningTransition = true
        return popInteraction
    }
}

/// What `setUpInterruptible(_:)` installs: UIKit holds delegates weakly, so the file keeps them.
@MainActor private enum InterruptibleInstalled { static var objects: [AnyObject] = [] }

/// Does what an app's scene delegate would for this file: call it once with the navigation
/// controller (a scenario runs the file with `"swift": {"setUp": "setUpInterruptible"}`).
@MainActor
func setUpInterruptible(_ navigationController: UINavigationController) {
    InterruptibleInstalled.objects.append(InterruptibleNavigationDelegate(navigationController: navigationController))
}
