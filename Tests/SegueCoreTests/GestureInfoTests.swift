import Testing
@testable import SegueCore

/// The side-panel facts a gesture produces: translation, velocity, and what a release *now*
/// would do (docs/gestures.md, "The prediction is live").
struct GestureInfoTests {
    let rule = FinishRule.thresholdOrVelocity(0.5)

    @Test func idle() {
        let g = EdgePanGesture(containerSize: phoneContainer)
        let i = g.info(at: 0, rule: rule)
        #expect(i == GestureInfo(state: "possible", translation: 0, velocity: 0, releaseOutcome: "idle (→ from the left edge)"))
    }

    @Test func touchingBeforeTheHysteresis() {
        var g = EdgePanGesture(edge: .right, containerSize: phoneContainer, step: 10)
        _ = g.hold(.left, 1, from: 0)
        #expect(g.info(at: 0.2, rule: rule).releaseOutcome == "release → fail (moved 10 pt < 15 pt)")
    }

    /// Regression ("the panel lies at rest"): after the finger rested the panel kept the last
    /// velocity and promised a finish that Enter then did not give. Eight presses held at 33 ms
    /// (translation 8 × 19.5 − 15 = 141 pt, percent 141 / 390 = 0.3615…): while the finger
    /// still glides the velocity is 19.5 / 0.033 = 591 pt/s; 0.1 s after it stopped (its last
    /// target is reached at 0.264 s, the frame at 16 / 60 s), 0.
    struct RuleCase: Sendable, CustomTestStringConvertible {
        var rule: FinishRule
        var moving: String
        var resting: String
        var testDescription: String { "\(rule)" }
    }

    static let ruleCases: [RuleCase] = [
        RuleCase(rule: .velocity, moving: "release → finish (velocity 591 pt/s > 0)",
                 resting: "release → cancel (velocity 0 pt/s ≤ 0)"),
        RuleCase(rule: .thresholdOrVelocity(0.5), moving: "release → finish (velocity 591 pt/s > 0)",
                 resting: "release → cancel (percent 0.36 ≤ 0.5, velocity 0 pt/s)"),
        RuleCase(rule: .threshold(0.5), moving: "release → cancel (percent 0.32 ≤ 0.5)",
                 resting: "release → cancel (percent 0.36 ≤ 0.5)"),
        RuleCase(rule: .threshold(0.3), moving: "release → finish (percent 0.32 > 0.3)",
                 resting: "release → finish (percent 0.36 > 0.3)"),
        RuleCase(rule: .pinch(threshold: 0.4, velocity: 5), moving: "release → finish (velocity 591 pt/s ≥ 5)",
                 resting: "release → cancel (velocity 0 pt/s < 5, percent 0.36 ≤ 0.4)"),
    ]

    @Test(arguments: ruleCases)
    func thePredictionFollowsTheFingerToRest(c: RuleCase) {
        var g = EdgePanGesture(containerSize: phoneContainer)
        let last = 7 * 0.033
        let keys = presses(.right, at: times(from: 0, count: 8, every: 0.033))
        // Mid-glide towards the last target (frame 14, 0.2333 s): 0.0023 s after the last press at
        // 0.231, the finger is at 7 × 19.5 + 19.5 × 0.0023 / 0.033 = 137.9 pt: percent (137.9 − 15) / 390 = 0.315.
        _ = g.play(keys, until: 14.0 / 60)
        let moving = g.info(at: 14.0 / 60, rule: c.rule)
        #expect(nearly(moving.velocity, 19.5 / 0.033, 1e-6))
        #expect(moving.releaseOutcome == c.moving)
        _ = g.play([], until: 16.0 / 60 + 0.101)
        let resting = g.info(at: 16.0 / 60 + 0.101, rule: c.rule)
        #expect(resting.velocity == 0)
        #expect(nearly(resting.translation, 141))
        #expect(g.info(at: 16.0 / 60 + 0.099, rule: c.rule).velocity > 0, "not stale before 0.1 s")
        #expect(resting.releaseOutcome == c.resting)
        // And a release then does what the panel said.
        let u = g.handle(.enter, at: last + 0.2)
        #expect(c.rule.shouldFinish(after: u[0]) == c.resting.contains("finish"))
    }

    @Test func afterTheEnd() {
        var g = EdgePanGesture(containerSize: phoneContainer)
        _ = g.hold(.right, 15, from: 0)  // translation 15 × 19.5 − 15 = 277.5, percent 0.7115…
        _ = g.handle(.enter, at: 0.8)
        let i = g.info(at: 0.9, rule: rule)
        #expect(i == GestureInfo(state: "ended", translation: 277.5, velocity: 0,
                                 releaseOutcome: "released → finish (percent 0.71 > 0.5)"))
    }

    @Test func cancelledAndFailed() {
        var g = EdgePanGesture(containerSize: phoneContainer)
        _ = g.hold(.right, 3, from: 0)
        _ = g.handle(.escape, at: 0.3)
        #expect(g.info(at: 0.3, rule: rule).releaseOutcome == "cancelled → cancel")
        _ = g.hold(.right, 1, from: 1, canBegin: { false })
        #expect(g.info(at: 1.2, rule: rule).state == "failed")
        #expect(g.info(at: 1.2, rule: rule, refusal: "inbox is the root").releaseOutcome == "no transition: inbox is the root")
        var h = EdgePanGesture(containerSize: phoneContainer, step: 12)
        _ = h.hold(.right, 1, from: 0)
        _ = h.handle(.enter, at: 0.3)
        #expect(h.info(at: 0.3, rule: rule).releaseOutcome == "failed (moved 12 pt < 15 pt): no transition")
    }

    /// `isTouching` is true exactly while a finger is down (the hints then offer release and
    /// cancel instead of pause).
    @Test func touchingWhileTheFingerIsDown() {
        var g = EdgePanGesture(containerSize: phoneContainer)
        #expect(!g.info(at: 0, rule: rule).isTouching)
        _ = g.hold(.right, 1, from: 0, until: 0.05)      // 19.5 pt: down, but not yet past the hysteresis
        #expect(g.info(at: 0.05, rule: rule).isTouching)
        _ = g.hold(.right, 4, from: 0.1, until: 0.3)
        #expect(g.info(at: 0.3, rule: rule).isTouching)
        _ = g.handle(.enter, at: 0.35)
        #expect(!g.info(at: 0.4, rule: rule).isTouching)
        var p = PinchGesture()
        _ = p.hold(.minus, 2, from: 0, until: 0.1)
        #expect(p.info(at: 0.1, rule: .pinch(threshold: 0.3, velocity: 5)).isTouching)
        _ = p.handle(.escape, at: 0.15)
        #expect(!p.info(at: 0.15, rule: .pinch(threshold: 0.3, velocity: 5)).isTouching)
    }

    @Test func pinchUsesScaleUnits() {
        var g = PinchGesture()
        _ = g.hold(.minus, 5, from: 0)
        let i = g.info(at: 0.5, rule: .pinch(threshold: 0.3, velocity: 5))
        #expect(nearly(i.translation, 0.25))
        #expect(i.velocity == 0)
        #expect(i.releaseOutcome == "release → cancel (velocity 0 scale/s < 5, percent 0.25 ≤ 0.3)")
    }

    @Test func mousePanHint() {
        let m = MousePan(edge: .bottom, containerSize: phoneContainer)
        #expect(GestureInfo(m, at: 0, rule: rule).releaseOutcome == "idle (drag from the bottom edge)")
    }
}
