import SegueCore

/// Writes the zoom transition of a screen that prefers it (docs/export.md, "The zoom
/// transition"): a function that sets `preferredTransition = .zoom(options:sourceViewProvider:)`
/// (iOS 18) on the view controller before it is pushed, with the scenario's dimming colour, its
/// source provider reading the source element's view from the screen it is pushed from (through
/// the element protocol); UIKit asks the provider at the push and again at the pop.
struct ZoomWriter {
    let names: ExportNames
    /// The id of the screen that is zoomed open.
    let screen: String
    let zoom: ZoomTransitionSpec

    /// The source element's id on its screen: `photo1` of `grid.photo1`.
    var element: String { String(zoom.sourceElement.dropFirst(zoom.sourceScreen.count + 1)) }

    /// What UIKit's zoom does by itself that the previewer imitates, for the header.
    static let leftToUIKit = "the zoom's spring, its corner radius, the presenter's recession (recedesPresentingView, on "
        + "by default), and the dismissal pan from anywhere in the zoomed view with its finish rule"

    func write(into w: inout SourceWriter) {
        w.line("/// `\(SwiftLiteral.comment(screen))` is pushed with the zoom transition (iOS 18): it grows from the "
               + "`\(SwiftLiteral.comment(element))` view of")
        w.line("/// the screen it is pushed from (`\(SwiftLiteral.comment(zoom.sourceScreen))`) and shrinks back into it "
               + "when popped, by the back button or a pan")
        w.line("/// from anywhere in it; UIKit asks the provider at the push and again at the pop. Call it before pushing.")
        w.line("@available(iOS 18.0, *)")
        w.line("@MainActor")
        w.block("func \(names.zoomTransition(screen))(_ viewController: UIViewController)") { w in
            w.line("let options = UIViewController.Transition.ZoomOptions()")
            w.line("options.dimmingColor = \(SwiftLiteral.color(zoom.dimmingColor, alpha: zoom.dimmingAlpha))")
            if !zoom.recedesPresentingView || zoom.recededScale != ZoomTransitionSpec.defaultRecededScale {
                // UIKit has no public API for either: the previewer's setting stays a preview.
                w.line("// The previewer's " + (zoom.recedesPresentingView
                    ? "recededScale \(DecimalText.compact(zoom.recededScale))" : "recedesPresentingView = false")
                    + " has no public UIKit API: the presenter recedes as UIKit decides.")
            }
            w.line("viewController.preferredTransition = .zoom(options: options) { context in")
            w.line("    (context.sourceViewController as? \(names.elementViews))?.elementView(\(SwiftLiteral.string(element)))")
            w.line("}")
        }
    }
}
