import Testing
@testable import SegueCore

/// The inspector (`t`) in the player: open, select, step, refuse with the loader's range, the
/// model follows (its scenario has the new value and the last transition replays), undo.
/// Expected values come from the scenario text below and the step table in docs/terminal.md.
struct InspectorPlayerTests {
    static let text = """
    {"segue": 1, "name": "tune", "title": "Tune",
     "screens": [{"id": "a", "title": "A", "color": "#123456"}, {"id": "b", "title": "B", "color": "#654321"}],
     "container": {"kind": "navigation", "stack": ["a", "b"]},
     "transitions": {"pop": {
       "animator": {"duration": 0.4, "curve": [0.25, 0.1, 0.25, 1],
                    "to": {"from": {"x": -0.3}, "to": {"x": 0}}, "from": {"from": {"x": 0}, "to": {"x": 1}}},
       "interaction": {"gesture": "edgePan", "edge": "left", "finish": {"rule": "threshold", "threshold": 0.5}}}}}
    """

    static func player() throws -> Player {
        let loaded = try ScenarioLoader.load(text: text, file: "tune.json")
        let player = Player(scenario: loaded.scenario, terminalSize: (120, 40))
        player.tuning = Tuning(base: loaded.json, file: "tune.json")
        return player
    }

    static func key(_ p: Player, _ name: String, at t: Double) {
        p.handle(TimedEvent(t: t, event: .key(Key(name: name)!)))
    }

    /// The rows, in the order docs/terminal.md lists them, with the file's values and the
    /// defaults (delay 0, completionSpeed 1, hysteresis 15, distance = the phone's 390 pt width).
    @Test func openListsTheParameters() throws {
        let p = try Self.player()
        #expect(p.scene().panel.inspector == nil)
        Self.key(p, "t", at: 0)
        let info = try #require(p.scene().panel.inspector)
        #expect(info.operation == .pop)
        let rows = info.rows.map { "\($0.name)=\(DecimalText.compact($0.value))" }
        #expect(rows == ["duration=0.4", "delay=0", "curve x1=0.25", "curve y1=0.1", "curve x2=0.25", "curve y2=1",
                         "completionSpeed=1", "finish threshold=0.5", "hysteresis=15", "distance=390"])
        #expect(info.rows.map(\.isSpelled) == [true, false, true, true, true, true, false, true, false, false])
        Self.key(p, "t", at: 0.1)
        #expect(p.scene().panel.inspector == nil)
    }

    /// ↓ selects the next row (not the pan), `]` adds the coarse step, `}` the fine one; the
    /// model's scenario has the new value at once.
    @Test func selectAndStep() throws {
        let p = try Self.player()
        Self.key(p, "t", at: 0)
        Self.key(p, "]", at: 0.1)  // duration 0.4 + 0.05
        #expect(p.scenario.transitions[.pop]?.animator.duration == 0.45)
        Self.key(p, "down", at: 0.2)
        Self.key(p, "down", at: 0.3)  // curve x1
        Self.key(p, "}", at: 0.4)  // 0.25 + 0.01
        guard case .curve(let curve)? = p.scenario.transitions[.pop]?.animator.timing else {
            Issue.record("the pop's timing is not a curve any more")
            return
        }
        #expect(curve.bezier.x1 == 0.26)
        #expect(p.app.scene().panel.gesture == nil, "↓ moved no finger")
        #expect(p.tuning?.changes == [Tune(keyPath: "transitions.pop.animator.duration", value: 0.45),
                                      Tune(keyPath: "transitions.pop.animator.curve[0]", value: 0.26)])
        // ↑ from the first row wraps to the last.
        Self.key(p, "up", at: 0.5)
        Self.key(p, "up", at: 0.6)
        Self.key(p, "up", at: 0.7)
        #expect(p.scene().panel.inspector?.selected == 9)
    }

    /// A step out of the loader's range is refused, the message names the range
    /// (`readBezier`: x1 in [0, 1]), and nothing changes.
    @Test func outOfRangeIsRefusedWithTheRange() throws {
        let p = try Self.player()
        Self.key(p, "t", at: 0)
        Self.key(p, "down", at: 0.1)
        Self.key(p, "[", at: 0.2)  // delay 0 - 0.05
        // The delay's range as docs/scenarios.md gives it: 0 to 60 s.
        #expect(p.scene().panel.inspector?.message == "transitions.pop.animator.delay = -0.05 refused: must be in [0, 60] seconds (got -0.05)")
        #expect(p.scenario.transitions[.pop]?.animator.delay == 0)
        #expect(p.tuning?.history.isEmpty == true)
        #expect(p.tuneEvent(for: .char("[")) == nil, "a refused step is not recorded as a tune")
    }

    /// A tune far out of range (1e308, as a session may hold it) is refused with the range, as
    /// the file's own key would be; it was written as 309 digits and read back as a string
    /// (issue 28). The duration's range, 0.01 to 60 s, is docs/scenarios.md's.
    @Test func aHugeTuneIsRefusedWithTheRange() throws {
        let p = try Self.player()
        Self.key(p, "t", at: 0)
        p.handle(TimedEvent(t: 0.1, event: .tune(Tune(keyPath: "transitions.pop.animator.duration", value: 1e308))))
        #expect(p.scene().panel.inspector?.message
                == "transitions.pop.animator.duration = 1e+308 refused: must be in [0.01, 60] seconds (got 1e+308)")
        #expect(p.scenario.transitions[.pop]?.animator.duration == 0.4)
        #expect(p.tuning?.history.isEmpty == true)
    }

    /// After a change the model restarts with the tuned scenario and replays the last start
    /// (`b`): the pop runs again from its start with the new duration.
    @Test func theLastTransitionReplaysWithTheNewValue() throws {
        let p = try Self.player()
        Self.key(p, "b", at: 0)
        p.advance(to: 1)
        #expect(!p.app.isAnimating, "the first pop (0.4 s) is over")
        Self.key(p, "t", at: 1)
        Self.key(p, "]", at: 1)
        #expect(p.app.isAnimating, "the pop runs again")
        #expect(p.scene().panel.operation == .pop)
        p.advance(to: 1.42)
        #expect(p.app.isAnimating, "still running at 0.42 s: the duration is 0.45 s now")
        p.advance(to: 1.5)
        #expect(!p.app.isAnimating)
    }

    /// Before any transition ran a change moves nothing (docs/terminal.md).
    @Test func nothingMovesWhenNoTransitionRanYet() throws {
        let p = try Self.player()
        Self.key(p, "t", at: 0)
        Self.key(p, "]", at: 0.1)
        #expect(!p.app.isAnimating)
        #expect(p.scenario.transitions[.pop]?.animator.duration == 0.45)
    }

    /// `u` undoes the last change: the scenario has the file's value again.
    @Test func undo() throws {
        let p = try Self.player()
        Self.key(p, "t", at: 0)
        Self.key(p, "]", at: 0.1)
        Self.key(p, "]", at: 0.2)
        #expect(p.scenario.transitions[.pop]?.animator.duration == 0.5)
        Self.key(p, "u", at: 0.3)
        #expect(p.scenario.transitions[.pop]?.animator.duration == 0.45)
        Self.key(p, "u", at: 0.4)
        #expect(p.scenario.transitions[.pop]?.animator.duration == 0.4)
        Self.key(p, "u", at: 0.5)
        #expect(p.scene().panel.inspector?.message == "nothing to undo")
    }

    /// A `tune` event (as a recording holds it) does what the key did.
    @Test func aTuneEventAppliesLikeTheKey() throws {
        let p = try Self.player()
        p.handle(TimedEvent(t: 0, event: .tune(Tune(keyPath: "transitions.pop.animator.duration", value: 0.7))))
        #expect(p.scenario.transitions[.pop]?.animator.duration == 0.7)
    }
}

/// The event-script and session forms of a tune (docs/cli.md, docs/scenarios.md).
struct TuneEventFormTests {
    @Test func theScriptFormParsesAndFormatsBack() throws {
        let events = try EventScript.parse("0.5 t; 1.2 tune transitions.pop.animator.duration=0.45; 2 q")
        #expect(events[1] == TimedEvent(t: 1.2, event: .tune(Tune(keyPath: "transitions.pop.animator.duration", value: 0.45))))
        #expect(EventScript.format(events) == "0.5 t; 1.2 tune transitions.pop.animator.duration=0.45; 2 q")
    }

    @Test(arguments: ["1 tune", "1 tune duration", "1 tune =3", "1 tune a.b=x"])
    func aBadScriptTuneIsRefused(_ script: String) {
        #expect(throws: EventScriptError.self) { try EventScript.parse(script) }
    }

    @Test func theSessionLine() {
        let e = TimedEvent(t: 1.2, event: .tune(Tune(keyPath: "transitions.pop.animator.curve[1]", value: -0.05)))
        #expect(SessionFile.line(for: e) == "{\"t\":1.2,\"tune\":\"transitions.pop.animator.curve[1]\",\"value\":-0.05}")
    }
}

/// The rows of each curve form, as docs/terminal.md lists them: the file's numbers, and the
/// loader's defaults (docs/animation.md: block velocity 0; physical mass 1, stiffness 100,
/// damping 10, velocity 0) marked as not spelled.
struct InspectorCurveFormTests {
    @Test(arguments: [
        ("{\"spring\": {\"damping\": 0.8}}", ["spring damping=0.8", "spring velocity=0*"]),
        ("{\"spring\": {\"bounce\": 0.2, \"duration\": 0.5}}", ["spring bounce=0.2", "spring duration=0.5"]),
        ("{\"spring\": {\"stiffness\": 300}}", ["spring mass=1*", "spring stiffness=300", "spring damping=10*", "spring velocity=0*"]),
        ("\"easeIn\"", ["curve easeIn=0"]),  // one row, which converts it to bezier (InspectorConversionTests)
    ])
    func springForms(_ curve: String, _ expected: [String]) throws {
        let text = """
        {"segue": 1, "screens": [{"id": "a", "title": "A", "color": "#123456"}, {"id": "b", "title": "B", "color": "#654321"}],
         "container": {"kind": "navigation", "stack": ["a", "b"]},
         "transitions": {"pop": {"animator": {"duration": 0.4, "delay": 0, "curve": \(curve),
           "to": {"from": {"x": -0.3}, "to": {"x": 0}}, "from": {"from": {"x": 0}, "to": {"x": 1}}}}}}
        """
        let loaded = try ScenarioLoader.load(text: text, file: "s.json")
        let rows = TunableParameter.list(for: .pop, in: loaded.json, spec: loaded.scenario.transitions[.pop],
                                         containerSize: Size(width: 390, height: 844))
        let shown = rows.dropFirst(2).map { "\($0.name)=\(DecimalText.compact($0.value))" + ($0.isSpelled ? "" : "*") }
        #expect(shown == expected)
    }
}
