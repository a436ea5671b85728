import Foundation
import SegueCore
import Testing
import SegueUIKit

/// UIViewPropertyAnimator on the model's property animator (docs/animation.md, "Property animators").
@MainActor @Suite struct UIViewPropertyAnimatorTests {
    @Test func scrubbingAPausedAnimatorSetsThePresentation() {
        let p = Playground()
        let view = p.run { UIView(frame: .zero) }
        let animator = p.run {
            let a = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.frame.origin.x = 200 }
            a.pauseAnimation()
            a.fractionComplete = 0.3
            return a
        }
        // Scrubbing is linear by default (scrubsLinearly): 0.3 of 200.
        #expect(abs(view.modelView.presentation(.x) - 60) < 1e-9)
        #expect(abs(animator.fractionComplete - 0.3) < 1e-12)
        #expect(animator.state == .active && !animator.isRunning)
    }

    @Test func runningAnimatorFollowsItsCurveAndCompletesAtTheEnd() {
        let p = Playground()
        let view = p.run { UIView(frame: .zero) }
        var positions: [UIViewAnimatingPosition] = []
        _ = p.run {
            UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 2, delay: 0, options: .curveLinear,
                                                           animations: { view.alpha = 0 }, completion: { positions.append($0) })
        }
        p.advance(to: 0.5)
        #expect(abs(view.modelView.presentation(.alpha) - 0.75) < 1e-9)
        p.advance(to: 2)
        #expect(positions == [.end])
    }

    @Test func theCubicParametersAreTheirBezier() {
        // control points (0.42, 0) (0.58, 1) are easeInOut: symmetric, so half at half time.
        let p = Playground()
        let view = p.run { UIView(frame: .zero) }
        p.run {
            let a = UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1)) {
                view.frame.origin.x = 100
            }
            a.startAnimation()
        }
        p.advance(to: 0.5)
        #expect(abs(view.modelView.presentation(.x) - 50) < 1e-9)
    }

    @Test func aPhysicalSpringRunsForItsSettlingDuration() {
        let p = Playground()
        let animator = p.run {
            UIViewPropertyAnimator(duration: 1, timingParameters: UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10,
                                                                                             initialVelocity: .zero))
        }
        #expect(animator.duration == Spring(mass: 1, stiffness: 100, damping: 10).settlingDuration)
    }

    @Test func reversingARunningAnimatorGoesBackAndEndsAtTheStart() {
        let p = Playground()
        let view = p.run { UIView(frame: .zero) }
        var positions: [UIViewAnimatingPosition] = []
        let animator = p.run {
            let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.frame.origin.x = 100 }
            a.addCompletion { positions.append($0) }
            a.startAnimation()
            return a
        }
        p.advance(to: 0.5)
        p.run { animator.isReversed = true }
        p.advance(to: 0.75)  // a quarter second back along the linear curve: 50 → 25
        #expect(abs(view.modelView.presentation(.x) - 25) < 1e-9)
        p.advance(to: 1)
        #expect(positions == [.start])
        #expect(view.modelView.presentation(.x) == 0)
    }
}
