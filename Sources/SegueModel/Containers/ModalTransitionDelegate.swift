import SegueSupport
import SegueScenario

/// The seam through which a host that faces the model with UIKit's API (SegueUIKit,
/// docs/user-code.md, "The API: presentations, tabs and containment") answers what the
/// scenario's `transitions` and `presentationController` answer otherwise: the presented
/// controller's UIViewControllerTransitioningDelegate. The modal controller asks synchronously
/// inside `present` and `dismiss`, in UIKit's order: for a presentation, the presentation
/// controller (custom style only), the animation controller and, only when one came back, the
/// interaction controller; for a dismissal, the animation controller and then the interaction
/// controller. nil answers are UIKit's defaults.
public protocol ModalTransitionDelegate: AnyObject {
    /// `presentationController(forPresented:presenting:source:)`; nil: no presentation controller
    /// of the host's (the presented view fills the container, no chrome).
    func presentationController(forPresented presented: ViewController, presenting: ViewController) -> PresentationControllerHost?
    /// `animationController(forPresented:presenting:source:)`; nil: UIKit's default animator.
    func animationController(forPresented presented: ViewController, presenting: ViewController) -> AnimatedTransitioning?
    /// `interactionControllerForPresentation(using:)`, asked only when `animator` came from the delegate.
    func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning?
    /// `animationController(forDismissed:)`; nil: UIKit's default animator.
    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning?
    /// `interactionControllerForDismissal(using:)`, asked only when `animator` came from the delegate.
    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning?
    /// Told when a presentation or dismissal ended (`completed` false: cancelled), after the
    /// appearance callbacks: where `present`'s and `dismiss`'s completion handlers run.
    func modalTransitionDidEnd(_ operation: Operation, presented: ViewController, completed: Bool)
    /// The sheet `presented`'s own code configured (UIKit's `sheetPresentationController`), asked
    /// as a page sheet is presented; nil: the scenario's `sheet`. `scenarioSheet` is the scenario's
    /// sheet in this container (its size, top inset and bottom safe area resolve the code's detents).
    func sheet(forPresented presented: ViewController, scenarioSheet: SheetGeometry) -> SheetSpec?
}

extension ModalTransitionDelegate {
    /// No sheet of the host's: the scenario's.
    public func sheet(forPresented presented: ViewController, scenarioSheet: SheetGeometry) -> SheetSpec? { nil }
}

/// A host's own presentation controller (SegueUIKit's `UIPresentationController` subclass), called
/// where UIKit calls it (docs/transitions.md, "Presentation controllers").
public protocol PresentationControllerHost: AnyObject {
    /// `frameOfPresentedViewInContainerView`; unit: points, in the container view.
    var frameOfPresentedView: Rect { get }
    /// `shouldRemovePresentersView`: whether the presenter's view leaves the container once presented.
    var shouldRemovePresentersView: Bool { get }
    func presentationTransitionWillBegin()
    func presentationTransitionDidEnd(_ completed: Bool)
    func dismissalTransitionWillBegin()
    func dismissalTransitionDidEnd(_ completed: Bool)
    func containerViewWillLayoutSubviews()
}
