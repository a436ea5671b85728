import SegueCore

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller — faces the model's
/// navigation controller: its stack is the model's, its requests are the model's, and its delegate
/// answers the model's questions inside the call that starts a transition
/// (docs/user-code.md, "The API: navigation and transitions").
open class UINavigationController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation
    public enum Operation: Int, Sendable {
        case none = 0, push, pop
    }

    /// The model's navigation controller this one faces.
    public let modelNavigation: NavigationController

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate — weak, as
    /// UIKit's: keep a strong reference to it.
    open weak var delegate: UINavigationControllerDelegate?

    /// The system edge-pan pop's recognizer: `isEnabled = false` turns the model's pop gesture off.
    public let interactivePopGestureRecognizer: UIGestureRecognizer?
    /// iOS 26's content pan pop, which the model does not have; its `isEnabled` is kept and unused.
    public let interactiveContentPopGestureRecognizer: UIGestureRecognizer?

    /// Faces `navigation`, becoming its delegate.
    init(facing navigation: NavigationController) {
        modelNavigation = navigation
        let pop = UIGestureRecognizer()
        interactivePopGestureRecognizer = pop
        interactiveContentPopGestureRecognizer = UIGestureRecognizer()
        super.init(nibName: nil, bundle: nil)
        pop.enabledChanged = { [unowned navigation] in navigation.isSystemPopEnabled = $0 }
        pop.view = view
        navigation.transitionDelegate = self
    }

    /// Storyboards and nibs are not part of segue's model: always nil.
    public required init?(coder: NSCoder) { return nil }

    /// The container view (the device's bounds).
    open override var view: UIView! { UIView.facing(modelNavigation.view) }

    open override var isViewLoaded: Bool { true }

    // MARK: The stack

    /// The stack, root first; setting it is `setViewControllers(_:animated: false)`. During a
    /// transition it is the stack before the change (the model's).
    open var viewControllers: [UIViewController] {
        get { modelNavigation.stack.map(UIViewController.facing) }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { modelNavigation.stack.last.map(UIViewController.facing) }

    /// The top controller (nothing is presented over a navigation controller in segue's model).
    open var visibleViewController: UIViewController? { topViewController }

    /// Pushes one of the scenario's screens' controllers; the delegate is asked inside this call.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        modelNavigation.request(.push(screenID(of: viewController, in: "pushViewController")), animated: animated)
    }

    /// Pops the top controller and returns it (nil at the root); the delegate is asked inside this call.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        let stack = modelNavigation.stack
        guard stack.count > 1, let top = stack.last else { return nil }
        modelNavigation.request(.pop, animated: animated)
        return UIViewController.facing(top)
    }

    /// Pops to the root and returns the controllers popped (nil at the root).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        let stack = modelNavigation.stack
        guard stack.count > 1 else { return nil }
        modelNavigation.request(.popToRoot, animated: animated)
        return stack.dropFirst().map(UIViewController.facing)
    }

    /// Replaces the stack with the scenario's screens' controllers; a new top transitions (a
    /// push when it was not on the stack, else a pop).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let ids = viewControllers.map { screenID(of: $0, in: "setViewControllers") }
        modelNavigation.request(.setViewControllers(ids), animated: animated)
    }

    /// The screen id of a controller bound to one of the scenario's screens; a controller made
    /// by the code itself has no screen in the model yet: a trap naming why.
    private func screenID(of controller: UIViewController, in call: String) -> String {
        guard let model = controller.modelController, modelNavigation.controllers[model.id] === model else {
            UIKitWorld.notModelled("\(call): only the scenario's screens' controllers can be shown (a controller the code makes is not yet modelled)")
        }
        return model.id
    }
}
