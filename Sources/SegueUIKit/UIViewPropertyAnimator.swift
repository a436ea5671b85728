import SegueCore

/// https://developer.apple.com/documentation/uikit/uiviewanimatingstate
public enum UIViewAnimatingState: Int, Sendable {
    case inactive = 0, active, stopped
}

/// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator — the model's property
/// animator (docs/animation.md, "Property animators"): its clock, scrubbing, reversing and
/// completions are the model's. Blocks and completions run in the world that made it.
@preconcurrency @MainActor open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The model's animator.
    public let modelAnimator: PropertyAnimator
    let world: UIKitWorld

    /// `duration` in seconds (≥ 0; 0 runs as the model's 0.2 s); `parameters` a
    /// `UICubicTimingParameters` or `UISpringTimingParameters`.
    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        world = UIKitWorld.required("a UIViewPropertyAnimator")
        modelAnimator = PropertyAnimator(runtime: world.runtime, duration: duration, timingParameters: modelTimingParameters(parameters))
        super.init()
    }

    /// `duration` in seconds (≥ 0), one of UIKit's named curves, and the first animations.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        let world = UIKitWorld.required("a UIViewPropertyAnimator")
        self.init(world, PropertyAnimator(runtime: world.runtime, duration: duration, curve: curve.timingCurve,
                                          animations: world.inWorld(animations)))
    }

    /// `duration` in seconds (≥ 0), a Bézier (x of both points in 0…1), and the first animations.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        let world = UIKitWorld.required("a UIViewPropertyAnimator")
        self.init(world, PropertyAnimator(runtime: world.runtime, duration: duration, controlPoint1: Point(x: Double(point1.x), y: Double(point1.y)),
                                          controlPoint2: Point(x: Double(point2.x), y: Double(point2.y)), animations: world.inWorld(animations)))
    }

    /// `duration` in seconds (≥ 0), UIKit's block spring of damping `ratio` (0, 1], and the first animations.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        let world = UIKitWorld.required("a UIViewPropertyAnimator")
        self.init(world, PropertyAnimator(runtime: world.runtime, duration: duration, dampingRatio: Double(ratio),
                                          animations: world.inWorld(animations)))
    }

    /// Faces `animator`, made in `world`.
    init(_ world: UIKitWorld, _ animator: PropertyAnimator) {
        self.world = world
        modelAnimator = animator
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/runningpropertyanimator(withduration:delay:options:animations:completion:) —
    /// an animator with the options' curve, started (after `delay` seconds, ≥ 0).
    public class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                              completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration,
                                              timingParameters: UICubicTimingParameters(modelCurve: options.curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        if delay > 0 { animator.startAnimation(afterDelay: delay) } else { animator.startAnimation() }
        return animator
    }

    // MARK: State

    /// The animator's duration; unit: seconds (a spring's settling duration for physical springs).
    open var duration: TimeInterval { modelAnimator.duration }
    open var state: UIViewAnimatingState { UIViewAnimatingState(modelAnimator.state) }
    open var isRunning: Bool { modelAnimator.isRunning }
    /// Default true.
    open var isInterruptible: Bool {
        get { modelAnimator.isInterruptible }
        set { modelAnimator.isInterruptible = newValue }
    }
    /// Default true: scrubbing a paused animator moves along a linear curve.
    open var scrubsLinearly: Bool {
        get { modelAnimator.scrubsLinearly }
        set { modelAnimator.scrubsLinearly = newValue }
    }
    /// Default false.
    open var pausesOnCompletion: Bool {
        get { modelAnimator.pausesOnCompletion }
        set { modelAnimator.pausesOnCompletion = newValue }
    }
    /// 0…1; settable while inactive or paused.
    open var fractionComplete: CGFloat {
        get { CGFloat(modelAnimator.fractionComplete) }
        set { modelAnimator.fractionComplete = Double(newValue) }
    }
    open var isReversed: Bool {
        get { modelAnimator.isReversed }
        set { modelAnimator.isReversed = newValue }
    }

    // MARK: Control

    open func startAnimation() { modelAnimator.startAnimation() }
    /// `delay` in seconds (≥ 0).
    open func startAnimation(afterDelay delay: TimeInterval) { modelAnimator.startAnimation(afterDelay: delay) }
    open func pauseAnimation() { modelAnimator.pauseAnimation() }
    open func stopAnimation(_ withoutFinishing: Bool) { modelAnimator.stopAnimation(withoutFinishing) }
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) { modelAnimator.finishAnimation(at: finalPosition.modelPosition) }

    open func addAnimations(_ animation: @escaping () -> Void) {
        let world = world
        modelAnimator.addAnimations { world.perform("an animation block", animation) }
    }

    /// `delayFactor` unitless in 0…1: the block starts after that fraction of the remaining duration.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let world = world
        modelAnimator.addAnimations({ world.perform("an animation block", animation) }, delayFactor: Double(delayFactor))
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        let world = world
        modelAnimator.addCompletion { position in world.perform("a completion block") { completion(UIViewAnimatingPosition(position)) } }
    }

    /// `durationFactor` unitless (> 0) scales the remaining duration; nil parameters keep the timing.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        modelAnimator.continueAnimation(withTimingParameters: parameters.map(modelTimingParameters), durationFactor: Double(durationFactor))
    }
}

extension UIViewAnimatingState {
    init(_ state: PropertyAnimator.State) {
        switch state {
        case .inactive: self = .inactive
        case .active: self = .active
        case .stopped: self = .stopped
        }
    }
}

extension UIViewAnimatingPosition {
    init(_ position: PropertyAnimator.Position) {
        switch position {
        case .end: self = .end
        case .start: self = .start
        case .current: self = .current
        }
    }

    var modelPosition: PropertyAnimator.Position {
        switch self {
        case .end: .end
        case .start: .start
        case .current: .current
        }
    }
}
