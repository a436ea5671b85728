import Foundation
import SegueCore
import Testing
import SegueUIKit

/// A world on a bare runtime: user code runs inside `world.perform`, time moves with `advance`.
@MainActor final class Playground {
    let runtime = Runtime()
    let world: UIKitWorld
    init() { world = UIKitWorld(runtime: runtime) }
    func run<T>(_ body: () -> T) -> T { world.perform(body) }
    func advance(to t: Double) { runtime.advance(to: t) }
}

/// `UIView.animate` against closed forms of its curves (docs/animation.md).
@MainActor @Suite struct UIViewAnimationTests {
    @Test func linearCurveIsAQuarterOfTheWayAtAQuarterOfTheTime() {
        let p = Playground()
        let view = p.run { UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        p.run { UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.frame.origin.x = 100 }) }
        p.advance(to: 0.25)
        #expect(abs(view.modelView.presentation(.x) - 25) < 1e-9)
        #expect(view.frame.minX == 100)  // the model value is the end value at once, as UIKit's
    }

    @Test func easeInOutIsHalfwayAtHalfTimeBySymmetry() {
        let p = Playground()
        let view = p.run { UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        p.run { UIView.animate(withDuration: 2) { view.center.x = 105 } }  // centre 5 → 105
        p.advance(to: 1)
        #expect(abs(view.modelView.presentation(.x) - 50) < 1e-9)
        p.advance(to: 0.5)
    }

    @Test func delayHoldsTheStartValue() {
        let p = Playground()
        let view = p.run { UIView(frame: .zero) }
        p.run { UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 }) }
        p.advance(to: 0.5)
        #expect(view.modelView.presentation(.alpha) == 1)
        p.advance(to: 1)
        #expect(abs(view.modelView.presentation(.alpha) - 0.5) < 1e-9)
    }

    @Test func springFollowsTheDampedOscillator() {
        let p = Playground()
        let view = p.run { UIView(frame: .zero) }
        p.run {
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                           animations: { view.frame.origin.y = 100 })
        }
        // The block spring's mass, stiffness and damping (fitted to the duration), then the
        // underdamped closed form x(t) = −e^(−ζω0t)(cos ωd t + ζω0/ωd sin ωd t), worked here.
        let s = Spring.block(duration: 1, dampingRatio: 0.5)
        let w0 = (s.stiffness / s.mass).squareRoot(), z = s.damping / (2 * (s.stiffness * s.mass).squareRoot())
        #expect(abs(z - 0.5) < 1e-12)
        let wd = w0 * (1 - z * z).squareRoot()
        for t in [0.1, 0.3, 0.6] {
            p.advance(to: t)
            let x = -exp(-z * w0 * t) * (cos(wd * t) + z * w0 / wd * sin(wd * t))
            #expect(abs(view.modelView.presentation(.y) - 100 * (1 + x)) < 1e-9)
        }
        p.advance(to: 1.0001)
        #expect(view.modelView.presentation(.y) == 100)
    }

    /// iOS 17's `animate(springDuration:bounce:)`: m = 1, k = (2π/d)², ζ = 1 − bounce (Apple's
    /// perceptual spring). Bounce 0 is critically damped, x(t) = −(1 + ω0t)e^(−ω0t); bounce 0.3
    /// the underdamped closed form; both worked here from d, not from the model's spring.
    @Test func springDurationAndBounceFollowThePerceptualSpring() {
        for (bounce, t) in [(0.0, 0.1), (0.0, 0.25), (0.3, 0.1), (0.3, 0.3)] {
            let p = Playground()
            let view = p.run { UIView(frame: .zero) }
            var finished: [Bool] = []
            p.run { UIView.animate(springDuration: 0.5, bounce: bounce, animations: { view.frame.origin.y = 100 }, completion: { finished.append($0) }) }
            let w0 = 2 * Double.pi / 0.5, z = 1 - bounce
            let x: Double
            if bounce == 0 {
                x = -(1 + w0 * t) * exp(-w0 * t)
            } else {
                let wd = w0 * (1 - z * z).squareRoot()
                x = -exp(-z * w0 * t) * (cos(wd * t) + z * w0 / wd * sin(wd * t))
            }
            p.advance(to: t)
            #expect(abs(view.modelView.presentation(.y) - 100 * (1 + x)) < 1e-9, "bounce \(bounce) at \(t) s")
            // It runs past the nominal 0.5 s until it settles, then completes once with true.
            p.advance(to: 0.5)
            #expect(finished.isEmpty)
            p.advance(to: 5)
            #expect(finished == [true] && view.modelView.presentation(.y) == 100)
        }
    }

    @Test func aSpringDurationOfZeroAppliesAtOnce() {
        let p = Playground()
        let view = p.run { UIView(frame: .zero) }
        p.run { UIView.animate(springDuration: 0, animations: { view.alpha = 0.25 }) }
        p.advance(to: 0.001)
        #expect(view.modelView.presentation(.alpha) == 0.25)
    }

    @Test func completionFiresOnceAtTheEndWithTrue() {
        let p = Playground()
        let view = p.run { UIView(frame: .zero) }
        var calls: [Bool] = []
        p.run { UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 }, completion: { calls.append($0) }) }
        p.advance(to: 0.99)
        #expect(calls.isEmpty)
        p.advance(to: 1)
        #expect(calls == [true])
        p.advance(to: 3)
        #expect(calls == [true])
    }

    @Test func aReplacedAnimationCompletesWithFalse() {
        let p = Playground()
        let view = p.run { UIView(frame: .zero) }
        var first: [Bool] = []
        p.run { UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { first.append($0) }) }
        p.advance(to: 0.5)
        p.run { UIView.animate(withDuration: 1) { view.alpha = 1 } }
        p.advance(to: 2)
        #expect(first == [false])
    }

    @Test func performWithoutAnimationAppliesAtOnceInsideABlock() {
        let p = Playground()
        let view = p.run { UIView(frame: .zero) }
        p.run { UIView.animate(withDuration: 1) { UIView.performWithoutAnimation { view.alpha = 0.2 } } }
        #expect(abs(view.modelView.presentation(.alpha) - 0.2) < 1e-12)
    }

    @Test func keyframesReachTheirValuesAtTheirBoundaries() {
        let p = Playground()
        let view = p.run { UIView(frame: .zero) }
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        p.run {
            UIView.animateKeyframes(withDuration: 2, delay: 0, options: linear, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.frame.origin.x = 100 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.frame.origin.x = 300 }
            })
        }
        p.advance(to: 0.5)  // a quarter: half of the first keyframe, linear mode
        #expect(abs(view.modelView.presentation(.x) - 50) < 1e-9)
        p.advance(to: 1)
        #expect(abs(view.modelView.presentation(.x) - 100) < 1e-9)
        p.advance(to: 1.5)
        #expect(abs(view.modelView.presentation(.x) - 200) < 1e-9)
        p.advance(to: 2)
        #expect(abs(view.modelView.presentation(.x) - 300) < 1e-9)
    }

    /// A matrix has no turns: −270° is the matrix of +90°. Core Animation goes from −135° to it
    /// the short way (−135° more), not through +225° to +90°.
    @Test func keyframeRotationsTurnTheShortWay() {
        let p = Playground()
        let view = p.run { UIView(frame: .zero) }
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        p.run {
            UIView.animateKeyframes(withDuration: 2, delay: 0, options: linear, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.transform = CGAffineTransform(rotationAngle: -135 * .pi / 180) }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.transform = CGAffineTransform(rotationAngle: -270 * .pi / 180) }
            })
        }
        p.advance(to: 1.5)  // half of the second keyframe: (−135° − 270°) / 2
        #expect(abs(view.modelView.presentation(.rotation) - -202.5 * .pi / 180) < 1e-9)
        p.advance(to: 2)
        #expect(abs(view.modelView.presentation(.rotation) - -270 * .pi / 180) < 1e-9)
        // The same matrix as +90°, whichever turn the model keeps.
        let t = p.run { view.transform }
        #expect(abs(t.a) < 1e-9 && abs(t.b - 1) < 1e-9)
        // Set without an animation there is no way to turn: the matrix's own angle, not −360°.
        p.run { view.transform = .identity }
        #expect(view.modelView.presentation(.rotation) == 0)
    }

    @Test func discreteKeyframesJump() {
        let p = Playground()
        let view = p.run { UIView(frame: .zero) }
        let options: UIView.KeyframeAnimationOptions = [.calculationModeDiscrete,
                                                        UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)]
        p.run {
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: options, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
            })
        }
        p.advance(to: 0.25)
        #expect(view.modelView.presentation(.alpha) == 1)
    }

    @Test func aSetGroupHoldsTheAnimationsToTheTransition() {
        let p = Playground()
        let view = p.run { UIView(frame: .zero) }
        let group = p.runtime.animations.makeGroup(duration: 1, paused: true)
        p.world.currentGroup = group
        p.run { UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 }) }
        p.world.currentGroup = nil
        p.advance(to: 0.5)
        #expect(view.modelView.presentation(.alpha) == 1)  // paused at offset 0
        group.pause(at: 0.4)
        #expect(abs(view.modelView.presentation(.alpha) - 0.6) < 1e-9)
    }

    @Test func mediaTimeIsModelTime() {
        let p = Playground()
        p.advance(to: 2.5)
        #expect(p.run { CACurrentMediaTime() } == 2.5)
    }
}
