import Testing
@testable import SegueCore

/// Scenario animators with `"driver": "propertyAnimator"` (docs/scenarios.md): they load,
/// explain themselves, play on a UIViewPropertyAnimator, and bad keys give the one-line error.
struct PropertyAnimatorScenarioTests {
    static func scenario(_ animator: String) -> String {
        #"{"screens": [{"id": "a"}, {"id": "b"}], "container": {"kind": "navigation", "stack": ["a"]},"#
            + #""transitions": {"push": {"animator": \#(animator)}}}"#
    }

    static let easeOutPush = #"{"driver": "propertyAnimator", "duration": 0.5, "timingParameters": {"cubic": "easeOut"}, "#
        + #""to": {"from": {"x": 1}, "to": {"x": 0}}}"#

    @Test func loadsAndExplainsThePropertyAnimator() throws {
        let s = try ScenarioLoader.load(text: Self.scenario(Self.easeOutPush), file: "p.json").scenario
        let a = try #require(s.transitions[.push]?.animator)
        #expect(a.driver == .propertyAnimator)
        #expect(a.timingParameters == .cubic(CubicTimingParameters(animationCurve: .easeOut)))
        #expect(a.timing == .curve(.easeOut))
        let text = explain(s)
        #expect(text.contains("push: custom tracks, 0.5 s, curve easeOut"))
        #expect(text.contains("  on a UIViewPropertyAnimator(duration: 0.5, timingParameters: UICubicTimingParameters(animationCurve: .easeOut))"))
        let old = try ScenarioLoader.load(text: Self.scenario(#"{"to": {"from": {"x": 1}, "to": {"x": 0}}}"#), file: "o.json").scenario
        #expect(old.transitions[.push]?.animator.driver == .blockAnimation)
    }

    @Test(arguments: [
        (#"{"cubic": [0.1, 0.2, 0.3, 1.4]}"#, TimingParameters.cubic(CubicTimingParameters(controlPoint1: Point(x: 0.1, y: 0.2), controlPoint2: Point(x: 0.3, y: 1.4)))),
        (#"{"spring": {"dampingRatio": 0.8, "initialVelocity": [5, -1]}}"#, .spring(SpringTimingParameters(dampingRatio: 0.8, initialVelocity: Vector(dx: 5, dy: -1)))),
        (#"{"spring": {"mass": 1, "stiffness": 200, "damping": 20}}"#, .spring(SpringTimingParameters(mass: 1, stiffness: 200, damping: 20))),
        (#"{"spring": {"duration": 0.4, "bounce": 0.2}}"#, .spring(SpringTimingParameters(duration: 0.4, bounce: 0.2))),
        (#"{"spring": {"bounce": 0.1}}"#, .spring(SpringTimingParameters(duration: 0.5, bounce: 0.1))),
        (#"{"spring": {}}"#, .spring(SpringTimingParameters())),
    ])
    func timingParameterForms(json: String, expected: TimingParameters) throws {
        let animator = #"{"driver": "propertyAnimator", "timingParameters": \#(json), "to": {"from": {"x": 1}, "to": {"x": 0}}}"#
        let s = try ScenarioLoader.load(text: Self.scenario(animator), file: "p.json").scenario
        #expect(s.transitions[.push]?.animator.timingParameters == expected)
    }

    /// The push runs on the property animator: the to view's x follows the reference curve
    /// (easeOut by bisection; the block spring ζ 0.6 by its published check values), and the
    /// log shows the UIKit calls in order.
    @Test(arguments: ["easeOut", "spring"])
    func pushPlaysOnThePropertyAnimator(_ kind: String) throws {
        let animator = kind == "easeOut" ? Self.easeOutPush
            : #"{"driver": "propertyAnimator", "duration": 0.5, "timingParameters": {"spring": {"dampingRatio": 0.6}}, "#
                + #""to": {"from": {"x": 1}, "to": {"x": 0}}}"#
        let s = try ScenarioLoader.load(text: Self.scenario(animator), file: "p.json").scenario
        let width = s.device.size.width
        let m = SimulatedApp(scenario: s)
        m.advance(to: 1)
        _ = m.handle(.forward, at: 1)
        let check: [(Double, Double)] = kind == "easeOut"
            ? [0.1, 0.25, 0.5, 0.75].map { ($0, MathReference.bezierY(x: $0, 0, 0, 0.58, 1)) }
            : [(0.1, 0.373586), (0.25, 0.998183), (0.5, 1.036927), (0.75, 0.991685)]
        for (f, p) in check {
            m.advance(to: 1 + f * 0.5)
            #expect(abs(m.frameX("b")! - width * (1 - p)) < 1e-3, "\(kind) at \(f)")
        }
        m.advance(to: 2)
        #expect(m.navStack == ["a", "b"])
        #expect(m.frameX("b") == 0)
        let log = m.runtime.log.entries.map(\.text)
        let calls = ["UIViewPropertyAnimator(duration: 0.5, timingParameters: ", "addAnimations", "addCompletion",
                     "startAnimation()", "completion(.end)", "completeTransition(true)"]
        let indices = calls.map { c in log.firstIndex { $0.hasPrefix(c) } }
        #expect(indices.allSatisfy { $0 != nil }, "\(log)")
        #expect(indices.compactMap { $0 } == indices.compactMap { $0 }.sorted())
    }

    @Test(arguments: [
        (#"{"driver": "propertyAnimatr", "to": {"to": {"x": 0}}}"#,
         "transitions.push.animator.driver: unknown driver 'propertyAnimatr' (did you mean 'propertyAnimator'?)"),
        (#"{"timingParameters": {"cubic": "easeIn"}, "to": {"to": {"x": 0}}}"#,
         "transitions.push.animator.timingParameters: 'timingParameters' are a property animator's: add \"driver\": \"propertyAnimator\" (block animations take 'curve')"),
        (#"{"driver": "propertyAnimator", "curve": "easeIn", "timingParameters": {"cubic": "easeIn"}, "to": {"to": {"x": 0}}}"#,
         "transitions.push.animator.timingParameters: give either 'curve' or 'timingParameters', not both"),
        (#"{"driver": "propertyAnimator", "timingParameters": {"cubic": "default"}, "to": {"to": {"x": 0}}}"#,
         "transitions.push.animator.timingParameters.cubic: unknown animation curve 'default'"),
        (#"{"driver": "propertyAnimator", "timingParameters": {"sprng": {}}, "to": {"to": {"x": 0}}}"#,
         "transitions.push.animator.timingParameters.sprng: unknown key 'sprng' (did you mean 'spring'?)"),
        (#"{"driver": "propertyAnimator", "timingParameters": {"spring": {"dampingRatio": 1, "mass": 2}}, "to": {"to": {"x": 0}}}"#,
         "transitions.push.animator.timingParameters.spring: these keys mix two forms"),
        (#"{"driver": "propertyAnimator", "timingParameters": {"spring": {"dampingRatio": 1, "initialVelocity": [1, 2000]}}, "to": {"to": {"x": 0}}}"#,
         "transitions.push.animator.timingParameters.spring.initialVelocity[1]: must be"),
    ])
    func badKeysGiveTheOneLineError(animator: String, expected: String) {
        do {
            _ = try ScenarioLoader.load(text: Self.scenario(animator), file: "bad.json")
            Issue.record("accepted")
        } catch {
            let line = error.diagnostics.first?.description ?? ""
            #expect(line.hasPrefix("segue: bad.json:1:"), "\(line)")
            #expect(line.contains(expected), "\(line)")
            #expect(!line.contains("\n"))
        }
    }
}
