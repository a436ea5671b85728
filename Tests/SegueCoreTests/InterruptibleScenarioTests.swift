import Foundation
import Testing
@testable import SegueCore
import SegueFiles

/// Interruptible transitions from scenario files (docs/scenarios.md, docs/transitions.md): the
/// keys' errors, wantsInteractiveStart, the percent-driven controller's `pause()` and
/// `timingCurve`, a push caught mid-flight (iOS 18), and a recorded session with a catch.
struct InterruptibleScenarioTests {
    static let width = InterruptibleTransitionTests.width, step = InterruptibleTransitionTests.step

    static func text(pop: String, interaction: String, push: String? = nil, stack: String = #"["mail", "detail"]"#) -> String {
        #"{"screens": [{"id": "mail"}, {"id": "detail"}], "container": {"kind": "navigation", "stack": \#(stack)},"#
            + #""transitions": {"pop": {"animator": \#(pop), "interaction": \#(interaction)}"#
            + (push.map { #", "push": {"animator": \#($0)}"# } ?? "") + "}}"
    }

    static let linearPop = #"{"duration": 0.5, "driver": "propertyAnimator", "interruptible": true, "timingParameters": {"cubic": "linear"}, "#
        + #""order": ["to", "from"], "from": {"from": {"x": 0}, "to": {"x": 1}}}"#
    static let linearPush = #"{"duration": 0.5, "driver": "propertyAnimator", "interruptible": true, "timingParameters": {"cubic": "linear"}, "#
        + #""to": {"from": {"x": 1}, "to": {"x": 0}}}"#
    static let rule = #"{"rule": "thresholdOrVelocity", "threshold": 0.5}"#

    static func load(_ text: String) -> Scenario { try! ScenarioLoader.load(text: text, file: "i.json").scenario }

    @Test(arguments: [
        (#"{"duration": 0.5, "interruptible": true, "to": {"to": {"x": 0}}}"#, #"{"finish": "velocity"}"#,
         "transitions.pop.animator.interruptible: an interruptible animator runs on a UIViewPropertyAnimator: add \"driver\": \"propertyAnimator\""),
        (#"{"driver": "propertyAnimator", "interruptibel": true, "to": {"to": {"x": 0}}}"#, #"{"finish": "velocity"}"#,
         "transitions.pop.animator.interruptibel: unknown key 'interruptibel' (did you mean 'interruptible'?)"),
        (#"{"driver": "propertyAnimator", "interruptible": "yes", "to": {"to": {"x": 0}}}"#, #"{"finish": "velocity"}"#,
         "transitions.pop.animator.interruptible: "),
        (#"{"driver": "propertyAnimator", "to": {"to": {"x": 0}}}"#, #"{"release": {"spring": {"dampingRatio": 1}}}"#,
         "transitions.pop.interaction.release: 'release' applies to an interruptible transition: add \"interruptible\": true to the animator"),
        (#"{"to": {"to": {"x": 0}}}"#, #"{"wantsInteractiveStart": false}"#,
         "transitions.pop.interaction.wantsInteractiveStart: 'wantsInteractiveStart' applies to an interruptible transition"),
        (linearPop, #"{"relase": {"spring": {}}}"#, "transitions.pop.interaction.relase: unknown key 'relase' (did you mean 'release'?)"),
        (linearPop, #"{"release": {"spring": {"dampingRatio": 2}}}"#, "transitions.pop.interaction.release.spring.dampingRatio: "),
        (linearPop, #"{"release": {"sprung": {}}}"#, "transitions.pop.interaction.release.sprung: unknown key 'sprung' (did you mean 'spring'?)"),
        (linearPop, #"{"wantsInteractiveStart": 0}"#, "transitions.pop.interaction.wantsInteractiveStart: "),
        (linearPop, #"{"driver": "direct"}"#,
         "transitions.pop.interaction.driver: an interruptible animator is driven by the percentDriven interaction"),
    ])
    func badKeysGiveTheOneLineError(pop: String, interaction: String, expected: String) {
        do {
            _ = try ScenarioLoader.load(text: Self.text(pop: pop, interaction: interaction), file: "bad.json")
            Issue.record("accepted")
        } catch {
            let line = error.diagnostics.first?.description ?? ""
            #expect(line.hasPrefix("segue: bad.json:1:"), "\(line)")
            #expect(line.contains(expected), "\(line)")
            #expect(!line.contains("\n"))
        }
    }

    @Test func theKeysLoadWithTheirDefaults() throws {
        let plain = Self.load(Self.text(pop: Self.linearPop, interaction: "{}"))
        let i = try #require(plain.transitions[.pop]?.interaction)
        #expect(i.release == .spring(SpringTimingParameters(dampingRatio: 1)) && i.wantsInteractiveStart)
        #expect(plain.transitions[.pop]?.animator.interruptible == true)
        #expect(explain(plain).contains("  interruptible: interruptibleAnimator(using:) returns it for the whole transition"))
        #expect(explain(plain).contains("  release: continues with UISpringTimingParameters(dampingRatio: 1, "))
        let given = Self.load(Self.text(pop: Self.linearPop,
                                        interaction: #"{"release": {"spring": {"dampingRatio": 0.7}}, "wantsInteractiveStart": false}"#))
        #expect(given.transitions[.pop]?.interaction?.release == .spring(SpringTimingParameters(dampingRatio: 0.7)))
        #expect(given.transitions[.pop]?.interaction?.wantsInteractiveStart == false)
        // Old scenarios keep their meaning: not interruptible.
        let old = try ScenarioLoader.load(path: TestPaths.scenarios + "/pop-parallax.json").scenario
        #expect(old.transitions[.pop]?.animator.interruptible == false)
    }

    /// wantsInteractiveStart false: the gesture's pop starts animating and the gesture catches
    /// it at once, so the view still follows the finger: 12 steps less the 15 pt hysteresis.
    @Test func withoutAnInteractiveStartTheGestureCatchesAtOnce() {
        let m = SimulatedApp(scenario: Self.load(Self.text(pop: Self.linearPop, interaction: #"{"wantsInteractiveStart": false}"#)))
        m.press(.right, times: 12, from: 0.5, every: 0.03)
        #expect(abs(m.frameX("detail")! - (12 * Self.step - 15)) < 1e-6)
        let log = m.runtime.log.entries.map(\.text)
        let start = log.firstIndex(of: "startAnimation()"), pause = log.firstIndex(of: "pauseInteractiveTransition()")
        #expect(start != nil && pause != nil && start! < pause!, "\(log)")
    }

    /// `timingCurve`, when set, is what the completion continues with (no velocity added): a
    /// linear curve over the rest of the duration.
    @Test func timingCurveDrivesTheCompletion() throws {
        let m = SimulatedApp(scenario: Self.load(Self.text(pop: Self.linearPop, interaction: "{\"finish\": \(Self.rule)}")))
        m.handle(.back, at: 1)
        let pd = try #require(m.container.activeInteraction as? PercentDrivenInteractiveTransition)
        pd.pause()  // at fraction 0 + 0 s: nothing moved yet
        m.advance(to: 1.2)
        pd.update(0.6)
        pd.timingCurve = .cubic(CubicTimingParameters(animationCurve: .linear))
        pd.finish()
        #expect(m.runtime.log.entries.contains { $0.text == "continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 0)" })
        for tau in [0.05, 0.1, 0.15] {
            m.advance(to: 1.2 + tau)
            #expect(abs(m.frameX("detail")! - Self.width * (0.6 + 0.4 * tau / 0.2)) < 1e-6, "τ \(tau)")
        }
        pd.pause()
        #expect(m.runtime.log.entries.last?.text == "pauseInteractiveTransition()")
    }

    @Test func pauseWithNothingToCatchIsLoggedAndIgnored() throws {
        let m = SimulatedApp(scenario: Self.load(Self.text(pop: Self.linearPop, interaction: "{}")))
        m.press(.right, times: 4, from: 0.5, every: 0.03)  // interactive already
        let pd = try #require(m.container.activeInteraction as? PercentDrivenInteractiveTransition)
        pd.pause()
        #expect(m.runtime.log.entries.last?.isWarning == true)
        #expect(m.phase == .interactive)
    }

    /// iOS 18: a push caught mid-flight is not cancelled — it completes (did-appear) and the
    /// gesture drives a pop from where the pushed view stands (1 − the push's fraction).
    @Test func aCaughtPushCompletesAndTurnsIntoAPop() {
        let s = Self.load(Self.text(pop: Self.linearPop, interaction: "{\"finish\": \(Self.rule)}", push: Self.linearPush, stack: #"["mail"]"#))
        let m = SimulatedApp(scenario: s)
        m.handle(.forward, at: 1)
        m.advance(to: 1.2)
        #expect(abs(m.frameX("detail")! - 0.6 * Self.width) < 1e-6)  // push fraction 0.4
        m.handle(.pan(.right), at: 1.2)
        #expect(m.navStack == ["mail", "detail"])
        #expect(m.container.activeContext?.operation == .pop && m.phase == .interactive)
        #expect(abs(m.frameX("detail")! - 0.6 * Self.width) < 1e-6, "no jump at the catch")
        let log = m.runtime.log.entries.map(\.text)
        #expect(!log.contains("completeTransition(false)"))
        let appeared = log.firstIndex(of: "detail.viewDidAppear(true)"), leaving = log.firstIndex(of: "detail.viewWillDisappear(true)")
        #expect(appeared != nil && leaving != nil && appeared! < leaving!, "\(log)")
        m.advance(to: 1.2 + 0.05 + 1.0 / 60)
        #expect(abs(m.frameX("detail")! - (0.6 * Self.width + Self.step)) < 1e-6)
        m.handle(.lift, at: 1.4)
        m.advance(to: 3)
        #expect(m.navStack == ["mail"])
    }

    /// A dismissal started by `b` is caught the same way (an arrow of its edge pan: ↓ for the top edge).
    @Test func aKeyStartedDismissalIsCaughtToo() {
        let text = #"{"screens": [{"id": "home"}, {"id": "sheet"}], "container": {"kind": "modal", "presenter": "home", "style": "fullScreen"},"#
            + #""transitions": {"dismiss": {"animator": {"duration": 0.5, "driver": "propertyAnimator", "interruptible": true,"#
            + #""timingParameters": {"cubic": "linear"}, "order": ["to", "from"], "from": {"from": {"y": 0}, "to": {"y": 1}}},"#
            + #""interaction": {"edge": "top"}}}}"#
        let m = SimulatedApp(scenario: Self.load(text))
        m.handle(.forward, at: 0.5)
        m.advance(to: 2)
        m.handle(.back, at: 2)
        m.handle(.pan(.down), at: 2.2)
        #expect(m.runtime.log.entries.contains { $0.text == "pauseInteractiveTransition()" })
        let height = m.size.height
        #expect(abs(m.scene().views.first { $0.id == "sheet" }!.frame.minY - 0.4 * height) < 1e-6)
        m.handle(.lift, at: 2.3)
        m.advance(to: 4)
        #expect(!m.container.isTransitioning)
    }

    /// A session with a catch (b, arrows, Enter) records and replays to identical frames.
    @Test func aRecordedCatchReplaysToIdenticalFrames() throws {
        let loaded = try ScenarioLoader.load(path: TestPaths.scenarios + "/interruptible.json")
        let events = try EventScript.parse("0.4 b; 0.6 left*5@0.03; 0.74 enter; 1.5 b; 1.6 right*3@0.03; 1.72 enter")
        let header = SessionHeader(created: "2026-12-01T12:00:00Z", cols: 120, rows: 40, source: "interruptible", scenario: loaded.json)
        let text = SessionFile.text(header: header, events: events + [TimedEvent(t: 3, event: .end)])
        let session = try SessionFile.parse(bytes: Array(text.utf8), file: "catch.segue")
        func frames(_ scenario: Scenario, _ events: [TimedEvent]) -> [Scene] {
            let player = Player(scenario: scenario, terminalSize: (120, 40))
            var out: [Scene] = []
            HeadlessRun.run(player, events: events, until: 3) { _ in out.append(player.scene()) }
            return out
        }
        let live = frames(loaded.scenario, events)
        let replayed = frames(session.scenario, session.events.filter { $0.event != .end })
        #expect(live.count == replayed.count && live.count > 100)
        #expect(live == replayed)
        let log = live.last!.panel.log.map(\.text)
        #expect(log.filter { $0 == "pauseInteractiveTransition()" }.count == 2)
    }
}
