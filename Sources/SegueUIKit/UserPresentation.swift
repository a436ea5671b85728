import SegueCore

/// The user's `UIPresentationController` as the model's presentation controller host
/// (docs/user-code.md, "The API: presentations, tabs and containment"): every call runs in user
/// code's world.
@MainActor final class UserPresentation: @preconcurrency PresentationControllerHost {
    let controller: UIPresentationController
    unowned let world: UIKitWorld

    init(_ controller: UIPresentationController, world: UIKitWorld) {
        self.controller = controller
        self.world = world
    }

    var frameOfPresentedView: Rect { world.perform("frameOfPresentedViewInContainerView") { Rect(controller.frameOfPresentedViewInContainerView) } }
    var shouldRemovePresentersView: Bool { world.perform("shouldRemovePresentersView") { controller.shouldRemovePresentersView } }
    func presentationTransitionWillBegin() { world.perform("presentationTransitionWillBegin") { controller.presentationTransitionWillBegin() } }
    func presentationTransitionDidEnd(_ completed: Bool) { world.perform("presentationTransitionDidEnd") { controller.presentationTransitionDidEnd(completed) } }
    func dismissalTransitionWillBegin() { world.perform("dismissalTransitionWillBegin") { controller.dismissalTransitionWillBegin() } }
    func dismissalTransitionDidEnd(_ completed: Bool) { world.perform("dismissalTransitionDidEnd") { controller.dismissalTransitionDidEnd(completed) } }
    func containerViewWillLayoutSubviews() { world.perform("containerViewWillLayoutSubviews") { controller.containerViewWillLayoutSubviews() } }
}
