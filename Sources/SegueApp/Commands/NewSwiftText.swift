/// The UIKit file `segue new NAME --swift` writes beside the scenario (docs/cli.md, "`segue
/// new`"): an animator on a spring, an edge-pan interaction controller with its own finish rule,
/// the navigation delegate that hands them over, and the set-up function the scenario names.
/// Plain UIKit: the same file builds in an app. `{{name}}` stands for the scenario's name,
/// `{{Type}}` for its UpperCamelCase form.
enum NewSwiftText {
    /// The finish rule the interaction controller is written with: finish past this fraction of
    /// the container's width (0…1)…
    static let finishProgress = 0.5
    /// …or when the finger leaves faster than this to the right; unit: points per second.
    static let finishVelocity = 1000.0

    /// The source of `{{Type}}.swift`.
    static func source(name: String, typeName: String) -> String {
        (header + animator + interaction + delegate)
            .replacing("{{progress}}", with: "\(finishProgress)")
            .replacing("{{velocity}}", with: "\(Int(finishVelocity))")
            .replacing("{{name}}", with: name)
            .replacing("{{Type}}", with: typeName)
    }

    static let header = #"""
    // {{Type}}.swift, written by `segue new {{name}} --swift`: a navigation push and pop with your
    // own animator, an edge pan that drives the pop with its own finish rule, and the delegate
    // that hands them to the navigation controller. Plain UIKit: the same file builds in an app.
    // segue runs it against its model of UIKit (docs/user-code.md): `segue play {{name}}.json`,
    // and a save reloads it.
    import UIKit

    """#

    static let animator = #"""
    /// Push and pop on a spring: the pushed view comes in from the right over the one it covers,
    /// which moves a third of the way left; a pop plays the same the other way (linearly while a
    /// finger drives it).
    final class {{Type}}Animator: NSObject, UIViewControllerAnimatedTransitioning {
        let operation: UINavigationController.Operation

        init(operation: UINavigationController.Operation) {
            self.operation = operation
            super.init()
        }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            0.5
        }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let fromView = transitionContext.view(forKey: .from),
                  let toView = transitionContext.view(forKey: .to),
                  let toViewController = transitionContext.viewController(forKey: .to) else { return }
            let container = transitionContext.containerView
            let width = container.bounds.width
            let isPush = operation == .push
            toView.frame = transitionContext.finalFrame(for: toViewController)
            if isPush {
                container.addSubview(toView)
            } else {
                container.insertSubview(toView, belowSubview: fromView)
            }
            toView.transform = CGAffineTransform(translationX: isPush ? width : -width / 3, y: 0)
            let duration = transitionDuration(using: transitionContext)
            let animations = {
                toView.transform = .identity
                fromView.transform = CGAffineTransform(translationX: isPush ? -width / 3 : width, y: 0)
            }
            let completion = { (_: Bool) in
                fromView.transform = .identity
                toView.transform = .identity
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
            if transitionContext.isInteractive {
                // A finger scrubs this one: linear, so the view stays under the finger.
                UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear], animations: animations, completion: completion)
            } else {
                UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.85, initialSpringVelocity: 0,
                               options: [], animations: animations, completion: completion)
            }
        }
    }

    """#

    static let interaction = #"""
    /// The edge pan that drives the pop. Its finish rule is yours: past {{progress}} of the width,
    /// or a flick to the right faster than {{velocity}} pt/s; anything else cancels.
    final class {{Type}}Interaction: UIPercentDrivenInteractiveTransition {
        /// The rule: a fraction of the width (0…1), and a speed in points per second.
        static let finishProgress: CGFloat = {{progress}}
        static let finishVelocity: CGFloat = {{velocity}}

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
                let flicked = pan.velocity(in: view).x > Self.finishVelocity
                if progress > Self.finishProgress || flicked { finish() } else { cancel() }
            case .cancelled, .failed:
                isActive = false
                cancel()
            default:
                break
            }
        }
    }

    """#

    static let delegate = #"""
    /// Hands the animator to the navigation controller, and the interaction while a finger drives it.
    final class {{Type}}NavigationDelegate: NSObject, UINavigationControllerDelegate {
        let popInteraction: {{Type}}Interaction

        init(navigationController: UINavigationController) {
            popInteraction = {{Type}}Interaction(navigationController: navigationController)
            super.init()
            navigationController.interactivePopGestureRecognizer?.isEnabled = false
            navigationController.delegate = self
        }

        func navigationController(_ navigationController: UINavigationController,
                                  animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            {{Type}}Animator(operation: operation)
        }

        func navigationController(_ navigationController: UINavigationController,
                                  interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning? {
            popInteraction.isActive ? popInteraction : nil
        }
    }

    /// What the app's scene delegate does once its navigation controller exists (the scenario's
    /// "setUp"): the navigation controller keeps its delegate weakly, so it is kept here.
    @MainActor private var navigationDelegate: {{Type}}NavigationDelegate?

    @MainActor func setUp{{Type}}(_ navigationController: UINavigationController) {
        navigationDelegate = {{Type}}NavigationDelegate(navigationController: navigationController)
    }

    """#
}
