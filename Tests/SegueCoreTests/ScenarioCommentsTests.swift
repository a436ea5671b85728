import Foundation
import Testing
@testable import SegueCore
import SegueJSON

/// Comments in a scenario (docs/scenarios.md, "Comments"): a key beginning with `//`, in any
/// object, is ignored. The same scenario written with and without comments loads to the same value.
struct ScenarioCommentsTests {
    static let plain = """
    {
      "segue": 1, "name": "c", "device": "phone",
      "screens": [{"id": "inbox", "color": "#1d4ed8", "content": ["a"]}, {"id": "message"}],
      "container": {"kind": "navigation", "stack": ["inbox", "message"]},
      "transitions": {
        "pop": {
          "animator": {"duration": 0.4, "curve": {"spring": {"damping": 0.8}}, "order": ["to", "from"],
                       "to": {"from": {"x": -0.3333}, "to": {"x": 0}}, "from": {"to": {"x": 1}}},
          "interaction": {"gesture": "edgePan", "finish": {"rule": "threshold", "threshold": 0.4}}
        }
      },
      "demo": "0.5 b"
    }
    """

    /// `plain` with a comment in every kind of object: the top level, a screen, the container,
    /// the transitions map (whose keys are operations), a transition, an animator (whose keys
    /// include track targets), a track, a values object, a spring, an interaction, a finish rule;
    /// and a key "commented out" by the prefix.
    static let commented = """
    {
      "//": "top", "segue": 1, "//name": 7, "name": "c", "device": "phone",
      "screens": [{"//": ["a", 1], "id": "inbox", "color": "#1d4ed8", "content": ["a"]}, {"id": "message"}],
      "container": {"//kind": "navigation or modal", "kind": "navigation", "stack": ["inbox", "message"]},
      "transitions": {
        "//push": {"animator": {"duration": -1}},
        "pop": {
          "//": null,
          "animator": {"//duration": 9, "duration": 0.4, "curve": {"spring": {"//": "ζ", "damping": 0.8}}, "order": ["to", "from"],
                       "//to": "a track", "to": {"//": {}, "from": {"//x": "a third", "x": -0.3333}, "to": {"x": 0}},
                       "from": {"to": {"x": 1}}},
          "interaction": {"//gesture": true, "gesture": "edgePan", "finish": {"//": "", "rule": "threshold", "threshold": 0.4}}
        }
      },
      "//demo": "99 nonsense that is never read",
      "demo": "0.5 b"
    }
    """

    @Test func commentsAnywhereLoadToTheSameScenario() throws {
        let a = try ScenarioLoader.load(text: Self.plain, file: "c.json").scenario
        let b = try ScenarioLoader.load(text: Self.commented, file: "c.json").scenario
        #expect(a == b)
        #expect(b.transitions[.push] == nil, "a commented-out operation is not read")
        #expect(b.transitions[.pop]?.animator.duration == 0.4)
    }

    @Test func theDocumentKeepsItsComments() throws {
        let loaded = try ScenarioLoader.load(text: Self.commented, file: "c.json")
        #expect(loaded.json["//"]?.stringValue == "top", "a recording embeds the document as written")
    }

    @Test func aKeyWithOneSlashIsStillUnknown() {
        let text = Self.plain.replacingOccurrences(of: "\"segue\": 1,", with: "\"segue\": 1, \"/name\": \"x\",")
        #expect(throws: DiagnosticsError.self) { try ScenarioLoader.load(text: text, file: "c.json") }
        do {
            _ = try ScenarioLoader.load(text: text, file: "c.json")
        } catch {
            #expect(error.diagnostics.map(\.keyPath) == ["/name"])
            #expect(error.diagnostics.first?.message.hasPrefix("unknown key '/name'") == true)
        }
    }

    @Test func twoCommentsWithOneKeyAreADuplicate() {
        let text = Self.plain.replacingOccurrences(of: "\"segue\": 1,", with: "\"//\": \"a\", \"//\": \"b\", \"segue\": 1,")
        #expect(throws: DiagnosticsError.self) { try ScenarioLoader.load(text: text, file: "c.json") }
    }

    @Test func theInspectorHasNoRowForAComment() throws {
        let text = Self.plain.replacingOccurrences(
            of: "\"curve\": {\"spring\": {\"damping\": 0.8}},",
            with: "\"driver\": \"propertyAnimator\", \"timingParameters\": {\"spring\": {\"//mass\": 3, \"dampingRatio\": 0.8}},")
        let loaded = try ScenarioLoader.load(text: text, file: "c.json")
        let rows = TunableParameter.list(for: .pop, in: loaded.json, spec: loaded.scenario.transitions[.pop],
                                         containerSize: Size(width: 390, height: 844)).map(\.keyPath)
        #expect(rows.contains("transitions.pop.animator.timingParameters.spring.dampingRatio"))
        #expect(!rows.contains { $0.contains("//") })
    }
}

/// A track given on one side only animates to (or from) the laid-out value (docs/scenarios.md,
/// "Animators"; README: "A value given on one side only animates from/to the laid-out value").
struct OneSidedTrackTests {
    /// A linear 0.4 s pop whose to view (inbox) has `from` alone: x −0.25 of the 390-pt width.
    static let scenario = """
    {
      "segue": 1, "name": "one-sided",
      "screens": [{"id": "inbox"}, {"id": "message"}],
      "container": {"kind": "navigation", "stack": ["inbox", "message"]},
      "transitions": {"pop": {"animator": {"duration": 0.4, "curve": "linear", "order": ["to", "from"],
                                           "to": {"from": {"x": -0.25, "alpha": 0.5}}, "from": {"to": {"x": 1}}}}}
    }
    """

    @Test func fromAloneAnimatesToTheLaidOutValue() throws {
        let s = try ScenarioLoader.load(text: Self.scenario, file: "one-sided.json").scenario
        let m = SimulatedApp(scenario: s)
        m.handle(.back, at: 0)
        // Linear: at t the inbox is (1 − t / 0.4) of the way from −97.5 pt (and alpha 0.5) to its
        // laid-out x 0 (and alpha 1).
        for t in [0.0, 0.1, 0.2, 0.3, 0.399] {
            m.advance(to: t)
            let inbox = try #require(m.scene().views.first { $0.id == "inbox" })
            let left = 1 - t / 0.4
            #expect(abs(inbox.frame.minX - (-0.25 * 390 * left)) < 1e-6, "x at \(t)")
            #expect(abs(inbox.alpha - (1 - 0.5 * left)) < 1e-9, "alpha at \(t)")
        }
        m.advance(to: 0.5)
        let inbox = try #require(m.scene().views.first { $0.id == "inbox" })
        #expect(inbox.frame.minX == 0 && inbox.alpha == 1)
        #expect(m.phase == .idle)
    }

    @Test func aTrackWithNoValueStillAnimatesNothing() {
        let text = Self.scenario.replacingOccurrences(of: "\"to\": {\"from\": {\"x\": -0.25, \"alpha\": 0.5}}", with: "\"to\": {\"from\": {}}")
        do {
            _ = try ScenarioLoader.load(text: text, file: "one-sided.json")
            Issue.record("a track that names no value loaded")
        } catch {
            #expect(error.diagnostics.map(\.message) == ["the track animates nothing: give 'from', 'to' or 'keyframes'"])
        }
    }
}
