import SegueCore

// TEMPORARY (replaced by the navigation work): enough to run the host end to end.
open class UINavigationController: UIViewController {}
open class UITabBarController: UIViewController {}

public enum UserCodeApp {
    @MainActor public static func make(scenario: Scenario, size: Size?, entry: UserCodeEntry) -> SimulatedApp {
        var own = scenario
        own.transitions = [:]
        let app = SimulatedApp(scenario: own, size: size)
        let world = UIKitWorld.of(app.runtime)
        world.perform {
            let nav = UINavigationController(nibName: nil, bundle: nil)
            if let root = app.container.visibleAtRest.first { nav.bind(to: root) }
            entry.setUp(nav)
        }
        return app
    }
}
