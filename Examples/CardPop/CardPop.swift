// A navigation transition as an app would ship it: a push that drops the new screen in on a
// spring, a pop scrubbed by an edge pan with its own finish rule, and the delegate that hands
// them to the navigation controller. Nothing here knows about segue: it is plain UIKit.
import UIKit

/// Push: the new screen falls in from above on a spring; the old one sinks back a little.
final class CardPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to) else { return }
        let container = transitionContext.containerView
        container.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: toViewController)
        toView.transform = CGAffineTransform(translationX: 0, y: -container.bounds.height)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       usingSpringWithDamping: 0.75, initialSpringVelocity: 0, options: []) {
            toView.transform = .identity
            fromView.transform = CGAffineTransform(scaleX: 0.92, y: 0.92)
            fromView.alpha = 0.6
        } completion: { _ in
            fromView.transform = .identity
            fromView.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// Pop: the top screen slides off to the right, linearly, so a finger can scrub it.
final class CardPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        container.insertSubview(toView, belowSubview: fromView)
        toView.transform = CGAffineTransform(scaleX: 0.92, y: 0.92)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear]) {
            fromView.transform = CGAffineTransform(translationX: container.bounds.width, y: 0)
            toView.transform = .identity
        } completion: { _ in
            fromView.transform = .identity
            toView.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// The edge pan that drives the pop. Its finish rule is the app's own: past a third of the
/// width, or flicked right faster than 600 pt/s.
final class CardPopInteraction: UIPercentDrivenInteractiveTransition {
    private(set) var isActive = false
    private weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        let pan = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        pan.edges = .left
        navigationController.view.addGestureRecognizer(pan)
    }

    @objc private func handlePan(_ pan: UIScreenEdgePanGestureRecognizer) {
        guard let view = pan.view else { return }
        let progress = min(max(pan.translation(in: view).x / view.bounds.width, 0), 1)
        switch pan.state {
        case .began:
            isActive = true
            navigationController?.popViewController(animated: true)
        case .changed:
            update(progress)
        case .ended:
            isActive = false
            let flicked = pan.velocity(in: view).x > 600
            if progress > 1.0 / 3.0 || flicked { finish() } else { cancel() }
        case .cancelled, .failed:
            isActive = false
            cancel()
        default:
            break
        }
    }
}

/// Hands the animators to the navigation controller, and the interaction while a finger drives it.
final class CardNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let popInteraction: CardPopInteraction

    init(navigationController: UINavigationController) {
        popInteraction = CardPopInteraction(navigationController: navigationController)
        super.init()
        navigationController.interactivePopGestureRecognizer?.isEnabled = false
        navigationController.delegate = self
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operation == .push ? CardPushAnimator() : CardPopAnimator()
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        popInteraction.isActive ? popInteraction : nil
    }
}

/// What the app's scene delegate does once its navigation controller exists.
@MainActor private var cardDelegate: CardNavigationDelegate?

@MainActor func setUpCardPop(_ navigationController: UINavigationController) {
    cardDelegate = CardNavigationDelegate(navigationController: navigationController)
}
