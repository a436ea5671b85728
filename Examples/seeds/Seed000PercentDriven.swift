// Seed 000's percent-driven pop (使用UIPercentDrivenInteractiveTransition), in today's Swift,
// otherwise line for line: the main page adds a left screen-edge pan to the navigation
// controller's view; the pan makes a UIPercentDrivenInteractiveTransition when it begins, pops,
// updates it with the clamped progress, and finishes if progress > 0.5 when it ends. The pop is
// the main page's scale animator (Seed000MainViewController.swift). Runs as
// pop-percent-driven.json's built-in does (seed-pop-percent-driven.json).
//
// Where this is not the article's text, and why:
// - The article's `println` lines are comments: the host's standard output is the terminal.
// - Adding the recognizer (the article's viewDidLoad) is in `setUpSeedPopPercentDriven`.
import UIKit

final class PercentDrivenViewController: MainViewController {
    var interactivePopTransition: UIPercentDrivenInteractiveTransition?

    @objc func handlePopRecognizer(_ popRecognizer: UIScreenEdgePanGestureRecognizer) {
        var progress = popRecognizer.translation(in: navigationController!.view).x / navigationController!.view.bounds.size.width
        progress = min(1.0, max(0.0, progress))

        // print("\(progress)")
        if popRecognizer.state == .began {
            // print("Began")
            self.interactivePopTransition = UIPercentDrivenInteractiveTransition()
            self.navigationController!.popViewController(animated: true)
        } else if popRecognizer.state == .changed {
            self.interactivePopTransition?.update(progress)
            // print("Changed")
        } else if popRecognizer.state == .ended || popRecognizer.state == .cancelled {
            if progress > 0.5 {
                self.interactivePopTransition?.finish()
            } else {
                self.interactivePopTransition?.cancel()
            }
            // print("Ended || Cancelled")
            self.interactivePopTransition = nil
        }
    }

    override func navigationController(_ navigationController: UINavigationController,
                                       interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        return self.interactivePopTransition
    }
}

/// What the article's viewDidLoad does, once the navigation controller exists.
@MainActor func setUpSeedPopPercentDriven(_ navigationController: UINavigationController) {
    let mainPage = navigationController.viewControllers[0] as! PercentDrivenViewController
    navigationController.delegate = mainPage
    let popRecognizer = UIScreenEdgePanGestureRecognizer(target: mainPage, action: #selector(PercentDrivenViewController.handlePopRecognizer(_:)))
    popRecognizer.edges = .left
    navigationController.view.addGestureRecognizer(popRecognizer)
}
