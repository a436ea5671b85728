/// The names of the generated types (docs/export.md, "Names"): every type starts with the
/// scenario's name in UpperCamelCase (`pop-parallax` → `PopParallaxPopAnimator`), so the exports
/// of several scenarios can live in one module.
struct ExportNames {
    /// `PopParallax`.
    let prefix: String

    init(scenarioName: String) { prefix = SwiftLiteral.typeName(scenarioName) }

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
    /// The function that gives `screen` its zoom transition: `zoomPhotoPrefersZoom`.
    func zoomTransition(_ screen: String) -> String {
        prefix.prefix(1).lowercased() + prefix.dropFirst() + SwiftLiteral.typeName(screen) + "PrefersZoom"
    }
    /// The method of a containment parent that switches children.
    var childSwitch: String { prefix.prefix(1).lowercased() + prefix.dropFirst() + "SwitchChild" }
}
