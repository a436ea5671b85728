// alongside: Transition coordinator: alongside animations
// Written by `segue export alongside`; the values are the scenario's.
// Left out as the previewer's own: the keyboard finger (repeat delay, idle release, arrow step),
// the gesture's hysteresis, the demo script and the terminal.
// Every part of the scenario is expressed below.
// This code does not animate the navigation bar's item transition (titles and back button): UIKit does
// it itself, alongside the transition (the previewer draws it the same way).
// A custom pop animator takes UIKit's swipe back away (it could not scrub the pop): the delegate turns
// off interactivePopGestureRecognizer and, on iOS 26, interactiveContentPopGestureRecognizer (a pan
// anywhere in the content, which nothing here replaces), and the edge pan below pops instead.
// Set up: call setUpAlongside(_:) from your scene delegate with the navigation controller, once. Make
// the inbox screen with AlongsideInboxViewController and the mailboxes screen with
// AlongsideMailboxesViewController.
// The screen classes find their element views by accessibilityIdentifier, which the app sets to the
// scenario's element ids (in its storyboard, or in code).

import UIKit

/// pop (preset parallax): 0.4 s, easeInOut.
final class AlongsidePopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
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
        let width = container.bounds.width
        container.insertSubview(toView, belowSubview: fromView)
        toView.frame = transitionContext.finalFrame(for: toViewController)
        toView.transform = CGAffineTransform(translationX: -0.3 * width, y: 0)
        fromView.transform = .identity
        let duration = transitionDuration(using: transitionContext)
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut]) {
            toView.transform = .identity
            fromView.transform = CGAffineTransform(translationX: width, y: 0)
        } completion: { _ in
            if transitionContext.transitionWasCancelled {
                toView.transform = .identity
                fromView.transform = .identity
            } else {
                fromView.transform = .identity
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// pop's interaction controller: an edge pan from the left edge scrubs the animator; released, the
/// transition finishes or cancels by `shouldFinish(percent:velocity:)`.
final class AlongsidePopInteractionController: UIPercentDrivenInteractiveTransition, UIGestureRecognizerDelegate {
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
        // The scenario's left edge, mirrored in a right-to-left layout.
        recognizer.edges = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
        recognizer.delegate = self
        view.addGestureRecognizer(recognizer)
    }

    @objc private func handleGesture(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        guard let view = recognizer.view else { return }
        let distance: CGFloat = view.bounds.width
        let sign: CGFloat = recognizer.edges == .right ? -1 : 1  // towards finishing
        let percent = min(max(sign * recognizer.translation(in: view).x / distance, 0), 1)
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
            let velocity = sign * recognizer.velocity(in: view).x
            if Self.shouldFinish(percent: percent, velocity: velocity) { finish() } else { cancel() }
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
final class AlongsideNavigationDelegate: NSObject, UINavigationControllerDelegate {
    private let popInteraction: AlongsidePopInteractionController

    /// Becomes `navigationController`'s delegate and adds the gesture to its view.
    init(navigationController: UINavigationController) {
        popInteraction = AlongsidePopInteractionController(view: navigationController.view) { [weak navigationController] in
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
        switch operation {
        case .pop: return AlongsidePopAnimator()
        default: return nil
        }
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        guard animationController is AlongsidePopAnimator, popInteraction.isInteracting else { return nil }
        return popInteraction
    }

    /// The pop's alongside animations, run and scrubbed with the transition by its coordinator.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        guard let coordinator = navigationController.transitionCoordinator,
              let fromViewController = coordinator.viewController(forKey: .from),
              let toViewController = coordinator.viewController(forKey: .to),
              !navigationController.viewControllers.contains(fromViewController) else { return }
        let fromTitleBar = (fromViewController as? AlongsideElementViews)?.elementView("titleBar")
        let toTitleBar = (toViewController as? AlongsideElementViews)?.elementView("titleBar")
        fromTitleBar?.alpha = 1
        toTitleBar?.alpha = 0
        coordinator.animate(alongsideTransition: { _ in
            fromTitleBar?.alpha = 0
            toTitleBar?.alpha = 1
        }, completion: { context in
            guard context.isCancelled else { return }
            fromTitleBar?.alpha = 1
            toTitleBar?.alpha = 0
        })
    }
}

/// A screen whose subviews the transition animates, looked up by the scenario's element ids.
protocol AlongsideElementViews: UIViewController {
    func elementView(_ id: String) -> UIView?
}

/// The first subview of `view`, depth first, whose accessibilityIdentifier is `identifier`.
@MainActor
func alongsideSubview(identifiedBy identifier: String, in view: UIView) -> UIView? {
    for subview in view.subviews {
        if subview.accessibilityIdentifier == identifier { return subview }
        if let found = alongsideSubview(identifiedBy: identifier, in: subview) { return found }
    }
    return nil
}

/// `mailboxes`: hands over its element views (below).
final class AlongsideMailboxesViewController: UIViewController {}

/// `mailboxes`'s element views: the subviews whose accessibilityIdentifier is the element's id.
extension AlongsideMailboxesViewController: AlongsideElementViews {
    func elementView(_ id: String) -> UIView? {
        alongsideSubview(identifiedBy: id, in: view)
    }
}

/// `inbox`: hands over its element views (below).
final class AlongsideInboxViewController: UIViewController {}

/// `inbox`'s element views: the subviews whose accessibilityIdentifier is the element's id.
extension AlongsideInboxViewController: AlongsideElementViews {
    func elementView(_ id: String) -> UIView? {
        alongsideSubview(identifiedBy: id, in: view)
    }
}

/// What `setUpAlongside(_:)` installs: UIKit holds delegates weakly, so the file keeps them.
@MainActor private enum AlongsideInstalled { static var objects: [AnyObject] = [] }

/// Does what an app's scene delegate would for this file: call it once with the navigation
/// controller (a scenario runs the file with `"swift": {"setUp": "setUpAlongside"}`).
@MainActor
func setUpAlongside(_ navigationController: UINavigationController) {
    AlongsideInstalled.objects.append(AlongsideNavigationDelegate(navigationController: navigationController))
}
