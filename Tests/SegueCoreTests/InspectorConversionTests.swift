import Testing
@testable import SegueCore

/// What the inspector offers where the file has no number to step (docs/terminal.md, "The
/// inspector"): a named curve converts to Core Animation's control points for it, and the finish
/// rule's threshold is offered without a `finish` object, whose first step writes one. Expected
/// texts are the fixture with the changed text spliced in here; the control points are Apple's
/// (`CAMediaTimingFunction`'s predefined functions), not the code's table.
struct InspectorConversionTests {
    static let text = """
    {"segue": 1, "name": "tune", "title": "Tune",
     "screens": [{"id": "a", "title": "A", "color": "#123456"}, {"id": "b", "title": "B", "color": "#654321"}],
     "container": {"kind": "navigation", "stack": ["a", "b"]},
     "transitions": {"pop": {
       "animator": {"duration": 0.4, "curve":  "easeInOut",
                    "to": {"from": {"x": -0.3}, "to": {"x": 0}}, "from": {"from": {"x": 0}, "to": {"x": 1}}},
       "interaction": {
         "gesture": "edgePan",
         "edge": "left"
       }}}}
    """

    static func player(_ text: String = text) throws -> Player {
        let loaded = try ScenarioLoader.load(text: text, file: "tune.json")
        let player = Player(scenario: loaded.scenario, terminalSize: (120, 40))
        player.tuning = Tuning(base: loaded.json, file: "tune.json")
        return player
    }

    static func keys(_ p: Player, _ names: [String], from t: Double) {
        for (k, name) in names.enumerated() { p.handle(TimedEvent(t: t + 0.01 * Double(k), event: .key(Key(name: name)!))) }
    }

    static func rows(_ p: Player) -> [String] {
        (p.scene().panel.inspector?.rows ?? []).map { "\($0.name)=\(DecimalText.compact($0.value))" + ($0.isSpelled ? "" : "*") }
    }

    /// The text `w` writes for the player's changes.
    static func written(_ p: Player, _ text: String = text) throws -> String {
        let result = try InPlaceWrite.apply(p.tuning?.changes ?? [], to: Array(text.utf8), file: "tune.json")
        return String(decoding: result.bytes, as: UTF8.self)
    }

    /// The fixture with `old` (which occurs once) replaced by `new`.
    static func replacing(_ old: String, with new: String, in text: String = text) throws -> String {
        let parts = text.split(separator: old, omittingEmptySubsequences: false)
        try #require(parts.count == 2, "'\(old)' occurs once")
        return String(parts[0]) + new + String(parts[1])
    }

    /// Without a `finish` object the default rule's threshold (0.5, docs/gestures.md) is a row;
    /// its first step writes the object, the next rewrites its number, in the object's style.
    @Test func theFinishThresholdWithoutAFinishObject() throws {
        let p = try Self.player()
        Self.keys(p, ["t"], from: 0)
        #expect(Self.rows(p) == ["duration=0.4", "delay=0*", "curve easeInOut=0", "completionSpeed=1*", "finish threshold=0.5*",
                                 "hysteresis=15*", "distance=390*"])
        Self.keys(p, ["down", "down", "down", "down", "]"], from: 0.1)
        #expect(p.tuning?.history == [Tune(keyPath: "transitions.pop.interaction.finish",
                                           value: .finish(rule: "threshold", key: "threshold", value: 0.55))])
        #expect(p.scenario.transitions[.pop]?.interaction?.finish == .threshold(0.55))
        Self.keys(p, ["]"], from: 0.2)
        #expect(p.scenario.transitions[.pop]?.interaction?.finish == .threshold(0.6))
        #expect(Self.rows(p)[4] == "finish threshold=0.6")
        let expected = try Self.replacing("{\n     \"gesture\"",
                                          with: "{\n     \"finish\": {\"rule\": \"threshold\", \"threshold\": 0.6},\n     \"gesture\"")
        #expect(try Self.written(p) == expected)
    }

    /// A bare rule name (`"finish": "threshold"`) is replaced by the object.
    @Test func aBareRuleNameBecomesTheObject() throws {
        let text = try Self.replacing("\"edge\": \"left\"", with: "\"edge\": \"left\", \"finish\": \"thresholdOrVelocity\"")
        let p = try Self.player(text)
        Self.keys(p, ["t", "down", "down", "down", "down", "["], from: 0)
        #expect(p.scenario.transitions[.pop]?.interaction?.finish == .thresholdOrVelocity(0.45))
        let expected = try Self.replacing("\"thresholdOrVelocity\"",
                                          with: "{\"rule\": \"thresholdOrVelocity\", \"threshold\": 0.45}", in: text)
        #expect(try Self.written(p, text) == expected)
    }

    /// `]` on the named curve's row converts it: Apple's easeInOut points, which then step; the
    /// preview is the same before and after at every time; `w` writes the array; `u` undoes.
    @Test func convertANamedCurveToBezier() throws {
        let p = try Self.player(), plain = try Self.player()
        Self.keys(p, ["t", "down", "down", "]"], from: 0)
        // The same restart for the reference (a change restarts the model): its duration set to itself.
        plain.handle(TimedEvent(t: 0.03, event: .tune(Tune(keyPath: "transitions.pop.animator.duration", value: 0.4))))
        #expect(p.tuning?.changes == [Tune(keyPath: "transitions.pop.animator.curve", value: .points([0.42, 0, 0.58, 1]))])
        #expect(Self.rows(p)[2...5] == ["curve x1=0.42", "curve y1=0", "curve x2=0.58", "curve y2=1"])
        for player in [p, plain] { Self.keys(player, ["b"], from: 0.1) }
        for t in [0.12, 0.2, 0.27, 0.33, 0.41, 0.6] {
            p.advance(to: t)
            plain.advance(to: t)
            #expect(p.scene().views == plain.scene().views, "the converted curve moves the views as the name did, at \(t)")
        }
        #expect(try Self.written(p) == Self.replacing("\"easeInOut\"", with: "[0.42, 0, 0.58, 1]"))
        Self.keys(p, ["}"], from: 0.7)  // x1 0.42 + 0.01
        #expect(try Self.written(p) == Self.replacing("\"easeInOut\"", with: "[0.43, 0, 0.58, 1]"))
        Self.keys(p, ["u", "u"], from: 0.8)
        #expect(p.scenario.transitions[.pop]?.animator.timing == .curve(.easeInOut))
        #expect(Self.rows(p)[2] == "curve easeInOut=0")
    }

    /// Each name's control points, as Apple gives them (linear 0,0,1,1; easeIn 0.42,0,1,1;
    /// easeOut 0,0,0.58,1; easeInOut 0.42,0,0.58,1).
    @Test(arguments: [("linear", [0.0, 0, 1, 1]), ("easeIn", [0.42, 0, 1, 1]), ("easeOut", [0, 0, 0.58, 1]),
                      ("easeInOut", [0.42, 0, 0.58, 1])])
    func theControlPoints(_ name: String, _ points: [Double]) throws {
        let p = try Self.player(try Self.replacing("\"easeInOut\"", with: "\"\(name)\""))
        Self.keys(p, ["t", "down", "down", "["], from: 0)
        #expect(p.tuning?.changes.first?.value == .points(points))
        guard case .curve(let curve)? = p.scenario.transitions[.pop]?.animator.timing else {
            Issue.record("the pop's timing is not a curve")
            return
        }
        #expect(curve.bezier == CubicBezier(x1: points[0], y1: points[1], x2: points[2], y2: points[3]))
    }

    /// The tunes record and replay: a session's lines and an event script's text read back.
    @Test func theTunesRecordAndReplay() throws {
        let points = TimedEvent(t: 1, event: .tune(Tune(keyPath: "transitions.pop.animator.curve", value: .points([0.42, 0, 0.58, 1]))))
        let finish = TimedEvent(t: 2, event: .tune(Tune(keyPath: "transitions.pop.interaction.finish",
                                                        value: .finish(rule: "threshold", key: "threshold", value: 0.55))))
        #expect(SessionFile.line(for: points) == #"{"t":1,"tune":"transitions.pop.animator.curve","value":[0.42,0,0.58,1]}"#)
        #expect(SessionFile.line(for: finish)
                == #"{"t":2,"tune":"transitions.pop.interaction.finish","value":{"rule":"threshold","threshold":0.55}}"#)
        let script = #"1 tune transitions.pop.animator.curve=[0.42,0,0.58,1]; 2 tune transitions.pop.interaction.finish={"rule":"threshold","threshold":0.55}"#
        #expect(try EventScript.parse(script) == [points, finish])
        #expect(EventScript.format([points, finish]) == script)
        let loaded = try ScenarioLoader.load(text: Self.text, file: "tune.json")
        let header = SessionHeader(created: "2026-12-01T00:00:00Z", cols: 120, rows: 40, source: "tune", scenario: loaded.json)
        let session = SessionFile.text(header: header, events: [points, finish, TimedEvent(t: 3, event: .end)])
        #expect(try SessionFile.parse(bytes: Array(session.utf8), file: "t.segue").events.prefix(2) == [points, finish][...])
    }
}
