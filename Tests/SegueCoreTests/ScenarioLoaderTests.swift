import Foundation
import Testing
@testable import SegueCore
import SegueFiles

/// The normative example of docs/scenarios.md, accepted with exactly its meaning.
struct NormativeExampleTests {
    func load() throws -> Scenario {
        try ScenarioLoader.load(path: TestPaths.scenarios + "/pop-parallax.json").scenario
    }

    @Test func header() throws {
        let s = try load()
        #expect(s.version == 1)
        #expect(s.name == "pop-parallax")
        #expect(s.title == "Pan to pop, with parallax")
        #expect(s.description == "Seed 003: the revealed screen slides in from a third of the way left.")
        #expect(s.device == .phone)
        #expect(s.device.size == Size(width: 390, height: 844))
    }

    @Test func screensAndContainer() throws {
        let s = try load()
        #expect(s.screens.map(\.id) == ["inbox", "message"])
        #expect(s.screens[0].title == "Inbox")
        #expect(s.screens[0].color == RGB(r: 0x1d, g: 0x4e, b: 0xd8))
        #expect(s.screens[0].content == ["Anna: lunch?", "Build #412 passed"])
        #expect(s.screens[1].color == RGB(r: 0xb4, g: 0x53, b: 0x09))
        #expect(s.screens[1].content == ["Lunch at noon?"])
        #expect(s.container == .navigation(stack: ["inbox", "message"]))
    }

    @Test func popAnimatorTracks() throws {
        let pop = try #require(try load().transitions[.pop])
        let a = pop.animator
        #expect(a.preset == nil)
        #expect(a.duration == 0.4)
        #expect(a.delay == 0)
        #expect(a.timing == .curve(.easeInOut))
        #expect(a.order == [.to, .from])
        let to = try #require(a.tracks.first { $0.target == .role(.to) })
        #expect(to.from == TrackValues(x: .fraction(-0.3333)))
        #expect(to.to == TrackValues(x: .fraction(0)))
        let from = try #require(a.tracks.first { $0.target == .role(.from) })
        #expect(from.from == TrackValues(x: .fraction(0)))
        #expect(from.to == TrackValues(x: .fraction(1)))
        #expect(a.tracks.count == 2)
    }

    @Test func popInteraction() throws {
        let i = try #require(try load().transitions[.pop]?.interaction)
        #expect(i.gesture == .edgePan)
        #expect(i.edge == .left)
        #expect(i.finish == .velocity)
        #expect(i.completionSpeed == 1.0)
        #expect(i.completionCurve == .easeInOut)
        #expect(i.completion == .remaining)
        #expect(i.driver == .percentDriven)
        #expect(i.hysteresis == 15)
        #expect(i.repeatDelay == 0.7)
        #expect(i.idleRelease == nil, "measured from the key's repeats")
        #expect(i.distance == nil && i.step == nil)
    }

    @Test func pushPresetSlide() throws {
        let push = try #require(try load().transitions[.push])
        #expect(push.interaction == nil)
        #expect(push.animator.preset == "slide")
        #expect(push.animator.duration == 0.4)
        // Slide push: the to view comes in from the right edge (x 1 → 0), the from view leaves left.
        let to = try #require(push.animator.tracks.first { $0.target == .role(.to) })
        #expect(to.from.x == .fraction(1) && to.to.x == .fraction(0))
        #expect(push.animator.order == [.from, .to])
    }

    @Test func demoScript() throws {
        let s = try load()
        #expect(s.demoSource == "0.5 right*12@0.03; 0.9 enter")
        #expect(s.demo.count == 13)
        for k in 0..<12 {
            #expect(s.demo[k] == TimedEvent(t: 0.5 + Double(k) * 0.03, event: .key(.right)))
        }
        #expect(s.demo[12] == TimedEvent(t: 0.9, event: .key(.enter)))
    }

    @Test func onlyOperationsGivenAreListed() throws {
        #expect(Set(try load().transitions.keys) == [.push, .pop])
    }
}

/// Defaults for everything a scenario leaves out.
struct ScenarioDefaultsTests {
    let minimal = """
    {"screens": [{"id": "a"}, {"id": "b"}, {"id": "c", "elements": [{"id": "e", "frame": [0, "10pt", 0.5, "40pt"]}]}],
     "container": {"kind": "navigation", "stack": ["a"]}}
    """

    @Test func minimalScenario() throws {
        let s = try ScenarioLoader.load(text: minimal, file: "dir/my-demo.json").scenario
        #expect(s.name == "my-demo")
        #expect(s.title == "my-demo")
        #expect(s.description == "")
        #expect(s.device == .phone)
        #expect(s.screens.map(\.title) == ["a", "b", "c"])
        #expect(s.screens[0].color == RGB(hex: "#1d4ed8"))
        #expect(s.screens[1].color == RGB(hex: "#b45309"))
        #expect(s.screens[0].content.isEmpty)
        #expect(s.transitions.isEmpty)
        #expect(s.demo.isEmpty && s.demoSource == nil)
        let e = s.screens[2].elements[0]
        #expect(e.frame == [.fraction(0), .points(10), .fraction(0.5), .points(40)])
        #expect(e.color == RGB(hex: "#d1d5db"))
        #expect(e.title == nil && e.match == nil)
    }

    @Test func customDeviceAndTabsByName() throws {
        let text = """
        {"device": {"width": 600, "height": 400}, "screens": [{"id": "a"}, {"id": "b"}],
         "container": {"kind": "tabs", "tabs": ["a", "b"], "selected": "b"}}
        """
        let s = try ScenarioLoader.load(text: text, file: "x.json").scenario
        #expect(s.device == Device(name: nil, size: Size(width: 600, height: 400)))
        #expect(s.container == .tabs(tabs: ["a", "b"], selected: 1))
    }

    @Test func modalDefaults() throws {
        let text = """
        {"screens": [{"id": "a"}, {"id": "b"}], "container": {"kind": "modal", "presenter": "a"}}
        """
        let s = try ScenarioLoader.load(text: text, file: "x.json").scenario
        // No style is UIKit's `.automatic`: a sheet with one large detent (docs/scenarios.md).
        #expect(s.container == .modal(presenter: "a", style: .pageSheet, presented: nil))
        #expect(s.modalStyleIsAutomatic && s.sheet == SheetSpec(detents: [.large]) && s.ios == .ios18)
    }

    @Test func customTracksDefaultOrderAndTiming() throws {
        let text = """
        {"screens": [{"id": "a"}, {"id": "b"}], "container": {"kind": "modal", "presenter": "a", "style": "custom"},
         "transitions": {
           "present": {"animator": {"to": {"from": {"y": "844pt"}, "to": {"y": 0}},
                                    "cover": {"from": {"alpha": 0, "color": "#123456"}, "to": {"alpha": 0.4}}}},
           "dismiss": {"animator": {"from": {"to": {"alpha": 0}}}}
         }}
        """
        let s = try ScenarioLoader.load(text: text, file: "x.json").scenario
        let present = try #require(s.transitions[.present]?.animator)
        #expect(present.duration == 0.35)
        #expect(present.timing == .curve(.easeInOut))
        #expect(present.order == [.from, .cover, .to])
        #expect(present.coverColor == RGB(r: 0x12, g: 0x34, b: 0x56))
        #expect(present.tracks.first { $0.target == .role(.to) }?.from.y == .points(844))
        let dismiss = try #require(s.transitions[.dismiss]?.animator)
        #expect(dismiss.order == [.to, .from])
        #expect(s.transitions[.dismiss]?.interaction == nil)
    }

    @Test(arguments: [
        (#"{"rule": "threshold"}"#, FinishRule.threshold(0.5)),
        (#"{"rule": "threshold", "threshold": 0.7}"#, FinishRule.threshold(0.7)),
        (#"{"rule": "velocity"}"#, FinishRule.velocity),
        (#"{"rule": "thresholdOrVelocity"}"#, FinishRule.thresholdOrVelocity(0.5)),
        (#"{"rule": "pinch"}"#, FinishRule.pinch(threshold: 0.3, velocity: 5)),
        (#"{"rule": "pinch", "threshold": 0.2, "velocity": 3}"#, FinishRule.pinch(threshold: 0.2, velocity: 3)),
        (#""velocity""#, FinishRule.velocity),
    ])
    func finishRules(json: String, expected: FinishRule) throws {
        let text = """
        {"screens": [{"id": "a"}, {"id": "b"}], "container": {"kind": "navigation", "stack": ["a", "b"]},
         "transitions": {"pop": {"animator": {"preset": "fade"}, "interaction": {"finish": \(json)}}}}
        """
        let s = try ScenarioLoader.load(text: text, file: "x.json").scenario
        #expect(s.transitions[.pop]?.interaction?.finish == expected)
    }

    @Test func interactionDefaultsAndOptions() throws {
        let text = """
        {"screens": [{"id": "a"}, {"id": "b"}], "container": {"kind": "navigation", "stack": ["a", "b"]},
         "transitions": {"pop": {"animator": {"preset": "fade"}, "interaction": {
            "gesture": "pinch", "completionSpeed": 2, "completionCurve": [0.1, 0.2, 0.3, 0.4],
            "completion": {"fixed": 0.25}, "driver": "direct", "distance": 300, "step": 10, "hysteresis": 0,
            "idleRelease": 1.5}}}}
        """
        let i = try #require(try ScenarioLoader.load(text: text, file: "x.json").scenario.transitions[.pop]?.interaction)
        #expect(i.gesture == .pinch)
        #expect(i.finish == .pinch(threshold: 0.3, velocity: 5)) // the pinch gesture's default rule (seed 002)
        #expect(i.completionSpeed == 2)
        #expect(i.completionCurve == .bezier(CubicBezier(x1: 0.1, y1: 0.2, x2: 0.3, y2: 0.4)))
        #expect(i.completion == .fixed(0.25))
        #expect(i.driver == .direct)
        #expect(i.distance == 300 && i.step == 10 && i.hysteresis == 0 && i.idleRelease == 1.5)
    }

    @Test(arguments: [
        (#""linear""#, Timing.curve(.linear)),
        (#""default""#, Timing.curve(.systemDefault)),
        (#"[0.3, 0.1, 0.2, 1]"#, Timing.curve(.bezier(CubicBezier(x1: 0.3, y1: 0.1, x2: 0.2, y2: 1)))),
        // Control points of a named curve give the named curve (docs/animation.md table).
        (#"[0.25, 0.1, 0.25, 1]"#, Timing.curve(.systemDefault)),
        (#"[0.42, 0, 0.58, 1]"#, Timing.curve(.easeInOut)),
        (#"{"spring": {"damping": 0.6}}"#, Timing.blockSpring(dampingRatio: 0.6, velocity: 0, duration: nil)),
        (#"{"spring": {"duration": 0.5, "damping": 0.8, "velocity": 1}}"#, Timing.blockSpring(dampingRatio: 0.8, velocity: 1, duration: 0.5)),
        (#"{"spring": {"bounce": 0.3}}"#, Timing.perceptualSpring(bounce: 0.3, duration: nil)),
        (#"{"spring": {"bounce": -0.5, "duration": 0.4}}"#, Timing.perceptualSpring(bounce: -0.5, duration: 0.4)),
        (#"{"spring": {"mass": 1, "stiffness": 100, "damping": 10}}"#, Timing.physicalSpring(Spring(mass: 1, stiffness: 100, damping: 10))),
        (#"{"spring": {"stiffness": 200}}"#, Timing.physicalSpring(Spring(mass: 1, stiffness: 200, damping: 10, initialVelocity: 0))),
        (#"{"spring": {"stiffness": 100, "damping": 30, "allowsOverdamping": true}}"#,
         Timing.physicalSpring(Spring(mass: 1, stiffness: 100, damping: 30, allowsOverdamping: true))),
        (#"{"spring": {"stiffness": 100, "damping": 30, "allowsOverdamping": false}}"#,
         Timing.physicalSpring(Spring(mass: 1, stiffness: 100, damping: 30))),
    ])
    func curveForms(json: String, expected: Timing) throws {
        let text = """
        {"screens": [{"id": "a"}, {"id": "b"}], "container": {"kind": "navigation", "stack": ["a"]},
         "transitions": {"push": {"animator": {"preset": "fade", "curve": \(json)}}}}
        """
        let s = try ScenarioLoader.load(text: text, file: "x.json").scenario
        #expect(s.transitions[.push]?.animator.timing == expected)
    }

    @Test func elementTargetsAndKeyframes() throws {
        let text = """
        {"screens": [{"id": "a", "elements": [{"id": "thumb", "frame": [0.1, 0.1, 0.2, 0.1], "match": "p"}]},
                     {"id": "b", "elements": [{"id": "big", "frame": [0, 0, 1, 0.5], "match": "p"}]}],
         "container": {"kind": "navigation", "stack": ["a"]},
         "transitions": {"push": {"animator": {"curve": "linear",
            "a.thumb": {"to": {"alpha": 0}},
            "to.big": {"from": {"scale": 0.5}, "to": {"scale": 1}},
            "to": {"anchor": "bottomRight", "calculationMode": "cubic", "keyframes": [
               {"start": 0, "duration": 0.5, "to": {"rotation": -10}},
               {"start": 0.5, "duration": 0.5, "to": {"rotation": 10}}]}}}}}
        """
        let a = try #require(try ScenarioLoader.load(text: text, file: "x.json").scenario.transitions[.push]?.animator)
        #expect(a.tracks.map(\.target) == [.element(screen: "a", element: "thumb"), .element(screen: "to", element: "big"), .role(.to)])
        let kf = a.tracks[2]
        #expect(kf.anchor == Anchor(x: 1, y: 1))
        #expect(kf.calculationMode == .cubic)
        #expect(kf.keyframeCurve == .linear) // from the animator's curve
        // In the order written, which must be sorted by start (unsorted ones are refused:
        // MalformedCorpusTests, keyframes-unsorted.json).
        #expect(kf.keyframes.map(\.start) == [0, 0.5])
        #expect(kf.keyframes.map(\.values.rotation) == [-10, 10])
    }

    @Test func alongsideTracks() throws {
        let s = try ScenarioLoader.load(path: TestPaths.scenarios + "/alongside.json").scenario
        let pop = try #require(s.transitions[.pop])
        #expect(pop.alongside.count == 2)
        #expect(pop.alongside[0].target == .element(screen: "from", element: "titleBar"))
        #expect(pop.alongside[0].from.alpha == 1 && pop.alongside[0].to.alpha == 0)
        #expect(pop.restoreOnCancel)
    }

    /// Issue 9: a spring that practically never settles said "about forever s". The estimate is
    /// ln(1/0.001) over the slowest decay rate: c/(2m) when underdamped, ≈ k/c for a heavily
    /// overdamped spring (whose rate used to cancel to 0), ω0 when it is computed critically
    /// damped (ζ > 1 without allowsOverdamping).
    @Test(arguments: [
        (#"{"mass": 1, "stiffness": 1, "damping": 0.01}"#, "(about \(Int((log(1000) / (0.01 / 2)).rounded())) s)"),
        (#"{"mass": 0.001, "stiffness": 0.000001, "damping": 100000, "allowsOverdamping": true}"#, "(more than 10^9 s)"),
        (#"{"mass": 0.001, "stiffness": 0.000001, "damping": 100000}"#, "(about \(Int((log(1000) / 0.001.squareRoot()).rounded())) s)"),
    ])
    func slowSpringsSayHowSlow(spring: String, expected: String) {
        // (The critical case: ω0 = √(10⁻⁶/10⁻³) = 0.0316 rad/s.)
        let text = #"{"screens": [{"id": "a"}, {"id": "b"}], "container": {"kind": "navigation", "stack": ["a"]},"#
            + #""transitions": {"push": {"animator": {"preset": "slide", "curve": {"spring": \#(spring)}}}}}"#
        do {
            _ = try ScenarioLoader.load(text: text, file: "s.json")
            Issue.record("accepted")
        } catch {
            let m = error.diagnostics.first?.message ?? ""
            #expect(m == "this spring takes longer than 60 s to settle \(expected)", "\(error)")
            #expect(!m.contains("forever"))
        }
    }

    /// allowsOverdamping belongs to the physical spring only, is a boolean, and is spelled out.
    /// `at` is the text the error points at (its first occurrence, on line 1).
    @Test(arguments: [
        (#"{"damping": 0.5, "allowsOverdamping": true}"#, #""allowsOverdamping""#,
         "'allowsOverdamping' applies only to a physical spring (give 'mass' and 'stiffness'); a UIKit block spring's damping ratio is at most 1"),
        (#"{"bounce": 0.2, "allowsOverdamping": true}"#, #""allowsOverdamping""#,
         "'allowsOverdamping' cannot be combined with 'bounce' (the perceptual spring takes bounce and duration; it always overdamps exactly for bounce < 0)"),
        (#"{"mass": 1, "allowsOverdamping": 1}"#, "1}", "expected true or false, found a number"),
        (#"{"mass": 1, "allowOverdamping": true}"#, #""allowOverdamping""#, "unknown key 'allowOverdamping' (did you mean 'allowsOverdamping'?)"),
    ])
    func allowsOverdampingIsChecked(spring: String, at: String, message: String) throws {
        let text = #"{"screens": [{"id": "a"}, {"id": "b"}], "container": {"kind": "navigation", "stack": ["a"]}, "#
            + #""transitions": {"push": {"animator": {"curve": {"spring": \#(spring)}}}}}"#
        let column = try #require(text.range(of: at)).lowerBound.utf16Offset(in: text) + 1
        do {
            _ = try ScenarioLoader.load(text: text, file: "s.json")
            Issue.record("accepted")
        } catch {
            let d = try #require(error.diagnostics.first)
            #expect(d.message == message, "\(error)")
            #expect(d.line == 1 && d.column == column, "\(error)")
            #expect(d.keyPath.hasPrefix("transitions.push.animator.curve.spring."), "\(d.keyPath)")
        }
    }
}
