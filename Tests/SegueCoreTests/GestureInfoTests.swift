import Testing
@testable import SegueCore

/// The side-panel facts a gesture produces (SPEC §7: translation, velocity, what release would do).
struct GestureInfoTests {
    let rule = FinishRule.thresholdOrVelocity(0.5)

    @Test func idle() {
        let g = EdgePanGesture(containerSize: phoneContainer)
        let i = g.info(at: 0, rule: rule)
        #expect(i == GestureInfo(state: "possible", translation: 0, velocity: 0, releaseOutcome: "idle (→ from the left edge)"))
    }

    @Test func touchingBeforeTheHysteresis() {
        var g = EdgePanGesture(edge: .right, containerSize: phoneContainer, step: 10)
        _ = g.handle(.left, at: 0)
        #expect(g.info(at: 0.01, rule: rule).releaseOutcome == "release → fail (moved 10 pt < 15 pt)")
    }

    @Test func whileDraggingTheVelocityAgesToZero() {
        var g = EdgePanGesture(containerSize: phoneContainer)
        _ = g.press(.right, 8, from: 0)   // finger 156, translation 141, percent 141/390 = 0.3615…
        let last = 7 * 0.03
        let fresh = g.info(at: last + 0.05, rule: rule)
        #expect(fresh.state == "changed")
        #expect(nearly(fresh.translation, 141))
        #expect(nearly(fresh.velocity, 650, 1e-6))
        #expect(fresh.releaseOutcome == "release → finish (velocity 650 pt/s > 0)")
        let stale = g.info(at: last + 0.2, rule: rule)
        #expect(stale.velocity == 0)
        #expect(stale.releaseOutcome == "release → cancel (percent 0.36 ≤ 0.5, velocity 0 pt/s)")
    }

    @Test func afterTheEnd() {
        var g = EdgePanGesture(containerSize: phoneContainer)
        _ = g.press(.right, 15, from: 0)  // translation 277.5, percent 0.7115…
        _ = g.handle(.enter, at: 0.6)      // 0.18 s after the last press: velocity 0
        let i = g.info(at: 0.7, rule: rule)
        #expect(i == GestureInfo(state: "ended", translation: 277.5, velocity: 0,
                                 releaseOutcome: "released → finish (percent 0.71 > 0.5)"))
    }

    @Test func cancelledAndFailed() {
        var g = EdgePanGesture(containerSize: phoneContainer)
        _ = g.press(.right, 3, from: 0)
        _ = g.handle(.escape, at: 0.1)
        #expect(g.info(at: 0.1, rule: rule).releaseOutcome == "cancelled → cancel")
        _ = g.handle(.right, at: 1, canBegin: { false })
        #expect(g.info(at: 1, rule: rule).state == "failed")
        #expect(g.info(at: 1, rule: rule).releaseOutcome == "failed (the container refused): no transition")
        var h = EdgePanGesture(containerSize: phoneContainer, step: 12)
        _ = h.handle(.right, at: 0)
        _ = h.handle(.enter, at: 0.1)
        #expect(h.info(at: 0.1, rule: rule).releaseOutcome == "failed (moved 12 pt < 15 pt): no transition")
    }

    /// `isTouching` is true exactly while a finger is down (the hints then offer release and
    /// cancel instead of pause).
    @Test func touchingWhileTheFingerIsDown() {
        var g = EdgePanGesture(containerSize: phoneContainer)
        #expect(!g.info(at: 0, rule: rule).isTouching)
        _ = g.handle(.right, at: 0)                 // 19.5 pt: not yet past the hysteresis, but down
        #expect(g.info(at: 0.01, rule: rule).isTouching)
        _ = g.press(.right, 4, from: 0.03)
        #expect(g.info(at: 0.2, rule: rule).isTouching)
        _ = g.handle(.enter, at: 0.25)
        #expect(!g.info(at: 0.3, rule: rule).isTouching)
        var p = PinchGesture()
        _ = p.press(.minus, 2, from: 0)
        #expect(p.info(at: 0.05, rule: .pinch(threshold: 0.3, velocity: 5)).isTouching)
        _ = p.handle(.escape, at: 0.1)
        #expect(!p.info(at: 0.1, rule: .pinch(threshold: 0.3, velocity: 5)).isTouching)
    }

    @Test func pinchUsesScaleUnits() {
        var g = PinchGesture()
        _ = g.press(.minus, 5, from: 0)
        let i = g.info(at: 0.13, rule: .pinch(threshold: 0.3, velocity: 5))
        #expect(nearly(i.translation, 0.25))
        #expect(nearly(i.velocity, 0.05 / 0.03, 1e-9))
        #expect(i.releaseOutcome == "release → cancel (velocity 1.67 scale/s < 5, percent 0.25 ≤ 0.3)")
    }

    @Test func mousePanHint() {
        let m = MousePan(edge: .bottom, containerSize: phoneContainer)
        #expect(GestureInfo(m, at: 0, rule: rule).releaseOutcome == "idle (drag from the bottom edge)")
    }
}
