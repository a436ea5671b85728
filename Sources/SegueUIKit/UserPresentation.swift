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

    var frameOfPresentedView: Rect { world.perform { Rect(controller.frameOfPresentedViewInContainerView) } }
    var shouldRemovePresentersView: Bool { world.perform { controller.shouldRemovePresentersView } }
    func presentationTransitionWillBegin() { world.perform { controller.presentationTransitionWillBegin() } }
    func presentationTransitionDidEnd(_ completed: Bool) { world.perform { controller.presentationTransitionDidEnd(completed) } }
    func dismissalTransitionWillBegin() { world.perform { controller.dismissalTransitionWillBegin() } }
    func dismissalTransitionDidEnd(_ completed: Bool) { world.perform { controller.dismissalTransitionDidEnd(completed) } }
    func containerViewWillLayoutSubviews() { world.perform { controller.containerViewWillLayoutSubviews() } }
}
