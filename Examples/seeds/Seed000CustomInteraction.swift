// Seed 000's custom interaction controller (自定义交互控制器), in today's Swift, otherwise line for
// line: the main page is also the pop's interaction controller while its edge pan is recognised;
// it puts the page below under the top one, sets the top page's scale to |p − 1| while dragging,
// and on release animates it over a fixed 0.4 s back to 1 (cancelled: progress < 0.5) or to 0,
// then tells the context. Runs as pop-shrink.json's built-in does (seed-pop-shrink.json).
//
// Where this is not the article's text, and why:
// - `CGFloat(fabsf(Float(percent - CGFloat(1.0))))` is `abs(percent - 1.0)`: today's Swift, and
//   without the detour through Float, which would round the scale to 24 bits.
// - The `println`/`print` lines are comments: the host's standard output is the terminal.
// - Adding the recognizer (the article's viewDidLoad) is in `setUpSeedPopShrink`.
// Differs from the built-in: the article's `finishBy(progress < 0.5)` finishes a release at
// exactly 0.5, where the built-in's rule (percent > 0.5) cancels; and it tells the context to
// cancel or finish when its 0.4 s animation has ended, so the transition reads `interactive`
// during it (the built-in's reads cancelling or finishing); the views move the same.
import UIKit

final class CustomInteractionViewController: MainViewController, UIViewControllerInteractiveTransitioning {
    var isTransiting = false
    var transitionContext: UIViewControllerContextTransitioning?
    var transitingView: UIView?

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext

        let containerView = transitionContext.containerView
        let toViewController = transitionContext.viewController(forKey: .to)!
        let fromViewController = transitionContext.viewController(forKey: .from)!

        containerView.insertSubview(toViewController.view, belowSubview: fromViewController.view)

        self.transitingView = fromViewController.view
    }

    func updateWithPercent(_ percent: CGFloat) {
        let scale = abs(percent - 1.0)
        transitingView?.transform = CGAffineTransform(scaleX: scale, y: scale)
        transitionContext?.updateInteractiveTransition(percent)
    }

    func finishBy(_ cancelled: Bool) {
        if cancelled {
            UIView.animate(withDuration: 0.4, animations: {
                self.transitingView!.transform = .identity
            }, completion: { completed in
                self.transitionContext!.cancelInteractiveTransition()
                self.transitionContext!.completeTransition(false)
            })
        } else {
            UIView.animate(withDuration: 0.4, animations: {
                // print(self.transitingView)
                self.transitingView!.transform = CGAffineTransform(scaleX: 0, y: 0)
                // print(self.transitingView)
            }, completion: { completed in
                self.transitionContext!.finishInteractiveTransition()
                self.transitionContext!.completeTransition(true)
            })
        }
    }

    @objc func handlePopRecognizer(_ popRecognizer: UIScreenEdgePanGestureRecognizer) {
        var progress = popRecognizer.translation(in: navigationController!.view).x / navigationController!.view.bounds.size.width
        progress = min(1.0, max(0.0, progress))

        // print("\(progress)")
        if popRecognizer.state == .began {
            // print("Began")
            isTransiting = true
            self.navigationController!.popViewController(animated: true)
        } else if popRecognizer.state == .changed {
            updateWithPercent(progress)
            // print("Changed")
        } else if popRecognizer.state == .ended || popRecognizer.state == .cancelled {
            finishBy(progress < 0.5)
            // print("Ended || Cancelled")
            isTransiting = false
        }
    }

    override func navigationController(_ navigationController: UINavigationController,
                                       interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        if !self.isTransiting {
            return nil
        }
        return self
    }
}

/// What the article's viewDidLoad does, once the navigation controller exists.
@MainActor func setUpSeedPopShrink(_ navigationController: UINavigationController) {
    let mainPage = navigationController.viewControllers[0] as! CustomInteractionViewController
    navigationController.delegate = mainPage
    let popRecognizer = UIScreenEdgePanGestureRecognizer(target: mainPage, action: #selector(CustomInteractionViewController.handlePopRecognizer(_:)))
    popRecognizer.edges = .left
    navigationController.view.addGestureRecognizer(popRecognizer)
}
