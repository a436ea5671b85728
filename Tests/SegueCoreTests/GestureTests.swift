import Testing
@testable import SegueCore

/// The keyboard edge pan of SPEC §5.1. Expected numbers are worked out by hand from the SPEC:
/// phone width 390 → step 19.5, hysteresis 15, distance 390.
struct EdgePanGestureTests {
    @Test func defaultsComeFromTheContainer() {
        let g = EdgePanGesture(containerSize: phoneContainer)
        #expect(g.edge == .left)
        #expect(g.step == 19.5)
        #expect(g.distance == 390)
        #expect(g.hysteresis == 15)
        #expect(g.idleRelease == 0.5)
        #expect(g.state == .possible)
        #expect(!g.isActive)
        #expect(g.deadline == nil)
    }

    @Test func firstPressBeginsWithTheHysteresisRemoved() {
        var g = EdgePanGesture(containerSize: phoneContainer)
        let u = g.handle(.right, at: 1.0)
        // 19.5 ≥ 15 → began; translation 19.5 − 15 = 4.5; percent 4.5 / 390.
        #expect(nearly(u, [.began(percent: 4.5 / 390)]))
        #expect(g.state == .began)
        #expect(g.isActive)
        #expect(nearly(g.translation, 4.5))
        #expect(nearly(g.percent, 4.5 / 390))
    }

    @Test func stateSequenceBeganChangedEnded() {
        var g = EdgePanGesture(containerSize: phoneContainer)
        var states: [GestureState] = []
        var kinds: [String] = []
        for i in 0..<3 {
            for u in g.handle(.right, at: Double(i) * 0.03) { kinds.append("\(u)".prefix { $0 != "(" }.description) }
            states.append(g.state)
        }
        for u in g.handle(.enter, at: 0.1) { kinds.append("\(u)".prefix { $0 != "(" }.description) }
        states.append(g.state)
        #expect(states == [.began, .changed, .changed, .ended])
        #expect(kinds == ["began", "changed", "changed", "ended"])
        #expect(!g.isActive)
    }

    @Test func smallStepStaysPossibleUntilTheHysteresis() {
        var g = EdgePanGesture(containerSize: phoneContainer, step: 10)
        var asked = 0
        #expect(g.handle(.right, at: 0, canBegin: { asked += 1; return true }).isEmpty)
        #expect(g.state == .possible)
        #expect(g.isActive)
        #expect(asked == 0, "canBegin is asked only at the hysteresis")
        #expect(nearly(g.handle(.right, at: 0.03, canBegin: { asked += 1; return true }), [.began(percent: 5.0 / 390)]))
        #expect(asked == 1)
        #expect(nearly(g.translation, 5))
    }

    @Test(arguments: 1...25)
    func percentAfterPresses(k: Int) {
        var g = EdgePanGesture(containerSize: phoneContainer)
        _ = g.press(.right, k, from: 0)
        let expected = min(max((19.5 * Double(k) - 15) / 390, 0), 1)
        #expect(nearly(g.percent, expected), "after \(k) presses: \(g.percent) vs \(expected)")
        #expect(nearly(g.translation, 19.5 * Double(k) - 15))
    }

    @Test func customDistance() {
        var g = EdgePanGesture(containerSize: phoneContainer, step: 25, distance: 200)
        _ = g.press(.right, 3, from: 0)
        #expect(nearly(g.percent, (75.0 - 15) / 200))
    }

    @Test func keyRepeatScrubsInEqualSteps() {
        var g = EdgePanGesture(containerSize: phoneContainer)
        let u = g.press(.right, 15, from: 2.0)
        #expect(u.count == 15)
        var last = 0.0
        for (i, update) in u.enumerated() {
            switch update {
            case .began(let p):
                #expect(i == 0)
                last = p
            case let .changed(p, _, v):
                #expect(nearly(p - last, 19.5 / 390), "each press moves 0.05 of the width")
                #expect(nearly(v, 650, 1e-6), "19.5 pt / 0.03 s = 650 pt/s, got \(v)")
                last = p
            default:
                Issue.record("unexpected \(update)")
            }
        }
    }

    @Test func velocityEstimatorBlendsCurrentAndPreviousSample() {
        var g = EdgePanGesture(containerSize: phoneContainer)
        // Presses at 0, 0.03, 0.05, 0.10: samples 19.5/0.03 = 650, 19.5/0.02 = 975, 19.5/0.05 = 390.
        _ = g.handle(.right, at: 0)
        #expect(g.velocity == 0, "the first press is the touch-down: no sample yet")
        let u2 = g.handle(.right, at: 0.03)
        #expect(nearly(u2, [.changed(percent: 24.0 / 390, translation: 24, velocity: 650)], 1e-6))
        let u3 = g.handle(.right, at: 0.05)
        #expect(nearly(u3, [.changed(percent: 43.5 / 390, translation: 43.5, velocity: 0.2 * 975 + 0.8 * 650)], 1e-6))
        let u4 = g.handle(.right, at: 0.10)
        #expect(nearly(u4, [.changed(percent: 63.0 / 390, translation: 63, velocity: 0.2 * 390 + 0.8 * 975)], 1e-6))
        #expect(nearly(g.velocity, 858, 1e-6))
    }

    @Test func idleReleaseAtLastKeyPlusHalfASecondWithZeroVelocity() {
        var g = EdgePanGesture(containerSize: phoneContainer)
        _ = g.press(.right, 10, from: 1.0)
        let last = 1.0 + 9 * 0.03
        #expect(nearly(g.deadline ?? -1, last + 0.5))
        #expect(g.advance(to: last + 0.49).isEmpty)
        #expect(g.isActive)
        let u = g.advance(to: last + 0.5)
        #expect(nearly(u, [.ended(percent: (195.0 - 15) / 390, velocity: 0)]))
        #expect(g.state == .ended)
        #expect(!g.isActive)
        #expect(g.deadline == nil)
        #expect(g.advance(to: last + 5).isEmpty, "fires once")
    }

    @Test func lateAdvanceStillReleasesOnce() {
        var g = EdgePanGesture(containerSize: phoneContainer)
        _ = g.press(.right, 4, from: 0)
        let u = g.advance(to: 10)
        #expect(nearly(u, [.ended(percent: (78.0 - 15) / 390, velocity: 0)]))
    }

    @Test func theIdleReleaseHappensAtItsDeadlineNotAtTheAdvanceTime() {
        // With an idle release shorter than 0.1 s the release velocity survives, but only if
        // the release is dated at the deadline (last + 0.05), not at the late advance (last + 1).
        var g = EdgePanGesture(containerSize: phoneContainer, idleRelease: 0.05)
        _ = g.press(.right, 4, from: 0)
        #expect(nearly(g.advance(to: 0.09 + 1), [.ended(percent: 63.0 / 390, velocity: 650)], 1e-6))
    }

    @Test(arguments: [Key.enter, Key.space])
    func liftWithin0_1sKeepsTheVelocity(key: Key) {
        var g = EdgePanGesture(containerSize: phoneContainer)
        _ = g.press(.right, 10, from: 1.0)
        let last = 1.0 + 9 * 0.03
        let u = g.handle(key, at: last + 0.05)
        #expect(nearly(u, [.ended(percent: 180.0 / 390, velocity: 650)], 1e-6))
        #expect(g.tracker.lastRelease.map { nearly($0.velocity, 650, 1e-6) } == true)
    }

    @Test func liftExactly0_1sAfterTheLastMoveKeepsTheVelocity() {
        var g = EdgePanGesture(containerSize: phoneContainer)
        _ = g.press(.right, 5, from: 1.0)
        let u = g.handle(.enter, at: 1.0 + 4 * 0.03 + 0.1)
        #expect(nearly(u, [.ended(percent: 82.5 / 390, velocity: 650)], 1e-6))
    }

    @Test func liftAfter0_1sOfRestHasZeroVelocity() {
        var g = EdgePanGesture(containerSize: phoneContainer)
        _ = g.press(.right, 10, from: 1.0)
        let u = g.handle(.enter, at: 1.0 + 9 * 0.03 + 0.15)
        #expect(nearly(u, [.ended(percent: 180.0 / 390, velocity: 0)]))
    }

    @Test func escapeCancels() {
        var g = EdgePanGesture(containerSize: phoneContainer)
        _ = g.press(.right, 6, from: 0)
        #expect(g.consumes(.escape))
        #expect(g.handle(.escape, at: 0.2) == [.cancelled])
        #expect(g.state == .cancelled)
        #expect(!g.isActive)
        #expect(!g.consumes(.enter))
        #expect(g.handle(.enter, at: 0.3).isEmpty)
        #expect(g.handle(.escape, at: 0.3).isEmpty)
    }

    @Test func escapeBeforeBeginningFails() {
        var g = EdgePanGesture(containerSize: phoneContainer, step: 5)
        _ = g.handle(.right, at: 0)
        #expect(g.handle(.escape, at: 0.1) == [.failed])
        #expect(g.tracker.failure == .cancelledBeforeBegin)
    }

    @Test func releaseBeforeTheHysteresisFails() {
        var g = EdgePanGesture(containerSize: phoneContainer, step: 10)
        _ = g.handle(.right, at: 0)
        #expect(g.handle(.enter, at: 0.05) == [.failed])
        #expect(g.state == .failed)
        #expect(g.tracker.failure == .tooShort(movement: 10, hysteresis: 15))
    }

    @Test func idleReleaseBeforeTheHysteresisFails() {
        var g = EdgePanGesture(containerSize: phoneContainer, step: 10)
        _ = g.handle(.right, at: 0)
        #expect(g.advance(to: 0.5) == [.failed])
    }

    @Test func refusedWhenTheContainerSaysNo() {
        var g = EdgePanGesture(containerSize: phoneContainer)
        var asked = 0
        let no: () -> Bool = { asked += 1; return false }
        #expect(g.handle(.right, at: 0, canBegin: no) == [.failed])
        #expect(g.state == .failed)
        #expect(g.tracker.failure == .refused)
        #expect(g.isActive, "the finger is still down; the rest of the touch is ignored")
        #expect(g.press(.right, 5, from: 0.03, canBegin: no).isEmpty)
        #expect(asked == 1)
        #expect(g.percent == 0)
        // Lifting the failed touch reports nothing more.
        #expect(g.handle(.enter, at: 0.3).isEmpty)
        #expect(!g.isActive)
        // A new touch asks again.
        #expect(nearly(g.handle(.right, at: 1.0), [.began(percent: 4.5 / 390)]))
    }

    @Test func refusedTouchEndsByIdleRelease() {
        var g = EdgePanGesture(containerSize: phoneContainer)
        _ = g.press(.right, 3, from: 0, canBegin: { false })
        #expect(nearly(g.deadline ?? -1, 0.06 + 0.5))
        #expect(g.advance(to: 0.56).isEmpty)
        #expect(!g.isActive)
    }

    @Test func leftNeverGoesPastTheEdge() {
        var g = EdgePanGesture(containerSize: phoneContainer)
        #expect(g.handle(.left, at: 0).isEmpty, "outward with no finger down does nothing")
        #expect(!g.isActive)
        #expect(!g.consumes(.left))
        _ = g.handle(.right, at: 0.1)
        #expect(g.consumes(.left))
        let u = g.press(.left, 3, from: 0.13)
        // Finger 19.5 → 0 → 0 → 0: translation 0 − 15 = −15, percent clamped to 0.
        #expect(u.count == 3)
        #expect(g.tracker.position == 0)
        #expect(nearly(g.translation, -15))
        #expect(g.percent == 0)
        // Samples −19.5/0.03 = −650, then 0, 0 (pressed still against the edge).
        #expect(nearly(u, [
            .changed(percent: 0, translation: -15, velocity: -650),
            .changed(percent: 0, translation: -15, velocity: 0.2 * 0 + 0.8 * -650),
            .changed(percent: 0, translation: -15, velocity: 0),
        ], 1e-6))
        _ = g.handle(.right, at: 0.3)
        #expect(nearly(g.tracker.position, 19.5), "one press back in from the edge")
    }

    @Test(arguments: [
        (Edge.left, Key.right, Key.left, 19.5, 390.0),
        (Edge.right, Key.left, Key.right, 19.5, 390.0),
        (Edge.top, Key.down, Key.up, 42.2, 844.0),
        (Edge.bottom, Key.up, Key.down, 42.2, 844.0),
    ])
    func allFourEdges(edge: Edge, inward: Key, outward: Key, step: Double, extent: Double) {
        var g = EdgePanGesture(edge: edge, containerSize: phoneContainer)
        #expect(nearly(g.step, step))
        #expect(g.distance == extent)
        // Perpendicular arrows and the outward arrow do not start a touch.
        for k in [Key.left, .right, .up, .down] where k != inward {
            #expect(g.handle(k, at: 0).isEmpty)
            #expect(!g.isActive)
        }
        #expect(nearly(g.handle(inward, at: 1), [.began(percent: (step - 15) / extent)]))
        let u = g.handle(inward, at: 1.03)
        #expect(nearly(u, [.changed(percent: (2 * step - 15) / extent, translation: 2 * step - 15, velocity: step / 0.03)], 1e-6))
        // Perpendicular arrows are ignored while the finger is down too.
        for k in [Key.left, .right, .up, .down] where k != inward && k != outward {
            #expect(g.handle(k, at: 1.04).isEmpty)
            #expect(!g.consumes(k))
        }
        _ = g.handle(outward, at: 1.06)
        #expect(nearly(g.translation, step - 15))
        #expect(nearly(g.handle(.enter, at: 1.08), [.ended(percent: (step - 15) / extent, velocity: 0.2 * -step / 0.03 + 0.8 * step / 0.03)], 1e-6))
    }

    @Test func aKeyAfterTheDeadlineReleasesFirstThenStartsANewTouch() {
        var g = EdgePanGesture(containerSize: phoneContainer)
        _ = g.handle(.right, at: 0)
        let u = g.handle(.right, at: 1.0)
        #expect(nearly(u, [.ended(percent: 4.5 / 390, velocity: 0), .began(percent: 4.5 / 390)]))
        #expect(nearly(g.deadline ?? -1, 1.5))
    }

    @Test func builtFromAnInteractionSpec() {
        let spec = InteractionSpec(edge: .right, distance: 300, step: 30, hysteresis: 10, idleRelease: 0.8)
        let g = EdgePanGesture(spec: spec, containerSize: phoneContainer)
        #expect(g.edge == .right)
        #expect(g.step == 30)
        #expect(g.distance == 300)
        #expect(g.hysteresis == 10)
        #expect(g.idleRelease == 0.8)
    }

    @Test func outOfRangeParametersFallBackToTheDefaults() {
        let g = EdgePanGesture(containerSize: phoneContainer, step: 0, distance: -5, hysteresis: -1, idleRelease: 0)
        #expect(g.step == 19.5)
        #expect(g.distance == 390)
        #expect(g.hysteresis == 0)
        #expect(g.idleRelease == 0.5)
    }

    /// Every touch, whatever the keys, ends with exactly one of ended / cancelled / failed, and
    /// ended / cancelled only after a began.
    @Test func everyTouchEndsExactlyOnce() {
        var seed: UInt64 = 0x5EED
        let keys: [Key] = [.right, .right, .right, .left, .enter, .escape, .up, .space]
        for _ in 0..<40 {
            var g = EdgePanGesture(containerSize: phoneContainer, step: 8)
            var t = 0.0
            var updates: [GestureUpdate] = []
            for _ in 0..<30 {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                let key = keys[Int(seed >> 33) % keys.count]
                t += Double((seed >> 20) % 40) / 100
                updates += g.handle(key, at: t, canBegin: { (seed >> 40) % 5 != 0 })
            }
            updates += g.advance(to: t + 1)
            #expect(!g.isActive)
            var begun = false
            for u in updates {
                switch u {
                case .began: #expect(!begun); begun = true
                case .changed: #expect(begun)
                case .ended, .cancelled: #expect(begun); begun = false
                case .failed: #expect(!begun)
                }
            }
            #expect(!begun)
        }
    }
}

/// The estimator on its own (SPEC §5.1).
struct VelocityEstimatorTests {
    @Test func noSampleNoVelocity() {
        let e = VelocityEstimator(position: 0, at: 0)
        #expect(e.velocity == 0)
        #expect(e.releaseVelocity(at: 0) == 0)
    }

    @Test func oneSampleIsTheVelocity() {
        var e = VelocityEstimator(position: 10, at: 1)
        e.move(to: 30, at: 1.1)
        #expect(nearly(e.velocity, 200))
    }

    @Test func blendUsesTheRawPreviousSampleNotThePreviousEstimate() {
        var e = VelocityEstimator(position: 0, at: 0)
        e.move(to: 10, at: 0.1)   // 100
        e.move(to: 40, at: 0.2)   // 300 → 0.2·300 + 0.8·100 = 140
        e.move(to: 40, at: 0.3)   // 0   → 0.2·0 + 0.8·300 = 240 (an EMA would give 112)
        #expect(nearly(e.velocity, 240))
    }

    @Test func aMoveWithZeroIntervalMakesNoSample() {
        var e = VelocityEstimator(position: 0, at: 0)
        e.move(to: 10, at: 0.1)   // 100
        e.move(to: 50, at: 0.1)   // same instant: no sample
        #expect(nearly(e.velocity, 100))
        e.move(to: 70, at: 0.2)   // measured from 50: 200 → 0.2·200 + 0.8·100
        #expect(nearly(e.velocity, 120))
    }

    @Test func releaseVelocityGoesStaleAfter0_1s() {
        var e = VelocityEstimator(position: 0, at: 0)
        e.move(to: 10, at: 0.1)
        #expect(nearly(e.releaseVelocity(at: 0.2), 100))
        #expect(e.releaseVelocity(at: 0.2001) == 0)
    }
}
