import Testing
@testable import SegueCore

/// The modal's `presentationController` and `sheet` keys (docs/scenarios.md): accepted values,
/// and bad ones refused with one `segue: file:line:col: key.path: …` line each.
@Suite struct PresentationLoaderTests {
    /// A two-screen scenario whose container is `container` (JSON, on line 3 of the file).
    static func text(_ container: String) -> String {
        """
        {"segue": 1, "name": "t",
         "screens": [{"id": "a", "title": "A", "color": "#111111"}, {"id": "b", "title": "B", "color": "#222222"}],
         "container": \(container)}
        """
    }

    static func errors(_ container: String) -> [String] {
        do {
            _ = try ScenarioLoader.load(text: text(container), file: "t.json")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func aSheetIsRead() throws {
        let s = try ScenarioLoader.load(text: Self.text("""
        {"kind": "modal", "presenter": "a", "style": "pageSheet", "sheet": {"detents": ["medium", "large", {"identifier": "small", "height": "200pt"}],
          "selectedDetentIdentifier": "small", "largestUndimmedDetentIdentifier": "medium", "prefersGrabberVisible": true, "isModalInPresentation": true}}
        """), file: "t.json").scenario
        #expect(s.sheet == SheetSpec(detents: [.medium, .large, SheetDetent(identifier: "small", kind: .custom(height: 200))],
                                     selectedDetentIdentifier: "small", largestUndimmedDetentIdentifier: "medium",
                                     prefersGrabberVisible: true, isModalInPresentation: true))
        #expect(s.container == .modal(presenter: "a", style: .pageSheet, presented: nil))
    }

    @Test func aPageSheetWithoutConfigurationIsLargeAndTheSmallestIsSelectedByDefault() throws {
        let plain = try ScenarioLoader.load(text: Self.text(#"{"kind": "modal", "presenter": "a", "style": "pageSheet"}"#), file: "t.json")
        #expect(plain.scenario.sheet == SheetSpec(detents: [.large], selectedDetentIdentifier: "large"))
        let two = try ScenarioLoader.load(text: Self.text(#"{"kind": "modal", "presenter": "a", "style": "pageSheet", "sheet": {"detents": ["large", "medium"]}}"#),
                                          file: "t.json")
        #expect(two.scenario.sheet?.selectedDetentIdentifier == "medium")
    }

    @Test func aPresentationControllerIsRead() throws {
        let s = try ScenarioLoader.load(text: Self.text("""
        {"kind": "modal", "presenter": "a", "style": "custom", "presentationController": {"frame": [0.1, "40pt", 0.8, 0.5],
          "dimming": {"color": "#102030", "alpha": 0.3}, "shouldRemovePresentersView": true}}
        """), file: "t.json").scenario
        #expect(s.presentationController == PresentationControllerSpec(frame: [.fraction(0.1), .points(40), .fraction(0.8), .fraction(0.5)],
                                                                       dimming: DimmingSpec(color: RGB(r: 0x10, g: 0x20, b: 0x30), alpha: 0.3),
                                                                       shouldRemovePresentersView: true))
    }

    /// (container, where in it the error points, the error after `segue: t.json:3:COL: `).
    static let bad: [(String, String, String)] = [
        (#"{"kind": "modal", "presenter": "a", "style": "pageSheet", "sheet": {"detents": ["meduim"]}}"#,
         #""meduim""#, #"container.sheet.detents[0]: unknown detent 'meduim' (did you mean 'medium'?); a custom detent is {"identifier": …, "height": …}"#),
        (#"{"kind": "modal", "presenter": "a", "style": "pageSheet", "sheet": {"detents": [{"identifier": "s", "height": 0}]}}"#,
         #"0}"#, "container.sheet.detents[0].height: must be in (0, 753] points: above 0 and at most the large detent less the bottom safe area (UIKit's maximumDetentValue) (got 0)"),
        (#"{"kind": "modal", "presenter": "a", "style": "pageSheet", "sheet": {"detents": [{"identifier": "s", "height": "900pt"}]}}"#,
         #""900pt""#, #"container.sheet.detents[0].height: must be in (0, 753] points: above 0 and at most the large detent less the bottom safe area (UIKit's maximumDetentValue) (got 900)"#),
        (#"{"kind": "modal", "presenter": "a", "style": "pageSheet", "sheet": {"detents": ["medium"], "selectedDetentIdentifier": "large"}}"#,
         #""large"}"#, "container.sheet.selectedDetentIdentifier: 'large' names no detent of this sheet; expected one of: medium"),
        (#"{"kind": "modal", "presenter": "a", "style": "pageSheet", "sheet": {"detents": ["medium", "large"], "largestUndimmedDetentIdentifier": "lage"}}"#,
         #""lage""#, "container.sheet.largestUndimmedDetentIdentifier: 'lage' names no detent of this sheet (did you mean 'large'?)"),
        (#"{"kind": "navigation", "stack": ["a"], "sheet": {"detents": ["medium"]}}"#,
         #"{"detents": ["medium"]}"#, "container.sheet: sheet applies only to a modal container (kind modal), not navigation"),
        (#"{"kind": "modal", "presenter": "a", "style": "custom", "sheet": {"detents": ["medium"]}}"#,
         #"{"detents": ["medium"]}"#, "container.sheet: sheet needs style pageSheet or automatic (got custom)"),
        (#"{"kind": "modal", "presenter": "a", "presentationController": {}}"#,
         #"{}"#, "container.presentationController: a presentation controller needs style custom (got automatic)"),
        (#"{"kind": "modal", "presenter": "a", "style": "custom", "presentationController": {"dimming": {"alpha": 1.5}}}"#,
         #"1.5"#, "container.presentationController.dimming.alpha: must be in [0, 1] (got 1.5)"),
        (#"{"kind": "modal", "presenter": "a", "style": "pageSheet", "sheet": {"detents": ["medium", "medium"]}}"#,
         #""medium"]"#, "container.sheet.detents[1]: detent 'medium' is listed twice"),
    ]

    @Test(arguments: bad)
    func badValuesAreRefusedWithTheirPlace(_ c: (String, String, String)) throws {
        // The column of the value: line 3 starts ` "container": ` (14 characters), then the container.
        let offset = try #require(c.0.range(of: c.1, options: .backwards)).lowerBound.utf16Offset(in: c.0)
        #expect(Self.errors(c.0) == ["segue: t.json:3:\(14 + offset + 1): " + c.2])
    }

    @Test func aPageSheetTakesNoTransitions() {
        let text = """
        {"segue": 1, "name": "t",
         "screens": [{"id": "a", "title": "A", "color": "#111111"}, {"id": "b", "title": "B", "color": "#222222"}],
         "container": {"kind": "modal", "presenter": "a", "style": "pageSheet"},
         "transitions": {"present": {"animator": {"preset": "fade"}}}}
        """
        do {
            _ = try ScenarioLoader.load(text: text, file: "t.json")
            Issue.record("accepted")
        } catch {
            #expect(error.diagnostics.map(\.description)
                    == ["segue: t.json:4:18: transitions.present: a pageSheet presents and dismisses with the sheet's own spring: remove transitions.present"])
        }
    }

    @Test func explainDescribesTheSheetAndThePresentationController() throws {
        let sheet = try ScenarioLoader.load(path: TestPaths.scenarios + "/sheet.json").scenario
        let text = explain(sheet)
        #expect(text.contains("detents: medium 422 pt (top at 422), large 787 pt (top at 57)"))
        #expect(text.contains("no dimming up to medium"))
        #expect(text.contains("scale 0.92 about its top centre, down 47 pt"))
        #expect(!text.contains("coverVertical") && !text.contains("present: UIKit default"))
        let pc = try PresentationControllerTests.scenario()
        #expect(explain(pc).contains("frameOfPresentedViewInContainerView → (39, 253.2, 312, 337.6) pt"))
        #expect(explain(pc).contains("dimming view #000000 below the presented view: alpha 0 → 0.5"))
    }
}
