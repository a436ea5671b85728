import Testing
@testable import SegueCore

/// The keyboard edge pan (docs/gestures.md). Expected numbers are worked out by hand: phone
/// width 390 → step 19.5 pt, hysteresis 15 pt, distance 390 pt; frames at k / 60 s; a first
/// press glides over 0.05 s, later presses over the gap since the previous one (≤ 0.1 s).
struct EdgePanGestureTests {
    @Test func defaultsComeFromTheContainer() {
        let g = EdgePanGesture(containerSize: phoneContainer)
        #expect(g.edge == .left)
        #expect(g.step == 19.5)
        #expect(g.distance == 390)
        #expect(g.hysteresis == 15)
        #expect(g.keyRepeat == KeyRepeat(repeatDelay: 0.7, idleRelease: nil))
        #expect(g.state == .possible)
        #expect(!g.isActive)
        #expect(g.deadline == nil)
    }

    /// Regression ("the finger jumps"): one press moved the whole step in one frame. Now the
    /// finger glides 19.5 pt over 0.05 s = 3 frames: 6.5, 13, 19.5 pt; the gesture begins at the
    /// frame that crosses the 15 pt hysteresis, with the hysteresis removed.
    @Test func aFirstPressGlidesOverThreeFramesAndBeginsAtTheHysteresis() {
        var g = EdgePanGesture(containerSize: phoneContainer)
        #expect(g.handle(.right, at: 1.0).isEmpty, "nothing moves at the press itself")
        #expect(g.tracker.position == 0)
        #expect(nearly(g.deadline ?? -1, 61.0 / 60))
        #expect(g.advance(to: 61.0 / 60, canBegin: { true }).isEmpty)
        #expect(nearly(g.tracker.position, 6.5))
        #expect(g.advance(to: 62.0 / 60, canBegin: { true }).isEmpty)
        #expect(nearly(g.tracker.position, 13))
        #expect(nearly(g.advance(to: 63.0 / 60, canBegin: { true }), [.began(percent: 4.5 / 390)]))
        #expect(nearly(g.translation, 4.5))
        #expect(g.state == .began)
    }

    @Test func betweenFramesNothingChanges() {
        var g = EdgePanGesture(containerSize: phoneContainer)
        _ = g.handle(.right, at: 1.0)
        _ = g.advance(to: 61.0 / 60, canBegin: { true })
        let seen = g.tracker
        #expect(g.advance(to: 61.0 / 60 + 0.01, canBegin: { true }).isEmpty)
        #expect(g.tracker == seen)
        #expect(nearly(g.finger.position(at: 61.0 / 60 + 0.01).dx, 6.5 + 19.5 * 0.01 / 0.05), "the finger itself is between")
    }

    /// Regression ("the finger jumps", "nothing moves between presses"): holding → with a
    /// 33 ms repeat left `percent` equal on 12 of 24 frames. Now it changes on every frame from
    /// the first repeat until the finger reaches its last target.
    @Test func aHeldKeyChangesThePercentOnEveryFrame() {
        var g = EdgePanGesture(containerSize: phoneContainer)
        let keys = presses(.right, at: [0.5] + times(from: 1.16, count: 15, every: 0.033))
        let updates = g.play(keys, until: 1.9)
        let changes = updates.filter { if case .changed = $0.update { return true } else { return false } }
        let lastTarget = 1.16 + 14 * 0.033 + 0.033
        // Every frame after the first repeat, up to the first at or after the last target is reached.
        let frames = (GestureFrames.first(after: 1.16)...GestureFrames.first(after: lastTarget - 1e-9)).map(GestureFrames.time)
        #expect(changes.map(\.t).count == frames.count, "one change per frame: \(changes.map(\.t)) vs \(frames)")
        for (u, f) in zip(changes, frames) { #expect(nearly(u.t, f)) }
        var last = -1.0
        for u in changes {
            guard case let .changed(p, _, _) = u.update else { continue }
            #expect(p > last)
            last = p
        }
        // 16 presses: 16 × 19.5 − 15 = 297 pt.
        #expect(nearly(g.translation, 297))
    }

    /// Held at 33 ms a press, the finger moves at 19.5 / 0.033 pt/s and the per-frame velocity
    /// reads exactly that. The last press (1.297 s) glides until 1.330 s, so the last frame that
    /// moves is 80 / 60 s. Enter's velocity (the estimator's) would be 0 from 0.1 s after it; but
    /// the repeats stopping is the key going up, so the next deadline is that lift, seen at
    /// 1.297 + 2.5 × 0.033 = 1.3795 s and dated 1.330 s with the velocity the frames up to then
    /// gave (79 / 60 is the last: 591 pt/s) — which is also what the panel predicts meanwhile.
    @Test func theVelocityIsTheFingersOwnAndTheLiftKeepsIt() {
        var g = EdgePanGesture(containerSize: phoneContainer)
        let last = 1.0 + 9 * 0.033
        _ = g.play(presses(.right, at: times(from: 1.0, count: 10, every: 0.033)), until: last)
        #expect(nearly(g.velocity, 19.5 / 0.033, 1e-6), "velocity \(g.velocity)")
        _ = g.advance(to: 81.0 / 60, canBegin: { true })
        #expect(nearly(g.tracker.position, 195))
        #expect(nearly(g.deadline ?? -1, last + 2.5 * 0.033, 1e-9), "no stale deadline: the lift is next")
        // Enter's velocity: the last sample spans frame 79 → 80, in which the finger arrived at
        // 1.330 s: from 9 × 19.5 + 19.5 × (79 / 60 − 1.297) / 0.033 to 195 pt; the one before ran
        // at full speed. 0 once 0.1 s passed without a move.
        let stale = 80.0 / 60 + 0.1
        let at79 = 9 * 19.5 + 19.5 * (79.0 / 60 - last) / 0.033
        let expected = 0.2 * (195 - at79) * 60 + 0.8 * 19.5 / 0.033
        #expect(nearly(g.tracker.estimator.releaseVelocity(at: stale - 0.001), expected, 1e-6))
        #expect(g.tracker.estimator.releaseVelocity(at: stale + 1e-6) == 0)
        // Letting go: the velocity at 1.330 s.
        #expect(nearly(g.releaseVelocity(at: 1.37), 19.5 / 0.033, 1e-6))
        let u = g.advance(to: 1.5, canBegin: { true })
        #expect(nearly(u, [.ended(percent: 180.0 / 390, velocity: 19.5 / 0.033)], 1e-9), "\(u)")
        #expect(nearly(g.finger.liftDate ?? -1, last + 0.033))
    }

    @Test(arguments: [GestureInput.enter, GestureInput.space])
    func aLiftWhileTheFingerMovesKeepsItsVelocity(key: GestureInput) {
        var g = EdgePanGesture(containerSize: phoneContainer)
        let keys = presses(.right, at: times(from: 1.0, count: 10, every: 0.033)) + [(1.0 + 9 * 0.033 + 0.02, key)]
        let u = g.play(keys, until: 2)
        guard case let .ended(p, v)? = u.last?.update else {
            Issue.record("no end: \(u)")
            return
        }
        #expect(nearly(v, 19.5 / 0.033, 1e-6))
        // Lifted where the last frame showed the finger: between the 9th and the 10th target.
        #expect(p > (9 * 19.5 - 15) / 390 && p < (10 * 19.5 - 15) / 390)
        #expect(!g.isActive)
    }

    /// Taps 0.12 s apart never repeat, so the finger waits (0.7 s) for Enter; 0.15 s after the last
    /// glide ended the finger is at rest.
    @Test func aLiftAfterRestingHasZeroVelocity() {
        var g = EdgePanGesture(containerSize: phoneContainer)
        let keys = presses(.right, at: times(from: 1.0, count: 10, every: 0.12)) + [(1.0 + 9 * 0.12 + 0.1 + 0.15, .enter)]
        let u = g.play(keys, until: 3)
        #expect(nearly(u.last.map { [$0.update] } ?? [], [.ended(percent: (195.0 - 15) / 390, velocity: 0)]))
    }

    @Test(arguments: 1...25)
    func percentOnceTheFingerHasArrived(k: Int) {
        var g = EdgePanGesture(containerSize: phoneContainer)
        _ = g.hold(.right, k, from: 0)
        let expected = min(max((19.5 * Double(k) - 15) / 390, 0), 1)
        #expect(nearly(g.percent, expected), "after \(k) presses: \(g.percent) vs \(expected)")
        #expect(nearly(g.translation, 19.5 * Double(k) - 15))
    }

    @Test func customStepAndDistance() {
        var g = EdgePanGesture(containerSize: phoneContainer, step: 25, distance: 200)
        _ = g.hold(.right, 3, from: 0)
        #expect(nearly(g.percent, (75.0 - 15) / 200))
    }

    @Test func smallStepStaysPossibleUntilTheHysteresis() {
        var g = EdgePanGesture(containerSize: phoneContainer, step: 10)
        var asked = 0
        let u1 = g.hold(.right, 1, from: 0, canBegin: { asked += 1; return true })
        #expect(u1.isEmpty)
        #expect(g.state == .possible)
        #expect(g.isActive)
        #expect(asked == 0, "canBegin is asked only at the hysteresis")
        let u2 = g.play([(0.3, .right)], until: 0.5, canBegin: { asked += 1; return true })
        #expect(kinds(u2).first == "began")
        #expect(asked == 1)
        #expect(nearly(g.translation, 5))
    }

    @Test func escapeCancels() {
        var g = EdgePanGesture(containerSize: phoneContainer)
        _ = g.hold(.right, 6, from: 0, until: 0.2)   // still held: letting go would be seen at 0.165 + 0.08
        #expect(g.consumes(.escape))
        #expect(g.handle(.escape, at: 0.2) == [.cancelled])
        #expect(g.state == .cancelled)
        #expect(!g.isActive)
        #expect(!g.consumes(.enter))
        #expect(g.handle(.enter, at: 0.5).isEmpty)
        #expect(g.handle(.escape, at: 0.5).isEmpty)
    }

    @Test func escapeBeforeBeginningFails() {
        var g = EdgePanGesture(containerSize: phoneContainer, step: 5)
        _ = g.hold(.right, 1, from: 0)
        #expect(g.handle(.escape, at: 0.3) == [.failed])
        #expect(g.tracker.failure == .cancelledBeforeBegin)
    }

    @Test func releaseBeforeTheHysteresisFails() {
        var g = EdgePanGesture(containerSize: phoneContainer, step: 10)
        _ = g.hold(.right, 1, from: 0)
        #expect(g.handle(.enter, at: 0.3) == [.failed])
        #expect(g.state == .failed)
        #expect(g.tracker.failure == .tooShort(movement: 10, hysteresis: 15))
    }

    @Test func refusedWhenTheContainerSaysNo() {
        var g = EdgePanGesture(containerSize: phoneContainer)
        var asked = 0
        let no: () -> Bool = { asked += 1; return false }
        let u = g.hold(.right, 6, from: 0, until: 0.2, canBegin: no)
        #expect(kinds(u) == ["failed"])
        #expect(g.tracker.failure == .refused)
        #expect(g.isActive, "the finger is still down; the rest of the touch is ignored")
        #expect(asked == 1)
        #expect(g.percent == 0)
        // Lifting the failed touch reports nothing more.
        #expect(g.handle(.enter, at: 0.22).isEmpty)
        #expect(!g.isActive)
        // A new touch asks again.
        let again = g.hold(.right, 1, from: 1.0)
        #expect(nearly(again.map(\.update), [.began(percent: 4.5 / 390)]))
    }

    @Test func leftNeverGoesPastTheEdge() {
        var g = EdgePanGesture(containerSize: phoneContainer)
        #expect(g.handle(.left, at: 0).isEmpty, "outward with no finger down does nothing")
        #expect(!g.isActive)
        #expect(!g.consumes(.left))
        _ = g.hold(.right, 1, from: 0.1)
        #expect(g.consumes(.left))
        _ = g.hold(.left, 3, from: 0.4)
        #expect(g.tracker.position == 0)
        #expect(nearly(g.translation, -15))
        #expect(g.percent == 0)
        _ = g.hold(.right, 1, from: 0.9)
        #expect(nearly(g.tracker.position, 19.5), "one press back in from the edge")
    }

    @Test(arguments: [
        (Edge.left, GestureInput.right, GestureInput.left, 19.5, 390.0),
        (Edge.right, GestureInput.left, GestureInput.right, 19.5, 390.0),
        (Edge.top, GestureInput.down, GestureInput.up, 42.2, 844.0),
        (Edge.bottom, GestureInput.up, GestureInput.down, 42.2, 844.0),
    ])
    func allFourEdges(edge: Edge, inward: GestureInput, outward: GestureInput, step: Double, extent: Double) {
        var g = EdgePanGesture(edge: edge, containerSize: phoneContainer)
        #expect(nearly(g.step, step))
        #expect(g.distance == extent)
        for k in [GestureInput.left, .right, .up, .down] where k != inward {
            #expect(g.handle(k, at: 0).isEmpty)
            #expect(!g.isActive)
        }
        // Two presses 0.033 s apart: a repeat, so letting go is seen 0.08 s after the second (1.113).
        _ = g.hold(inward, 2, from: 1, until: 1.07)
        #expect(nearly(g.translation, 2 * step - 15))
        for k in [GestureInput.left, .right, .up, .down] where k != inward && k != outward {
            #expect(g.handle(k, at: 1.08).isEmpty)
            #expect(!g.consumes(k))
        }
        _ = g.hold(outward, 1, from: 1.1)
        #expect(nearly(g.translation, step - 15))
    }

    @Test func builtFromAnInteractionSpec() {
        let spec = InteractionSpec(edge: .right, distance: 300, step: 30, hysteresis: 10, repeatDelay: 0.5, idleRelease: 0.3)
        let g = EdgePanGesture(spec: spec, containerSize: phoneContainer)
        #expect(g.edge == .right)
        #expect(g.step == 30)
        #expect(g.distance == 300)
        #expect(g.hysteresis == 10)
        #expect(g.keyRepeat == KeyRepeat(repeatDelay: 0.5, idleRelease: 0.3))
        let terminal = EdgePanGesture(spec: spec, containerSize: phoneContainer, keyRepeat: KeyRepeat(repeatDelay: 0.25))
        #expect(terminal.keyRepeat.repeatDelay == 0.25)
    }

    @Test func outOfRangeParametersFallBackToTheDefaults() {
        let g = EdgePanGesture(containerSize: phoneContainer, step: 0, distance: -5, hysteresis: -1,
                               keyRepeat: KeyRepeat(repeatDelay: 0, idleRelease: -1))
        #expect(g.step == 19.5)
        #expect(g.distance == 390)
        #expect(g.hysteresis == 0)
        #expect(g.keyRepeat == KeyRepeat())
    }

    /// Every touch, whatever the keys, ends with exactly one of ended / cancelled / failed, and
    /// ended / cancelled only after a began.
    @Test func everyTouchEndsExactlyOnce() {
        var seed: UInt64 = 0x5EED
        let keys: [GestureInput] = [.right, .right, .right, .left, .enter, .escape, .up, .space]
        for _ in 0..<40 {
            var g = EdgePanGesture(containerSize: phoneContainer, step: 8)
            var t = 0.0
            var script: [(Double, GestureInput)] = []
            for _ in 0..<30 {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                t += Double((seed >> 20) % 40) / 100
                script.append((t, keys[Int(seed >> 33) % keys.count]))
            }
            let refuse = (seed >> 40) % 5 == 0
            let updates = g.play(script, until: t + 2, canBegin: { !refuse })
            #expect(!g.isActive)
            var begun = false
            for u in updates {
                switch u.update {
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

/// The estimator on its own (docs/gestures.md, "Velocity").
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
        #expect(nearly(e.staleTime ?? -1, 0.2))
    }
}
