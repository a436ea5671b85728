import SegueCore

/// https://developer.apple.com/documentation/uikit/uipresentationcontroller — a presentation's
/// chrome and the presented view's frame, subclassed by user code; the model's modal controller
/// calls the overrides where UIKit does (docs/user-code.md, "The API: presentations, tabs and
/// containment"): `presentationTransitionWillBegin()`, `containerViewWillLayoutSubviews()` and
/// `frameOfPresentedViewInContainerView` before the animator runs (the frame is the presented
/// view's final frame), `presentationTransitionDidEnd(_:)` inside `completeTransition`, and the
/// dismissal pair the same way.
@preconcurrency @MainActor open class UIPresentationController: NSObject {
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedviewcontroller
    public let presentedViewController: UIViewController
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentingviewcontroller
    /// — the presenter the delegate was given; when that was nil, the presented controller until
    /// the presentation begins.
    public private(set) var presentingViewController: UIViewController
    /// The modal container's view, set when the model takes this controller for a presentation.
    var modelContainer: View?

    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/init(presentedviewcontroller:presenting:)
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerview — the
    /// modal container's view (the device's bounds); nil before the presentation is set up.
    open var containerView: UIView? { modelContainer.map(UIView.facing) }

    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedview — the
    /// presented controller's view.
    open var presentedView: UIView? { presentedViewController.isViewLoaded ? presentedViewController.view : nil }

    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate — weak, as UIKit's.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/frameofpresentedviewincontainerview
    /// — the presented view's final frame; unit: points, in the container view; default the
    /// container's bounds.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/shouldremovepresentersview
    /// — true: the presenting view leaves the container once presented; default false.
    open var shouldRemovePresentersView: Bool { false }

    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentationtransitionwillbegin()
    open func presentationTransitionWillBegin() {}
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentationtransitiondidend(_:)
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/dismissaltransitionwillbegin()
    open func dismissalTransitionWillBegin() {}
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/dismissaltransitiondidend(_:)
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerviewwilllayoutsubviews()
    open func containerViewWillLayoutSubviews() {}
}
