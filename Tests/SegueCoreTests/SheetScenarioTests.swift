import Testing
@testable import SegueCore
@testable import SegueModel

/// The page sheet end to end (docs/gestures.md, "Sheets"): the `sheet` built-in's demo, the
/// mouse drag, `isModalInPresentation`, the panel's facts, and a recorded drag replaying.
@Suite struct SheetScenarioTests {
    static func builtin(_ overrides: [String] = []) throws -> LoadedScenario {
        try ScenarioLoader.load(path: TestPaths.scenarios + "/sheet.json", overrides: overrides)
    }

    static func run(_ scenario: Scenario, _ script: String, until: Double) throws -> SimulatedApp {
        let app = SimulatedApp(scenario: scenario)
        for e in try EventScript.parse(script) {
            guard case .key(let key) = e.event, let intent = KeyMaps.previewer.intent(for: key) else { continue }
            app.handle(intent, at: e.t)
        }
        app.advance(to: until)
        return app
    }

    static func texts(_ app: SimulatedApp) -> [String] { app.runtime.log.entries.map(\.text) }
    static func sheet(_ app: SimulatedApp) -> SheetPresentationController? { (app.container as? ModalController)?.sheet }

    @Test func theDemoDragsToLargeFlicksBackAndDismisses() throws {
        let s = try Self.builtin().scenario
        let app = try Self.run(s, s.demoSource!, until: 7)
        let changes = Self.texts(app).filter { $0.hasPrefix("sheetPresentationControllerDidChangeSelectedDetentIdentifier") }
        #expect(changes == ["sheetPresentationControllerDidChangeSelectedDetentIdentifier(large)",
                            "sheetPresentationControllerDidChangeSelectedDetentIdentifier(medium)"])
        let calls = Self.texts(app).filter { $0.hasSuffix("TransitionWillBegin()") || $0.contains("TransitionDidEnd(") }
        #expect(calls == ["presentationTransitionWillBegin()", "presentationTransitionDidEnd(true)",
                          "dismissalTransitionWillBegin()", "dismissalTransitionDidEnd(true)"])
        #expect(Self.texts(app).contains("dismiss(animated: true) (sheet released below its smallest detent)"))
        // An interactive dismissal: the adaptive delegate hears it, before and after.
        let delegate = Self.texts(app).filter { $0.hasPrefix("presentationControllerWill") || $0.hasPrefix("presentationControllerDid") }
        #expect(delegate == ["presentationControllerWillDismiss", "presentationControllerDidDismiss"])
        // Final state: only the presenter, back to its layout (no recession, no dimming view).
        #expect((app.container as? ModalController)?.chain.map(\.id) == ["maps"])
        #expect(app.container.view.subviews.map(\.id) == ["maps"])
        let maps = try #require(app.container.view.descendant("maps") ?? app.container.view.subviews.first)
        #expect(maps.presentationFrame == Rect(x: 0, y: 0, width: 390, height: 844) && maps.presentationTransform == .identity)
        // Regression: once the sheet was gone the panel worded the release as an edge pan's ("released → cancel").
        guard case .sheet(let last)? = app.scene().panel.gesture?.releaseOutcome else { Issue.record("no sheet facts"); return }
        #expect(last.release == .dismiss && last.released)
        // Presented again, the new sheet is at rest: the old release is not its.
        app.handle(.forward, at: 7)
        app.advance(to: 8)
        #expect(app.scene().panel.gesture?.releaseOutcome == .sheet(SheetVerdict(detent: "medium", top: 422)))
    }

    @Test func presentedAtTheMediumDetentAndTheLargeOneRecedesThePresenter() throws {
        let s = try Self.builtin().scenario
        let app = try Self.run(s, "0.4 p", until: 1.5)
        let sheet = try #require(Self.sheet(app))
        #expect(sheet.top == 422, "medium: half of 844")
        #expect(Self.texts(app).contains("frameOfPresentedViewInContainerView → (0, 422, 390, 787)"))
        #expect(app.container.view.descendant("sheet.grabber") != nil, "prefersGrabberVisible")
        // Drag it up slowly to large: the presenter scales to 0.92 about its top centre and moves down 47 pt.
        let up = try Self.run(s, "0.4 p; 1.22 up*9@0.11; 2.32 enter", until: 3)
        let maps = try #require(up.container.view.subviews.first { $0.id == "maps" })
        #expect(abs(maps.presentation(.scaleX) - 0.92) < 1e-9 && abs(maps.presentation(.y) - 47) < 1e-9)
        #expect(maps.anchor == Anchor(x: 0.5, y: 0))
        #expect(abs((up.container.view.subviews.first { $0.id == "dimming" }?.presentation(.alpha) ?? -1) - 0.4) < 1e-9)
        #expect(abs((Self.sheet(up)?.top ?? 0) - 57) < 1e-6)
    }

    @Test func theReleaseSpringCarriesTheFingersVelocity() throws {
        // The flick back from large: the log gives the release's top and velocity; the settle's
        // spring must start with velocity / remaining distance (the model's y moves at v at once).
        let s = try Self.builtin().scenario
        let app = try Self.run(s, "0.4 p; 1.22 up*9@0.11; 2.32 enter; 3.0 down*2@0.08; 3.2 enter", until: 3.2)
        let line = try #require(Self.texts(app).last { $0.hasPrefix("sheet released") })
        #expect(line.contains("→ medium"))
        let sheet = try #require(Self.sheet(app))
        let y0 = sheet.top
        app.advance(to: 3.2 + 1e-4)
        let measured = (sheet.top - y0) / 1e-4  // points per second just after the release
        let velocity = try #require(Double(line.split(separator: " ")[7]))  // "sheet released at top T pt moving V pt/s: …"
        #expect(abs(measured - velocity) / velocity < 0.02, "the sheet leaves at the finger's speed (\(measured) vs \(velocity))")
    }

    @Test func aSheetPresentedFromTheStartIsAtItsDetentWithItsChrome() throws {
        let s = try Self.builtin(["container.presented=sheet", "container.sheet.selectedDetentIdentifier=large"]).scenario
        let app = SimulatedApp(scenario: s)
        #expect(app.container.view.subviews.map(\.id) == ["maps", "dimming", "sheet"])
        #expect(Self.sheet(app)?.top == 57)
        #expect(app.container.view.subviews[0].presentation(.scaleX) == 0.92, "the presenter recedes behind the large sheet")
        #expect(abs(app.container.view.subviews[1].presentation(.alpha) - 0.4) < 1e-12)
        // ↑ during the dismissal's animation moves nothing and starts no pan of the sheet.
        app.handle(.back, at: 0.1)
        app.handle(.pan(.up), at: 0.2)
        app.advance(to: 2)
        #expect(app.container.view.subviews.map(\.id) == ["maps"])
    }

    @Test func theMouseDragsTheSheetFromAnywhereOnIt() throws {
        let s = try Self.builtin().scenario
        let app = try Self.run(s, "0.4 p", until: 1.5)
        app.handle(.press(Point(x: 200, y: 600)), at: 1.5)
        app.handle(.drag(Point(x: 200, y: 560)), at: 1.55)
        #expect(Self.sheet(app)?.top == 382, "the top follows the finger: 422 − 40")
        app.handle(.drag(Point(x: 200, y: 500)), at: 1.6)
        app.handle(.release(Point(x: 200, y: 500)), at: 1.9)  // 0.3 s after the last move: no velocity
        app.advance(to: 3)
        #expect(Self.sheet(app)?.selectedDetentIdentifier == "medium", "a slow drag of 100 pt returns to medium")
        #expect(abs((Self.sheet(app)?.top ?? 0) - 422) < 1e-6)
        // A press above the sheet does not drag it.
        app.handle(.press(Point(x: 200, y: 100)), at: 3.1)
        app.handle(.drag(Point(x: 200, y: 50)), at: 3.15)
        #expect(abs((Self.sheet(app)?.top ?? 0) - 422) < 1e-6)
    }

    @Test func aFlickSkipsADetentAndASlowDragReturns() throws {
        let s = try Self.builtin([#"container.sheet.detents=[{"identifier": "small", "height": 200}, "medium", "large"]"#,
                                  "container.sheet.selectedDetentIdentifier=small"]).scenario
        // Three quick ↑ from small (top 844 − 200 − 34 = 610): released moving up fast, the projection passes medium.
        let flick = try Self.run(s, "0.4 p; 1.4 up*3@0.03; 1.5 enter", until: 3)
        let line = try #require(Self.texts(flick).last { $0.hasPrefix("sheet released") })
        let parts = line.split(separator: " ")
        let top = try #require(Double(parts[4])), v = try #require(Double(parts[7]))
        let projected = top + v / 1000 * 0.998 / 0.002
        #expect(abs(projected - 57) < abs(projected - 422), "the test's own projection is nearer large: \(line)")
        #expect(Self.texts(flick).filter { $0.hasPrefix("sheetPresentationControllerDidChangeSelectedDetentIdentifier") }
                == ["sheetPresentationControllerDidChangeSelectedDetentIdentifier(large)"], "medium skipped")
        #expect(abs((Self.sheet(flick)?.top ?? 0) - 57) < 1e-6)
        // One ↑ and a lift at rest: 42.2 pt up from small, nearest small still: no change.
        let slow = try Self.run(s, "0.4 p; 1.4 up; 2.0 enter", until: 3)
        #expect(!Self.texts(slow).contains { $0.hasPrefix("sheetPresentationControllerDidChangeSelectedDetentIdentifier") })
        #expect(abs((Self.sheet(slow)?.top ?? 0) - 610) < 1e-6, "UIKit's custom detent of 200 pt: its top 844 − 200 − 34")
    }

    @Test func isModalInPresentationRefusesTheDismissal() throws {
        let s = try Self.builtin(["container.sheet.isModalInPresentation=true"]).scenario
        let app = try Self.run(s, "0.4 p; 1.4 down*8@0.03; 1.7 enter", until: 3)
        #expect(Self.texts(app).contains("presentationControllerDidAttemptToDismiss"))
        #expect(!Self.texts(app).contains("dismissalTransitionWillBegin()"))
        #expect(abs((Self.sheet(app)?.top ?? 0) - 422) < 1e-6, "springs back to medium")
    }

    @Test func thePanelSaysWhatAReleaseWouldDo() throws {
        let s = try Self.builtin().scenario
        let app = try Self.run(s, "0.4 p", until: 1.5)
        #expect(app.scene().panel.gesture?.releaseOutcome == .sheet(SheetVerdict(detent: "medium", top: 422)))
        #expect(app.scene().panel.controls.panEdge == .bottom, "↑ offered")
        app.handle(.pan(.up), at: 1.5)
        app.advance(to: 1.6)
        guard case .sheet(let v)? = app.scene().panel.gesture?.releaseOutcome else { Issue.record("no sheet facts"); return }
        let top = try #require(Self.sheet(app)?.top)
        #expect(v.top == top && v.detent == "medium")
        #expect(v.projectedTop == SheetGeometry.projectedTop(top, velocity: -(app.gesture?.gesture.releaseVelocity(at: 1.6) ?? 0)))
    }

    @Test func aRecordedSheetDragReplaysFrameForFrame() throws {
        let loaded = try Self.builtin()
        let events: [TimedEvent] = [
            TimedEvent(t: 0.4, event: .key(.char("p"))),
            TimedEvent(t: 1.5, event: .mouse(MouseEvent(kind: .press, x: 20, y: 30))),
            TimedEvent(t: 1.55, event: .mouse(MouseEvent(kind: .drag, x: 20, y: 26))),
            TimedEvent(t: 1.6, event: .mouse(MouseEvent(kind: .drag, x: 20, y: 20))),
            TimedEvent(t: 1.62, event: .mouse(MouseEvent(kind: .release, x: 20, y: 20))),
            TimedEvent(t: 2.5, event: .key(.down)), TimedEvent(t: 2.53, event: .key(.down)), TimedEvent(t: 2.56, event: .key(.enter)),
        ]
        let header = SessionHeader(created: "2026-12-01T14:00:00Z", cols: 120, rows: 40, source: "sheet", scenario: loaded.json)
        let text = SessionFile.text(header: header, events: events + [TimedEvent(t: 4, event: .end)])
        let session = try SessionFile.parse(bytes: Array(text.utf8), file: "sheet.segue")
        func frames(_ scenario: Scenario, _ events: [TimedEvent]) -> [Scene] {
            let player = Player(scenario: scenario, terminalSize: (120, 40), viewport: ScaledViewport())
            var out: [Scene] = []
            HeadlessRun.run(player, events: events.filter { $0.event != .end }, until: 4) { _ in out.append(player.scene()) }
            return out
        }
        let live = frames(loaded.scenario, events), replayed = frames(session.scenario, session.events)
        #expect(live.count == replayed.count && live == replayed)
        // The drag did something: the sheet went up with the mouse and was flicked.
        let log = live.last?.panel.log.map(\.text) ?? []
        #expect(log.filter { $0.hasPrefix("sheet released") }.count == 2)
    }
}
