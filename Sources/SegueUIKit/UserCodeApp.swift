import SegueCore

/// The model an engineer's UIKit code runs on (docs/user-code.md, "The API: navigation and
/// transitions" and "The API: presentations, tabs and containment"): the scenario's container
/// and screens, every screen bound to a `UIViewController`, and the code's delegates in place of
/// the scenario's `transitions`.
public enum UserCodeApp {
    /// Builds the model of `scenario` for `entry`'s code, in a container of `size` points (nil:
    /// the device's size). The scenario's `transitions` are not used: what the code's delegate
    /// does not provide is UIKit's default. Each screen's controller is the class its `class`
    /// names (made by `entry`), or a plain `UIViewController`; it gets `viewDidLoad`, then the
    /// screens on screen get `viewWillAppear(false)` and `viewDidAppear(false)`, then
    /// `entry.setUp` runs with the container's controller, and the keyboard and mouse finger go
    /// to the recognizers the code added (`GestureRouter`).
    @MainActor
    public static func make(scenario: Scenario, size: Size?, entry: UserCodeEntry) -> SimulatedApp {
        var own = scenario
        own.transitions = [:]
        let app = SimulatedApp(scenario: own, size: size)
        let world = UIKitWorld.of(app.runtime)
        world.perform("setUp") {
            for screen in scenario.screens {
                guard let model = app.container.controllers[screen.id] else { continue }
                controller(named: screen.className, for: screen.id, entry: entry).bind(to: model)
            }
            let container = containerController(of: app.container, in: world)
            world.containerController = container
            world.modelContainer = app.container
            for model in app.container.visibleAtRest {
                let controller = UIViewController.facing(model)
                controller.viewWillAppear(false)
                controller.viewDidAppear(false)
            }
            entry.setUp(container)
        }
        world.routeGestures(of: app)
        return app
    }

    /// The controller `setUp` gets for `container`: a `UINavigationController`, a
    /// `UITabBarController`, a modal's presenter (its first screen's controller, whose presented
    /// controllers' transitioning delegates answer the modal's questions) or the containment parent.
    @MainActor
    private static func containerController(of container: Container, in world: UIKitWorld) -> UIViewController {
        switch container {
        case let navigation as NavigationController:
            return UINavigationController(facing: navigation)
        case let tabs as TabBarController:
            return UITabBarController(facing: tabs)
        case let modal as ModalController:
            world.presentations = UIKitPresentations(world: world, modal: modal)
            guard let presenter = modal.chain.first else { UIKitWorld.notModelled("a modal scenario without a presenting screen") }
            return UIViewController.facing(presenter)
        case let containment as ContainmentController:
            return UIContainmentParentController(facing: containment)
        default:
            UIKitWorld.notModelled("user code in a \(type(of: container)) is not modelled")
        }
    }

    /// A new controller of the class `name` names, or a plain one for no name.
    @MainActor
    private static func controller(named name: String?, for screen: String, entry: UserCodeEntry) -> UIViewController {
        guard let name else { return UIViewController(nibName: nil, bundle: nil) }
        guard let made = entry.makeController(className: name) else {
            UIKitWorld.notModelled("screen \(screen): class \(name) is not a UIViewController subclass of the sources")
        }
        return made
    }
}
