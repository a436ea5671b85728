import Foundation
import Testing
@testable import SegueCore

/// Interruptible transitions (docs/transitions.md, "Interruptible transitions"): one property
/// animator for the whole pop, caught by an arrow key or a mouse press, scrubbed on from the
/// fraction at the catch, released into a critically damped spring that carries the finger's
/// velocity. Every number is computed here from the rules (the step is width / 20, the
/// distance the width, the spring's closed form and its fit), not read off the model.
struct InterruptibleTransitionTests {
    static let width = 390.0
    static let step = width / 20

    /// A two-screen stack (`mail`, `detail` on top) whose 0.5 s pop runs on an interruptible
    /// property animator moving `detail` from x 0 to the width along `curve`.
    static func scenario(curve: String = "linear", interaction: String = "") -> Scenario {
        let text = #"{"screens": [{"id": "mail"}, {"id": "detail"}], "container": {"kind": "navigation", "stack": ["mail", "detail"]},"#
            + #""transitions": {"pop": {"animator": {"duration": 0.5, "driver": "propertyAnimator", "interruptible": true,"#
            + #""timingParameters": {"cubic": "\#(curve)"}, "order": ["to", "from"], "from": {"from": {"x": 0}, "to": {"x": 1}}},"#
            + #""interaction": {"finish": {"rule": "thresholdOrVelocity", "threshold": 0.5}\#(interaction)}}}}"#
        return try! ScenarioLoader.load(text: text, file: "i.json").scenario
    }

    static func log(_ m: SimulatedApp) -> [String] { m.runtime.log.entries.map(\.text) }

    /// `b` at 1 s, then an arrow at `catchAt`: the catch.
    static func caught(_ m: SimulatedApp, catchAt: Double, with arrow: Arrow = .right) {
        m.handle(.back, at: 1)
        m.handle(.pan(arrow), at: catchAt)
    }

    @Test func theWholeTransitionRunsOnOneAnimator() throws {
        let m = SimulatedApp(scenario: Self.scenario())
        Self.caught(m, catchAt: 1.2)
        let context = try #require(m.container.activeContext)
        let animator = try #require(context.propertyAnimator)
        #expect(m.container.activeAnimator?.interruptibleAnimator(using: context) === animator)
        m.handle(.lift, at: 1.3)
        m.advance(to: 3)
        #expect(m.navStack == ["mail"])
        let log = Self.log(m)
        #expect(log.filter { $0.hasPrefix("UIViewPropertyAnimator(") }.count == 1, "\(log)")
        #expect(log.contains("interruptibleAnimator(using:) → the same animator"))
        #expect(log.contains("wantsInteractiveStart = false"))
    }

    /// The catch pauses the animator where it is and the finger scrubs on from there: the
    /// fraction is f0 + translation / distance, not translation / distance.
    @Test(arguments: [("linear", 0.4), ("easeInOut", MathReference.easeInOut(0.4))])
    func catchScrubsOnFromTheFractionAtTheCatch(curve: String, f0: Double) throws {
        let m = SimulatedApp(scenario: Self.scenario(curve: curve))
        Self.caught(m, catchAt: 1.2)  // 0.2 s into the 0.5 s pop: time fraction 0.4
        let log = Self.log(m)
        for call in ["pause()", "pauseAnimation()", "pauseInteractiveTransition()"] { #expect(log.contains(call)) }
        #expect(m.phase == .interactive)
        let facts = try #require(m.scene().panel.propertyAnimator)
        #expect(facts.state == .paused && !facts.isReversed && abs(facts.fractionComplete - f0) < 1e-9)
        // The first press glides one step in 0.05 s; a frame later the finger is there.
        m.advance(to: 1.2 + 0.05 + 1.0 / 60)
        #expect(abs(m.frameX("detail")! - Self.width * f0 - Self.step) < 1e-6)
        for i in 1...3 { m.handle(.pan(.right), at: 1.3 + Double(i) * 0.03) }
        m.advance(to: 1.39 + 0.03 + 1.0 / 60)
        #expect(abs(m.frameX("detail")! - (Self.width * f0 + 4 * Self.step)) < 1e-6)
        // Nothing moves on its own while caught (until letting go is seen, 1.39 + 2.5 × 0.03 → 0.08 s later).
        m.advance(to: 1.465)
        #expect(abs(m.frameX("detail")! - (Self.width * f0 + 4 * Self.step)) < 1e-6)
    }

    /// A backward arrow catches too and moves the view back toward the start.
    @Test func theOutwardArrowCatchesAndMovesBack() {
        let m = SimulatedApp(scenario: Self.scenario())
        Self.caught(m, catchAt: 1.3, with: .left)  // time fraction 0.6
        m.advance(to: 1.3 + 0.05 + 1.0 / 60)
        #expect(abs(m.frameX("detail")! - (0.6 * Self.width - Self.step)) < 1e-6)
    }

    /// A mouse press anywhere in the device catches; the drag scrubs from there.
    @Test func aMousePressInsideTheDeviceCatches() {
        let m = SimulatedApp(scenario: Self.scenario())
        m.handle(.back, at: 1)
        m.handle(.press(Point(x: 200, y: 300)), at: 1.1)  // fraction 0.2
        #expect(Self.log(m).contains("pauseInteractiveTransition()"))
        m.handle(.drag(Point(x: 260, y: 300)), at: 1.15)
        #expect(abs(m.frameX("detail")! - (0.2 * Self.width + 60)) < 1e-6)
        m.handle(.release(Point(x: 260, y: 300)), at: 1.2)
        m.advance(to: 3)
        #expect(m.navStack == ["mail"])
    }

    // MARK: The release

    /// The finger's velocity: one step every 0.03 s, gliding at constant speed.
    static let fingerVelocity = step / 0.03

    /// Catches at `catchAt`, presses `arrow` 12 times 0.03 s apart, and lifts (Enter) while the
    /// finger still glides. Returns the release time.
    static func fling(_ m: SimulatedApp, catchAt: Double, arrow: Arrow) -> Double {
        Self.caught(m, catchAt: catchAt, with: arrow)
        for i in 1..<12 { m.handle(.pan(arrow), at: catchAt + Double(i) * 0.03) }
        let release = catchAt + 11 * 0.03 + 0.02
        m.advance(to: release)
        m.handle(.lift, at: release)
        return release
    }

    /// The view's speed has no jump at the release: just before, the view moves with the
    /// finger (frame to frame); just after, the spring starts at the same speed — for a finish
    /// (forward) and a cancel (reversed).
    @Test(arguments: [(1.1, Arrow.right, true), (1.4, Arrow.left, false)])
    func theViewsSpeedHasNoJumpAtTheRelease(catchAt: Double, arrow: Arrow, finishes: Bool) {
        let m = SimulatedApp(scenario: Self.scenario())
        let sign = arrow == .right ? 1.0 : -1.0
        let release = Self.fling(m, catchAt: catchAt, arrow: arrow)
        #expect(Self.log(m).contains(finishes ? "finish()" : "cancel()"))
        #expect(m.scene().panel.propertyAnimator?.isReversed == !finishes)
        // Before: the last two frames before the release.
        let probe = SimulatedApp(scenario: Self.scenario())
        Self.caught(probe, catchAt: catchAt, with: arrow)
        for i in 1..<12 { probe.handle(.pan(arrow), at: catchAt + Double(i) * 0.03) }
        let lastFrame = (release * 60).rounded(.down) / 60
        probe.advance(to: lastFrame - 1.0 / 60)
        let x0 = probe.frameX("detail")!
        probe.advance(to: lastFrame)
        let before = (probe.frameX("detail")! - x0) * 60
        #expect(abs(before - sign * Self.fingerVelocity) < 1e-6)
        // After: the one-sided second-order difference (−3x0 + 4x1 − x2) / 2h on the spring,
        // h = 0.1 ms (a plain forward difference is off by x''·h/2, about 25 pt/s here).
        let xr = m.frameX("detail")!
        let h = 1e-4
        m.advance(to: release + h)
        let x1 = m.frameX("detail")!
        m.advance(to: release + 2 * h)
        let after = (-3 * xr + 4 * x1 - m.frameX("detail")!) / (2 * h)
        #expect(abs(after - sign * Self.fingerVelocity) < 0.01 * Self.fingerVelocity, "after \(after), finger \(sign * Self.fingerVelocity)")
        m.advance(to: 4)
        #expect(m.navStack == (finishes ? ["mail"] : ["mail", "detail"]))
    }

    /// After the release the fraction follows the critically damped spring: progress
    /// p(τ) = 1 + x(τ), x(τ) = −(1 + (ω − v0)·τ)·e^(−ωτ), with v0 the finger's velocity over the
    /// remaining distance and ω fitted as the block spring fits it to the remaining time
    /// (0.5 s × (1 − f)): ((ω − v0)·d + 1)·e^(−ωd) = 0.001, 12 Newton steps from 5 / d.
    @Test func theReleaseFollowsTheCriticallyDampedSpring() throws {
        let m = SimulatedApp(scenario: Self.scenario())
        let release = Self.fling(m, catchAt: 1.1, arrow: .right)
        let xr = m.frameX("detail")!
        let f = xr / Self.width
        let v0 = (Self.fingerVelocity / Self.width) / (1 - f)
        let d = 0.5 * (1 - f)
        var w = 5 / d
        for _ in 0..<12 {
            let g = ((w - v0) * d + 1) * exp(-w * d) - 0.001
            let dg = (d - d * ((w - v0) * d + 1)) * exp(-w * d)
            w -= g / dg
        }
        // The panel's facts: running forward, the velocity handed over in both units.
        let facts = try #require(m.scene().panel.propertyAnimator)
        #expect(facts.state == .active && !facts.isReversed)
        #expect(abs(facts.releaseVelocity!.pointsPerSecond - Self.fingerVelocity) < 1e-6)
        #expect(abs(facts.releaseVelocity!.normalised - v0) < 1e-9)
        let log = Self.log(m)
        let handed = try #require(log.first { $0.hasPrefix("continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: 1") })
        #expect(handed.contains("dx: \(DecimalText.compact(v0))"), "\(handed) vs \(v0)")
        for tau in [0.01, 0.03, 0.06, 0.1] where tau < d {
            m.advance(to: release + tau)
            let s = 1 - (1 + (w - v0) * tau) * exp(-w * tau)
            #expect(abs(m.frameX("detail")! - Self.width * (f + (1 - f) * s)) < 1e-6, "τ \(tau)")
        }
    }

    /// The coordinator's `notifyWhenInteractionChanges` handler runs at each change: the catch
    /// (interactive again) and the release (not interactive).
    @Test func interactionChangesAreNotified() throws {
        let m = SimulatedApp(scenario: Self.scenario())
        m.handle(.back, at: 1)
        var changes: [Bool] = []
        let coordinator = try #require(m.container.activeContext?.coordinator)
        coordinator.notifyWhenInteractionChanges { changes.append($0.isInteractive) }
        m.handle(.pan(.right), at: 1.1)
        m.handle(.lift, at: 1.2)
        m.handle(.pan(.left), at: 1.25)
        m.handle(.lift, at: 1.3)
        #expect(changes == [true, false, true, false])
    }

    /// iOS 18: a cancelled pop sends the popped screen will-disappear, then will-appear and
    /// did-appear in the same step (at the completion).
    @Test func aCancelledPopReappearsInOneStep() {
        let m = SimulatedApp(scenario: Self.scenario())
        _ = Self.fling(m, catchAt: 1.4, arrow: .left)
        m.advance(to: 4)
        let entries = m.runtime.log.entries
        let detail = entries.filter { $0.text.hasPrefix("detail.view") }
        #expect(detail.map(\.text) == ["detail.viewWillAppear(false)", "detail.viewDidAppear(false)", "detail.viewWillDisappear(true)",
                                       "detail.viewWillAppear(true)", "detail.viewDidAppear(true)"])
        #expect(detail[3].t == detail[4].t)
    }
}
