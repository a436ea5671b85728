import Testing
@testable import SegueCore

/// The keyboard pinch of SPEC §5.3: 0.05 per press, percent = 1 − scale / startScale, startScale 1.
struct PinchGestureTests {
    @Test func firstMinusBegins() {
        var g = PinchGesture()
        #expect(nearly(g.handle(.minus, at: 0), [.began(percent: 0.05)]))
        #expect(nearly(g.scale, 0.95))
        #expect(g.state == .began)
    }

    @Test(arguments: 1...22)
    func percentAfterMinusPresses(k: Int) {
        var g = PinchGesture()
        _ = g.press(.minus, k, from: 0)
        let scale = max(0, 1 - 0.05 * Double(k))
        #expect(nearly(g.scale, scale))
        #expect(nearly(g.percent, min(max(1 - scale / 1, 0), 1)))
    }

    @Test func pinchingOutKeepsPercentAtZero() {
        var g = PinchGesture()
        #expect(nearly(g.handle(.plus, at: 0), [.began(percent: 0)]))
        _ = g.handle(.plus, at: 0.03)
        #expect(nearly(g.scale, 1.1))
        #expect(g.percent == 0)
        #expect(nearly(g.translation, -0.1))
        #expect(nearly(g.velocity, -0.05 / 0.03, 1e-9), "pinching out is negative")
        _ = g.press(.minus, 4, from: 0.06)
        #expect(nearly(g.scale, 0.9))
        #expect(nearly(g.percent, 0.1))
    }

    @Test func velocityIsPositiveWhenPinchingIn() {
        var g = PinchGesture()
        let u = g.press(.minus, 3, from: 0)
        #expect(nearly(u, [
            .began(percent: 0.05),
            .changed(percent: 0.10, translation: 0.10, velocity: 0.05 / 0.03),
            .changed(percent: 0.15, translation: 0.15, velocity: 0.05 / 0.03),
        ], 1e-9))
    }

    @Test func enterEndsWithTheVelocityAndIdleReleaseWithZero() {
        var g = PinchGesture()
        _ = g.press(.minus, 7, from: 0)
        #expect(nearly(g.handle(.enter, at: 0.2), [.ended(percent: 0.35, velocity: 0.05 / 0.03)], 1e-9))
        var h = PinchGesture()
        _ = h.press(.minus, 7, from: 0)
        #expect(nearly(h.deadline ?? -1, 0.18 + 0.5))
        #expect(nearly(h.advance(to: 0.68), [.ended(percent: 0.35, velocity: 0)]))
    }

    @Test func escapeCancels() {
        var g = PinchGesture()
        _ = g.press(.minus, 3, from: 0)
        #expect(g.handle(.escape, at: 0.1) == [.cancelled])
        #expect(g.state == .cancelled)
    }

    @Test func refusedPinchFails() {
        var g = PinchGesture()
        #expect(g.handle(.minus, at: 0, canBegin: { false }) == [.failed])
        #expect(g.handle(.minus, at: 0.03).isEmpty)
        #expect(g.handle(.space, at: 0.1).isEmpty)
        #expect(!g.isActive)
    }

    @Test func otherKeysAreIgnored() {
        var g = PinchGesture()
        for k in [Key.right, .left, .up, .down, .enter, .space, .escape, .char("p")] {
            #expect(g.handle(k, at: 0).isEmpty)
            #expect(!g.consumes(k))
        }
        #expect(g.consumes(.plus) && g.consumes(.minus))
        #expect(!g.isActive)
    }

    /// Seed 002: cancel iff velocity < 5 and percent ≤ 0.3.
    @Test(arguments: [(5, false), (6, false), (7, true), (10, true)])
    func seed002Rule(presses: Int, finishes: Bool) {
        var g = PinchGesture()
        _ = g.press(.minus, presses, from: 0)
        let u = g.handle(.enter, at: Double(presses - 1) * 0.03 + 0.02)
        let rule = FinishRule.pinch(threshold: 0.3, velocity: 5)
        #expect(u.count == 1)
        #expect(rule.shouldFinish(after: u[0]) == finishes)
    }
}

/// Regression: six pinch steps of 0.05 summed to 0.30000000000000004, so seed 002's rule
/// (cancel iff percent ≤ 0.3 at low velocity) finished a pinch that read "0.3".
struct PinchBoundaryTests {
    @Test func sixStepsAreExactlyThreeTenths() {
        var g = PinchGesture()
        _ = g.press(.minus, 6, from: 0)
        #expect(g.percent == 0.3)
        #expect(!FinishRule.pinch(threshold: 0.3, velocity: 5).shouldFinish(percent: g.percent, velocity: 0))
    }
}
