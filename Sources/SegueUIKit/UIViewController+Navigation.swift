import SegueCore

/// A view controller's navigation controller and its transition coordinator (docs/user-code.md,
/// "The API: navigation and transitions").
extension UIViewController {
    /// The navigation controller whose stack holds this controller, or which is transitioning
    /// to it; nil otherwise.
    public var navigationController: UINavigationController? {
        guard let model = modelController,
              let navigation = UIKitWorld.of(model.view.runtime).containerController as? UINavigationController else { return nil }
        let context = navigation.modelNavigation.activeContext
        let involved = navigation.modelNavigation.stack.contains { $0 === model }
            || context.map { $0.viewController(forKey: .to) === model } ?? false
        return involved ? navigation : nil
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator —
    /// the running transition's coordinator, for the navigation controller and the two
    /// controllers of the transition; nil at rest.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        let navigation = self as? UINavigationController ?? navigationController
        guard let context = navigation?.modelNavigation.activeContext else { return nil }
        if self !== navigation, let model = modelController,
           context.viewController(forKey: .from) !== model, context.viewController(forKey: .to) !== model { return nil }
        return UIKitTransitionContext.facing(context).coordinator
    }
}
