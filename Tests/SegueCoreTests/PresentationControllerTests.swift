import Foundation
import Testing
@testable import SegueCore

/// UIPresentationController's calls, in UIKit's order (docs/transitions.md, "Presentation
/// controllers"), its dimming view and `shouldRemovePresentersView`.
@Suite struct PresentationControllerTests {
    /// A custom modal with a presentation controller (a card 80 % wide, 40 % high; black dimming
    /// at 0.5), presented by a 0.5 s slide and dismissed by a left-edge pan (threshold 0.5).
    static func scenario(removesPresenter: Bool = false) throws -> Scenario {
        let text = """
        {"segue": 1, "name": "pc", "device": "phone",
         "screens": [{"id": "home", "title": "Home", "color": "#1d4ed8"}, {"id": "card", "title": "Card", "color": "#f8fafc"}],
         "container": {"kind": "modal", "presenter": "home", "style": "custom",
                       "presentationController": {"frame": [0.1, 0.3, 0.8, 0.4], "dimming": {"color": "#000000", "alpha": 0.5},
                                                  "shouldRemovePresentersView": \(removesPresenter)}},
         "transitions": {
           "present": {"animator": {"preset": "slide", "edge": "bottom", "duration": 0.5, "curve": "linear"}},
           "dismiss": {"animator": {"preset": "slide", "edge": "bottom", "duration": 0.5, "curve": "linear"},
                       "interaction": {"gesture": "edgePan", "edge": "left", "finish": {"rule": "threshold", "threshold": 0.5}}}}}
        """
        return try ScenarioLoader.load(text: text, file: "pc.json").scenario
    }

    /// The presentation-controller calls of the log, in order.
    static func calls(_ app: SimulatedApp) -> [String] {
        let names = ["presentationTransition", "dismissalTransition", "frameOfPresentedView", "containerViewWillLayoutSubviews",
                     "animateTransition", "completeTransition", "startInteractiveTransition"]
        return app.runtime.log.entries.map(\.text).filter { t in names.contains { t.hasPrefix($0) } }
    }

    static func dimming(_ app: SimulatedApp) -> View? { app.container.view.subviews.first { $0.id == "dimming" } }

    @Test func presentThenDismissCallsInUIKitsOrder() throws {
        let app = SimulatedApp(scenario: try Self.scenario())
        app.handle(.forward, at: 0.1)
        app.advance(to: 0.35)
        // Halfway through the 0.5 s linear presentation the dimming view is at half its alpha.
        #expect(abs((Self.dimming(app)?.presentation(.alpha) ?? -1) - 0.25) < 1e-9)
        app.advance(to: 1)
        #expect(Self.calls(app) == [
            "presentationTransitionWillBegin()", "containerViewWillLayoutSubviews()",
            "frameOfPresentedViewInContainerView → (39, 253.2, 312, 337.6)",  // 0.1 × 390, 0.3 × 844, 0.8 × 390, 0.4 × 844
            "animateTransition", "completeTransition(true)", "presentationTransitionDidEnd(true)",
        ])
        let ids = app.container.view.subviews.map(\.id)
        #expect(ids == ["home", "dimming", "card"], "the dimming view is below the presented view")
        #expect(Self.dimming(app)?.presentation(.alpha) == 0.5)
        #expect(app.container.view.descendant("card")?.presentationFrame == Rect(x: 39, y: 253.2, width: 312, height: 337.6))
        app.handle(.back, at: 1.2)
        app.advance(to: 2)
        #expect(Array(Self.calls(app).suffix(5)) == [
            "dismissalTransitionWillBegin()", "frameOfPresentedViewInContainerView → (39, 253.2, 312, 337.6)",  // asked again: stable
            "animateTransition", "completeTransition(true)", "dismissalTransitionDidEnd(true)",
        ])
        #expect(Self.dimming(app) == nil, "removed when the dismissal completed")
    }

    /// Pans the dismissal to about 30 % (or 80 %), then lifts.
    static func panDismissal(_ app: SimulatedApp, presses: Int) {
        app.handle(.forward, at: 0.1)
        app.advance(to: 1)
        var t = 1.2
        for _ in 0..<presses {
            app.handle(.pan(.right), at: t)
            t += 0.05
        }
        app.handle(.lift, at: t + 0.05)
        app.advance(to: t + 2)
    }

    @Test func aCancelledInteractiveDismissalKeepsTheDimmingView() throws {
        let app = SimulatedApp(scenario: try Self.scenario())
        Self.panDismissal(app, presses: 6)  // 6 × 19.5 pt − 15 pt of hysteresis = 102 pt of 390: 26 % < 50 %: cancel
        #expect(Array(Self.calls(app).suffix(6)) == ["dismissalTransitionWillBegin()", "frameOfPresentedViewInContainerView → (39, 253.2, 312, 337.6)",
                                                     "startInteractiveTransition", "animateTransition",
                                                     "completeTransition(false)", "dismissalTransitionDidEnd(false)"])
        #expect(Self.dimming(app)?.presentation(.alpha) == 0.5, "kept, at its alpha")
        #expect(app.container.view.subviews.map(\.id) == ["home", "dimming", "card"])
    }

    @Test func aFinishedInteractiveDismissalRemovesTheDimmingView() throws {
        let app = SimulatedApp(scenario: try Self.scenario())
        Self.panDismissal(app, presses: 14)  // 14 × 19.5 − 15 = 258 pt of 390: 66 % > 50 %: finish
        #expect(Array(Self.calls(app).suffix(6)) == ["dismissalTransitionWillBegin()", "frameOfPresentedViewInContainerView → (39, 253.2, 312, 337.6)",
                                                     "startInteractiveTransition", "animateTransition",
                                                     "completeTransition(true)", "dismissalTransitionDidEnd(true)"])
        #expect(Self.dimming(app) == nil)
        #expect(app.container.view.subviews.map(\.id) == ["home"])
    }

    @Test func aDismissalScrubsTheDimmingView() throws {
        let app = SimulatedApp(scenario: try Self.scenario())
        app.handle(.forward, at: 0.1)
        app.advance(to: 1)
        for k in 0..<8 { app.handle(.pan(.right), at: 1.2 + 0.05 * Double(k)) }
        app.advance(to: 1.65)
        let percent = try #require(app.container.activeInteraction?.percentComplete)
        // Linear dismissal: alpha = 0.5 × (1 − percent).
        #expect(abs((Self.dimming(app)?.presentation(.alpha) ?? -1) - 0.5 * (1 - percent)) < 1e-9)
    }

    @Test func shouldRemovePresentersViewTakesThePresenterOutWhilePresented() throws {
        let app = SimulatedApp(scenario: try Self.scenario(removesPresenter: true))
        app.handle(.forward, at: 0.1)
        app.advance(to: 0.3)
        #expect(app.container.view.subviews.map(\.id).contains("home"), "still there while the presentation runs")
        app.advance(to: 1)
        #expect(app.container.view.subviews.map(\.id) == ["dimming", "card"], "left when the presentation completed")
        #expect(app.runtime.log.entries.map(\.text).contains("home.viewDidDisappear(true)"))
        app.handle(.back, at: 1.2)
        app.advance(to: 1.25)
        #expect(app.container.view.subviews.first?.id == "home", "back when the dismissal began")
        app.advance(to: 2)
        #expect(app.container.view.subviews.map(\.id) == ["home"])
        #expect(app.runtime.log.entries.map(\.text).contains("home.viewDidAppear(true)"))
    }

    /// docs/scenarios.md's seed 001 alert written with a presentation controller: its dimming
    /// view and alert move exactly as the `alert` built-in's cover and alert do.
    @Test func theDocsAlertWithAPresentationControllerMatchesTheAlertBuiltin() throws {
        let docs = try String(contentsOfFile: TestPaths.root + "/docs/scenarios.md", encoding: .utf8)
        let blocks = docs.components(separatedBy: "```json\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        let fragment = try #require(blocks.first { $0.contains("\"confirm\"") && $0.contains("presentationController") })
        let text = "{\"segue\": 1, \"name\": \"alert-pc\", " + fragment + "}"
        let written = try ScenarioLoader.load(text: text, file: "docs.json").scenario
        let builtin = try ScenarioLoader.load(path: TestPaths.scenarios + "/alert.json").scenario
        let a = SimulatedApp(scenario: written), b = SimulatedApp(scenario: builtin)
        for app in [a, b] { app.handle(.forward, at: 0.4) }
        for k in 0...66 {
            let t = 0.4 + 0.05 * Double(k)
            if k == 36 { for app in [a, b] { app.handle(.back, at: t) } }  // 2.2 s, as the alert's demo
            a.advance(to: t)
            b.advance(to: t)
            let dim = a.container.view.subviews.first { $0.id == "dimming" }, cover = b.container.view.subviews.first { $0.id == "cover" }
            #expect(dim?.presentation(.alpha) == cover?.presentation(.alpha), "t = \(t)")
            #expect(a.container.view.descendant("confirm")?.presentationFrame == b.container.view.descendant("confirm")?.presentationFrame)
        }
        #expect(a.container.view.subviews.map(\.id) == ["document"] && b.container.view.subviews.map(\.id) == ["document"])
    }

    @Test func withoutAPresentationControllerNothingChanges() throws {
        // The alert built-in keeps its cover and logs no presentation-controller call.
        let app = SimulatedApp(scenario: try ScenarioLoader.load(path: TestPaths.scenarios + "/alert.json").scenario)
        app.handle(.forward, at: 0.4)
        app.advance(to: 3)
        #expect(Self.calls(app).filter { !$0.hasPrefix("animate") && !$0.hasPrefix("complete") }.isEmpty)
        #expect(app.container.view.subviews.map(\.id) == ["document", "cover", "confirm"])
    }
}
