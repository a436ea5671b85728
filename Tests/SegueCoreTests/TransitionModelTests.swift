import Testing
@testable import SegueCore

/// Independent reference for a cubic Bézier timing curve: bisection on the Bernstein form.
func referenceBezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    func b(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<100 {
        let mid = (lo + hi) / 2
        if b(mid, x1, x2) < x { lo = mid } else { hi = mid }
    }
    return b((lo + hi) / 2, y1, y2)
}
func refEaseInOut(_ x: Double) -> Double { referenceBezier(x, 0.42, 0, 0.58, 1) }

/// The normative example of docs/scenarios.md, built by hand (the loader has its own tests).
func popParallaxScenario(rule: FinishRule = .velocity, speed: Double = 1) -> Scenario {
    var s = Scenario(
        name: "pop-parallax", title: "Pan to pop, with parallax",
        screens: [
            ScreenSpec(id: "inbox", title: "Inbox", color: RGB(hex: "#1d4ed8")!, content: ["Anna: lunch?"]),
            ScreenSpec(id: "message", title: "Message", color: RGB(hex: "#b45309")!, content: ["Lunch at noon?"]),
        ],
        container: .navigation(stack: ["inbox", "message"]))
    s.transitions[.pop] = TransitionSpec(
        animator: AnimatorSpec(duration: 0.4, timing: .curve(.easeInOut), order: [.to, .from], tracks: [
            TrackSpec(target: .role(.to), from: TrackValues(x: .fraction(-0.3333)), to: TrackValues(x: .fraction(0))),
            TrackSpec(target: .role(.from), from: TrackValues(x: .fraction(0)), to: TrackValues(x: .fraction(1))),
        ]),
        interaction: InteractionSpec(gesture: .edgePan, edge: .left, finish: rule, completionSpeed: speed, completionCurve: .easeInOut))
    s.transitions[.push] = TransitionSpec(animator: AnimatorSpec(duration: 0.4, tracks: [
        TrackSpec(target: .role(.to), from: TrackValues(x: .fraction(1)), to: TrackValues(x: .fraction(0))),
    ]))
    return s
}

extension SimulatedApp {
    func frameX(_ id: String) -> Double? { scene().views.first { $0.id == id }?.frame.minX }
    var navStack: [String] { (container as! NavigationController).stackIDs }
    /// Presses `key` `times` times, `dt` apart from `t0`, then lets the finger glide to its
    /// last target: the last glide lasts `dt` (at most 0.1 s), and the next frame (1/60 s)
    /// shows the finger there. Presses under 0.1 s apart repeat: the key going up is seen 2.5 × their
    /// interval (0.08–0.25 s) after the last press (docs/gestures.md). The key reaches the
    /// model as the player hands it on: as its intent in the previewer's key map.
    func press(_ key: Key, times: Int, from t0: Double, every dt: Double) {
        let intent = KeyMaps.previewer.intent(for: key)!
        for i in 0..<times { handle(intent, at: t0 + Double(i) * dt) }
        advance(to: t0 + Double(times - 1) * dt + min(dt, 0.1) + 1.0 / 60)
    }
}

struct PopParallaxTests {
    let width = 390.0
    // 12 presses of width/20 = 19.5 pt: finger at 234 pt, minus the 15 pt hysteresis.
    var releasePercent: Double { (12 * 19.5 - 15) / 390 }

    /// While interactive, on every frame the views sit at easeInOut(p) of the way (the
    /// animator's curve at offset p·D), and p climbs to (12 × 19.5 − 15) / 390 once the finger
    /// has glided to its last target.
    @Test func interactiveFramesFollowEaseInOutOfPercent() {
        let m = SimulatedApp(scenario: popParallaxScenario())
        for i in 0..<12 { m.handle(.pan(.right), at: 0.5 + Double(i) * 0.03) }
        var seen: [Double] = []
        for k in 31...54 {  // 0.5167 … 0.9 s (letting go of the key is seen at 0.83 + 0.08)
            m.advance(to: Double(k) / 60)
            guard let p = m.percent else { continue }
            #expect(m.phase == .interactive)
            let e = refEaseInOut(p)
            #expect(abs(m.frameX("message")! - 390 * e) < 1e-6, "from view at p=\(p)")
            #expect(abs(m.frameX("inbox")! - (-0.3333 * 390) * (1 - e)) < 1e-6, "to view at p=\(p)")
            seen.append(p)
        }
        #expect(seen.count >= 20)
        #expect(seen == seen.sorted())
        #expect(abs(seen.last! - releasePercent) < 1e-9)
    }

    @Test func velocityReleaseFinishesAlongTheCompletionCurve() {
        let m = SimulatedApp(scenario: popParallaxScenario())
        m.press(.right, times: 12, from: 0.5, every: 0.03)
        m.handle(.lift, at: 0.9)
        #expect(m.phase == .finishing)
        let p = releasePercent, d = 0.4
        let total = (1 - p) * d  // (1 − p)·D / speed
        for k in 1..<10 {
            let tau = total * Double(k) / 10
            m.advance(to: 0.9 + tau)
            let offset = p * d + (d - p * d) * refEaseInOut(tau / total)
            let expected = 390 * refEaseInOut(offset / d)
            #expect(abs(m.frameX("message")! - expected) < 1e-6, "finishing frame \(k)")
        }
        m.advance(to: 0.9 + total + 1e-9)
        #expect(m.phase == .idle)
        #expect(m.navStack == ["inbox"])
        #expect(m.scene().views.map(\.id) == ["inbox"])
        #expect(m.frameX("inbox") == 0)
    }

    @Test func restedReleaseCancels() {
        let m = SimulatedApp(scenario: popParallaxScenario())
        // Taps 0.12 s apart (never a repeat: the finger waits); the last glide ends at 1.92 s.
        m.press(.right, times: 12, from: 0.5, every: 0.12)
        m.handle(.lift, at: 2.1)  // 0.17 s of rest, velocity 0 → cancel under the velocity rule
        #expect(m.phase == .cancelling)
        let p = releasePercent, d = 0.4
        let total = p * d
        let tau = total / 2
        m.advance(to: 2.1 + tau)
        let offset = p * d * (1 - refEaseInOut(0.5))
        #expect(abs(m.frameX("message")! - 390 * refEaseInOut(offset / d)) < 1e-6)
        m.advance(to: 2.1 + total + 1e-9)
        #expect(m.phase == .idle)
        #expect(m.navStack == ["inbox", "message"])
        #expect(m.scene().views.map(\.id) == ["message"])
        #expect(m.frameX("message") == 0)
    }

    @Test func escapeCancels() {
        let m = SimulatedApp(scenario: popParallaxScenario(rule: .threshold(0.1)))
        m.press(.right, times: 12, from: 0.5, every: 0.03)
        m.handle(.cancelGesture, at: 0.9)
        #expect(m.phase == .cancelling)
        m.advance(to: 2)
        #expect(m.navStack == ["inbox", "message"])
    }

    @Test func thresholdRuleAndCompletionSpeed() {
        // threshold 0.5: p = 0.5615 > 0.5 finishes even at rest; speed 2 halves the remaining time.
        let m = SimulatedApp(scenario: popParallaxScenario(rule: .threshold(0.5), speed: 2))
        m.press(.right, times: 12, from: 0.5, every: 0.12)   // taps: the finger waits for Enter
        m.handle(.lift, at: 2.1)  // at rest, before the lift on its own at 1.82 + 0.7 s
        #expect(m.phase == .finishing)
        let total = (1 - releasePercent) * 0.4 / 2
        m.advance(to: 2.1 + total - 1e-6)
        #expect(m.phase == .finishing)
        m.advance(to: 2.1 + total + 1e-6)
        #expect(m.phase == .idle)
        #expect(m.navStack == ["inbox"])
    }

    @Test func aHeldKeyLetGoIsSeen2_5RepeatsAfterItsLastPress() {
        let m = SimulatedApp(scenario: popParallaxScenario(rule: .threshold(0.5)))
        m.press(.right, times: 12, from: 0.5, every: 0.03)
        // Last press at 0.83, a repeat every 0.03 s: letting go is seen at 0.83 + 0.08 = 0.91.
        m.advance(to: 0.909)
        #expect(m.phase == .interactive)
        m.advance(to: 0.911)
        #expect(m.phase == .finishing)
    }

    @Test func popGestureRefusedDuringPush() {
        let m = SimulatedApp(scenario: popParallaxScenario())
        m.advance(to: 1)
        // Back to the root first, then push and try to pan during the push.
        m.handle(.back, at: 1)
        m.advance(to: 2)
        #expect(m.navStack == ["inbox"])
        m.handle(.forward, at: 2)
        #expect(m.phase == .animating)
        m.press(.right, times: 5, from: 2.05, every: 0.03)
        #expect(m.container.activeContext?.operation == .push)
        m.advance(to: 3)
        #expect(m.navStack == ["inbox", "message"])
        #expect(m.phase == .idle)
    }

    @Test func completeTransitionOnceAndAppearanceOrderOnCancel() {
        let m = SimulatedApp(scenario: popParallaxScenario())
        m.press(.right, times: 6, from: 0.5, every: 0.12)   // taps: lifted at rest at 1.1 + 0.7 s
        m.handle(.lift, at: 2)
        m.advance(to: 3)
        let log = m.runtime.log.entries.map(\.text)
        #expect(log.filter { $0.hasPrefix("completeTransition") } == ["completeTransition(false)"])
        let message = (m.container as! NavigationController).controllers["message"]!.callbacks
        let inbox = (m.container as! NavigationController).controllers["inbox"]!.callbacks
        #expect(message.suffix(3) == ["viewWillDisappear", "viewWillAppear", "viewDidAppear"])
        #expect(inbox == ["viewWillAppear", "viewWillDisappear", "viewDidDisappear"])
    }
}
