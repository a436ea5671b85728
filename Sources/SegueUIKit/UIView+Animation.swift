import SegueCore

/// `UIView.animate` in its forms, backed by the model's animation engine: durations, curves and
/// UIKit's block spring are the model's (docs/animation.md). While `UIKitWorld.currentGroup` is
/// set (inside `animateTransition(using:)`), every animation joins that transition's group.
extension UIView {
    /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:) —
    /// `duration` in seconds (≥ 0), easeInOut.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animateOnModel(duration: duration, delay: 0, timing: .default, animations: animations, completion: nil)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:) —
    /// `duration` in seconds (≥ 0), easeInOut; `completion` runs once, true unless a later
    /// animation of the same property replaced one of these.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animateOnModel(duration: duration, delay: 0, timing: .default, animations: animations, completion: completion)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:) —
    /// `duration` and `delay` in seconds (≥ 0); the options' curve (default easeInOut).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animateOnModel(duration: duration, delay: delay, timing: .curve(options.curve), animations: animations, completion: completion)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:usingspringwithdamping:initialspringvelocity:options:animations:completion:) —
    /// UIKit's block spring fitted to `duration` seconds (docs/animation.md): `dampingRatio`
    /// unitless in (0, 1]; `velocity` in fractions of the distance per second (default 0 in
    /// practice). The options' curve is ignored, as UIKit ignores it.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let timing = Timing.blockSpring(dampingRatio: Double(dampingRatio), velocity: Double(velocity), duration: nil)
        animateOnModel(duration: duration, delay: delay, timing: timing, animations: animations, completion: completion)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/animate(springduration:bounce:initialspringvelocity:delay:options:animations:completion:)
    /// — the perceptual spring of iOS 17 (docs/animation.md): `duration` seconds (> 0; default
    /// 0.5), `bounce` unitless in −1…1 (default 0: critically damped), `initialSpringVelocity` in
    /// fractions of the distance per second (default 0), `delay` seconds (default 0). Mass 1,
    /// stiffness (2π/duration)², damping 4πζ/duration with ζ = 1 − bounce (1/(1 + bounce) below
    /// 0); it runs until settled, and the completion runs then. The options' curve is ignored.
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0, initialSpringVelocity: CGFloat = 0.0,
                              delay: TimeInterval = 0.0, options: UIView.AnimationOptions = [], animations: () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        guard duration > 0 else {  // no spring: the changes apply at once, as a 0-second block
            return animateOnModel(duration: 0, delay: delay, timing: .default, animations: animations, completion: completion)
        }
        let timing: Timing = initialSpringVelocity == 0
            ? .perceptualSpring(bounce: Double(bounce), duration: duration)
            : .physicalSpring(Spring.perceptual(duration: duration, bounce: Double(bounce), velocity: Double(initialSpringVelocity)))
        animateOnModel(duration: duration, delay: delay, timing: timing, animations: animations, completion: completion)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:) —
    /// `actionsWithoutAnimation` applies at once, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        UIKitWorld.required("UIView.performWithoutAnimation").runtime.animations.performWithoutAnimation(actionsWithoutAnimation)
    }

    /// One block on the current world's engine, in its current group; the completion runs in the world.
    static func animateOnModel(duration: TimeInterval, delay: TimeInterval, timing: Timing, animations: () -> Void,
                    completion: ((Bool) -> Void)?) {
        let world = UIKitWorld.required("UIView.animate")
        // The transition's first block is its main timing: the panel plots its curve.
        if world.currentGroup != nil && world.transitionTiming == nil { world.transitionTiming = timing }
        world.runtime.animations.animate(duration: max(0, duration), delay: max(0, delay), timing: timing, group: world.currentGroup,
                                         changes: animations, completion: world.inWorld(completion))
    }
}

extension UIKitWorld {
    /// `completion` run inside this world (the model calls it from `advance`, outside every world).
    func inWorld<T>(_ completion: ((T) -> Void)?) -> ((T) -> Void)? {
        guard let completion else { return nil }
        return { value in self.perform("a completion block") { completion(value) } }
    }

    /// `block` run inside this world (a property animator's animations, which the model runs later).
    func inWorld(_ block: (() -> Void)?) -> (() -> Void)? {
        guard let block else { return nil }
        return { self.perform("an animation block", block) }
    }
}
