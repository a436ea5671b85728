import Testing
@testable import SegueCore

/// The side-panel facts a gesture produces: kind, state, translation, velocity, and what a
/// release *now* would do (docs/gestures.md, "The prediction is live"). The panel's words for
/// these facts are checked in SegueRenderTests (PanelGestureTextTests).
struct GestureInfoTests {
    let rule = FinishRule.thresholdOrVelocity(0.5)

    @Test func idle() {
        let g = EdgePanGesture(containerSize: phoneContainer)
        let i = g.info(at: 0, rule: rule)
        #expect(i == GestureInfo(kind: .edgePan(.left), state: .possible, translation: 0, velocity: 0, releaseOutcome: .idle))
    }

    @Test func touchingBeforeTheHysteresis() {
        var g = EdgePanGesture(edge: .right, containerSize: phoneContainer, step: 10)
        _ = g.hold(.left, 1, from: 0)
        #expect(g.info(at: 0.2, rule: rule).kind == .edgePan(.right))
        #expect(g.info(at: 0.2, rule: rule).releaseOutcome == .wouldFail(movement: 10, hysteresis: 15))
    }

    /// Regression ("the panel lies at rest"): after the finger rested the panel kept the last
    /// velocity and promised a finish that Enter then did not give. Eight taps 0.12 s apart (never
    /// a repeat, so the finger stays down until Enter; translation 8 × 19.5 − 15 = 141 pt, percent
    /// 141 / 390 = 0.3615…): each glides over 0.1 s, so while the finger moves the velocity is
    /// 19.5 / 0.1 = 195 pt/s; 0.1 s after it stopped (its last target is reached at 0.94 s, the
    /// frame at 57 / 60 s), 0. Each case gives the verdict's outcome and conditions, and the
    /// event log's words for it (`FinishRule.explain`).
    struct RuleCase: Sendable, CustomTestStringConvertible {
        var rule: FinishRule
        var moving: String
        var resting: String
        var testDescription: String { "\(rule)" }
        /// The finish and the (quantity, relation) of each condition, read off the words.
        static func expected(_ words: String) -> (finish: Bool, conditions: [(FinishCondition.Quantity, FinishCondition.Relation?)]) {
            let reasons = words.split(separator: "(")[1].dropLast().split(separator: ",")
            return (words.contains("→ finish"), reasons.map { r in
                let quantity: FinishCondition.Quantity = r.contains("percent") ? .percent : .velocity
                let relation: FinishCondition.Relation? = r.contains(" > ") ? .greater : r.contains(" ≤ ") ? .atMost
                    : r.contains(" < ") ? .less : r.contains(" ≥ ") ? .atLeast : nil
                return (quantity, relation)
            })
        }
    }

    /// The verdict a prediction holds, checked against `words` and the percent and velocity.
    static func expectVerdict(_ outcome: ReleaseOutcome, _ c: RuleCase, _ words: String, percent: Double, velocity: Double,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        guard case .wouldRelease(let v) = outcome else {
            Issue.record("not a prediction: \(outcome)", sourceLocation: sourceLocation)
            return
        }
        let want = RuleCase.expected(words)
        #expect(v.rule == c.rule && v.unit == .points, sourceLocation: sourceLocation)
        #expect(nearly(v.percent, percent, 1e-3) && nearly(v.velocity, velocity, 1e-6), "\(v)", sourceLocation: sourceLocation)
        #expect(v.finishes == want.finish, sourceLocation: sourceLocation)
        #expect(v.conditions.map(\.quantity) == want.conditions.map(\.0), sourceLocation: sourceLocation)
        #expect(v.conditions.map(\.relation) == want.conditions.map(\.1), sourceLocation: sourceLocation)
        #expect(c.rule.explain(percent: v.percent, velocity: v.velocity) == words, sourceLocation: sourceLocation)
    }

    static let ruleCases: [RuleCase] = [
        RuleCase(rule: .velocity, moving: "release → finish (velocity 195 pt/s > 0)",
                 resting: "release → cancel (velocity 0 pt/s ≤ 0)"),
        RuleCase(rule: .thresholdOrVelocity(0.5), moving: "release → finish (velocity 195 pt/s > 0)",
                 resting: "release → cancel (percent 0.36 ≤ 0.5, velocity 0 pt/s)"),
        RuleCase(rule: .threshold(0.5), moving: "release → cancel (percent 0.34 ≤ 0.5)",
                 resting: "release → cancel (percent 0.36 ≤ 0.5)"),
        RuleCase(rule: .threshold(0.3), moving: "release → finish (percent 0.34 > 0.3)",
                 resting: "release → finish (percent 0.36 > 0.3)"),
        RuleCase(rule: .pinch(threshold: 0.4, velocity: 5), moving: "release → finish (velocity 195 pt/s ≥ 5)",
                 resting: "release → cancel (velocity 0 pt/s < 5, percent 0.36 ≤ 0.4)"),
    ]

    @Test(arguments: ruleCases)
    func thePredictionFollowsTheFingerToRest(c: RuleCase) {
        var g = EdgePanGesture(containerSize: phoneContainer)
        let last = 7 * 0.12
        let keys = presses(.right, at: times(from: 0, count: 8, every: 0.12))
        // Mid-glide towards the last target (frame 54, 0.9 s): 0.06 s after the last press at
        // 0.84, the finger is at 7 × 19.5 + 19.5 × 0.06 / 0.1 = 148.2 pt: percent (148.2 − 15) / 390 = 0.3415.
        _ = g.play(keys, until: 54.0 / 60)
        let moving = g.info(at: 54.0 / 60, rule: c.rule)
        #expect(nearly(moving.velocity, 19.5 / 0.1, 1e-6))
        Self.expectVerdict(moving.releaseOutcome, c, c.moving, percent: (148.2 - 15) / 390, velocity: 19.5 / 0.1)
        _ = g.play([], until: 57.0 / 60 + 0.101)
        let resting = g.info(at: 57.0 / 60 + 0.101, rule: c.rule)
        #expect(resting.velocity == 0)
        #expect(nearly(resting.translation, 141))
        #expect(g.info(at: 57.0 / 60 + 0.099, rule: c.rule).velocity > 0, "not stale before 0.1 s")
        Self.expectVerdict(resting.releaseOutcome, c, c.resting, percent: 141.0 / 390, velocity: 0)
        // And a release then does what the panel said.
        let u = g.handle(.enter, at: last + 0.3)
        #expect(c.rule.shouldFinish(after: u[0]) == c.resting.contains("finish"))
    }

    /// While the key repeats, the prediction is what letting go does: the lift in motion, with
    /// the velocity at the end of the last glide — it does not go stale while the lift waits to
    /// be seen. Eight presses held at 33 ms with the idle release fixed at 0.5 s (so the wait is
    /// long): the last glide ends at 0.231 + 0.033 = 0.264 s at 19.5 / 0.033 = 591 pt/s; at
    /// 0.45 s (0.18 s after the last move) the panel still says finish at 591 pt/s, and the lift,
    /// seen at 0.731 s, finishes with it. (Before, the prediction went to 0 at 0.367 s, and so
    /// did the lift.)
    @Test func whileTheKeyRepeatsThePredictionIsTheLiftInMotion() {
        let c = Self.ruleCases[0]
        var g = EdgePanGesture(containerSize: phoneContainer, keyRepeat: KeyRepeat(idleRelease: 0.5))
        _ = g.play(presses(.right, at: times(from: 0, count: 8, every: 0.033)), until: 0.45)
        let waiting = g.info(at: 0.45, rule: c.rule)
        #expect(waiting.isTouching && nearly(waiting.translation, 141))
        Self.expectVerdict(waiting.releaseOutcome, c, "release → finish (velocity 591 pt/s > 0)", percent: 141.0 / 390, velocity: 19.5 / 0.033)
        let u = g.play([], until: 1)
        #expect(u.count == 1 && nearly(u[0].t, 0.231 + 0.5) && nearly(u[0].liftDate ?? -1, 0.264))
        guard case .ended(let p, let v)? = u.first?.update else {
            Issue.record("no lift: \(u)")
            return
        }
        #expect(nearly(p, 141.0 / 390, 1e-9) && nearly(v, 19.5 / 0.033, 1e-6))
        #expect(g.info(at: 1, rule: c.rule).releaseOutcome == .released(FinishVerdict(rule: c.rule, percent: p, velocity: v, unit: .points)))
    }

    @Test func afterTheEnd() {
        var g = EdgePanGesture(containerSize: phoneContainer)
        // Taps 0.12 s apart (no repeat: the finger waits for Enter): translation 15 × 19.5 − 15 =
        // 277.5, percent 0.7115…; the last glide ends at 1.78 s, Enter at 2.0 s lifts it at rest.
        _ = g.hold(.right, 15, from: 0, every: 0.12)
        _ = g.handle(.enter, at: 2.0)
        let i = g.info(at: 2.1, rule: rule)
        #expect(i.state == .ended && i.translation == 277.5 && i.velocity == 0 && !i.isTouching)
        guard case .released(let verdict) = i.releaseOutcome else {
            Issue.record("not released: \(i.releaseOutcome)")
            return
        }
        #expect(verdict.rule == rule && nearly(verdict.percent, 277.5 / 390, 1e-9) && verdict.velocity == 0)
        #expect(verdict.finishes)
        #expect(verdict.conditions.map(\.relation) == [.greater] && verdict.conditions.map(\.limit) == [0.5])
    }

    @Test func cancelledAndFailed() {
        var g = EdgePanGesture(containerSize: phoneContainer)
        _ = g.hold(.right, 3, from: 0, until: 0.1)     // still held: the lift would be seen at 0.066 + 0.08
        _ = g.handle(.escape, at: 0.1)
        #expect(g.info(at: 0.1, rule: rule).releaseOutcome == .cancelled)
        _ = g.hold(.right, 1, from: 1, canBegin: { false })
        #expect(g.info(at: 1.2, rule: rule).state == .failed)
        #expect(g.info(at: 1.2, rule: rule).releaseOutcome == .refused(nil))
        #expect(g.info(at: 1.2, rule: rule, refusal: .atRoot(screen: "inbox")).releaseOutcome == .refused(.atRoot(screen: "inbox")))
        var h = EdgePanGesture(containerSize: phoneContainer, step: 12)
        _ = h.hold(.right, 1, from: 0)
        _ = h.handle(.enter, at: 0.3)
        #expect(h.info(at: 0.3, rule: rule).releaseOutcome == .failedTooShort(movement: 12, hysteresis: 15))
        var k = EdgePanGesture(containerSize: phoneContainer, step: 10)
        _ = k.hold(.right, 1, from: 0)   // 10 pt: down, never past the 15 pt hysteresis
        _ = k.handle(.escape, at: 0.2)
        #expect(k.info(at: 0.2, rule: rule).releaseOutcome == .cancelledBeforeBegin)
    }

    /// `isTouching` is true exactly while a finger is down (the hints then offer release and
    /// cancel instead of pause).
    @Test func touchingWhileTheFingerIsDown() {
        var g = EdgePanGesture(containerSize: phoneContainer)
        #expect(!g.info(at: 0, rule: rule).isTouching)
        _ = g.hold(.right, 1, from: 0, until: 0.05)      // 19.5 pt: down, but not yet past the hysteresis
        #expect(g.info(at: 0.05, rule: rule).isTouching)
        _ = g.hold(.right, 4, from: 0.1, until: 0.25)   // repeats from 0.133: the lift would be seen at 0.199 + 0.08
        #expect(g.info(at: 0.25, rule: rule).isTouching)
        _ = g.handle(.enter, at: 0.26)
        #expect(!g.info(at: 0.4, rule: rule).isTouching)
        var p = PinchGesture()
        _ = p.hold(.minus, 2, from: 0, until: 0.1)
        #expect(p.info(at: 0.1, rule: .pinch(threshold: 0.3, velocity: 5)).isTouching)
        _ = p.handle(.escape, at: 0.11)
        #expect(!p.info(at: 0.11, rule: .pinch(threshold: 0.3, velocity: 5)).isTouching)
    }

    @Test func pinchUsesScaleUnits() {
        var g = PinchGesture()
        _ = g.hold(.minus, 5, from: 0, every: 0.12, until: 0.8)   // taps: at rest from 0.58 s, still down
        let i = g.info(at: 0.8, rule: .pinch(threshold: 0.3, velocity: 5))
        #expect(nearly(i.translation, 0.25))
        #expect(i.velocity == 0)
        #expect(i.kind == .pinch && i.kind.unit == .scale)
        let rule = FinishRule.pinch(threshold: 0.3, velocity: 5)
        #expect(i.releaseOutcome == .wouldRelease(FinishVerdict(rule: rule, percent: i.translation, velocity: 0, unit: .scale)))
        #expect(rule.explain(percent: 0.25, velocity: 0, unit: .scale) == "release → cancel (velocity 0 scale/s < 5, percent 0.25 ≤ 0.3)")
    }

    @Test func mousePanKind() {
        let m = MousePan(edge: .bottom, containerSize: phoneContainer)
        let i = GestureInfo(m, at: 0, rule: rule)
        #expect(i.kind == .mousePan(.bottom) && i.releaseOutcome == .idle)
        #expect(!i.liftsWithKeys, "the mouse button lifts a mouse pan, not Enter or Space")
    }
}
