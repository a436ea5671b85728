import Foundation
import SegueCore
import Testing
@testable import SegueUIKit

/// A user's own `UIViewControllerInteractiveTransitioning` (not a percent-driven one) calls the
/// context itself: UIKit's `updateInteractiveTransition`, `finishInteractiveTransition` and
/// `cancelInteractiveTransition` are in the call log as the model's own controllers' are, and the
/// panel's percent is the last update, since the code moves the views itself.
@Suite @MainActor struct OwnInteractionControllerTests {
    /// Moves the from view by hand: x = percent × width.
    final class HandDrivenPop: NSObject, UIViewControllerInteractiveTransitioning {
        var context: UIViewControllerContextTransitioning?
        func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
            context = transitionContext
            if let to = transitionContext.view(forKey: .to), let from = transitionContext.view(forKey: .from) {
                transitionContext.containerView.insertSubview(to, belowSubview: from)
            }
        }
        func move(to percent: CGFloat) {
            guard let context, let from = context.view(forKey: .from) else { return }
            from.frame.origin.x = percent * context.containerView.bounds.width
            context.updateInteractiveTransition(percent)
        }
    }

    final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
    }

    final class Delegate: NSObject, UINavigationControllerDelegate {
        let interaction = HandDrivenPop()
        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            operation == .pop ? Animator() : nil
        }
        func navigationController(_ navigationController: UINavigationController,
                                  interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
            interaction
        }
    }

    final class Entry: UserCodeEntry {
        let delegate = Delegate()
        var navigation: UINavigationController?
        func setUp(_ container: UIViewController) {
            navigation = container as? UINavigationController
            navigation?.delegate = delegate
        }
        func makeController(className: String) -> UIViewController? { nil }
    }

    @Test func itsContextCallsAreLoggedAndThePercentIsItsLastUpdate() throws {
        let entry = Entry()
        let scenario = try NavigationTransitionTests.scenario(stack: ["inbox", "message"])
        let app = UserCodeApp.make(scenario: scenario, size: nil, entry: entry)
        let world = UIKitWorld.of(app.runtime)
        world.perform { _ = entry.navigation!.popViewController(animated: true) }
        app.advance(to: 0.1)
        world.perform { entry.delegate.interaction.move(to: 0.25) }
        app.advance(to: 0.2)
        #expect(app.percent == 0.25)
        world.perform { entry.delegate.interaction.move(to: 0.4) }
        app.advance(to: 0.3)
        #expect(app.percent == 0.4)
        world.perform {
            let context = entry.delegate.interaction.context!
            context.finishInteractiveTransition()
            context.updateInteractiveTransition(0.9)  // after the end: refused, as the model's own
            context.completeTransition(true)
        }
        app.advance(to: 0.5)
        let texts = app.runtime.log.entries.map(\.call.text)
        let from = try #require(texts.firstIndex(of: "update(0.25)"))
        #expect(Array(texts[from...].prefix(5)) == [
            "update(0.25)", "update(0.4)", "finish()",
            "update(0.9) outside the interactive phase: ignored", "completeTransition(true)",
        ])
    }
}
