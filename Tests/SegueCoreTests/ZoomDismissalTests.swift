import Foundation
import Testing
@testable import SegueCore
import SegueFiles

/// The zoom's interactive dismissal (docs/gestures.md, "The zoom dismissal"): the view's size and
/// centre under the finger by the rule written here, the release decisions, and the velocity the
/// spring carries on.
struct ZoomDismissalTests {
    typealias Z = ZoomTransitionTests
    /// One ↑↓ press: height / 20 = 42.2 pt; the hysteresis 15 pt; percent 1 at the height, 844 pt.
    static let stepY = 844.0 / 20, hysteresis = 15.0, distance = 844.0

    /// The model with the photo zoomed open (the push is over by t = 1.2).
    static func zoomedOpen() throws -> SimulatedApp {
        let app = SimulatedApp(scenario: try Z.builtin())
        app.handle(.forward, at: 0.4)
        app.advance(to: 2)
        return app
    }

    /// The rule written out: r = |d| − 15, p = r / 844, size = full + (source − full)·p, centre =
    /// the container's centre + d·r/|d|.
    static func expectedFrame(finger d: (x: Double, y: Double)) -> Rect {
        let len = (d.x * d.x + d.y * d.y).squareRoot()
        let r = len - hysteresis
        let p = min(max(r / distance, 0), 1)
        let w = 390 + (112 - 390) * p, h = 844 + (112 - 844) * p
        let cx = 195 + d.x * r / len, cy = 422 + d.y * r / len
        return Rect(x: cx - w / 2, y: cy - h / 2, width: w, height: h)
    }

    /// Keyboard: ↓ ×3 then → ×2, each press 0.05 s after the last (3 frames); once the finger has
    /// glided to its target the view is where the rule puts a finger at (2 × 19.5, 3 × 42.2).
    @Test func theViewFollowsTheKeyboardFinger() throws {
        let app = try Self.zoomedOpen()
        for (i, arrow) in [Arrow.down, .down, .down, .right, .right].enumerated() {
            app.handle(.pan(arrow), at: 3 + 0.05 * Double(i))
        }
        app.advance(to: 3.3)   // the last glide ends at 3.25; letting go is seen at 3.2 + 2.5 × 0.05
        #expect(app.phase == .interactive)
        let photo = try #require(Z.view("photo", in: app.scene()))
        let expected = Self.expectedFrame(finger: (2 * 19.5, 3 * Self.stepY))
        #expect(Z.close(photo.frame, expected, 1e-6), "\(photo.frame) vs \(expected)")
        let p = ((39.0 * 39 + 126.6 * 126.6).squareRoot() - 15) / 844
        #expect(nearly(photo.cornerRadius, 12 * p, 1e-6))
        #expect(nearly(try #require(Z.view("dimming", in: app.scene())).alpha, 0.2 * (1 - p), 1e-6))
    }

    /// The controls (the key hints' facts): the arrows are the zoom's while the photo is open and
    /// while the finger drives the pop; not at the root, nor while the push runs.
    @Test func theControlsOfferTheZoomPan() throws {
        let app = SimulatedApp(scenario: try Z.builtin())
        #expect(!app.container.controls.zoomPan && app.container.controls.panEdge == nil)
        app.handle(.forward, at: 0.4)
        #expect(!app.container.controls.zoomPan, "not while the push runs")
        app.advance(to: 2)
        #expect(app.container.controls.zoomPan && app.container.controls.panEdge == nil)
        for i in 0..<3 { app.handle(.pan(.down), at: 3 + 0.05 * Double(i)) }
        #expect(app.phase == .interactive && app.container.controls.zoomPan)
    }

    /// Mouse: a press anywhere inside the view and a drag; the view follows exactly.
    @Test(arguments: [(200.0, 300.0, 260.0, 420.0), (50, 700, 10, 650), (300, 100, 300, 500)])
    func theViewFollowsTheMouse(px: Double, py: Double, qx: Double, qy: Double) throws {
        let app = try Self.zoomedOpen()
        app.handle(.press(Point(x: px, y: py)), at: 3)
        app.handle(.drag(Point(x: qx, y: qy)), at: 3.05)
        let photo = try #require(Z.view("photo", in: app.scene()))
        #expect(Z.close(photo.frame, Self.expectedFrame(finger: (qx - px, qy - py)), 1e-6))
        app.handle(.release(Point(x: qx, y: qy)), at: 3.1)
        app.advance(to: 5)
        #expect((app.container as? NavigationController)?.stackIDs == ["grid"], "released while moving away: dismissed")
    }

    /// Release decisions: finish iff percent > 0.25 or the finger still moves away at the release.
    /// `presses` ↓ `every` seconds from t = 3 (0.05: a held key; 0.12: taps, never a repeat);
    /// `lift`: Enter at that time, nil = leave the keys alone (taps: the lift at rest 0.7 s after
    /// the last; a held key: letting go, a lift in motion at 844 pt/s).
    @Test(arguments: [
        (4, 0.12, nil, false),  // (4 × 42.2 − 15) / 844 = 0.182 ≤ 0.25, at rest → cancel
        (5, 0.12, nil, false),  // 0.232 → cancel
        (6, 0.12, nil, true),   // 0.282 > 0.25 → finish
        (4, 0.05, nil, true),   // held and let go: still moving away when it lifts → finish
        (4, 0.05, 3.19, true),  // Enter while held: still moving away (844 pt/s) → finish
        (2, 0.05, 3.09, true),  // barely begun but moving away → finish
        (4, 0.12, 3.6, false),  // Enter after 0.1 s at rest (the last glide ended at 3.46): velocity 0, 0.182 → cancel
    ] as [(Int, Double, Double?, Bool)])
    func releaseDecisions(presses: Int, every: Double, lift: Double?, finishes: Bool) throws {
        let app = try Self.zoomedOpen()
        for i in 0..<presses { app.handle(.pan(.down), at: 3 + every * Double(i)) }
        if let lift { app.handle(.lift, at: lift) }
        app.advance(to: 6)
        let stack = (app.container as? NavigationController)?.stackIDs
        #expect(stack == (finishes ? ["grid"] : ["grid", "photo"]))
        #expect(app.runtime.log.entries.contains { $0.text == (finishes ? "finish()" : "cancel()") })
        if !finishes {
            #expect(Z.close(try #require(Z.view("photo", in: app.scene())).frame, Z.full), "back to full size")
        }
    }

    /// Escape cancels whatever the percent; moving back towards the start and lifting cancels too.
    @Test func escapeAndMovingBackCancel() throws {
        let app = try Self.zoomedOpen()
        for i in 0..<8 { app.handle(.pan(.down), at: 3 + 0.05 * Double(i)) }
        app.handle(.cancelGesture, at: 3.4)   // while held (letting go would be seen at 3.35 + 0.125)
        app.advance(to: 5)
        #expect((app.container as? NavigationController)?.stackIDs == ["grid", "photo"])
        for i in 0..<6 { app.handle(.pan(.down), at: 6 + 0.05 * Double(i)) }
        for i in 0..<5 { app.handle(.pan(.up), at: 6.3 + 0.05 * Double(i)) }
        app.handle(.lift, at: 6.52)
        app.advance(to: 8)
        #expect((app.container as? NavigationController)?.stackIDs == ["grid", "photo"], "moving back at the release cancels")
    }

    /// The finger moves down at 844 pt/s (a press every 0.05 s, each gliding 42.2 pt over 0.05 s);
    /// Enter on frame 200 (t = 10/3 s) with the finger at 844 × (1/3) pt. The spring towards the
    /// source takes initialVelocity = (v · û) / |Δc| with Δc from the view's centre to the source's
    /// centre; the frames after follow the critically damped spring with that velocity.
    @Test func theReleaseVelocityIsCarriedIntoTheSpring() throws {
        let app = try Self.zoomedOpen()
        for i in 0..<7 { app.handle(.pan(.down), at: 3 + 0.05 * Double(i)) }
        let release = 200.0 / 60
        app.handle(.lift, at: release)
        let dy = 844 * (release - 3)
        let start = Self.expectedFrame(finger: (0, dy))
        let target = Z.source
        let dcx = target.midX - start.midX, dcy = target.midY - start.midY
        let v0 = (0 * dcx + 844 * dcy) / (dcx * dcx + dcy * dcy)
        let controller = try #require(app.container.activeInteraction as? ZoomDismissalController)
        #expect(nearly(try #require(controller.handedVelocity), v0, 1e-6), "\(String(describing: controller.handedVelocity)) vs \(v0)")
        #expect(app.runtime.log.entries.contains { $0.text.hasPrefix("zoom spring: initialVelocity -") })
        app.advance(to: release + 0.1)
        let u = Z.criticalProgress(0.1, v0: v0)
        let photo = try #require(Z.view("photo", in: app.scene()))
        #expect(Z.close(photo.frame, Z.lerp(start, target, u), 1e-6), "\(photo.frame)")
    }

    /// A recorded session (keys and mouse events) replays to the same frames as the live run.
    @Test func recordThenReplayGivesTheSameFrames() throws {
        let loaded = try ScenarioLoader.load(path: TestPaths.scenarios + "/zoom.json")
        let events: [TimedEvent] = [
            TimedEvent(t: 0.4, event: .key(.char("p"))),
            TimedEvent(t: 1.6, event: .key(.down)), TimedEvent(t: 1.72, event: .key(.down)),
            TimedEvent(t: 1.84, event: .key(.right)), TimedEvent(t: 2.06, event: .key(.enter)),
            TimedEvent(t: 3.0, event: .mouse(MouseEvent(kind: .press, x: 20, y: 20))),
            TimedEvent(t: 3.05, event: .mouse(MouseEvent(kind: .drag, x: 22, y: 26))),
            TimedEvent(t: 3.1, event: .mouse(MouseEvent(kind: .drag, x: 24, y: 34))),
            TimedEvent(t: 3.12, event: .mouse(MouseEvent(kind: .release, x: 24, y: 34))),
        ]
        func frames(_ scenario: Scenario, _ events: [TimedEvent]) -> [Scene] {
            let player = Player(scenario: scenario, terminalSize: (120, 40), viewport: ScaledViewport())
            var out: [Scene] = []
            HeadlessRun.run(player, events: events, until: 4.5) { _ in out.append(player.scene()) }
            return out
        }
        let live = frames(loaded.scenario, events)
        let header = SessionHeader(created: "2026-12-01T00:00:00Z", cols: 120, rows: 40, source: "zoom", scenario: loaded.json)
        let sink = MemorySessionSink()
        let writer = try SessionWriter(sink: sink, header: header)
        for e in events { try writer.write(e) }
        try writer.finish(at: 4.5)
        let session = try SessionFile.parse(bytes: Array(sink.text.utf8), file: sink.name)
        let replayed = frames(session.scenario, session.events)
        #expect(live.count == replayed.count)
        #expect(live == replayed)
        // The run did zoom: the keyboard pan cancelled (taps past the hysteresis, Enter at rest),
        // the mouse drag dismissed.
        let log = live.last?.panel.log.map(\.text) ?? []
        #expect(log.contains("cancel()") && log.contains("finish()"), "\(log)")
    }
}
