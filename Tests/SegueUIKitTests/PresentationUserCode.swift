import Foundation
import SegueCore
@testable import SegueUIKit

// "User code" as an app engineer writes it against UIKit, for the presentation, tab and
// containment tests: a card presentation controller, a linear fade animator for present and
// dismiss, a transitioning delegate a presented controller installs in its init, a tab delegate
// with a linear slide, and the generated entries.

/// A card in the middle of the container: (0.1 W, 0.25 H, 0.8 W, 0.5 H); notes its calls.
final class CardPresentationController: UIPresentationController {
    var journal: Journal?

    override var frameOfPresentedViewInContainerView: CGRect {
        let b = containerView?.bounds ?? .zero
        return CGRect(x: 0.1 * b.width, y: 0.25 * b.height, width: 0.8 * b.width, height: 0.5 * b.height)
    }

    override func presentationTransitionWillBegin() { journal?.lines.append("presentationTransitionWillBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) { journal?.lines.append("presentationTransitionDidEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { journal?.lines.append("dismissalTransitionWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { journal?.lines.append("dismissalTransitionDidEnd(\(completed))") }
    override func containerViewWillLayoutSubviews() { journal?.lines.append("containerViewWillLayoutSubviews") }
}

/// Fades the presented view in (present) or out (dismiss): alpha linear over 0.4 s; the
/// presented view gets the context's final frame.
final class FadeModalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let journal: Journal
    let presenting: Bool
    init(journal: Journal, presenting: Bool) {
        self.journal = journal
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let view = transitionContext.view(forKey: key) else { return }
        if presenting, let controller = transitionContext.viewController(forKey: .to) {
            transitionContext.containerView.addSubview(view)
            view.frame = transitionContext.finalFrame(for: controller)
            view.alpha = 0
        }
        UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear], animations: {
            view.alpha = self.presenting ? 1 : 0
        }) { _ in
            self.journal.lines.append("completeTransition")
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// The presented controller's transitioning delegate; notes each question.
final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let journal: Journal
    init(journal: Journal) { self.journal = journal }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        journal.lines.append("presentationController(forPresented:)")
        let controller = CardPresentationController(presentedViewController: presented, presenting: presenting)
        controller.journal = journal
        return controller
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        journal.lines.append("animationController(forPresented:)")
        return FadeModalAnimator(journal: journal, presenting: true)
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        journal.lines.append("interactionControllerForPresentation")
        return nil
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        journal.lines.append("animationController(forDismissed:)")
        return FadeModalAnimator(journal: journal, presenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        journal.lines.append("interactionControllerForDismissal")
        return nil
    }
}

/// A presented screen that installs its transitioning delegate in its init, as the exports do.
final class CardViewController: UIViewController {
    let journal = Journal()
    private var transitioning: CardTransitioningDelegate?

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .custom
        transitioning = CardTransitioningDelegate(journal: journal)
        transitioningDelegate = transitioning
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidAppear(_ animated: Bool) { journal.lines.append("viewDidAppear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { journal.lines.append("viewDidDisappear(\(animated))") }
}

/// Slides the new tab in from the side of its index: x = ±W → 0, linear, 0.4 s.
final class SlideTabAnimator: NSObject, UIViewControllerAnimatedTransitioning {
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
        }) { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
    }
}

/// The tab bar controller's delegate: the slide; notes each question.
final class SlideTabDelegate: NSObject, UITabBarControllerDelegate {
    let journal: Journal
    init(journal: Journal) { self.journal = journal }

    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        journal.lines.append("animationControllerForTransitionFrom(\(fromVC.title ?? "?"), to: \(toVC.title ?? "?"))")
        return SlideTabAnimator()
    }

    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        journal.lines.append("interactionControllerFor")
        return nil
    }
}

/// The generated entry for the presentation, tab and containment tests: keeps the container's
/// controller and, for tabs, installs the slide delegate.
final class ContainerEntry: UserCodeEntry {
    let journal = Journal()
    var container: UIViewController?
    var tabDelegate: SlideTabDelegate?
    /// The presented screen's controller, once made.
    var card: CardViewController?

    func setUp(_ container: UIViewController) {
        self.container = container
        if let tabs = container as? UITabBarController {
            let delegate = SlideTabDelegate(journal: journal)
            tabDelegate = delegate
            tabs.delegate = delegate
        }
    }

    func makeController(className: String) -> UIViewController? {
        guard className == "CardViewController" else { return nil }
        let controller = CardViewController(nibName: nil, bundle: nil)
        card = controller
        return controller
    }
}
