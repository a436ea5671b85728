import SegueCore

/// The names of the generated types (docs/export.md, "Names"): every type starts with the
/// scenario's name in UpperCamelCase (`pop-parallax` → `PopParallaxPopAnimator`), so the exports
/// of several scenarios can live in one module.
struct ExportNames {
    /// `PopParallax`.
    let prefix: String
    /// The variable of each element a track reaches, by `screen.element` (`from.photo1` → `fromPhoto1`).
    private var elements: [String: String] = [:]
    /// Each screen's part of a name (`photo` → `Photo`), by id.
    private var screens: [String: String] = [:]

    /// The local names the animators, interaction controllers and delegates declare themselves:
    /// an element's variable never takes one (an element called `view` on the from screen is
    /// `fromViewElement`, not the from view).
    static let localNames: Set<String> = [
        "fromView", "toView", "coverView", "fromViewController", "toViewController", "container", "width", "height",
        "duration", "direction", "flights", "animator", "context", "transitionContext", "coordinator", "percent",
        "distance", "velocity", "sign", "finishing", "remaining", "speed", "recognizer", "view", "navigationController",
    ]

    init(scenarioName: String) { prefix = SwiftLiteral.scenarioTypeName(scenarioName) }

    init(scenario: Scenario) {
        self.init(scenarioName: scenario.name)
        var keys: [String] = []
        for t in Operation.allCases.compactMap({ scenario.transitions[$0] }) {
            for track in t.animator.tracks + t.alongside {
                if case let .element(screen, element) = track.target { keys.append(screen + "." + element) }
            }
        }
        elements = SwiftLiteral.uniqueNames(keys, base: { key in
            let dot = key.firstIndex(of: ".")!
            return String(key[..<dot]) + SwiftLiteral.capitalized(String(key[key.index(after: dot)...]))
        }, suffix: "Element", reserved: Self.localNames)
        screens = SwiftLiteral.uniqueNames(scenario.screens.map(\.id), base: SwiftLiteral.typeName, suffix: "Screen", reserved: [])
    }

    /// The variable of element `element` of `screen` (`from`, `to`).
    func element(_ screen: String, _ element: String) -> String {
        elements[screen + "." + element] ?? screen + SwiftLiteral.capitalized(element)
    }

    /// A screen's part of a name, unique among the scenario's screens.
    func screen(_ id: String) -> String { screens[id] ?? SwiftLiteral.typeName(id) }

    /// The animation controller of `operation`: `PopParallaxPopAnimator`.
    func animator(_ operation: String) -> String { prefix + SwiftLiteral.typeName(operation) + "Animator" }
    /// The interaction controller of `operation`: `PopParallaxPopInteractionController`.
    func interaction(_ operation: String) -> String { prefix + SwiftLiteral.typeName(operation) + "InteractionController" }
    var navigationDelegate: String { prefix + "NavigationDelegate" }
    var transitioningDelegate: String { prefix + "TransitioningDelegate" }
    var tabBarDelegate: String { prefix + "TabBarDelegate" }
    /// A custom modal's `UIPresentationController` subclass.
    var presentationController: String { prefix + "PresentationController" }
    /// The object that configures and presents a page sheet, and is its delegate.
    var sheetPresenter: String { prefix + "SheetPresenter" }
    /// The dimming view a cover track animates.
    var coverView: String { prefix + "CoverView" }
    /// The protocol a screen adopts to hand over the subviews tracks target.
    var elementViews: String { prefix + "ElementViews" }
    /// The protocol of screens with matched elements, and the flight of one snapshot.
    var matchedElements: String { prefix + "MatchedElements" }
    var matchedFlight: String { prefix + "MatchedFlight" }
    /// The search of a view's subviews by accessibilityIdentifier the element classes share:
    /// `zoomSubview`.
    var subviewSearch: String { prefix.prefix(1).lowercased() + prefix.dropFirst() + "Subview" }
    /// The function that gives `screen` its zoom transition: `zoomPhotoPrefersZoom`.
    func zoomTransition(_ screen: String) -> String {
        prefix.prefix(1).lowercased() + prefix.dropFirst() + self.screen(screen) + "PrefersZoom"
    }
    /// The view controller class the file defines for a screen: `AlertConfirmViewController`.
    func screenController(_ id: String) -> String { prefix + screen(id) + "ViewController" }
    /// The file's type whose `objects` keep what the set-up function installs: `PopParallaxInstalled`.
    var installed: String { prefix + "Installed" }
    /// The method of a containment parent that switches children.
    var childSwitch: String { prefix.prefix(1).lowercased() + prefix.dropFirst() + "SwitchChild" }
}
