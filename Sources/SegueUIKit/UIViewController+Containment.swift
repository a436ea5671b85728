import SegueCore

/// View controller containment facing the model's containment controller (docs/user-code.md,
/// "The API: presentations, tabs and containment"): the parent is the controller `setUp` gets,
/// its children are the scenario's child screens, and `transition(from:to:…)` is the model's switch.
extension UIViewController {
    /// The model's containment controller when this controller is its parent.
    var containmentAsParent: ContainmentController? {
        (self as? UIContainmentParentController)?.modelContainment
    }

    /// The model's containment controller and this controller's screen when it is one of its children.
    private var containmentAsChild: (ContainmentController, ViewController)? {
        guard let model = modelController,
              let containment = UIKitWorld.of(model.view.runtime).modelContainer as? ContainmentController,
              containment.available.contains(where: { $0 === model }) else { return nil }
        return (containment, model)
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/children — the child
    /// controllers, in the order they were added; none for a controller that is not the parent.
    public var children: [UIViewController] { containmentAsParent?.children.map(UIViewController.facing) ?? [] }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/parent — the containment
    /// parent of one of its children; nil otherwise.
    public var parent: UIViewController? {
        guard let (containment, model) = containmentAsChild, containment.children.contains(where: { $0 === model }) else { return nil }
        return UIKitWorld.of(model.view.runtime).containerController
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:) — only the
    /// parent adds, and only the scenario's child screens.
    public func addChild(_ childController: UIViewController) {
        guard let containment = containmentAsParent, let model = childController.modelController,
              containment.available.contains(where: { $0 === model }) else {
            UIKitWorld.notModelled("addChild(_:): only the containment parent adds children, and only the scenario's child screens")
        }
        containment.addChild(model)
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent() — a
    /// controller with no parent does nothing, as in UIKit.
    public func removeFromParent() {
        guard let (containment, model) = containmentAsChild, containment.children.contains(where: { $0 === model }) else { return }
        containment.removeFromParent(model)
    }

    func containmentWillMove(toParent parent: UIViewController?) {
        guard parent == nil, let (containment, model) = containmentAsChild else { return }
        containment.willMoveToNilParent(model)
    }

    func containmentDidMove(toParent parent: UIViewController?) {
        guard let parent, parent.containmentAsParent != nil, let (containment, model) = containmentAsChild else { return }
        containment.didMoveToParent(model)
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transition(from:to:duration:options:animations:completion:)
    /// — the parent's switch from the child shown to a child it added: `duration` in seconds,
    /// `options` one of the curves and no transition or `.transitionCrossDissolve`; `animations`
    /// runs inside the animation, `completion` after the appearance callbacks.
    public func transition(from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
                           options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard let containment = containmentAsParent, let from = fromViewController.modelController,
              let to = toViewController.modelController else {
            UIKitWorld.notModelled("transition(from:to:…): only the containment parent switches, between the scenario's child screens")
        }
        let transitionBits = (options.rawValue >> 20) & 0xF
        guard transitionBits == 0 || options.crossDissolves else {
            UIKitWorld.notModelled("transition(from:to:…): of the view transitions only .transitionCrossDissolve is modelled")
        }
        let arguments = ChildTransitionSpec(duration: duration, options: ViewAnimationOptions(
            transition: options.crossDissolves ? .transitionCrossDissolve : .transitionNone, curve: options.curve))
        let world = UIKitWorld.of(containment.view.runtime)
        let host = HostChildTransition(animations: animations.map { block in { world.perform("an animation block", block) } },
                                       completion: completion.map { block in { finished in world.perform("a completion block") { block(finished) } } })
        guard containment.transition(from: from, to: to, arguments: arguments, host: host) else {
            UIKitWorld.notModelled("transition(from:to:…): from must be the child shown, to another child, with no switch running")
        }
    }
}

/// The containment parent `setUp` gets: its view is the container's (docs/user-code.md, "The
/// API: presentations, tabs and containment").
final class UIContainmentParentController: UIViewController {
    let modelContainment: ContainmentController

    init(facing containment: ContainmentController) {
        modelContainment = containment
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override var view: UIView! { UIView.facing(modelContainment.view) }

    override var isViewLoaded: Bool { true }
}
