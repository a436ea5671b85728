import Testing
@testable import SegueCore
@testable import SegueModel

/// UIViewPropertyAnimator (docs/animation.md, "Property animators"): one test per statement of
/// the behaviour, against curves computed here (Bézier by bisection in MathReference, the
/// spec's spring check values) at explicit model times. Unless said otherwise the animator is
/// 1 s long and moves a view's x from 0 to 100.
struct PropertyAnimatorTests {
    static func easeOut(_ x: Double) -> Double { MathReference.bezierY(x: x, 0, 0, 0.58, 1) }

    /// A runtime, a view at x = 0 and an animator moving it to x = 100 (not started).
    static func setUp(_ make: (Runtime) -> PropertyAnimator = { PropertyAnimator(runtime: $0, duration: 1, curve: .easeOut) })
        -> (Runtime, View, PropertyAnimator) {
        let runtime = Runtime()
        let view = View(runtime: runtime, id: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10), color: .black)
        let animator = make(runtime)
        animator.addAnimations { view.set(.x, 100) }
        return (runtime, view, animator)
    }

    enum Initializer: String, CaseIterable { case curve, controlPoints, dampingRatio, timingParameters }

    /// The four initializers: each animator's values follow its timing over its duration.
    @Test(arguments: Initializer.allCases)
    func theFourInitializersTimeTheAnimationsByTheirCurve(_ kind: Initializer) {
        let (runtime, view, animator) = Self.setUp { rt in
            switch kind {
            case .curve: PropertyAnimator(runtime: rt, duration: 1, curve: .easeOut)
            case .controlPoints: PropertyAnimator(runtime: rt, duration: 1, controlPoint1: Point(x: 0.25, y: 0.1),
                                                  controlPoint2: Point(x: 0.25, y: 1))
            case .dampingRatio: PropertyAnimator(runtime: rt, duration: 1, dampingRatio: 0.8)
            case .timingParameters: PropertyAnimator(runtime: rt, duration: 1,
                                                     timingParameters: .cubic(CubicTimingParameters(animationCurve: .easeIn)))
            }
        }
        animator.startAnimation()
        // The block spring's published check values, ζ = 0.8, v = 0, at t/d = 0.1, 0.25, 0.5, 0.75.
        let spring: [Double: Double] = [0.1: 0.248595, 0.25: 0.748367, 0.5: 1.009077, 0.75: 1.007552]
        for t in [0.1, 0.25, 0.5, 0.75] {
            runtime.advance(to: t)
            let expected = switch kind {
            case .curve: Self.easeOut(t)
            case .controlPoints: MathReference.bezierY(x: t, 0.25, 0.1, 0.25, 1)
            case .dampingRatio: spring[t]!
            case .timingParameters: MathReference.bezierY(x: t, 0.42, 0, 1, 1)
            }
            #expect(abs(view.presentation(.x) - 100 * expected) < 1e-4, "\(kind) at \(t)")
        }
        #expect(runtime.log.entries.contains { $0.text.hasPrefix("UIViewPropertyAnimator(duration: 1, ") })
    }

    enum Activation: String, CaseIterable { case startAnimation, pauseAnimation, fractionComplete }

    /// inactive → active by startAnimation, pauseAnimation or setting fractionComplete; the
    /// animation blocks run then (the model value changes at that moment, not before).
    @Test(arguments: Activation.allCases)
    func inactiveBecomesActiveByStartPauseOrFractionComplete(_ how: Activation) {
        let (runtime, view, animator) = Self.setUp()
        defer { withExtendedLifetime(runtime) {} }
        #expect(animator.state == .inactive)
        #expect(view.value(.x) == 0)
        switch how {
        case .startAnimation: animator.startAnimation()
        case .pauseAnimation: animator.pauseAnimation()
        case .fractionComplete: animator.fractionComplete = 0.5
        }
        #expect(animator.state == .active)
        #expect(animator.isRunning == (how == .startAnimation))
        #expect(view.value(.x) == 100)
    }

    /// Back to inactive at the natural end, completion with .end — or .start when reversed
    /// (then the views are back at their start values).
    @Test(arguments: [false, true])
    func naturalEndIsInactiveWithEndOrStartWhenReversed(reversed: Bool) {
        let (runtime, view, animator) = Self.setUp()
        var positions: [PropertyAnimator.Position] = []
        animator.addCompletion { positions.append($0) }
        animator.isReversed = reversed
        animator.startAnimation()
        runtime.advance(to: 0.999)
        #expect(animator.state == .active && positions.isEmpty)
        runtime.advance(to: 1)
        #expect(animator.state == .inactive)
        #expect(positions == [reversed ? .start : .end])
        #expect(view.presentation(.x) == (reversed ? 0 : 100))
        #expect(view.value(.x) == (reversed ? 0 : 100))
    }

    /// stopAnimation(true): inactive at once, the views keep their current values, no completion.
    @Test func stopWithoutFinishingIsInactiveAtOnce() {
        let (runtime, view, animator) = Self.setUp()
        var ran = false
        animator.addCompletion { _ in ran = true }
        animator.startAnimation()
        runtime.advance(to: 0.3)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(abs(view.value(.x) - 100 * Self.easeOut(0.3)) < 1e-6)
        runtime.advance(to: 2)
        #expect(abs(view.presentation(.x) - 100 * Self.easeOut(0.3)) < 1e-6)
        #expect(!ran)
    }

    /// stopAnimation(false) → stopped; finishAnimation(at:) runs the completions with that
    /// position and leaves the views at the end, the start or where they stopped.
    @Test(arguments: [PropertyAnimator.Position.end, .start, .current])
    func stopThenFinishAtPosition(_ position: PropertyAnimator.Position) {
        let (runtime, view, animator) = Self.setUp()
        var positions: [PropertyAnimator.Position] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        runtime.advance(to: 0.3)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        runtime.advance(to: 0.6)
        #expect(abs(view.presentation(.x) - 100 * Self.easeOut(0.3)) < 1e-6)
        #expect(positions.isEmpty)
        animator.finishAnimation(at: position)
        #expect(animator.state == .inactive)
        #expect(positions == [position])
        let expected = switch position { case .end: 100.0; case .start: 0.0; case .current: 100 * Self.easeOut(0.3) }
        #expect(abs(view.presentation(.x) - expected) < 1e-6)
    }

    enum StoppedCall: String, CaseIterable { case start, pause, fraction, continueAnimation, addAnimations, stop }

    /// In `stopped` anything but finishAnimation(at:) is an error: logged as a warning, ignored.
    @Test(arguments: StoppedCall.allCases)
    func anythingElseInStoppedIsALoggedError(_ call: StoppedCall) {
        let (runtime, view, animator) = Self.setUp()
        animator.startAnimation()
        runtime.advance(to: 0.3)
        animator.stopAnimation(false)
        let warningsBefore = runtime.log.entries.filter(\.isWarning).count
        switch call {
        case .start: animator.startAnimation()
        case .pause: animator.pauseAnimation()
        case .fraction: animator.fractionComplete = 0.9
        case .continueAnimation: animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        case .addAnimations: animator.addAnimations { view.set(.y, 50) }
        case .stop: animator.stopAnimation(false)
        }
        #expect(runtime.log.entries.filter(\.isWarning).count == warningsBefore + 1)
        #expect(animator.state == .stopped)
        #expect(view.value(.y) == 0)
        // The same for finishAnimation outside `stopped`.
        let (rt2, _, active) = Self.setUp()
        active.startAnimation()
        active.finishAnimation(at: .end)
        #expect(rt2.log.entries.last?.isWarning == true)
        #expect(active.state == .active)
    }

    /// fractionComplete is settable while paused: paused at 0.3 s it reads 0.3 with x on the
    /// curve; scrubsLinearly (default true) then maps a new fraction linearly to the progress
    /// (x = 100·f), false maps it through the timing curve (x = 100·easeOut(f)).
    @Test(arguments: [(true, 0.5), (false, 0.5), (true, 0.8), (false, 0.1)])
    func fractionCompleteScrubsLinearlyOrThroughTheCurve(linear: Bool, f: Double) {
        let (runtime, view, animator) = Self.setUp()
        #expect(animator.scrubsLinearly == true)
        animator.scrubsLinearly = linear
        animator.startAnimation()
        runtime.advance(to: 0.3)
        animator.pauseAnimation()
        #expect(abs(animator.fractionComplete - 0.3) < 1e-12)
        #expect(abs(view.presentation(.x) - 100 * Self.easeOut(0.3)) < 1e-6)
        animator.fractionComplete = f
        runtime.advance(to: 5)
        #expect(abs(animator.fractionComplete - f) < 1e-12)
        #expect(abs(view.presentation(.x) - 100 * (linear ? f : Self.easeOut(f))) < 1e-6)
        #expect(animator.state == .active && !animator.isRunning)
    }

    /// Setting fractionComplete while running has no effect (logged).
    @Test func fractionCompleteWhileRunningHasNoEffect() {
        let (runtime, view, animator) = Self.setUp()
        animator.startAnimation()
        runtime.advance(to: 0.3)
        animator.fractionComplete = 0.9
        #expect(runtime.log.entries.last?.isWarning == true)
        runtime.advance(to: 0.5)
        #expect(abs(view.presentation(.x) - 100 * Self.easeOut(0.5)) < 1e-6)
    }
}
