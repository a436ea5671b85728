import Foundation
import SegueCore
import SegueExport
import Testing

/// The presentations of issue 13 in both exports (docs/export.md, "Presentation controllers",
/// "Sheets"): a custom modal's `UIPresentationController` subclass and a page sheet's
/// configuration, type-checked against the stand-ins, with the scenario's values written exactly.
@Suite struct PresentationExportTests {
    /// docs/scenarios.md's alert written with a presentation controller, with a dimming colour
    /// and alpha whose literals cannot come out right by accident.
    static let alertWithController = """
    {"segue": 1, "name": "alert-controller", "title": "Alert with a presentation controller",
     "screens": [
       {"id": "document", "title": "Report.pages", "color": "#1d4ed8", "content": ["Quarterly report"]},
       {"id": "confirm", "title": "Delete the report?", "color": "#f8fafc", "content": ["This cannot be undone."]}
     ],
     "container": {"kind": "modal", "presenter": "document", "style": "custom",
                   "presentationController": {"frame": [0.1, 0.36, 0.8, 0.26],
                                              "dimming": {"color": "#1d4ed8", "alpha": 0.45}}},
     "transitions": {
       "present": {"animator": {"duration": 1.0, "curve": {"spring": {"damping": 0.8, "velocity": 1.0}},
                                "to": {"from": {"y": 1}, "to": {"y": 0}}}},
       "dismiss": {"animator": {"duration": 1.0, "curve": {"spring": {"damping": 0.8, "velocity": 1.0}},
                                "from": {"from": {"y": 0}, "to": {"y": 1}}}}
     }}
    """

    /// A page sheet with a custom detent, modal in presentation (docs/scenarios.md, "Sheets").
    static let smallSheet = """
    {"segue": 1, "name": "small-sheet", "title": "A sheet with a custom detent",
     "screens": [
       {"id": "maps", "title": "Maps", "color": "#15803d"},
       {"id": "sheet", "title": "West Lake", "color": "#f8fafc"}
     ],
     "container": {"kind": "modal", "presenter": "maps", "style": "pageSheet",
                   "sheet": {"detents": ["medium", "large", {"identifier": "small", "height": 200}],
                             "selectedDetentIdentifier": "small", "largestUndimmedDetentIdentifier": "medium",
                             "prefersGrabberVisible": true, "isModalInPresentation": true}}}
    """

    static func scenario(_ text: String) throws -> Scenario {
        try ScenarioLoader.load(text: text, file: "test.json").scenario
    }

    static func uikit(_ text: String, change: (inout Scenario) -> Void = { _ in }) throws -> String {
        var s = try scenario(text)
        change(&s)
        return SwiftExport.source(for: s, target: .uikit)
    }

    @Test func thePresentationControllerIsWrittenWithTheScenarioValuesAndTypeChecks() throws {
        let source = try Self.uikit(Self.alertWithController)
        for snippet in [
            "final class AlertControllerPresentationController: UIPresentationController",
            // The frame's fractions × the container's bounds.
            "return CGRect(x: 0.1 * bounds.width, y: 0.36 * bounds.height, width: 0.8 * bounds.width, height: 0.26 * bounds.height)",
            // #1d4ed8 = (29, 78, 216), each component n / 255.
            "dimmingView.backgroundColor = UIColor(red: 29 / 255, green: 78 / 255, blue: 216 / 255, alpha: 1)",
            "containerView.insertSubview(dimmingView, at: 0)",
            "self.dimmingView.alpha = 0.45",
            "self.dimmingView.alpha = 0 }, completion: nil)",
            "if !completed { dimmingView.removeFromSuperview() }",
            "override func dismissalTransitionDidEnd(_ completed: Bool) {\n        if completed { dimmingView.removeFromSuperview() }",
            "presentedView?.frame = frameOfPresentedViewInContainerView",
            "AlertControllerPresentationController(presentedViewController: presented, presenting: presenting)",
            "presented.modalPresentationStyle = .custom",
            // UIKit computes the animator's final frame from the presentation controller.
            "toView.frame = transitionContext.finalFrame(for: toViewController)",
        ] {
            #expect(source.contains(snippet), "missing: \(snippet)")
        }
        #expect(!source.contains("shouldRemovePresentersView"), "written although false (UIKit's default)")
        let outcome = try ExportTestSupport.typecheck(source, fileName: "AlertController.swift")
        #expect(outcome.succeeded, "\(outcome.diagnostics)\n\(source)")
    }

    /// Points, no dimming, the presenter's view removed, and no animators (UIKit's cover vertical):
    /// the transitioning delegate is still written, to return the presentation controller.
    @Test func aControllerInPointsRemovingThePresenterWithoutAnimatorsTypeChecks() throws {
        let source = try Self.uikit(Self.alertWithController) {
            $0.presentationController = PresentationControllerSpec(frame: [.points(20), .points(300), .points(350), .fraction(0.25)],
                                                                   dimming: nil, shouldRemovePresentersView: true)
            $0.transitions = [:]
        }
        for snippet in ["return CGRect(x: 20, y: 300, width: 350, height: 0.25 * bounds.height)",
                        "override var shouldRemovePresentersView: Bool { true }",
                        "func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,",
                        "the presenting view leaves once presented"] {
            #expect(source.contains(snippet), "missing: \(snippet)")
        }
        #expect(!source.contains("dimmingView") && !source.contains("Animator"))
        let outcome = try ExportTestSupport.typecheck(source, fileName: "Points.swift")
        #expect(outcome.succeeded, "\(outcome.diagnostics)\n\(source)")
    }

    @Test func aSheetWithACustomDetentIsConfiguredAndTypeChecks() throws {
        let source = try Self.uikit(Self.smallSheet)
        for snippet in [
            ".custom(identifier: UISheetPresentationController.Detent.Identifier(\"small\")) { _ in 200 }",
            ".medium(),", ".large(),",
            "controller.selectedDetentIdentifier = UISheetPresentationController.Detent.Identifier(\"small\")",
            "controller.largestUndimmedDetentIdentifier = .medium",
            "controller.prefersGrabberVisible = true",
            "sheet.isModalInPresentation = true",
            "sheet.modalPresentationStyle = .pageSheet",
            "func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)",
            "func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)",
            "presenter.present(sheet, animated: true)",
        ] {
            #expect(source.contains(snippet), "missing: \(snippet)")
        }
        let outcome = try ExportTestSupport.typecheck(source, fileName: "SmallSheet.swift")
        #expect(outcome.succeeded, "\(outcome.diagnostics)\n\(source)")
    }

    /// The header says what the previewer decides that UIKit's sheet does itself, and what needs iOS 16.
    @Test func theSheetHeaderNamesWhatIsLeftToUIKit() throws {
        let source = try Self.uikit(Self.smallSheet)
        let header = source.components(separatedBy: "import UIKit")[0].replacingOccurrences(of: "\n// ", with: " ")
        for phrase in ["Left to UIKit", "the projection of the release to the nearest detent", "the detent spring",
                       "the rubber band", "the presenter's recession", "Needs iOS 16 or later: the custom detents"] {
            #expect(header.contains(phrase), "header lacks: \(phrase)")
        }
        #expect(!header.contains("there is no code to add"))
    }

    /// One detent and not modal: no delegate calls in the log, so no delegate.
    @Test func aSheetWithOneDetentHasNoDelegate() throws {
        let source = try Self.uikit(Self.smallSheet) { $0.sheet = SheetSpec(detents: [.large]) }
        #expect(source.contains("@MainActor\nfinal class SmallSheetSheetPresenter {"), "no protocol makes it main-actor isolated")
        // "delegate" only as the app's scene delegate that calls the set-up function.
        #expect(!source.replacingOccurrences(of: "scene delegate", with: "").contains("delegate") && !source.contains("Needs iOS 16"))
        #expect(try ExportTestSupport.typecheck(source, fileName: "OneDetent.swift").succeeded)
    }

    /// A modal with no style is UIKit's `.automatic` (docs/scenarios.md, "Modal styles"): the
    /// code leaves the style alone and says what UIKit resolves it to; it still type-checks.
    @Test func anAutomaticModalLeavesTheStyleToUIKit() throws {
        let automatic = Self.smallSheet.replacingOccurrences(of: #""style": "pageSheet","#, with: "")
        let source = try Self.uikit(automatic)
        #expect(!source.contains("modalPresentationStyle = .pageSheet"))
        #expect(source.contains("// modalPresentationStyle stays .automatic: a page sheet before iOS 18, a form sheet from iOS 18"))
        #expect(source.contains("controller.prefersGrabberVisible = true"), "the sheet is configured as before")
        #expect(try ExportTestSupport.typecheck(source, fileName: "Automatic.swift").succeeded)
    }

    /// The check can fail on the new code: a wrong label in a detent call, a misspelt property,
    /// a wrong type, a wrong label in the presentation controller's initializer or in an override.
    @Test(arguments: [
        (smallSheet, ".custom(identifier: UISheetPresentationController", ".custom(id: UISheetPresentationController"),
        (smallSheet, "controller.selectedDetentIdentifier =", "controller.selectedDetent ="),
        (smallSheet, "controller.prefersGrabberVisible = true", "controller.prefersGrabberVisible = 1"),
        (alertWithController, "presenting: presenting)", "presentingViewController: presenting)"),
        (alertWithController, "override func dismissalTransitionDidEnd(_ completed: Bool)", "override func dismissalTransitionDidEnd(completed: Bool)"),
    ])
    func aBrokenPresentationExportFails(scenario: String, original: String, broken: String) throws {
        let source = try Self.uikit(scenario)
        try #require(source.contains(original), "the export no longer contains \(original)")
        #expect(try ExportTestSupport.typecheck(source, fileName: "Unbroken.swift").succeeded)
        let outcome = try ExportTestSupport.typecheck(source.replacingOccurrences(of: original, with: broken), fileName: "Broken.swift")
        #expect(!outcome.succeeded, "\(broken) still type-checks")
    }

    // MARK: SwiftUI

    static func swiftui(_ text: String) throws -> String { SwiftExport.source(for: try scenario(text), target: .swiftui) }

    @Test func theSwiftUISheetHasTheDetentsAndTypeChecks() throws {
        let source = try Self.swiftui(Self.smallSheet)
        for snippet in ["func smallSheetSheet(selection: Binding<PresentationDetent>) -> some View",
                        "presentationDetents([.medium, .large, .height(200)], selection: selection)",
                        ".presentationDragIndicator(.visible)",
                        ".presentationBackgroundInteraction(.enabled(upThrough: .medium))",
                        ".interactiveDismissDisabled()",
                        "Start `selection` at `.height(200)`"] {
            #expect(source.contains(snippet), "missing: \(snippet)")
        }
        let outcome = try SwiftUIExportTests.typecheck(source, "SmallSheet")
        #expect(outcome.succeeded, "\(outcome.diagnostics)\n\(source)")
        let broken = source.replacingOccurrences(of: ".height(200)", with: ".height(points: 200)")
        #expect(!(try SwiftUIExportTests.typecheck(broken, "Broken")).succeeded, "a wrong label in a SwiftUI detent type-checks")
    }

    @Test func theSwiftUIExportNamesThePresentationControllerAsNotExpressible() throws {
        let source = try Self.swiftui(Self.alertWithController)
        let header = source.components(separatedBy: "import SwiftUI")[0].replacingOccurrences(of: "\n//  ", with: "")
        #expect(header.contains("Not generated, because SwiftUI cannot express it:"))
        #expect(header.contains("the presentation controller (SwiftUI has no UIPresentationController)"))
        #expect(header.contains("[0.1, 0.36, 0.8, 0.26]") && header.contains("#1d4ed8, alpha 0 → 0.45"), "\(header)")
        #expect(try SwiftUIExportTests.typecheck(source, "AlertController").succeeded)
    }
}
