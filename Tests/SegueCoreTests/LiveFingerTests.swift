import Testing
@testable import SegueCore

/// What the model tells about a gesture, and when, through the player: why it was refused,
/// the prediction at rest with its redraw deadline, and slow motion that slows the animations
/// but not the finger (docs/gestures.md).
struct LiveFingerTests {
    static func twoScreens(_ ids: [String] = ["inbox", "message"]) -> [ScreenSpec] {
        ids.map { ScreenSpec(id: $0, title: $0, color: RGB(r: 40, g: 80, b: 160)) }
    }

    static func outcome(_ m: SimulatedApp) -> ReleaseOutcome? { m.scene().panel.gesture?.releaseOutcome }

    /// Whether the outcome is a prediction, and if so whether it finishes.
    static func predictsFinish(_ outcome: ReleaseOutcome?) -> Bool? {
        guard case .wouldRelease(let verdict)? = outcome else { return nil }
        return verdict.finishes
    }

    /// Regression: "no transition: the container refused" read like a bug where the scenario
    /// simply has no interactive pop. Now the panel is told what is missing.
    @Test func aRefusedGestureSaysWhy() {
        // The root screen.
        let root = SimulatedApp(scenario: Scenario(name: "r", title: "R", screens: Self.twoScreens(), container: .navigation(stack: ["inbox"])))
        root.press(.right, times: 2, from: 0.1, every: 0.03)
        #expect(Self.outcome(root) == .refused(.atRoot(screen: "inbox")))
        // A pop with an animator and no interaction.
        var s = popParallaxScenario()
        s.transitions[.pop]?.interaction = nil
        let plain = SimulatedApp(scenario: s)
        plain.press(.right, times: 2, from: 0.1, every: 0.03)
        #expect(Self.outcome(plain) == .refused(.noInteraction(.pop)))
        // A pop driven by a pinch, tried with the arrows.
        s.transitions[.pop]?.interaction = InteractionSpec(gesture: .pinch, finish: .pinch(threshold: 0.3, velocity: 5))
        let pinch = SimulatedApp(scenario: s)
        pinch.press(.right, times: 2, from: 0.1, every: 0.03)
        #expect(Self.outcome(pinch) == .refused(.drivenByOtherGesture(.pop, gesture: .pinch)))
        // During a push.
        let pushing = SimulatedApp(scenario: popParallaxScenario())
        pushing.handle(.back, at: 0.1)   // a pop without a gesture runs 0.4 s
        pushing.press(.right, times: 2, from: 0.15, every: 0.03)
        #expect(Self.outcome(pushing) == .refused(.transitionRunning(.pop)))
        // Tabs.
        let tabs = SimulatedApp(scenario: Scenario(name: "t", title: "T", screens: Self.twoScreens(), container: .tabs(tabs: ["inbox", "message"], selected: 0)))
        tabs.press(.right, times: 2, from: 0.1, every: 0.03)
        #expect(Self.outcome(tabs) == .refused(.tabsSwitchBySelection))
    }

    /// The prediction is a function of the instant, and the player offers a deadline at the
    /// moment it changes, so a previewer that blocks until the next deadline redraws it then.
    /// Eight taps 0.12 s apart (no repeat: the finger stays down, waiting for Enter).
    @Test func thePredictionAtRestChangesAtADeadline() {
        let player = Player(scenario: popParallaxScenario(rule: .velocity), terminalSize: (120, 40))
        for t in times(from: 0.5, count: 8, every: 0.12) { player.handle(TimedEvent(t: t, event: .key(.right))) }
        player.advance(to: 1.4)   // the last tap (1.34) glides until 1.44: the finger still moves
        #expect(Self.predictsFinish(player.scene().panel.gesture?.releaseOutcome) == true)
        // Step from deadline to deadline, as the live loop does; the prediction must flip at one.
        var flippedAt: Double?
        while let d = player.nextDeadline, d < 2, flippedAt == nil {
            player.advance(to: d)
            // The rule is `.velocity`: at rest (velocity 0) a release cancels.
            if case .wouldRelease(let v)? = player.scene().panel.gesture?.releaseOutcome, v.velocity == 0, !v.finishes {
                flippedAt = d
            }
        }
        // The last frame that moves is the first at or after 1.44 s (87 / 60 = 1.45); 0.1 s later.
        #expect(nearly(flippedAt ?? -1, 87.0 / 60 + 0.1, 1e-6), "flipped at \(flippedAt ?? -1)")
        // Enter then does what the panel says.
        player.handle(TimedEvent(t: 1.7, event: .key(.enter)))
        #expect(player.app.phase == .cancelling)
    }

    /// The same for the mouse (regression: 958 pt/s stayed on the panel after a 0.3 s rest).
    @Test func theMousePredictionAtRestChangesAtADeadline() {
        let m = SimulatedApp(scenario: popParallaxScenario(rule: .velocity))
        m.handle(.press(Point(x: 2, y: 400)), at: 0.5)
        m.handle(.drag(Point(x: 40, y: 400)), at: 0.55)
        m.handle(.drag(Point(x: 90, y: 400)), at: 0.6)
        #expect(Self.predictsFinish(Self.outcome(m)) == true)
        #expect(nearly(m.nextGestureDeadline ?? -1, 0.7, 1e-6))
        m.advance(to: 0.8)
        #expect(Self.predictsFinish(Self.outcome(m)) == false)
        if case .wouldRelease(let v)? = Self.outcome(m) { #expect(v.velocity == 0 && v.rule == .velocity) }
        #expect(m.nextGestureDeadline == nil)
        m.handle(.release(Point(x: 90, y: 400)), at: 0.8)
        #expect(m.phase == .cancelling)
    }

    /// Regression ("slow motion scales the finger"): at 0.1× a slow drag read 1865–4280 pt/s and
    /// the idle release took 5 s. At 0.25× (two presses of `s`) the finger's velocity is the same
    /// as at 1× and it lifts at the same real time; only the animation after it is 4× longer.
    @Test func slowMotionSlowsTheAnimationsNotTheFinger() {
        func run(slow: Bool) -> (velocity: Double, lift: Double, settle: Double) {
            let player = Player(scenario: popParallaxScenario(rule: .velocity), terminalSize: (120, 40))
            if slow {
                player.handle(TimedEvent(t: 0.1, event: .key(.char("s"))))
                player.handle(TimedEvent(t: 0.2, event: .key(.char("s"))))
                #expect(player.speed == 0.25)
            }
            let keys = times(from: 0.5, count: 10, every: 0.033)
            for t in keys { player.handle(TimedEvent(t: t, event: .key(.right))) }
            player.advance(to: keys.last! + 0.02)
            let v = player.scene().panel.gesture?.velocity ?? -1
            player.handle(TimedEvent(t: keys.last! + 0.02, event: .key(.enter)))   // a flick: finishes
            let lift = keys.last! + 0.02
            var t = lift
            while player.app.phase != .idle, t < 20 { t += 0.01; player.advance(to: t) }
            return (v, lift, t - lift)
        }
        let normal = run(slow: false), slow = run(slow: true)
        #expect(nearly(normal.velocity, 19.5 / 0.033, 1e-6), "1×: \(normal.velocity)")
        #expect(nearly(slow.velocity, normal.velocity, 1e-9), "0.25×: \(slow.velocity)")
        // The finish runs (1 − p) · 0.4 s of model time: 4× as long in real time at 0.25×.
        #expect(abs(slow.settle - 4 * normal.settle) <= 0.05, "\(slow.settle) vs 4 × \(normal.settle)")
    }

    @Test func slowMotionLiftsTheFingerOnTheRealClock() {
        let player = Player(scenario: popParallaxScenario(rule: .threshold(0.5)), terminalSize: (120, 40))
        player.handle(TimedEvent(t: 0.1, event: .key(.char("s"))))
        player.handle(TimedEvent(t: 0.1, event: .key(.char("s"))))
        player.handle(TimedEvent(t: 0.1, event: .key(.char("s"))))
        #expect(player.speed == 0.1)
        let keys = times(from: 0.5, count: 10, every: 0.033)
        for t in keys { player.handle(TimedEvent(t: t, event: .key(.right))) }
        // Letting go of a key repeating every 0.033 s is seen 2.5 × 0.033 = 0.0825 real seconds after
        // the last press (at 0.797 + 0.0825), not 10× later.
        player.advance(to: keys.last! + 0.082)
        #expect(player.app.phase == .interactive)
        player.advance(to: keys.last! + 0.083)
        #expect(player.app.phase == .cancelling)
    }
}
