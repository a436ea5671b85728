import SegueCore

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator — faces
/// the model's coordinator of one transition (docs/user-code.md, "The API: navigation and
/// transitions"). The handlers run in user code's world.
final class UIKitTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    unowned let context: UIKitTransitionContext
    private var model: TransitionCoordinator { context.model.coordinator }
    private var world: UIKitWorld { UIKitWorld.of(context.model.containerView.runtime) }

    init(_ context: UIKitTransitionContext) {
        self.context = context
        super.init()
    }

    var isCancelled: Bool { model.isCancelled }
    var isInteractive: Bool { model.isInteractive }
    var percentComplete: CGFloat { CGFloat(model.percentComplete) }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        context.viewController(forKey: key)
    }

    /// The animation shares the transition's duration and easeInOut timing and is scrubbed with
    /// it; added after the transition's animations started, only the completion is kept (false).
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        let world = self.world
        let changes: (() -> Void)? = animation.map { animation in
            { world.perform("a transition coordinator's block") { MainActor.assumeIsolated { animation(self) } } }
        }
        let done: ((TransitionCoordinator) -> Void)? = completion.map { completion in
            { _ in world.perform("a transition coordinator's block") { MainActor.assumeIsolated { completion(self) } } }
        }
        return model.animate(alongside: changes, completion: done)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        let world = self.world
        model.notifyWhenInteractionChanges { _ in world.perform("a transition coordinator's block") { MainActor.assumeIsolated { handler(self) } } }
    }
}
