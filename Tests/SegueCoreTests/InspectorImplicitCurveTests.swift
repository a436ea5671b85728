import Testing
@testable import SegueCore

/// A curve the file does not spell has a row in the inspector (issue 32, item 9): a preset's own
/// named curve converts to Core Animation's control points for it, which then step. The points
/// are Apple's (`CAMediaTimingFunction`, "Predefined timing functions"): easeInOut 0.42, 0, 0.58, 1.
struct InspectorImplicitCurveTests {
    static func player(animator: String) throws -> Player {
        let text = """
        {"segue": 1, "name": "implicit", "title": "Implicit",
         "screens": [{"id": "a", "title": "A", "color": "#123456"}, {"id": "b", "title": "B", "color": "#654321"}],
         "container": {"kind": "navigation", "stack": ["a", "b"]},
         "transitions": {"pop": {"animator": \(animator)}}}
        """
        let loaded = try ScenarioLoader.load(text: text, file: "implicit.json")
        let player = Player(scenario: loaded.scenario, terminalSize: (120, 40))
        player.tuning = Tuning(base: loaded.json, file: "implicit.json")
        return player
    }

    static func key(_ p: Player, _ name: String, at t: Double) {
        p.handle(TimedEvent(t: t, event: .key(Key(name: name)!)))
    }

    /// `"preset": "parallax"` plays on easeInOut: its row is `curve easeInOut`, not spelled; a
    /// step writes the four points at `animator.curve`, and the preview does not change.
    @Test func aPresetsCurveHasARowThatConverts() throws {
        let p = try Self.player(animator: #"{"preset": "parallax", "duration": 0.4}"#)
        Self.key(p, "t", at: 0)
        let rows = try #require(p.scene().panel.inspector).rows
        #expect(rows.map(\.name) == ["duration", "delay", "curve easeInOut"])
        let curve = try #require(rows.last)
        #expect(!curve.isSpelled && curve.keyPath == "transitions.pop.animator.curve")
        Self.key(p, "b", at: 0.1)
        p.advance(to: 0.3)
        let before = p.app.scene()
        Self.key(p, "down", at: 0.3)
        Self.key(p, "down", at: 0.3)
        Self.key(p, "]", at: 0.3)  // convert: the pop replays from its start
        #expect(p.tuning?.changes == [Tune(keyPath: "transitions.pop.animator.curve", value: .points([0.42, 0, 0.58, 1]))])
        guard case .curve(let tuned)? = p.scenario.transitions[.pop]?.animator.timing else {
            Issue.record("the pop's timing is not a curve")
            return
        }
        #expect(tuned.bezier == CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
        p.advance(to: 0.5)  // 0.2 s into the replayed pop, as `before` was into the first
        let now = p.app.scene().views
        #expect(now.map(\.id) == before.views.map(\.id))
        for (v, w) in zip(now, before.views) {  // the same to rounding: the model time differs
            #expect(abs(v.frame.origin.x - w.frame.origin.x) < 1e-6, "converting to the same points changed the preview")
        }
        // The converted curve's points are rows now, and step.
        let after = try #require(p.scene().panel.inspector).rows.map(\.name)
        #expect(after == ["duration", "delay", "curve x1", "curve y1", "curve x2", "curve y2"])
    }

    /// A spring preset sets its spring through its own keys: no curve row for it.
    @Test func aSpringPresetHasNoCurveRow() throws {
        let p = try Self.player(animator: #"{"preset": "springSlideUp"}"#)
        Self.key(p, "t", at: 0)
        #expect(try #require(p.scene().panel.inspector).rows.map(\.name) == ["duration", "delay"])
    }
}
