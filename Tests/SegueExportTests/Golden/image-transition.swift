// image-transition: Image transition with a snapshot
// Written by `segue export image-transition`; the values are the scenario's.
// Left out as the previewer's own: the keyboard finger (repeat delay, idle release, arrow step),
// the gesture's hysteresis, the demo script and the terminal.
// Every part of the scenario is expressed below.
// This code does not animate the navigation bar's item transition (titles and back button): UIKit does
// it itself, alongside the transition (the previewer draws it the same way).
// A custom pop animator takes UIKit's swipe back away (it could not scrub the pop): the delegate turns
// off interactivePopGestureRecognizer and, on iOS 26, interactiveContentPopGestureRecognizer (a pan
// anywhere in the content, which nothing here replaces), and the edge pan below pops instead.
// Set up: call setUpImageTransition(_:) from your scene delegate with the navigation controller, once.
// Make the photo screen with ImageTransitionPhotoViewController and the photos screen with
// ImageTransitionPhotosViewController.
// The screen classes find their element views by accessibilityIdentifier, which the app sets to the
// scenario's element ids (in its storyboard, or in code).

import UIKit

/// push (preset matched): 0.5 s, easeInOut.
final class ImageTransitionPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to),
              let fromViewController = transitionContext.viewController(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        container.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: toViewController)
        let flights = ImageTransitionMatchedFlight.flights(from: fromViewController, to: toViewController, in: container)
        toView.alpha = 0
        let duration = transitionDuration(using: transitionContext)
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut]) {
            toView.alpha = 1
            flights.forEach { $0.fly() }
        } completion: { _ in
            flights.forEach { $0.land() }
            if transitionContext.transitionWasCancelled {
                toView.alpha = 1
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// pop (preset matched): 0.5 s, easeInOut.
final class ImageTransitionPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to),
              let fromViewController = transitionContext.viewController(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        container.insertSubview(toView, belowSubview: fromView)
        toView.frame = transitionContext.finalFrame(for: toViewController)
        let flights = ImageTransitionMatchedFlight.flights(from: fromViewController, to: toViewController, in: container)
        fromView.alpha = 1
        let duration = transitionDuration(using: transitionContext)
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut]) {
            fromView.alpha = 0
            flights.forEach { $0.fly() }
        } completion: { _ in
            flights.forEach { $0.land() }
            if transitionContext.transitionWasCancelled {
                fromView.alpha = 1
            } else {
                fromView.alpha = 1
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// pop's interaction controller: an edge pan from the left edge scrubs the animator; released, the
/// transition finishes or cancels by `shouldFinish(percent:velocity:)`.
final class ImageTransitionPopInteractionController: UIPercentDrivenInteractiveTransition, UIGestureRecognizerDelegate {
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
final class ImageTransitionNavigationDelegate: NSObject, UINavigationControllerDelegate {
    private let popInteraction: ImageTransitionPopInteractionController

    /// Becomes `navigationController`'s delegate and adds the gesture to its view.
    init(navigationController: UINavigationController) {
        popInteraction = ImageTransitionPopInteractionController(view: navigationController.view) { [weak navigationController] in
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
        case .push: return ImageTransitionPushAnimator()
        case .pop: return ImageTransitionPopAnimator()
        default: return nil
        }
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        guard animationController is ImageTransitionPopAnimator, popInteraction.isInteracting else { return nil }
        return popInteraction
    }
}

/// A screen with matched elements: its subviews by their `match` keys.
protocol ImageTransitionMatchedElements: UIViewController {
    var matchedElementViews: [String: UIView] { get }
}

/// A matched element flying as a snapshot from its frame on the from screen to its partner's
/// frame on the to screen, both originals hidden meanwhile, the to screen's view fading in with it.
@MainActor
struct ImageTransitionMatchedFlight {
    let snapshot: UIView
    let targetFrame: CGRect
    let originals: [UIView]
    let destinationView: UIView

    /// One flight per element of `source` whose match key `destination` has too, its snapshot added to `container`.
    static func flights(from source: UIViewController, to destination: UIViewController,
                        in container: UIView) -> [ImageTransitionMatchedFlight] {
        guard let sources = (source as? ImageTransitionMatchedElements)?.matchedElementViews,
              let partners = (destination as? ImageTransitionMatchedElements)?.matchedElementViews else { return [] }
        destination.view.layoutIfNeeded()
        return sources.compactMap { key, view in
            guard let partner = partners[key], let snapshot = view.snapshotView(afterScreenUpdates: false) else { return nil }
            snapshot.frame = container.convert(view.bounds, from: view)
            container.addSubview(snapshot)
            view.isHidden = true
            partner.isHidden = true
            destination.view.alpha = 0
            return ImageTransitionMatchedFlight(snapshot: snapshot, targetFrame: container.convert(partner.bounds, from: partner),
                   originals: [view, partner], destinationView: destination.view)
        }
    }

    /// Inside the animations: to the partner's frame, the to screen's view to opaque.
    func fly() {
        snapshot.frame = targetFrame
        destinationView.alpha = 1
    }

    /// After them: the snapshot goes and the originals show again.
    func land() {
        snapshot.removeFromSuperview()
        originals.forEach { $0.isHidden = false }
        destinationView.alpha = 1
    }
}

/// The first subview of `view`, depth first, whose accessibilityIdentifier is `identifier`.
@MainActor
func imageTransitionSubview(identifiedBy identifier: String, in view: UIView) -> UIView? {
    for subview in view.subviews {
        if subview.accessibilityIdentifier == identifier { return subview }
        if let found = imageTransitionSubview(identifiedBy: identifier, in: subview) { return found }
    }
    return nil
}

/// `photos`: hands over its element views (below).
final class ImageTransitionPhotosViewController: UIViewController {}

/// `photos`'s matched elements: each match key to the accessibilityIdentifier of its view.
extension ImageTransitionPhotosViewController: ImageTransitionMatchedElements {
    var matchedElementViews: [String: UIView] {
        ["dunes": "thumb1"].compactMapValues { imageTransitionSubview(identifiedBy: $0, in: view) }
    }
}

/// `photo`: hands over its element views (below).
final class ImageTransitionPhotoViewController: UIViewController {}

/// `photo`'s matched elements: each match key to the accessibilityIdentifier of its view.
extension ImageTransitionPhotoViewController: ImageTransitionMatchedElements {
    var matchedElementViews: [String: UIView] {
        ["dunes": "image"].compactMapValues { imageTransitionSubview(identifiedBy: $0, in: view) }
    }
}

/// What `setUpImageTransition(_:)` installs: UIKit holds delegates weakly, so the file keeps them.
@MainActor private enum ImageTransitionInstalled { static var objects: [AnyObject] = [] }

/// Does what an app's scene delegate would for this file: call it once with the navigation
/// controller (a scenario runs the file with `"swift": {"setUp": "setUpImageTransition"}`).
@MainActor
func setUpImageTransition(_ navigationController: UINavigationController) {
    ImageTransitionInstalled.objects.append(ImageTransitionNavigationDelegate(navigationController: navigationController))
}
