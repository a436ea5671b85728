import Foundation
import SegueCore
@testable import SegueUIKit

// "User code" as an app engineer writes it against UIKit, for the navigation tests: a push that
// slides the new screen in from the right, a pop that slides the top screen out to the right (both
// linear over 0.4 s), a delegate returning them and a percent-driven pop while a "gesture" drives,
// and a view controller subclass that notes its life cycle.

/// What the user's objects noted, in order.
final class Journal {
    var lines: [String] = []
}

/// Slides the pushed view in from the right: x = W → 0, linear, 0.4 s.
final class SlideInPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let journal: Journal
    init(journal: Journal) { self.journal = journal }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to) else { return }
        let container = transitionContext.containerView
        container.addSubview(toView)
        let final = transitionContext.finalFrame(for: toViewController)
        toView.frame = final.offsetBy(dx: container.bounds.width, dy: 0)
        UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear], animations: {
            toView.frame = final
        }) { _ in
            self.journal.lines.append("completeTransition(\(!transitionContext.transitionWasCancelled))")
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// Slides the popped view out to the right: x = 0 → W, linear, 0.4 s; a cancel puts it back.
final class SlideOutPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let journal: Journal
    init(journal: Journal) { self.journal = journal }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        container.insertSubview(toView, belowSubview: fromView)
        let width = container.bounds.width
        UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear], animations: {
            fromView.frame.origin.x = width
        }) { _ in
            if transitionContext.transitionWasCancelled { fromView.frame.origin.x = 0 }
            self.journal.lines.append("completeTransition(\(!transitionContext.transitionWasCancelled))")
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// The navigation delegate: the two animators, and the percent-driven pop while `isInteracting`.
final class SlideNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let journal: Journal
    let popInteraction = UIPercentDrivenInteractiveTransition()
    var isInteracting = false
    /// Whether `animationControllerFor` answers nil (UIKit's default transitions).
    let answersNil: Bool

    init(journal: Journal, answersNil: Bool = false) {
        self.journal = journal
        self.answersNil = answersNil
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        journal.lines.append("animationControllerFor(\(operation == .push ? "push" : "pop"))")
        if answersNil { return nil }
        return operation == .push ? SlideInPushAnimator(journal: journal) : SlideOutPopAnimator(journal: journal)
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        journal.lines.append("interactionControllerFor")
        return isInteracting ? popInteraction : nil
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        journal.lines.append("willShow(\(viewController.title ?? "?"))")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        journal.lines.append("didShow(\(viewController.title ?? "?"))")
    }
}

/// A screen's own class: notes viewDidLoad and its appearance callbacks.
final class NotingViewController: UIViewController {
    var journal: Journal?

    override func viewDidLoad() {
        super.viewDidLoad()
        journal?.lines.append("\(title ?? "?").viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) { journal?.lines.append("\(title ?? "?").viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { journal?.lines.append("\(title ?? "?").viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { journal?.lines.append("\(title ?? "?").viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { journal?.lines.append("\(title ?? "?").viewDidDisappear(\(animated))") }
}

/// The generated entry: `setUp` installs the delegate (and turns the system swipe back off).
final class NavigationEntry: UserCodeEntry {
    let journal = Journal()
    var delegate: SlideNavigationDelegate?
    var navigation: UINavigationController?
    let installsDelegate: Bool
    let answersNil: Bool

    init(installsDelegate: Bool = true, answersNil: Bool = false) {
        self.installsDelegate = installsDelegate
        self.answersNil = answersNil
    }

    func setUp(_ container: UIViewController) {
        let navigation = container as! UINavigationController
        self.navigation = navigation
        guard installsDelegate else { return }
        let delegate = SlideNavigationDelegate(journal: journal, answersNil: answersNil)
        self.delegate = delegate
        navigation.delegate = delegate
        navigation.interactivePopGestureRecognizer?.isEnabled = false
    }

    func makeController(className: String) -> UIViewController? {
        if className == "FadingViewController" {
            let controller = FadingViewController(nibName: nil, bundle: nil)
            controller.journal = journal
            return controller
        }
        guard className == "NotingViewController" else { return nil }
        // The journal must be there for viewDidLoad, which runs at the binding, after init.
        let controller = NotingViewController(nibName: nil, bundle: nil)
        controller.journal = journal
        return controller
    }
}

/// A screen that fades its view to 0.5 alongside the transition that shows it, and notes what
/// its coordinator reports.
final class FadingViewController: UIViewController {
    var journal: Journal?

    override func viewWillAppear(_ animated: Bool) {
        guard let coordinator = transitionCoordinator else { return }
        coordinator.animate(alongsideTransition: { _ in self.view.alpha = 0.5 }) { context in
            self.journal?.lines.append("alongside completion(cancelled: \(context.isCancelled))")
        }
        coordinator.notifyWhenInteractionChanges { context in
            self.journal?.lines.append("interaction changed(interactive: \(context.isInteractive), cancelled: \(context.isCancelled))")
        }
    }
}
