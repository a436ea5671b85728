import SegueCore

/// Timing as UIKit calls (docs/export.md, "Timing"): which API runs an animator's animations and
/// the arguments that give it the scenario's curve or spring.
enum TimingCode {
    /// The `UIView.AnimationOptions` curve of a named curve (`.curveEaseInOut`), nil for others.
    static func curveOption(_ c: TimingCurve) -> String? {
        ViewAnimationOptions.curves.first { $0.curve == c }.map { "." + $0.name }
    }

    /// The `UIView.AnimationCurve` case of a named curve (`.easeInOut`), nil for others.
    static func animationCurve(_ c: TimingCurve) -> String? {
        switch c {
        case .linear, .easeIn, .easeOut, .easeInOut: "." + c.name
        case .systemDefault, .bezier: nil
        }
    }

    /// `UICubicTimingParameters(...)` for any curve: by name when UIKit has one, else its control points.
    static func cubicParameters(_ c: TimingCurve) -> String {
        if let name = animationCurve(c) { return "UICubicTimingParameters(animationCurve: \(name))" }
        let b = c.bezier
        return "UICubicTimingParameters(controlPoint1: \(point(b.x1, b.y1)), controlPoint2: \(point(b.x2, b.y2)))"
    }

    static func point(_ x: Double, _ y: Double) -> String {
        "CGPoint(x: \(SwiftLiteral.number(x)), y: \(SwiftLiteral.number(y)))"
    }

    static func vector(dx: String, dy: String) -> String { "CGVector(dx: \(dx), dy: \(dy))" }

    /// `UISpringTimingParameters(...)` / `UICubicTimingParameters(...)` for property-animator
    /// timing, with `velocity` (code of a `CGVector`) in place of the parameters' own when given.
    static func parameters(_ p: TimingParameters, velocity: String? = nil) -> String {
        switch p {
        case .cubic(let c): return cubicParameters(c.curve)
        case .spring(let s):
            let v = velocity ?? vector(dx: SwiftLiteral.number(s.initialVelocity.dx), dy: SwiftLiteral.number(s.initialVelocity.dy))
            let isStill = velocity == nil && s.initialVelocity == .zero
            switch s.form {
            case .dampingRatio(let z):
                return "UISpringTimingParameters(dampingRatio: \(SwiftLiteral.number(z))" + (isStill ? ")" : ", initialVelocity: \(v))")
            case let .physical(m, k, c):
                return "UISpringTimingParameters(mass: \(SwiftLiteral.number(m)), stiffness: \(SwiftLiteral.number(k)), "
                    + "damping: \(SwiftLiteral.number(c)), initialVelocity: \(v))"
            case let .perceptual(d, b):
                return "UISpringTimingParameters(duration: \(SwiftLiteral.number(d)), bounce: \(SwiftLiteral.number(b))"
                    + (isStill ? ")" : ", initialVelocity: \(v))")
            }
        }
    }

    /// What runs an animator's animations, by its driver and timing.
    enum Runner: Equatable {
        /// `UIView.animate(withDuration:delay:options:animations:completion:)`.
        case curveBlock(option: String)
        /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`.
        case springBlock(damping: Double, velocity: Double)
        /// A `UIViewPropertyAnimator(duration:timingParameters:)`.
        case propertyAnimator(parameters: String)
    }

    /// The runner of `spec`'s animations.
    static func runner(_ spec: AnimatorSpec) -> Runner {
        if spec.driver == .propertyAnimator {
            return .propertyAnimator(parameters: parameters(spec.timingParameters ?? TimingParameters(spec.timing, duration: spec.duration)))
        }
        switch spec.timing {
        case .curve(let c):
            if let option = curveOption(c) { return .curveBlock(option: option) }
            return .propertyAnimator(parameters: cubicParameters(c))
        case let .blockSpring(z, v, _): return .springBlock(damping: z, velocity: v)
        case .perceptualSpring, .physicalSpring, .coreAnimationSpring:
            return .propertyAnimator(parameters: parameters(TimingParameters(spec.timing, duration: spec.duration)))
        }
    }

    /// Whether `spec`'s animations run on `UISpringTimingParameters(duration:bounce:)` (iOS 17).
    static func runnerNeedsIOS17(_ spec: AnimatorSpec) -> Bool {
        guard case .propertyAnimator(let parameters) = runner(spec) else { return false }
        return parameters.hasPrefix("UISpringTimingParameters(duration:")
    }

    /// `transitionDuration`: the animator's duration, a block spring's own, or what a physical or
    /// perceptual spring runs for (its settling duration, as UIKit's property animator uses it).
    static func transitionDuration(_ spec: AnimatorSpec) -> Double {
        if spec.driver == .propertyAnimator, let p = spec.timingParameters { return p.animatorDuration(given: spec.duration) }
        return spec.timing.totalDuration(nominal: spec.duration)
    }

    /// The keyframe options: the calculation mode, and the overall curve when it is not the
    /// default easeInOut (through the curve option's raw value, as UIKit documents).
    static func keyframeOptions(mode: CalculationMode, curve: TimingCurve) -> String {
        var options: [String] = []
        if mode != .linear { options.append(".calculationMode" + SwiftLiteral.typeName(mode.rawValue)) }
        if curve != .easeInOut, let option = curveOption(curve) {
            options.append("UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions\(option).rawValue)")
        }
        return "[" + options.joined(separator: ", ") + "]"
    }
}
