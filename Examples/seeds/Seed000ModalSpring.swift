// Seed 000's modal present and dismiss (自定义Modal的Present/Dismiss动画), in today's Swift,
// otherwise line for line: the details page (详情页面) is the modal's transitioning delegate and
// its animator: present slides the modal up from below the screen with a spring (damping 0.6,
// initial velocity 0), dismiss slides it back down, 0.6 s. Runs as modal-spring.json's built-in
// does (seed-modal-spring.json; Examples/seeds/README.md).
//
// Where this is not the article's text, and why:
// - `UIScreen.mainScreen().bounds.size.height` is the container's height: segue models no
//   UIScreen, and a full-screen modal's container is the screen.
// - The article sets `modal.transitioningDelegate = self` in `prepareForSegue` (a storyboard
//   segue, which segue does not model); `setUpSeedModalSpring` does it once for the modal screen's
//   controller, before anything is presented.
import UIKit

enum ModalPresentingType {
    case present
    case dismiss
}

final class DetailViewController: UIViewController, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    var modalPresentingType: ModalPresentingType?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView

        let toViewController = transitionContext.viewController(forKey: .to)!
        let fromViewController = transitionContext.viewController(forKey: .from)!

        var destView: UIView!
        var destTransfrom = CGAffineTransform.identity
        let screenHeight = containerView.bounds.size.height

        if modalPresentingType == .present {
            destView = toViewController.view
            destView.transform = CGAffineTransform(translationX: 0, y: screenHeight)
            containerView.addSubview(toViewController.view)
        } else if modalPresentingType == .dismiss {
            destView = fromViewController.view
            destTransfrom = CGAffineTransform(translationX: 0, y: screenHeight)
            containerView.insertSubview(toViewController.view, belowSubview: fromViewController.view)
        }

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                       options: .curveLinear, animations: {
            destView.transform = destTransfrom
        }, completion: { completed in
            transitionContext.completeTransition(true)
        })
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        modalPresentingType = .present
        return self
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        modalPresentingType = .dismiss
        return self
    }
}

/// The modal page the details page presents.
final class ModalViewController: UIViewController {
    /// The one the scenario made (its `class`), for the set-up to hand the delegate to.
    static weak var made: ModalViewController?

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        ModalViewController.made = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// What the article's prepareForSegue does before the modal is presented.
@MainActor func setUpSeedModalSpring(_ presenting: UIViewController) {
    let modal = ModalViewController.made!
    modal.transitioningDelegate = presenting as! DetailViewController
}
