import SegueSupport
import SegueScenario

/// A presentation controller whose chrome and frame are a host's (`PresentationControllerHost`,
/// docs/user-code.md, "The API: presentations, tabs and containment"): the model logs each call
/// as it does for the scenario's own and calls the host's override in its place.
final class HostedPresentationController: PresentationController {
    let host: PresentationControllerHost

    init(host: PresentationControllerHost, containerSize: Size, presenting: ViewController, presented: ViewController, runtime: Runtime) {
        self.host = host
        super.init(runtime: runtime, spec: PresentationControllerSpec(shouldRemovePresentersView: host.shouldRemovePresentersView),
                   containerSize: containerSize, presenting: presenting, presented: presented)
    }

    override var presentedFrame: Rect { host.frameOfPresentedView }

    override func presentationTransitionWillBegin(_ context: TransitionContext, timing: Timing) {
        runtime.record(.presentationTransitionWillBegin)
        host.presentationTransitionWillBegin()
        containerViewWillLayoutSubviews()
        presented.view.layoutFrame = frameOfPresentedViewInContainerView()
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        runtime.record(.presentationTransitionDidEnd(completed))
        host.presentationTransitionDidEnd(completed)
    }

    override func dismissalTransitionWillBegin(_ context: TransitionContext, timing: Timing) {
        runtime.record(.dismissalTransitionWillBegin)
        let container = context.containerView
        if !container.contains(presenting.view) {
            // shouldRemovePresentersView: the presenter's view comes back for the dismissal.
            container.insertSubview(presenting.view, at: 0)
        }
        host.dismissalTransitionWillBegin()
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        runtime.record(.dismissalTransitionDidEnd(completed))
        host.dismissalTransitionDidEnd(completed)
    }

    override func containerViewWillLayoutSubviews() {
        runtime.record(.containerViewWillLayoutSubviews)
        host.containerViewWillLayoutSubviews()
    }
}
