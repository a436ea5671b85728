import SegueCore

/// The entry of a UIKit export (docs/export.md, "The set-up function"): the global function an
/// app's scene delegate calls once with the container's controller, which makes and installs the
/// delegates the file defines and keeps them alive, and the view controller classes the file
/// defines for screens that need their own set-up before they are shown. A scenario that runs the
/// file names them (`"swift": {"setUp": …}`, a screen's `"class"`): `segue export --scenario`.
public struct UIKitEntry: Sendable, Equatable {
    /// The set-up function's name: `setUp` and the scenario's type prefix (`setUpPopParallax`).
    public let function: String
    /// The type of its one parameter, the container's controller: `UINavigationController`,
    /// `UITabBarController`, or `UIViewController` (a modal's presenter, a containment parent).
    public let parameterType: String
    /// What the parameter is, in words, for the header: "the navigation controller".
    public let parameterRole: String
    /// The class the file defines for a screen, by screen id (a modal's presented screen that
    /// installs its transitioning delegate, a screen that prefers the zoom transition, a screen that
    /// hands over its element views); empty for none.
    public let screenClasses: [String: String]
    /// The screens whose `preferredTransition` the file's class sets: a scenario that runs the
    /// file leaves it out.
    public let zoomScreens: [String]
    /// The modal's presented screens whose class installs their transitioning delegate.
    public let installingScreens: [String]
    /// The screens whose class hands over their element views by accessibilityIdentifier.
    let elements: ElementClasses

    /// The entry of `scenario`'s UIKit export.
    public init(scenario: Scenario) {
        let names = ExportNames(scenario: scenario)
        function = "setUp" + names.prefix
        var classes: [String: String] = [:]
        var installing: [String] = []
        switch scenario.container {
        case .navigation:
            (parameterType, parameterRole) = ("UINavigationController", "the navigation controller")
        case .tabs:
            (parameterType, parameterRole) = ("UITabBarController", "the tab bar controller")
        case .containment:
            (parameterType, parameterRole) = ("UIViewController", "the containment parent")
        case let .modal(presenter, style, _):
            (parameterType, parameterRole) = ("UIViewController", "the presenting view controller")
            if style != .pageSheet && UIKitExport(scenario).writesTransitioningDelegate {
                installing = scenario.screens.map(\.id).filter { $0 != presenter }
            }
        }
        installingScreens = installing
        for id in installing { classes[id] = names.screenController(id) }
        zoomScreens = scenario.screens.filter { $0.preferredTransition != nil }.map(\.id)
        for id in zoomScreens { classes[id] = names.screenController(id) }
        elements = ElementClasses(scenario: scenario)
        for id in elements.screens(of: scenario) { classes[id] = names.screenController(id) }
        screenClasses = classes
    }
}
