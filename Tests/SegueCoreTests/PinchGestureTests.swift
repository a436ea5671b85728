import Testing
@testable import SegueCore

/// The keyboard pinch (docs/gestures.md): 0.05 per press, percent = 1 − scale / startScale,
/// startScale 1; the scale glides to its target like the pan's finger.
struct PinchGestureTests {
    @Test func firstMinusGlidesAndBeginsAtItsFirstFrame() {
        var g = PinchGesture()
        #expect(g.handle(.minus, at: 0).isEmpty)
        // No hysteresis: the first frame (1/60 s) has moved 0.05 × (1/60) / 0.05 = 1/60 of scale.
        #expect(nearly(g.advance(to: 1.0 / 60, canBegin: { true }), [.began(percent: 1.0 / 60)]))
        _ = g.advance(to: 0.2, canBegin: { true })
        #expect(nearly(g.scale, 0.95))
        #expect(nearly(g.percent, 0.05))
    }

    @Test(arguments: 1...22)
    func percentAfterMinusPresses(k: Int) {
        var g = PinchGesture()
        _ = g.hold(.minus, k, from: 0)
        let scale = max(0, 1 - 0.05 * Double(k))
        #expect(nearly(g.scale, scale))
        #expect(nearly(g.percent, min(max(1 - scale / 1, 0), 1)))
    }

    @Test func pinchingOutKeepsPercentAtZero() {
        var g = PinchGesture()
        _ = g.hold(.plus, 2, from: 0, until: 0.1)
        #expect(nearly(g.scale, 1.1))
        #expect(g.percent == 0)
        #expect(nearly(g.translation, -0.1))
        _ = g.hold(.minus, 4, from: 0.1)   // 0.067 s after the last press (letting go is seen after 0.08): the same touch
        #expect(nearly(g.scale, 0.9))
        #expect(nearly(g.percent, 0.1))
    }

    @Test func velocityIsPositiveWhenPinchingInAndNegativeOut() {
        var g = PinchGesture()
        let last = 9 * 0.033
        _ = g.play(presses(.minus, at: times(from: 0, count: 10, every: 0.033)), until: last)
        #expect(nearly(g.velocity, 0.05 / 0.033, 1e-9), "\(g.velocity)")
        var h = PinchGesture()
        _ = h.play(presses(.plus, at: times(from: 0, count: 10, every: 0.033)), until: last)
        #expect(nearly(h.velocity, -0.05 / 0.033, 1e-9))
    }

    /// Enter while the key is held and letting go of it both lift in motion (0.05 / 0.033 scale/s);
    /// letting go is seen 2.5 × 0.033 s after the last press. Taps (no repeat) lift at rest 0.7 s
    /// after the last.
    @Test func enterAndLettingGoKeepTheVelocityTapsLiftAtRest() {
        var g = PinchGesture()
        let keys = presses(.minus, at: times(from: 0, count: 7, every: 0.033))
        let u = g.play(keys + [(6 * 0.033 + 0.02, .enter)], until: 1)
        guard case let .ended(_, v)? = u.last?.update else { Issue.record("\(u)"); return }
        #expect(nearly(v, 0.05 / 0.033, 1e-9))
        var h = PinchGesture()
        let w = h.play(keys, until: 2)
        #expect(nearly(w.last.map { [$0.update] } ?? [], [.ended(percent: 0.35, velocity: 0.05 / 0.033)], 1e-9))
        #expect(nearly(w.last?.t ?? -1, 6 * 0.033 + 2.5 * 0.033))
        var k = PinchGesture()
        let taps = k.play(presses(.minus, at: times(from: 0, count: 7, every: 0.12)), until: 2)
        #expect(nearly(taps.last.map { [$0.update] } ?? [], [.ended(percent: 0.35, velocity: 0)]))
        #expect(nearly(taps.last?.t ?? -1, 6 * 0.12 + 0.7))
    }

    @Test func escapeCancels() {
        var g = PinchGesture()
        _ = g.hold(.minus, 3, from: 0, until: 0.1)   // still held
        #expect(g.handle(.escape, at: 0.1) == [.cancelled])
        #expect(g.state == .cancelled)
    }

    @Test func refusedPinchFails() {
        var g = PinchGesture()
        let u = g.hold(.minus, 2, from: 0, canBegin: { false })
        #expect(kinds(u) == ["failed"])
        #expect(g.handle(.space, at: 0.3).isEmpty)
        #expect(!g.isActive)
    }

    @Test func otherKeysAreIgnored() {
        var g = PinchGesture()
        for k in [GestureInput.right, .left, .up, .down, .enter, .space, .escape, .mouse(.press, Point(x: 0, y: 0))] {
            #expect(g.handle(k, at: 0).isEmpty)
            #expect(!g.consumes(k))
        }
        #expect(g.consumes(.plus) && g.consumes(.minus))
        #expect(!g.isActive)
    }

    /// Seed 002: cancel iff velocity < 5 and percent ≤ 0.3 (presses 0.033 s apart pinch at
    /// 1.5 scale/s, so the percent decides).
    @Test(arguments: [(5, false), (6, false), (7, true), (10, true)])
    func seed002Rule(presses count: Int, finishes: Bool) {
        var g = PinchGesture()
        let keys = presses(.minus, at: times(from: 0, count: count, every: 0.033))
        let u = g.play(keys + [(Double(count - 1) * 0.033 + 0.15, .enter)], until: 2)
        let rule = FinishRule.pinch(threshold: 0.3, velocity: 5)
        guard let end = u.last else { Issue.record("no updates"); return }
        #expect(rule.shouldFinish(after: end.update) == finishes)
    }
}

/// Regression: six pinch steps of 0.05 summed to 0.30000000000000004, so seed 002's rule
/// (cancel iff percent ≤ 0.3 at low velocity) finished a pinch that read "0.3".
struct PinchBoundaryTests {
    @Test func sixStepsAreExactlyThreeTenths() {
        var g = PinchGesture()
        _ = g.hold(.minus, 6, from: 0)
        #expect(g.percent == 0.3)
        #expect(!FinishRule.pinch(threshold: 0.3, velocity: 5).shouldFinish(percent: g.percent, velocity: 0))
    }
}
