import SegueCore

/// https://developer.apple.com/documentation/uikit/uicubictimingparameters — a Bézier over the
/// animator's duration (the model's `CubicTimingParameters`).
@preconcurrency @MainActor open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The model's parameters.
    let parameters: CubicTimingParameters

    /// The system's default curve, easeInOut.
    public override init() {
        parameters = CubicTimingParameters()
        super.init()
    }

    /// One of UIKit's named curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        parameters = CubicTimingParameters(animationCurve: curve.timingCurve)
        super.init()
    }

    /// One of the model's curves (an `AnimationOptions` curve).
    init(modelCurve: TimingCurve) {
        parameters = CubicTimingParameters(animationCurve: modelCurve)
        super.init()
    }

    /// A cubic Bézier from (0, 0) to (1, 1): x of both points unitless in 0…1, y any value.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        parameters = CubicTimingParameters(controlPoint1: Point(x: Double(point1.x), y: Double(point1.y)),
                                           controlPoint2: Point(x: Double(point2.x), y: Double(point2.y)))
        super.init()
    }
}

/// https://developer.apple.com/documentation/uikit/uispringtimingparameters — the model's
/// springs (docs/animation.md, "Property animators"). `initialVelocity` is per axis, in that
/// axis's remaining distance per second (default (0, 0)).
@preconcurrency @MainActor open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The model's parameters.
    let parameters: SpringTimingParameters

    /// Mass 3, stiffness 1000, damping 500: the spring of UIKit's own transitions.
    public override init() {
        parameters = SpringTimingParameters()
        super.init()
    }

    /// UIKit's block spring fitted to the animator's duration; `ratio` unitless in (0, 1].
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }

    /// UIKit's block spring fitted to the animator's duration; `ratio` unitless in (0, 1].
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        parameters = SpringTimingParameters(dampingRatio: Double(ratio), initialVelocity: velocity.modelVector)
        super.init()
    }

    /// A physical spring: `mass` > 0, `stiffness` > 0 (force per unit displacement), `damping`
    /// ≥ 0 (force per unit velocity); the animator runs for its settling duration.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        parameters = SpringTimingParameters(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                                            initialVelocity: velocity.modelVector)
        super.init()
    }

    /// The perceptual spring (iOS 17): `duration` seconds (> 0), `bounce` unitless in −1…1.
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: .zero)
    }

    /// The perceptual spring (iOS 17): `duration` seconds (> 0), `bounce` unitless in −1…1.
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        parameters = SpringTimingParameters(duration: duration, bounce: Double(bounce), initialVelocity: velocity.modelVector)
        super.init()
    }
}

extension CGVector {
    var modelVector: Vector { Vector(dx: Double(dx), dy: Double(dy)) }
}

extension UIView.AnimationCurve {
    /// The model's curve of this name.
    var timingCurve: TimingCurve {
        switch self {
        case .easeInOut: .easeInOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }
}

/// The model's timing of a provider: only UIKit's two parameter classes can be modelled.
@MainActor func modelTimingParameters(_ provider: UITimingCurveProvider) -> TimingParameters {
    if let cubic = provider as? UICubicTimingParameters { return .cubic(cubic.parameters) }
    if let spring = provider as? UISpringTimingParameters { return .spring(spring.parameters) }
    UIKitWorld.notModelled("a timing curve provider other than UICubicTimingParameters or UISpringTimingParameters is not modelled")
}
