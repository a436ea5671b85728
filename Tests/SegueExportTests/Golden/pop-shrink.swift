// pop-shrink: Custom interaction controller: shrink to pop
// Written by `segue export pop-shrink`; the values are the scenario's.
// Left out as the previewer's own: the keyboard finger (repeat delay, idle release, arrow step),
// the gesture's hysteresis, the demo script and the terminal.
// Not expressed in this file:
// - pop: the exact scale 0 of the from view (written as 0.001: Core Animation cannot interpolate a singular transform, and the view would vanish at once)
// This code does not animate the navigation bar's item transition (titles and back button): UIKit does
// it itself, alongside the transition (the previewer draws it the same way).
// A custom pop animator takes UIKit's swipe back away (it could not scrub the pop): the delegate turns
// off interactivePopGestureRecognizer and, on iOS 26, interactiveContentPopGestureRecognizer (a pan
// anywhere in the content, which nothing here replaces), and the edge pan below pops instead.
// Set up: call setUpPopShrink(_:) from your scene delegate with the navigation controller, once.

import UIKit

/// push (preset scale): 0.4 s, easeInOut.
final class PopShrinkPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
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

/// pop (preset shrink): 0.4 s, easeInOut.
final class PopShrinkPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
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
            fromView.transform = CGAffineTransform(scaleX: 0.001, y: 0.001)
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

/// pop's interaction controller, a custom one: an edge pan from the left edge sets the views' values
/// directly, linearly in the percent, and the release ends with its own animation.
final class PopShrinkPopInteractionController: NSObject, UIViewControllerInteractiveTransitioning, UIGestureRecognizerDelegate {
    /// Whether the gesture drives a transition now: the delegate returns this controller only then.
    private(set) var isInteracting = false
    /// Starts the transition; false when it cannot begin now.
    private let startTransition: () -> Bool
    private var transitionContext: UIViewControllerContextTransitioning?
    private var fromView: UIView?

    /// Adds the gesture recognizer to `view`; `startTransition` starts the pop when the gesture
    /// begins, or returns false when it cannot (the gesture then drives nothing).
    init(view: UIView, startTransition: @escaping () -> Bool) {
        self.startTransition = startTransition
        super.init()
        let recognizer = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handleGesture(_:)))
        // The scenario's left edge, mirrored in a right-to-left layout.
        recognizer.edges = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
        recognizer.delegate = self
        view.addGestureRecognizer(recognizer)
    }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        container.insertSubview(toView, belowSubview: fromView)
        toView.frame = transitionContext.finalFrame(for: toViewController)
        self.transitionContext = transitionContext
        self.fromView = fromView
        apply(percent: 0)
    }

    /// Every track's values `percent` of the way, linearly.
    private func apply(percent: CGFloat) {
        fromView?.transform = CGAffineTransform(scaleX: 1 - 0.999 * percent, y: 1 - 0.999 * percent)
    }

    /// Plays the rest forward (finishing) or back to the start, then completes the transition.
    private func end(finishing: Bool) {
        guard let transitionContext else { return }
        if finishing {
            transitionContext.finishInteractiveTransition()
        } else {
            transitionContext.cancelInteractiveTransition()
        }
        UIView.animate(withDuration: 0.4, delay: 0, options: [.curveEaseInOut]) {
            self.apply(percent: finishing ? 1 : 0)
        } completion: { _ in
            if !finishing {
                self.fromView?.transform = .identity
            } else {
                self.fromView?.transform = .identity
            }
            transitionContext.completeTransition(finishing)
            self.transitionContext = nil
            self.fromView = nil
        }
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
            if isInteracting { apply(percent: percent); transitionContext?.updateInteractiveTransition(percent) }
        case .changed:
            guard isInteracting else { return }
            apply(percent: percent)
            transitionContext?.updateInteractiveTransition(percent)
        case .ended:
            guard isInteracting else { return }
            isInteracting = false
            let velocity = sign * recognizer.velocity(in: view).x
            end(finishing: Self.shouldFinish(percent: percent, velocity: velocity))
        case .cancelled, .failed:
            guard isInteracting else { return }
            isInteracting = false
            end(finishing: false)
        default:
            break
        }
    }

    /// The finish rule: finish when released past 0.5 of the way.
    /// `percent` is 0…1; `velocity` is positive towards finishing.
    static func shouldFinish(percent: CGFloat, velocity: CGFloat) -> Bool {
        percent > 0.5
    }

    /// A scroll view's pan waits for the edge pan to fail, as it does for UIKit's own swipe back.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer.view is UIScrollView
    }
}

/// The navigation controller's delegate: segue's animators for push and pop, and the pop
/// gesture's interaction controller while it drives one. `UINavigationController.delegate` is
/// weak: keep a strong reference to this object.
final class PopShrinkNavigationDelegate: NSObject, UINavigationControllerDelegate {
    private let popInteraction: PopShrinkPopInteractionController

    /// Becomes `navigationController`'s delegate and adds the gesture to its view.
    init(navigationController: UINavigationController) {
        popInteraction = PopShrinkPopInteractionController(view: navigationController.view) { [weak navigationController] in
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
        case .push: return PopShrinkPushAnimator()
        case .pop: return PopShrinkPopAnimator()
        default: return nil
        }
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        guard animationController is PopShrinkPopAnimator, popInteraction.isInteracting else { return nil }
        return popInteraction
    }
}

/// What `setUpPopShrink(_:)` installs: UIKit holds delegates weakly, so the file keeps them.
@MainActor private enum PopShrinkInstalled { static var objects: [AnyObject] = [] }

/// Does what an app's scene delegate would for this file: call it once with the navigation
/// controller (a scenario runs the file with `"swift": {"setUp": "setUpPopShrink"}`).
@MainActor
func setUpPopShrink(_ navigationController: UINavigationController) {
    PopShrinkInstalled.objects.append(PopShrinkNavigationDelegate(navigationController: navigationController))
}
