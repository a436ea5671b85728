import SegueCore

/// A page sheet in the SwiftUI export (docs/export.md, "SwiftUI", "Sheets"): a `View` method that
/// puts the scenario's sheet configuration on the sheet's content — `presentationDetents`,
/// `presentationDragIndicator`, `presentationBackgroundInteraction` for the largest undimmed
/// detent, `interactiveDismissDisabled`.
struct SwiftUISheet {
    let sheet: SheetSpec
    /// The method's name: `sheetSheet` for the `sheet` scenario.
    let name: String

    /// With several detents the method takes the selected detent as a binding.
    var takesSelection: Bool { sheet.detents.count > 1 }

    /// The `extension View { … }` lines.
    var lines: [String] {
        let detents = sheet.detents.map(detent).joined(separator: ", ")
        let parameter = takesSelection ? "selection: Binding<PresentationDetent>" : ""
        var modifiers = ["presentationDetents([\(detents)]\(takesSelection ? ", selection: selection" : ""))"]
        if sheet.prefersGrabberVisible { modifiers.append(".presentationDragIndicator(.visible)") }
        if let undimmed = sheet.largestUndimmedDetentIdentifier, let d = sheet.detent(undimmed) {
            modifiers.append(".presentationBackgroundInteraction(.enabled(upThrough: \(detent(d))))")
        }
        if sheet.isModalInPresentation { modifiers.append(".interactiveDismissDisabled()") }
        var out = ["", "extension View {"]
        out += comments.flatMap { SwiftUIExport.wrapped($0, width: 100) }.map { "    /// " + $0 }
        out.append("    func \(name)(\(parameter)) -> some View {")
        out.append("        " + modifiers[0])
        out += modifiers.dropFirst().map { "            " + $0 }
        out += ["    }", "}"]
        return out
    }

    private var comments: [String] {
        let needs = sheet.largestUndimmedDetentIdentifier == nil ? "iOS 16" : "iOS 16; 16.4 for presentationBackgroundInteraction"
        var text = ["The scenario's page sheet (\(needs)): put it on the sheet's content, inside `.sheet(isPresented:)`."]
        if takesSelection, let selected = sheet.detent(sheet.selectedDetentIdentifier) {
            text.append("Start `selection` at `\(detent(selected))`, the detent the sheet is presented at.")
        }
        return text
    }

    /// `.medium`, `.large`, `.height(200)`.
    private func detent(_ d: SheetDetent) -> String {
        switch d.kind {
        case .medium: ".medium"
        case .large: ".large"
        case .custom(let h): ".height(\(SwiftLiteral.number(h)))"
        }
    }
}
