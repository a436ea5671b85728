import Foundation
import SegueCore
import SegueExport
import Testing

/// The zoom transition in both exports (docs/export.md, "The zoom transition"): the built-in
/// `zoom` with its dimming changed to values that cannot come out right by accident, written
/// exactly and type-checked; a wrong label in the new calls fails the check.
@Suite struct ZoomExportTests {
    /// The built-in `zoom` with the photo's dimming #1d4ed8 at 0.35.
    static func scenario() throws -> Scenario {
        var s = try ExportTestSupport.load("zoom")
        let i = try #require(s.screens.firstIndex { $0.preferredTransition != nil })
        s.screens[i].preferredTransition?.dimmingColor = RGB(r: 29, g: 78, b: 216)
        s.screens[i].preferredTransition?.dimmingAlpha = 0.35
        return s
    }

    @Test func theUIKitZoomSetsThePreferredTransitionAndTypeChecks() throws {
        let source = SwiftExport.source(for: try Self.scenario(), target: .uikit)
        for snippet in [
            "@available(iOS 18.0, *)\n@MainActor\nfunc zoomPhotoPrefersZoom(_ viewController: UIViewController) {",
            // #1d4ed8 = (29, 78, 216), each component n / 255, at the scenario's alpha.
            "options.dimmingColor = UIColor(red: 29 / 255, green: 78 / 255, blue: 216 / 255, alpha: 0.35)",
            "viewController.preferredTransition = .zoom(options: options) { context in",
            // The provider reads the source element from the screen the zoom is pushed from.
            "(context.sourceViewController as? ZoomElementViews)?.elementView(\"photo1\")",
            "protocol ZoomElementViews: UIViewController",
        ] {
            #expect(source.contains(snippet), "missing: \(snippet)")
        }
        let header = source.components(separatedBy: "import UIKit")[0].replacingOccurrences(of: "\n// ", with: " ")
        #expect(header.contains("Needs iOS 18 or later: the zoom transition of photo"), "\(header)")
        #expect(header.contains("Left to UIKit") && header.contains("the zoom's spring") && header.contains("finish rule"))
        let outcome = try ExportTestSupport.typecheck(source, fileName: "Zoom.swift")
        #expect(outcome.succeeded, "\(outcome.diagnostics)\n\(source)")
    }

    /// The presenter's recession is UIKit's own (no public API sets it): the header says so, and a
    /// scenario that changes it gets a comment saying the setting stays in the previewer.
    @Test(arguments: [(true, 0.95, nil), (true, 0.9, "// The previewer's recededScale 0.9 has no public UIKit API"),
                      (false, 0.95, "// The previewer's recedesPresentingView = false has no public UIKit API")] as [(Bool, Double, String?)])
    func theRecessionIsLeftToUIKit(recedes: Bool, scale: Double, comment: String?) throws {
        var s = try Self.scenario()
        let i = try #require(s.screens.firstIndex { $0.preferredTransition != nil })
        s.screens[i].preferredTransition?.recedesPresentingView = recedes
        s.screens[i].preferredTransition?.recededScale = scale
        let source = SwiftExport.source(for: s, target: .uikit)
        let header = source.components(separatedBy: "import UIKit")[0].replacingOccurrences(of: "\n// ", with: " ")
        #expect(header.contains("the presenter's recession (recedesPresentingView, on by default)"), "\(header)")
        #expect(source.contains("has no public UIKit API") == (comment != nil))
        if let comment { #expect(source.contains(comment), "\(source)") }
    }

    @Test func theSwiftUIZoomPairsTheTransitionAndItsSourceAndTypeChecks() throws {
        let source = SwiftExport.source(for: try Self.scenario(), target: .swiftui)
        for snippet in ["func zoomPhotoZoom(in namespace: Namespace.ID) -> some View",
                        "navigationTransition(.zoom(sourceID: \"grid.photo1\", in: namespace))",
                        "func zoomPhotoZoomSource(in namespace: Namespace.ID) -> some View",
                        "matchedTransitionSource(id: \"grid.photo1\", in: namespace)"] {
            #expect(source.contains(snippet), "missing: \(snippet)")
        }
        let header = source.components(separatedBy: "import SwiftUI")[0].replacingOccurrences(of: "\n//   ", with: " ")
        #expect(header.contains("#1d4ed8 at alpha 0.35"), "\(header)")
        let outcome = try SwiftUIExportTests.typecheck(source, "Zoom")
        #expect(outcome.succeeded, "\(outcome.diagnostics)\n\(source)")
    }

    @Test(arguments: [
        (true, ".zoom(options: options)", ".zoom(zoomOptions: options)"),
        (true, "context.sourceViewController", "context.sourceController"),
        (true, "options.dimmingColor =", "options.dimmingColour ="),
        (false, "matchedTransitionSource(id:", "matchedTransitionSource(sourceID:"),
        (false, ".zoom(sourceID:", ".zoom(id:"),
    ])
    func aBrokenZoomExportFails(uikit: Bool, original: String, broken: String) throws {
        let source = SwiftExport.source(for: try Self.scenario(), target: uikit ? .uikit : .swiftui)
        try #require(source.contains(original), "the export no longer contains \(original)")
        func check(_ s: String) throws -> Bool {
            uikit ? try ExportTestSupport.typecheck(s, fileName: "Zoom.swift").succeeded : try SwiftUIExportTests.typecheck(s, "Zoom").succeeded
        }
        #expect(try check(source))
        #expect(!(try check(source.replacingOccurrences(of: original, with: broken))), "\(broken) still type-checks")
    }
}
