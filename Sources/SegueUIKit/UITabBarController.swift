import SegueCore

/// https://developer.apple.com/documentation/uikit/uitabbarcontroller — faces the model's tab bar
/// controller: its tabs are the model's, a selection is the model's, and its delegate is asked
/// inside the selection (docs/user-code.md, "The API: presentations, tabs and containment").
open class UITabBarController: UIViewController {
    /// The model's tab bar controller this one faces.
    public let modelTabs: TabBarController

    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/delegate — weak, as
    /// UIKit's: keep a strong reference to it.
    open weak var delegate: UITabBarControllerDelegate?

    /// Faces `tabs`, becoming its delegate.
    init(facing tabs: TabBarController) {
        modelTabs = tabs
        super.init(nibName: nil, bundle: nil)
        tabs.transitionDelegate = self
    }

    /// Storyboards and nibs are not part of segue's model: always nil.
    public required init?(coder: NSCoder) { return nil }

    /// The container view (the device's bounds).
    open override var view: UIView! { UIView.facing(modelTabs.view) }

    open override var isViewLoaded: Bool { true }

    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers — the
    /// tabs' root controllers, in the tab bar's order; the scenario's tabs cannot be replaced.
    open var viewControllers: [UIViewController]? {
        get { modelTabs.tabs.map(UIViewController.facing) }
        set {
            let same = newValue.map { $0.count == modelTabs.tabs.count && zip($0, modelTabs.tabs).allSatisfy { $0.modelController === $1 } }
            guard same == true else {
                UIKitWorld.notModelled("UITabBarController.viewControllers: the tabs are the scenario's; other tabs are not modelled")
            }
        }
    }

    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex — 0-based;
    /// setting it switches tabs (the delegate is asked inside the call).
    open var selectedIndex: Int {
        get { modelTabs.selectedIndex }
        set { modelTabs.request(.select(newValue)) }
    }

    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller
    open var selectedViewController: UIViewController? {
        get { modelTabs.tabs.indices.contains(selectedIndex) ? UIViewController.facing(modelTabs.tabs[selectedIndex]) : nil }
        set {
            guard let model = newValue?.modelController, let index = modelTabs.tabs.firstIndex(where: { $0 === model }) else {
                UIKitWorld.notModelled("UITabBarController.selectedViewController: only one of the scenario's tabs can be selected")
            }
            selectedIndex = index
        }
    }
}

/// The model's questions answered by the user's `UITabBarControllerDelegate`, in user code's
/// world. No delegate, or a nil animator: UIKit's default, an immediate switch.
extension UITabBarController: @preconcurrency TabTransitionDelegate {
    public func animationController(from: ViewController, to: ViewController) -> AnimatedTransitioning? {
        guard let delegate else { return nil }
        let world = UIKitWorld.of(modelTabs.view.runtime)
        let animator = world.perform("tabBarController(_:animationControllerForTransitionFrom:to:)") {
            delegate.tabBarController(self, animationControllerForTransitionFrom: UIViewController.facing(from), to: UIViewController.facing(to))
        }
        return animator.map { UserAnimator($0, world: world) }
    }

    public func interactionController(for animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        guard let delegate, let user = animator as? UserAnimator else { return nil }
        let answer = user.world.perform("tabBarController(_:interactionControllerFor:)") { delegate.tabBarController(self, interactionControllerFor: user.animator) }
        return UserInteraction.modelController(for: answer, animator: user)
    }
}
