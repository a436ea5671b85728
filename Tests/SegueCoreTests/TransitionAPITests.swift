import Testing
@testable import SegueCore
@testable import SegueModel

/// The UIKit-shaped API pieces of docs/transitions.md, one behaviour per test.
struct AnimatorScrubTests {
    /// A scrubbable group: frozen at p·D, finished over (1 − p)·D / speed along a non-linear
    /// completion curve, each animation showing its own curve at the group's offset.
    @Test(arguments: [(true, 2.0, TimingCurve.easeIn), (false, 3.0, TimingCurve.easeOut), (true, 0.5, TimingCurve.easeInOut)])
    func scrubThenComplete(forward: Bool, speed: Double, curve: TimingCurve) {
        let runtime = Runtime()
        let view = View(runtime: runtime, id: "v", frame: Rect(x: 0, y: 0, width: 100, height: 100), color: .black)
        let d = 0.5
        let group = runtime.animations.makeGroup(duration: d, paused: true)
        var finished: Bool?
        runtime.animations.animate(duration: d, timing: .curve(.easeInOut), group: group, changes: { view.set(.x, 200) },
                               completion: { finished = $0 })
        let p = 0.3
        group.pause(at: p * d)
        runtime.advance(to: 1)  // paused: nothing moves
        #expect(abs(view.presentation(.x) - 200 * refEaseInOut(p)) < 1e-9)
        let total = (forward ? 1 - p : p) * d / speed
        group.complete(forward: forward, over: total, timing: .curve(curve), at: 1)
        let (x1, y1, x2, y2): (Double, Double, Double, Double) = switch curve {
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        default: (0.42, 0, 0.58, 1)
        }
        for k in 1..<8 {
            let tau = total * Double(k) / 8
            runtime.advance(to: 1 + tau)
            let end = forward ? d : 0
            let offset = p * d + (end - p * d) * referenceBezier(tau / total, x1, y1, x2, y2)
            #expect(abs(view.presentation(.x) - 200 * refEaseInOut(offset / d)) < 1e-9)
        }
        #expect(finished == nil)
        runtime.advance(to: 1 + total + 1e-9)
        #expect(finished == true)
        #expect(group.state == .done)
    }

    /// A new animation of a property that is already animating starts from its presentation value;
    /// the replaced block completes with false.
    @Test func newAnimationStartsFromThePresentationValue() {
        let runtime = Runtime()
        let v = View(runtime: runtime, id: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10), color: .black)
        var first: Bool?, second: Bool?
        runtime.animations.animate(duration: 1, timing: .curve(.linear), changes: { v.alpha = 0 }, completion: { first = $0 })
        runtime.advance(to: 0.5)
        #expect(abs(v.presentation(.alpha) - 0.5) < 1e-12)
        runtime.animations.animate(duration: 1, timing: .curve(.linear), changes: { v.alpha = 1 }, completion: { second = $0 })
        runtime.advance(to: 0.75)
        #expect(abs(v.presentation(.alpha) - 0.625) < 1e-12)  // from 0.5 toward 1, a quarter of the way
        #expect(first == false)
        runtime.advance(to: 1.6)
        #expect(second == true)
        #expect(v.presentation(.alpha) == 1)
    }

    /// performWithoutAnimation applies at once even inside an animation block; a delay holds the start.
    @Test func performWithoutAnimationAndDelay() {
        let runtime = Runtime()
        let v = View(runtime: runtime, id: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10), color: .black)
        runtime.animations.animate(duration: 1, delay: 0.5, timing: .curve(.linear), changes: {
            v.set(.x, 100)
            runtime.animations.performWithoutAnimation { v.set(.y, 50) }
        })
        #expect(v.presentation(.y) == 50)
        runtime.advance(to: 0.4)
        #expect(v.presentation(.x) == 0)
        runtime.advance(to: 1.0)
        #expect(abs(v.presentation(.x) - 50) < 1e-9)
    }

    /// UIKit's block spring through the animator: the docs/animation.md table at ζ = 0.6.
    @Test func blockSpringAnimation() {
        let runtime = Runtime()
        let v = View(runtime: runtime, id: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10), color: .black)
        runtime.animations.animate(duration: 0.5, timing: .blockSpring(dampingRatio: 0.6, velocity: 0, duration: nil), changes: { v.set(.x, 100) })
        for (f, p) in zip([0.1, 0.25, 0.5, 0.75], [0.373586, 0.998183, 1.036927, 0.991685]) {
            runtime.advance(to: f * 0.5)
            #expect(abs(v.presentation(.x) - 100 * p) < 1e-4)
        }
    }
}

struct ViewAndContextTests {
    /// Seed 002's warning: a snapshot taken after screen updates of a view hidden in the same step is empty.
    @Test func snapshotAfterScreenUpdates() {
        let runtime = Runtime()
        let v = View(runtime: runtime, id: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10), color: RGB(r: 9, g: 9, b: 9))
        v.alpha = 0.8
        let now = v.snapshot(afterScreenUpdates: false)
        let later = v.snapshot(afterScreenUpdates: true)
        v.isHidden = true
        runtime.commitSnapshots()
        #expect(now.alpha == 0.8)
        #expect(later.alpha == 0)
        v.alpha = 0.1
        #expect(now.alpha == 0.8)  // a snapshot no longer follows the original
    }

    @Test func contextMembersForACustomPresentation() {
        let s = Scenario(name: "m", title: "M", screens: [ScreenSpec(id: "a", title: "A", color: .black),
                                                           ScreenSpec(id: "b", title: "B", color: .white)],
                         container: .modal(presenter: "a", style: .custom, presented: nil))
        let m = SimulatedApp(scenario: s)
        m.handle(.forward, at: 0)
        let c = m.container.activeContext!
        #expect(c.view(forKey: .from) == nil)  // the presenting view in a custom presentation
        #expect(c.view(forKey: .to) === c.viewController(forKey: .to).view)
        #expect(c.initialFrame(for: c.viewController(forKey: .to)) == .zero)
        #expect(c.finalFrame(for: c.viewController(forKey: .to)) == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(c.isAnimated && !c.isInteractive && !c.transitionWasCancelled)
        #expect(c.presentationStyle == .custom)
        #expect(c.containerView.contains(c.viewController(forKey: .to).view))  // the animator added the to view
        m.advance(to: 1)
        #expect(m.scene().views.map(\.id) == ["a", "b"])
    }

    @Test func coordinatorAlongsideAfterStartIsDroppedButCompletionKept() {
        let m = SimulatedApp(scenario: popParallaxScenario())
        m.handle(.back, at: 0)
        let coordinator = m.container.activeContext!.coordinator
        var completed = false
        let accepted = coordinator.animate(alongside: {}, completion: { _ in completed = true })
        #expect(accepted == false)
        m.advance(to: 1)
        #expect(completed)
        #expect(!coordinator.isActive)
    }

    @Test func delegateQueryOrderAndAppearanceForPush() {
        let m = SimulatedApp(scenario: popParallaxScenario())
        m.handle(.back, at: 0)
        m.advance(to: 1)
        let start = m.runtime.log.entries.count
        m.handle(.forward, at: 1)
        m.advance(to: 2)
        let log = m.runtime.log.entries[start...].map(\.text)
        let order = ["pushViewController(message, animated: true)",
                     "navigationController(animationControllerFor: .push, from: inbox, to: message) → custom",
                     "navigationController(interactionControllerFor: push animator) → nil",
                     "navigationController(willShow: message, animated: true)",
                     "navigationBar.pushItem(message, animated: true)",  // the bar's item transition (docs/chrome.md)
                     "inbox.viewWillDisappear(true)", "message.viewWillAppear(true)", "animateTransition",
                     "completeTransition(true)", "inbox.viewDidDisappear(true)", "message.viewDidAppear(true)",
                     "animationEnded(true)", "navigationController(didShow: message, animated: true)"]
        #expect(Array(log) == order)
    }

    @Test func defaultAnimatorIsNotAskedForAnInteractionController() {
        var s = popParallaxScenario()
        s.transitions = [:]
        let m = SimulatedApp(scenario: s)
        m.handle(.back, at: 0)
        let log = m.runtime.log.entries.map(\.text)
        #expect(log.contains { $0.contains("animationControllerFor: .pop") && $0.hasSuffix("nil (UIKit default)") })
        #expect(!log.contains { $0.contains("interactionControllerFor") })
    }

    @Test func popToRootAndSetViewControllers() {
        var s = popParallaxScenario()
        s.screens.append(ScreenSpec(id: "reply", title: "Reply", color: .white))
        s.container = .navigation(stack: ["inbox", "message", "reply"])
        let m = SimulatedApp(scenario: s)
        m.container.request(.popToRoot)
        m.advance(to: 1)
        #expect(m.navStack == ["inbox"])
        m.container.request(.setViewControllers(["inbox", "message", "reply"]))
        #expect(m.container.activeContext?.operation == .push)
        m.advance(to: 2)
        #expect(m.navStack == ["inbox", "message", "reply"])
        #expect(m.scene().views.map(\.id) == ["reply"])
    }

    @Test func pinchDismissFollowsItsRule() {
        var s = Scenario(name: "pinch", title: "Pinch", screens: [ScreenSpec(id: "a", title: "A", color: .black),
                                                                   ScreenSpec(id: "b", title: "B", color: .white)],
                         container: .modal(presenter: "a", style: .fullScreen, presented: "b"))
        s.transitions[.dismiss] = TransitionSpec(
            animator: AnimatorSpec(duration: 0.4, order: [.to, .from], tracks: [
                TrackSpec(target: .role(.from), from: TrackValues(scale: 1), to: TrackValues(scale: 0.2)),
            ]),
            interaction: InteractionSpec(gesture: .pinch, finish: .pinch(threshold: 0.3, velocity: 5)))
        // 7 presses of −: scale 0.65, percent 0.35 > 0.3 → finishes (let go of, at 0.28 + 0.08 s).
        let m = SimulatedApp(scenario: s)
        for i in 0..<7 { m.handle(.pinch(inward: true), at: 0.1 + Double(i) * 0.03) }
        m.advance(to: 0.1 + 6 * 0.03 + 0.07)  // the scale glides to its target by 0.31 s
        #expect(m.phase == .interactive)
        #expect(abs(m.percent! - 0.35) < 1e-9)
        m.handle(.lift, at: 1)
        m.advance(to: 3)
        #expect(m.scene().views.map(\.id) == ["a"])
        // 5 presses: percent 0.25 ≤ 0.3 and velocity 0.05 / 0.03 = 1.7 < 5 (let go of, moving) → cancels.
        let m2 = SimulatedApp(scenario: s)
        for i in 0..<5 { m2.handle(.pinch(inward: true), at: 0.1 + Double(i) * 0.03) }
        m2.handle(.lift, at: 1)
        m2.advance(to: 3)
        #expect(m2.scene().views.map(\.id) == ["b"])
    }
}

struct PercentDrivenLimitsTests {
    /// p = 1.0 while interactive is a normal state: nothing completes until the finger lifts;
    /// updates after the end are logged no-ops.
    @Test func fullPercentWhileInteractiveDoesNotComplete() throws {
        let m = SimulatedApp(scenario: popParallaxScenario(rule: .threshold(0.5)))
        m.press(.right, times: 30, from: 0.1, every: 0.03)  // 30 × 19.5 − 15 > 390: clamped to 1
        #expect(m.percent == 1)
        #expect(m.phase == .interactive)
        m.advance(to: 0.1 + 29 * 0.03 + 0.06)  // resting, before letting go is seen at +2.5 × 0.03 = 0.08 s
        #expect(m.phase == .interactive)
        #expect(m.navStack == ["inbox", "message"])
        let interaction = try #require(m.container.activeInteraction)
        m.handle(.lift, at: 1.04)  // percent 1 > 0.5: finish, over (1 − 1)·D = 0 s
        interaction.update(0.5)
        interaction.finish()
        m.advance(to: 1.5)
        #expect(m.navStack == ["inbox"])
        let warnings = m.runtime.log.entries.filter(\.isWarning).map(\.text)
        #expect(warnings.contains { $0.hasPrefix("update(0.5)") })
        #expect(warnings.contains { $0.hasPrefix("finish()") })
    }
}
