import SegueCore

/// The header's lines naming each screen's and element's image (docs/export.md, "The header"):
/// the code draws no image — the app has its own screens — so the file says which screenshot
/// stood for which view, e.g. `// inbox: image Images/inbox.png (fill)`.
enum ImageComments {
    /// One `// id: image PATH (fit)` line per image, screens in order, each before its elements.
    static func lines(_ scenario: Scenario) -> [String] {
        scenario.screens.flatMap { s in
            (s.image.map { [line(s.id, $0)] } ?? []) + s.elements.compactMap { e in e.image.map { line("\(s.id).\(e.id)", $0) } }
        }
    }

    private static func line(_ id: String, _ ref: ImageReference) -> String {
        "// \(SwiftLiteral.comment(id)): image \(SwiftLiteral.comment(ref.path)) (\(ref.fit.rawValue))"
    }
}
