import SegueCore

/// Writes a page sheet's presenter (docs/export.md, "Sheets"): `present(_:from:)` configures the
/// presented view controller's `sheetPresentationController` — detents, selected detent,
/// largest undimmed detent, grabber — and `isModalInPresentation` before presenting it; it is
/// the sheet's delegate when the scenario's log has delegate calls (a detent change with more
/// than one detent, an attempt to dismiss a modal-in-presentation sheet).
struct SheetPresenterWriter {
    let names: ExportNames
    let sheet: SheetSpec
    /// Whether the scenario's modal has no style (UIKit's `.automatic`): the code leaves
    /// `modalPresentationStyle` at its default; default false.
    var isAutomatic = false

    /// The detent-change callback: only a sheet with several detents changes detent.
    var reportsDetentChange: Bool { sheet.detents.count > 1 }
    /// `presentationControllerDidAttemptToDismiss`: only a modal-in-presentation sheet hears it.
    var reportsAttemptToDismiss: Bool { sheet.isModalInPresentation }
    var isDelegate: Bool { reportsDetentChange || reportsAttemptToDismiss }
    /// A custom detent (`.custom(identifier:resolver:)`) needs iOS 16.
    var needsIOS16: Bool { sheet.detents.contains { if case .custom = $0.kind { true } else { false } } }

    /// What UIKit's sheet does by itself that the previewer imitates, for the header.
    static let leftToUIKit = "the sheet's drag, the projection of the release to the nearest detent, the detent spring "
        + "carrying the release velocity, the rubber band, the dimming and the presenter's recession behind a large sheet"

    func write(into w: inout SourceWriter) {
        w.line("/// Presents a view controller as the scenario's page sheet (iOS 15\(needsIOS16 ? "; its custom detents need iOS 16" : "")).")
        if isDelegate {
            w.line("/// `UISheetPresentationController.delegate` is weak: keep a strong reference to this object.")
        }
        // Without the delegate protocol nothing would make the class main-actor isolated, and it uses UIKit.
        if !isDelegate { w.line("@MainActor") }
        w.block("final class \(names.sheetPresenter)\(isDelegate ? ": NSObject, UISheetPresentationControllerDelegate" : "")") { w in
            if reportsDetentChange {
                w.line("/// Called when the sheet settles at another detent, with that detent's identifier.")
                w.line("var selectedDetentDidChange: ((UISheetPresentationController.Detent.Identifier?) -> Void)?")
            }
            if reportsAttemptToDismiss {
                w.line("/// Called when a drag tries to dismiss the sheet, which is modal in presentation.")
                w.line("var didAttemptToDismiss: (() -> Void)?")
            }
            if isDelegate { w.line() }
            writePresent(into: &w)
            if reportsDetentChange {
                w.line()
                w.block("func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)") { w in
                    w.line("selectedDetentDidChange?(sheetPresentationController.selectedDetentIdentifier)")
                }
            }
            if reportsAttemptToDismiss {
                w.line()
                w.block("func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)") { w in
                    w.line("didAttemptToDismiss?()")
                }
            }
        }
    }

    private func writePresent(into w: inout SourceWriter) {
        w.line("/// Configures `sheet`'s sheet presentation controller as the scenario's and presents it from `presenter`.")
        if needsIOS16 {
            w.line("/// A custom detent's height is measured within the sheet's safe area (without its bottom inset).")
        }
        w.block("func present(_ sheet: UIViewController, from presenter: UIViewController)") { w in
            if isAutomatic {
                w.line("// modalPresentationStyle stays .automatic: a page sheet before iOS 18, a form sheet from iOS 18 (the same on a phone).")
            } else {
                w.line("sheet.modalPresentationStyle = .pageSheet")
            }
            if sheet.isModalInPresentation { w.line("sheet.isModalInPresentation = true  // no interactive dismissal") }
            w.block("if let controller = sheet.sheetPresentationController") { w in
                writeDetents(into: &w)
                w.line("controller.selectedDetentIdentifier = \(identifier(sheet.selectedDetentIdentifier))")
                if let undimmed = sheet.largestUndimmedDetentIdentifier {
                    w.line("controller.largestUndimmedDetentIdentifier = \(identifier(undimmed))")
                }
                if sheet.prefersGrabberVisible { w.line("controller.prefersGrabberVisible = true") }
                if isDelegate { w.line("controller.delegate = self") }
            }
            w.line("presenter.present(sheet, animated: true)")
        }
    }

    /// `controller.detents = [.medium(), .large()]`, one detent a line when that is too long.
    private func writeDetents(into w: inout SourceWriter) {
        let detents = sheet.detents.map(detent)
        let oneLine = "controller.detents = [\(detents.joined(separator: ", "))]"
        guard oneLine.count > 100 else { return w.line(oneLine) }
        w.line("controller.detents = [")
        w.lines(detents.map { "    " + $0 + "," })
        w.line("]")
    }

    private func detent(_ d: SheetDetent) -> String {
        switch d.kind {
        case .medium: ".medium()"
        case .large: ".large()"
        case .custom(let height):
            ".custom(identifier: UISheetPresentationController.Detent.Identifier(\(SwiftLiteral.string(d.identifier)))) { _ in \(SwiftLiteral.number(height)) }"
        }
    }

    /// `.medium`, `.large`, or a custom detent's `UISheetPresentationController.Detent.Identifier("small")`.
    private func identifier(_ id: String) -> String {
        switch sheet.detent(id)?.kind {
        case .medium: ".medium"
        case .large: ".large"
        default: "UISheetPresentationController.Detent.Identifier(\(SwiftLiteral.string(id)))"
        }
    }
}
