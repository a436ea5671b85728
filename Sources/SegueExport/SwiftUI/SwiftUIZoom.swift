import SegueCore

/// A zoom transition in the SwiftUI export (docs/export.md, "SwiftUI", "The zoom transition"):
/// two `View` methods, `.navigationTransition(.zoom(sourceID:in:))` for the zoomed screen's view
/// and `.matchedTransitionSource(id:in:)` for the source element's, sharing a namespace and the
/// source element's `screen.element` name as the id (iOS 18).
struct SwiftUIZoom {
    /// The id of the screen that is zoomed open.
    let screen: String
    let zoom: ZoomTransitionSpec
    /// The methods' name: `zoomPhotoZoom`, and `zoomPhotoZoomSource` for the source.
    let name: String

    /// The `extension View { … }` lines.
    var lines: [String] {
        let id = SwiftLiteral.string(zoom.sourceElement)
        let element = SwiftLiteral.comment(zoom.sourceElement)
        return [
            "",
            "@available(iOS 18.0, *)",
            "extension View {",
            "    /// The zoom transition of `\(SwiftLiteral.comment(screen))` (iOS 18): put it on that screen's view, pushed in a",
            "    /// NavigationStack; it grows from the view marked with `\(name)Source(in:)`, in the same namespace.",
            "    func \(name)(in namespace: Namespace.ID) -> some View {",
            "        navigationTransition(.zoom(sourceID: \(id), in: namespace))",
            "    }",
            "",
            "    /// The source of `\(SwiftLiteral.comment(screen))`'s zoom: put it on `\(element)`'s view.",
            "    func \(name)Source(in namespace: Namespace.ID) -> some View {",
            "        matchedTransitionSource(id: \(id), in: namespace)",
            "    }",
            "}",
        ]
    }

    /// The zoom's dimming, which SwiftUI's zoom takes no colour for.
    var note: String {
        "push, pop: the zoom's dimming (\(zoom.dimmingColor.hex) at alpha \(SwiftLiteral.number(zoom.dimmingAlpha))): "
            + "SwiftUI's zoom transition takes no dimming colour"
    }
}
