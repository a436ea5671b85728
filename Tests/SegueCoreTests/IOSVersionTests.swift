import Testing
@testable import SegueCore

/// The scenario key `"ios"` (docs/scenarios.md, "The iOS version") and what depends on it: the
/// `.automatic` modal style, the zoom transition (iOS 18+), and the iOS 18 catch of a push.
struct IOSVersionTests {
    static let modal = #"{"screens": [{"id": "a"}, {"id": "b"}], "container": {"kind": "modal", "presenter": "a"}"#

    @Test(arguments: [("", IOSVersion.ios18), (#", "ios": 17"#, .ios17), (#", "ios": 18"#, .ios18), (#", "ios": 26"#, .ios26)])
    func theVersionDefaultsTo18(key: String, expected: IOSVersion) throws {
        #expect(try ScenarioLoader.load(text: Self.modal + key + "}", file: "m.json").scenario.ios == expected)
    }

    /// Anything but 17, 18 or 26 is refused with one line at the value.
    @Test(arguments: [("19", "ios: segue follows iOS 17, 18 or 26 (got 19)"), ("18.5", "ios: segue follows iOS 17, 18 or 26 (got 18.5)"),
                      (#""18""#, #"ios: expected an iOS version: 17, 18 or 26, found a string"#)])
    func otherVersionsAreRefused(value: String, message: String) throws {
        let text = Self.modal + #", "ios": "# + value + "}"
        let column = text.utf8.count - value.utf8.count  // 1-based column of the value
        do {
            _ = try ScenarioLoader.load(text: text, file: "m.json")
            Issue.record("accepted \(value)")
        } catch {
            #expect(error.diagnostics.map(\.located) == ["m.json:1:\(column): \(message)"])
        }
    }

    /// No style is UIKit's `.automatic`: a sheet at the large detent (a page sheet on iOS 17, a
    /// form sheet from 18, the same in compact width), and the log says which UIKit chose.
    @Test(arguments: [(IOSVersion.ios17, ".pageSheet"), (.ios18, ".formSheet"), (.ios26, ".formSheet")])
    func aModalWithNoStyleIsAnAutomaticSheet(ios: IOSVersion, resolved: String) throws {
        let s = try ScenarioLoader.load(text: Self.modal + #", "ios": \#(ios.rawValue)}"#, file: "m.json").scenario
        #expect(s.container == .modal(presenter: "a", style: .pageSheet, presented: nil))
        #expect(s.modalStyleIsAutomatic && s.sheet == SheetSpec(detents: [.large]))
        #expect(explain(s).contains("modal (automatic → \(resolved) on iOS \(ios.rawValue), a sheet at the large detent) presented by a"))
        #expect(explain(s).contains("; iOS \(ios.rawValue)") == (ios != .ios18), "the version is named when it is not the default")
        let app = SimulatedApp(scenario: s)
        app.advance(to: 0.1)
        app.container.request(.present("b"))
        #expect(app.runtime.log.entries.contains { $0.text == "modalPresentationStyle .automatic → \(resolved) (iOS \(ios.rawValue))" })
        app.advance(to: 3)
        // The sheet of docs/transitions.md at the large detent: its top 57 pt down on the phone
        // (844 − 787), the presenter behind it receded.
        let b = try #require(app.scene().views.first { $0.id == "b" })
        #expect(abs(b.frame.minY + b.transform.translationY - 57) < 1e-6, "\(b.frame)")
        let a = try #require(app.scene().views.first { $0.id == "a" })
        #expect(a.transform.scaleX < 1, "the presenter recedes behind the large sheet")
    }

    @Test func automaticAndExplicitStylesAreRead() throws {
        let explicit = try ScenarioLoader.load(text: #"{"screens": [{"id": "a"}, {"id": "b"}], "container": {"kind": "modal", "presenter": "a", "style": "automatic"}}"#,
                                               file: "m.json").scenario
        #expect(explicit.modalStyleIsAutomatic && explicit.container == .modal(presenter: "a", style: .pageSheet, presented: nil))
        let full = try ScenarioLoader.load(text: #"{"screens": [{"id": "a"}, {"id": "b"}], "container": {"kind": "modal", "presenter": "a", "style": "fullScreen"}}"#,
                                           file: "m.json").scenario
        #expect(!full.modalStyleIsAutomatic && full.sheet == nil && full.container == .modal(presenter: "a", style: .fullScreen, presented: nil))
    }

    /// An automatic modal is a sheet, which animates itself: a present animator is refused with
    /// the way out.
    @Test func anAutomaticModalRefusesAPresentAnimator() throws {
        let text = Self.modal + #", "transitions": {"present": {"animator": {"preset": "fade"}}}}"#
        let column = try #require(text.range(of: #""present""#)).lowerBound.utf16Offset(in: text) + 1
        do {
            _ = try ScenarioLoader.load(text: text, file: "m.json")
            Issue.record("accepted")
        } catch {
            #expect(error.diagnostics.map(\.located) == [
                "m.json:1:\(column): transitions.present: a modal with no style is .automatic, a sheet that presents and dismisses with its own spring: "
                    + #"write "style": "fullScreen" or "custom" in the container to use transitions.present"#])
        }
    }

    /// The zoom transition exists from iOS 18: refused on 17, at the preferred transition.
    @Test func theZoomNeedsIOS18() throws {
        let zoom = ZoomLoaderTests.text(zoom: #"{"zoom": {"sourceElement": "grid.photo1"}}"#)
        let on17 = String(zoom.dropLast()) + #", "ios": 17}"#
        let column = try #require(on17.range(of: #"{"zoom""#)).lowerBound.utf16Offset(in: on17) + 1
        do {
            _ = try ScenarioLoader.load(text: on17, file: "z.json")
            Issue.record("accepted a zoom on iOS 17")
        } catch {
            #expect(error.diagnostics.map(\.located)
                    == [#"z.json:1:\#(column): screens[1].preferredTransition: the zoom transition needs iOS 18 or later (the scenario says "ios": 17)"#])
        }
        for ios in [18, 26] {
            _ = try ScenarioLoader.load(text: String(zoom.dropLast()) + #", "ios": \#(ios)}"#, file: "z.json")
        }
    }
}
