// The compile-and-load benchmark's source (make bench-user-code): about 200 lines of an app's
// transition code, as an iOS engineer would write it. A push that drops a card in on a spring
// with a shadow-like backdrop fading under it, a pop that a finger scrubs from the left edge
// with the app's own finish rule, a pan delegate that refuses vertical drags, screens with their
// own appearance code, and the navigation delegate that ties them together. Plain UIKit.
import UIKit

/// Tunables the design team changes often: one place for every number.
enum MailMotion {
    static let pushDuration: TimeInterval = 0.6
    static let popDuration: TimeInterval = 0.35
    static let springDamping: CGFloat = 0.78
    static let backdropAlpha: CGFloat = 0.45
    static let sunkenScale: CGFloat = 0.92
    static let cornerRadius: CGFloat = 14
    static let finishFraction: CGFloat = 1.0 / 3.0
    static let flickVelocity: CGFloat = 600
}

/// The list screen: dims itself while a message covers it.
final class InboxViewController: UIViewController {
    private(set) var appearances = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        view.layer.cornerRadius = 0
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
        guard animated, let coordinator = transitionCoordinator else { return }
        coordinator.animate(alongsideTransition: { _ in
            self.view.alpha = 1
        }, completion: { context in
            if context.isCancelled { self.view.alpha = MailMotion.backdropAlpha }
        })
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        guard animated, let coordinator = transitionCoordinator else { return }
        coordinator.animate(alongsideTransition: { _ in
            self.view.alpha = MailMotion.backdropAlpha
        }, completion: nil)
    }
}

/// The message screen: a rounded card.
final class MessageViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Message"
        view.layer.cornerRadius = MailMotion.cornerRadius
    }
}

/// Push: the card falls in from above on a spring; the list sinks back behind a backdrop.
final class CardPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        MailMotion.pushDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let backdrop = UIView(frame: container.bounds)
        backdrop.backgroundColor = .black
        backdrop.alpha = 0
        container.addSubview(backdrop)
        container.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: toViewController)
        toView.transform = CGAffineTransform(translationX: 0, y: -container.bounds.height)
        let duration = transitionDuration(using: transitionContext)
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: MailMotion.springDamping,
                       initialSpringVelocity: 0, options: [.curveEaseOut]) {
            toView.transform = .identity
            fromView.transform = CGAffineTransform(scaleX: MailMotion.sunkenScale, y: MailMotion.sunkenScale)
            backdrop.alpha = MailMotion.backdropAlpha
        } completion: { _ in
            backdrop.removeFromSuperview()
            fromView.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        // An app would log the transition to its analytics here.
    }
}

/// Pop: the card slides off to the right, linearly, so a finger can scrub it; the list rises.
final class CardPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        MailMotion.popDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        container.insertSubview(toView, belowSubview: fromView)
        toView.transform = CGAffineTransform(scaleX: MailMotion.sunkenScale, y: MailMotion.sunkenScale)
        let width = container.bounds.width
        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0,
                                options: [.calculationModeLinear]) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                fromView.transform = CGAffineTransform(translationX: width, y: 0)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.8) {
                toView.transform = .identity
            }
        } completion: { _ in
            fromView.transform = .identity
            toView.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// The edge pan that drives the pop, with the app's finish rule: past a third of the width, or
/// flicked right faster than 600 pt/s.
final class CardPopInteraction: UIPercentDrivenInteractiveTransition, UIGestureRecognizerDelegate {
    private(set) var isActive = false
    private weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        completionCurve = .easeOut
        let pan = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        pan.edges = .left
        pan.delegate = self
        navigationController.view.addGestureRecognizer(pan)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigationController, navigationController.viewControllers.count > 1,
              let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }
        let velocity = pan.velocity(in: pan.view)
        return abs(velocity.x) >= abs(velocity.y)
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
            let flicked = pan.velocity(in: view).x > MailMotion.flickVelocity
            completionSpeed = flicked ? 1.5 : 1
            if progress > MailMotion.finishFraction || flicked { finish() } else { cancel() }
        case .cancelled, .failed:
            isActive = false
            cancel()
        default:
            break
        }
    }
}

/// Hands the animators to the navigation controller, and the interaction while a finger drives it.
final class MailNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let popInteraction: CardPopInteraction
    private(set) var shown: [String] = []

    init(navigationController: UINavigationController) {
        popInteraction = CardPopInteraction(navigationController: navigationController)
        super.init()
        navigationController.interactivePopGestureRecognizer?.isEnabled = false
        navigationController.delegate = self
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .push: return CardPushAnimator()
        case .pop: return CardPopAnimator()
        default: return nil
        }
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        popInteraction.isActive ? popInteraction : nil
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        shown.append(viewController.title ?? "untitled")
    }
}

/// What the app's scene delegate does once its navigation controller exists.
@MainActor private var mailDelegate: MailNavigationDelegate?

@MainActor func setUpMail(_ navigationController: UINavigationController) {
    mailDelegate = MailNavigationDelegate(navigationController: navigationController)
}
