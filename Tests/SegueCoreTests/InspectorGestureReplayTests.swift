import Testing
import SegueTestSupport
@testable import SegueCore

/// After an inspector step the last *gesture* replays — its presses at their intervals — and `g`
/// replays it on demand (issue 32, item 9; docs/terminal.md, "The inspector"). Before, a step
/// replayed a gesture's transition as a plain `b`, which never releases, so a change of
/// completionSpeed was never seen. Expected values: UIKit's completion after a release plays the
/// rest, (1 − p)·D, at completionSpeed (`UIPercentDrivenInteractiveTransition.completionSpeed`;
/// docs/gestures.md), so the same release at speed 1.1 finishes in 1/1.1 of the time.
struct InspectorGestureReplayTests {
    static func player() throws -> Player {
        let loaded = try ScenarioLoader.load(text: GestureReplayScenario.text, file: "replay.json")
        let player = Player(scenario: loaded.scenario, terminalSize: (120, 40))
        player.tuning = Tuning(base: loaded.json, file: "replay.json")
        return player
    }

    static func key(_ p: Player, _ name: String, at t: Double) {
        p.handle(TimedEvent(t: t, event: .key(Key(name: name)!)))
    }

    /// Opens the inspector at `t`, selects completionSpeed and steps it 1 → 1.1.
    static func stepCompletionSpeed(_ p: Player, at t: Double) throws {
        key(p, "t", at: t)
        let rows = try #require(p.scene().panel.inspector).rows
        let speedRow = try #require(rows.firstIndex { $0.name == "completionSpeed" }, "\(rows.map(\.name))")
        for _ in 0..<speedRow { key(p, "down", at: t) }
        key(p, "]", at: t)
        #expect(p.scenario.transitions[.pop]?.interaction?.completionSpeed == 1.1)
    }

    /// The gesture: eight → presses 1/32 s apart from `t0`, a held key: letting go of it lifts
    /// the finger in motion 2.5 repeat intervals after the last press (docs/gestures.md).
    static func pan(_ p: Player, from t0: Double) {
        for k in 0..<8 { key(p, "right", at: t0 + Double(k) / 32) }
    }

    /// The session time (to 1/1024 s) from `t` at which `done` first holds.
    static func time(_ p: Player, from t: Double, until done: (Player) -> Bool) -> Double {
        var s = t
        while !done(p), s < t + 5 {
            s += 1.0 / 1024
            p.advance(to: s)
        }
        return s
    }

    /// A step of completionSpeed (1 → 1.1) replays the pan and its release: under the finger at
    /// first, released at the same time after the first press, then finishing in 1/1.1 of the
    /// time the first release took.
    @Test func aStepReplaysTheGestureAndTheReleaseShowsTheChange() throws {
        let p = try Self.player()
        Self.pan(p, from: 0)
        let release1 = Self.time(p, from: 0.25) { $0.app.phase != .interactive }
        #expect(p.app.phase == .finishing, "the release finishes (past the 0.2 threshold)")
        let finish1 = Self.time(p, from: release1) { $0.app.phase == .idle } - release1
        #expect(finish1 > 0.05)

        try Self.stepCompletionSpeed(p, at: 2)
        p.advance(to: 2.25)
        #expect(p.app.phase == .interactive, "the replay is the pan, under the finger (a `b` pop would be animating)")
        let release2 = Self.time(p, from: 2.25) { $0.app.phase != .interactive }
        #expect(p.app.phase == .finishing)
        #expect(abs((release2 - 2) - release1) <= 1.0 / 1024, "released at \(release2 - 2) s, first at \(release1) s")
        let finish2 = Self.time(p, from: release2) { $0.app.phase == .idle } - release2
        #expect(abs(finish2 - finish1 / 1.1) <= 2.0 / 1024, "\(finish2) vs \(finish1) / 1.1")
    }

    /// A version-2 recording's step replays as segue replayed it then: the start of the last
    /// transition only when a press itself began it (as a `b` for a gesture). This pan begins
    /// past the edge pan's hysteresis as time passes, not at a press, so the old rule has no
    /// start to replay: the model is reset and stays idle — where today's rule is under the
    /// replayed finger (`aStepReplaysTheGestureAndTheReleaseShowsTheChange`).
    @Test func aVersionTwoRecordingsStepReplaysByTheOldRule() throws {
        let p = try Self.player()
        p.stepReplaysGestures = false
        Self.pan(p, from: 0)
        _ = Self.time(p, from: 0.25) { $0.app.phase == .idle }
        try Self.stepCompletionSpeed(p, at: 2)
        p.advance(to: 2.01)
        #expect(p.app.phase == .idle, "reset, nothing replayed; the gesture's replay would be interactive")
        #expect(p.app.scene().views.contains { $0.id == "b" }, "reset to the initial stack [a, b]")
    }

    /// `g` replays the last gesture on demand: the same presses at the same intervals give the
    /// same views at the same time after them.
    @Test func gReplaysTheLastGesture() throws {
        let p = try Self.player()
        Self.pan(p, from: 0)
        p.advance(to: 0.25)
        let during = p.app.scene().views
        #expect(p.app.phase == .interactive)
        _ = Self.time(p, from: 0.25) { $0.app.phase == .idle }
        Self.key(p, "g", at: 2)
        p.advance(to: 2.25)
        #expect(p.app.phase == .interactive)
        let now = p.app.scene().views
        #expect(now.map(\.id) == during.map(\.id))
        for (v, w) in zip(now, during) {  // the same to rounding: the session time differs
            #expect(abs(v.frame.origin.x - w.frame.origin.x) < 1e-6, "the replay is not the pan as it was")
        }
        _ = Self.time(p, from: 2.25) { $0.app.phase != .interactive }
        #expect(p.app.phase == .finishing)
    }

    /// A `b` still replays as `b`; before any transition `g` moves nothing.
    @Test func withoutAGestureGReplaysTheStartOrNothing() throws {
        let p = try Self.player()
        Self.key(p, "g", at: 0)
        #expect(p.app.phase == .idle)
        Self.key(p, "b", at: 0.1)
        _ = Self.time(p, from: 0.1) { $0.app.phase == .idle }
        Self.key(p, "g", at: 2)
        #expect(p.app.phase == .animating)
    }
}
