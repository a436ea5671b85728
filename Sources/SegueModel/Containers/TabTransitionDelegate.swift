import SegueScenario

/// The seam through which a host that faces the model with UIKit's API (SegueUIKit,
/// docs/user-code.md, "The API: presentations, tabs and containment") answers what the
/// scenario's `tab` transition answers otherwise: UITabBarControllerDelegate, asked inside the
/// selection in UIKit's order — the animation controller, then, only when one came back, the
/// interaction controller. nil: UIKit's default, an immediate switch.
public protocol TabTransitionDelegate: AnyObject {
    /// `tabBarController(_:animationControllerForTransitionFrom:to:)`.
    func animationController(from: ViewController, to: ViewController) -> AnimatedTransitioning?
    /// `tabBarController(_:interactionControllerFor:)`, asked only when `animator` came from the delegate.
    func interactionController(for animator: AnimatedTransitioning) -> InteractiveTransitioning?
}
