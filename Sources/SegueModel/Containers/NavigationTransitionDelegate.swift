import SegueScenario

/// The seam through which a host that faces the model with UIKit's API (SegueUIKit,
/// docs/user-code.md, "The API: navigation and transitions") answers what the scenario's
/// `transitions` answer otherwise: UINavigationControllerDelegate. The navigation controller asks
/// synchronously inside the call that starts the transition (push, pop, popToRoot,
/// setViewControllers), in UIKit's order: the animation controller; only when one was returned,
/// the interaction controller; then `willShow`; at the end `didShow`.
public protocol NavigationTransitionDelegate: AnyObject {
    /// `navigationController(_:animationControllerFor:from:to:)`: an animator, or nil for
    /// UIKit's default transition (the model's system push or pop).
    func animationController(for operation: Operation, from: ViewController, to: ViewController) -> AnimatedTransitioning?
    /// `navigationController(_:interactionControllerFor:)`, asked only when `animator` came from
    /// `animationController(for:from:to:)`; nil: the transition plays without interaction.
    func interactionController(for animator: AnimatedTransitioning) -> InteractiveTransitioning?
    /// `navigationController(_:willShow:animated:)`.
    func willShow(_ controller: ViewController, animated: Bool)
    /// `navigationController(_:didShow:animated:)`.
    func didShow(_ controller: ViewController, animated: Bool)
    /// `preferredTransition` of `controller` when it is a zoom (iOS 18), its source provider
    /// already asked for the screen below it; nil: the scenario's `preferredTransition` of the screen.
    func preferredZoom(of controller: ViewController) -> ZoomTransitionSpec?
}

extension NavigationTransitionDelegate {
    /// No zoom of the host's: the scenario's.
    public func preferredZoom(of controller: ViewController) -> ZoomTransitionSpec? { nil }
}
