import Testing
@testable import SegueCore

/// UIViewPropertyAnimator, continued (docs/animation.md, "Property animators"): reversing,
/// pausesOnCompletion, isInterruptible, adding animations and completions, continuing.
struct PropertyAnimatorMotionTests {
    typealias T = PropertyAnimatorTests
    static func ease(_ x: Double) -> Double { T.easeOut(x) }

    /// isReversed on a running animator turns it round at once: back along the curve, at the
    /// same pace, ending at .start.
    @Test func isReversedFlipsARunningAnimator() {
        let (runtime, view, animator) = T.setUp()
        var positions: [PropertyAnimator.Position] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        runtime.advance(to: 0.3)
        animator.isReversed = true
        #expect(animator.isRunning)
        runtime.advance(to: 0.4)
        #expect(abs(animator.fractionComplete - 0.2) < 1e-12)
        #expect(abs(view.presentation(.x) - 100 * Self.ease(0.2)) < 1e-6)
        runtime.advance(to: 0.6)
        #expect(positions == [.start])
        #expect(view.presentation(.x) == 0)
    }

    /// isReversed on an inactive animator sets the next start's direction: it runs from the
    /// end values back to the start.
    @Test func isReversedSetsTheNextStartsDirection() {
        let (runtime, view, animator) = T.setUp()
        animator.isReversed = true
        #expect(animator.state == .inactive)
        animator.startAnimation()
        #expect(view.presentation(.x) == 100)
        runtime.advance(to: 0.25)
        #expect(abs(animator.fractionComplete - 0.75) < 1e-12)
        #expect(abs(view.presentation(.x) - 100 * Self.ease(0.75)) < 1e-6)
    }

    /// pausesOnCompletion (default false): at the end the animator stays active, paused at
    /// fraction 1, and runs no completion; reversed and started again it plays back.
    @Test func pausesOnCompletionStaysActiveWithoutCompletion() {
        let (runtime, view, animator) = T.setUp()
        #expect(animator.pausesOnCompletion == false)
        animator.pausesOnCompletion = true
        var ran = false
        animator.addCompletion { _ in ran = true }
        animator.startAnimation()
        runtime.advance(to: 1.5)
        #expect(animator.state == .active && !animator.isRunning && !ran)
        #expect(animator.fractionComplete == 1)
        #expect(view.presentation(.x) == 100)
        animator.isReversed = true
        animator.startAnimation()
        runtime.advance(to: 2)
        #expect(abs(view.presentation(.x) - 100 * Self.ease(0.5)) < 1e-6)
    }

    @Test func isInterruptibleDefaultsToTrue() {
        let (runtime, _, animator) = T.setUp()
        withExtendedLifetime(runtime) { #expect(animator.isInterruptible) }
    }

    /// addAnimations(_:) after the start: the block runs over (1 − fractionComplete) × duration,
    /// with the animator's curve over that span.
    @Test func addAnimationsAfterStartRunsOverTheRest() {
        let (runtime, view, animator) = T.setUp()
        animator.startAnimation()
        runtime.advance(to: 0.5)
        animator.addAnimations { view.set(.y, 100) }
        #expect(view.presentation(.y) == 0)
        for t in [0.6, 0.75, 0.9] {
            runtime.advance(to: t)
            #expect(abs(view.presentation(.y) - 100 * Self.ease((t - 0.5) / 0.5)) < 1e-6, "t \(t)")
        }
        runtime.advance(to: 1)
        #expect(view.presentation(.y) == 100 && animator.state == .inactive)
    }

    /// addAnimations(_:delayFactor: f): starts at f × duration (f × the remaining duration
    /// once started) and runs for the rest.
    @Test(arguments: [(0.0, 0.4), (0.5, 0.5)])
    func addAnimationsWithDelayFactor(addedAt: Double, factor: Double) {
        let (runtime, view, animator) = T.setUp()
        if addedAt == 0 { animator.addAnimations({ view.set(.y, 100) }, delayFactor: factor) }
        animator.startAnimation()
        runtime.advance(to: addedAt)
        if addedAt > 0 { animator.addAnimations({ view.set(.y, 100) }, delayFactor: factor) }
        let begin = addedAt + factor * (1 - addedAt), span = 1 - begin
        runtime.advance(to: begin)
        #expect(view.presentation(.y) == 0)
        runtime.advance(to: begin + span / 2)
        #expect(abs(view.presentation(.y) - 100 * Self.ease(0.5)) < 1e-6)
    }

    /// addCompletion: every completion runs once, in order, with the position.
    @Test func addCompletionRunsOnceInOrder() {
        let (runtime, _, animator) = T.setUp()
        var calls: [String] = []
        animator.addCompletion { calls.append("a \($0)") }
        animator.startAnimation()
        animator.addCompletion { calls.append("b \($0)") }
        runtime.advance(to: 3)
        #expect(calls == ["a end", "b end"])
        #expect(runtime.log.entries.filter { $0.text == "addCompletion" }.count == 2)
    }

    /// continueAnimation on a paused animator: the rest takes durationFactor × duration
    /// (0 keeps the remaining time), on along the timing when no new one is given.
    @Test(arguments: [(2.0, 2.0), (0.0, 0.5), (0.25, 0.25)])
    func continueAnimationTakesDurationFactorTimesDuration(factor: Double, rest: Double) {
        let (runtime, view, animator) = T.setUp { PropertyAnimator(runtime: $0, duration: 1, curve: .linear) }
        var endedAt: Double?
        animator.addCompletion { _ in endedAt = runtime.now }
        animator.startAnimation()
        runtime.advance(to: 0.5)
        animator.pauseAnimation()
        runtime.advance(to: 1)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: factor)
        runtime.advance(to: 1 + rest / 2)
        #expect(abs(view.presentation(.x) - 75) < 1e-6)
        runtime.advance(to: 1 + rest * 0.999)
        #expect(endedAt == nil)
        runtime.advance(to: 1 + rest)
        #expect(endedAt == 1 + rest)
    }

    /// continueAnimation with new timing parameters: from the current values, each axis's
    /// spring starting with its component of the vector velocity (x: dx, y: dy), against the
    /// critically damped oscillator (m 1, k 100, c 20) of MathReference.
    @Test func continueAnimationWithASpringRunsFromTheCurrentValues() {
        let (runtime, view, animator) = T.setUp()
        animator.addAnimations { view.set(.y, 40) }
        animator.startAnimation()
        runtime.advance(to: 0.3)
        animator.pauseAnimation()
        animator.fractionComplete = 0.5  // linear scrub: x = 50, y = 20
        let spring = SpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: Vector(dx: 2, dy: 0))
        animator.continueAnimation(withTimingParameters: .spring(spring), durationFactor: 0)
        for tau in [0.05, 0.1, 0.2, 0.4] {
            runtime.advance(to: 0.3 + tau)
            let px = 1 + MathReference.oscillator(m: 1, c: 20, k: 100, x0: -1, v0: 2, t: tau, doubleRoot: true).x
            let py = 1 + MathReference.oscillator(m: 1, c: 20, k: 100, x0: -1, v0: 0, t: tau, doubleRoot: true).x
            #expect(abs(view.presentation(.x) - (50 + 50 * px)) < 1e-6, "x at \(tau)")
            #expect(abs(view.presentation(.y) - (20 + 20 * py)) < 1e-6, "y at \(tau)")
        }
        runtime.advance(to: 5)
        #expect(animator.state == .inactive && view.presentation(.x) == 100 && view.presentation(.y) == 40)
    }
}

extension PropertyAnimatorMotionTests {
    /// Regression: a pause (or any change of course) left the old end timer in the model
    /// clock, so a headless run waited for an end that would never come.
    @Test func aPausedAnimatorLeavesNoTimer() {
        let (runtime, _, animator) = T.setUp()
        animator.startAnimation()
        runtime.advance(to: 0.3)
        #expect(runtime.nextDeadline == 1)
        animator.pauseAnimation()
        #expect(runtime.nextDeadline == nil)
        animator.startAnimation()
        animator.isReversed = true
        #expect(runtime.nextDeadline == 0.6)
    }
}
