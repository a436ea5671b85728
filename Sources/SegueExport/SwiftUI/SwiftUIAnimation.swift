import SegueCore

/// An animator's timing as a SwiftUI `Animation` expression (docs/export.md, "Timing"),
/// with the comment lines that say what the expression is and how close it gets.
///
/// Named curves become `.easeInOut(duration:)`, `.easeIn`, `.easeOut` and `.linear`; Core
/// Animation's default and custom curves `.timingCurve(_:_:_:_:duration:)`; the perceptual
/// spring `.spring(duration:bounce:)`; a physical spring
/// `.interpolatingSpring(mass:stiffness:damping:initialVelocity:)`. UIKit's block spring has no
/// SwiftUI form: it is converted through `SpringConversion` into `.spring(response:dampingFraction:)`,
/// or into `.interpolatingSpring` when it has an initial velocity (which only that one carries),
/// and the comment gives the largest difference of the two curves, as `segue curve --as swiftui` prints it.
/// The springs are written by `SwiftUISpring`.
struct SwiftUIAnimation {
    /// The expression, e.g. `.easeInOut(duration: 0.4)`, with `.delay(_:)` appended for a delay.
    var expression: String
    /// What the doc comment says about it, one line each.
    var comments: [String]

    /// - Parameters:
    ///   - timing: the animator's timing.
    ///   - duration: the animator's `transitionDuration`; unit: seconds; > 0.
    ///   - delay: the animator's delay; unit: seconds; ≥ 0 (0: no `.delay`).
    init(_ timing: Timing, duration: Double, delay: Double) {
        comments = []
        switch timing {
        case .curve(let curve):
            expression = Self.curve(curve, duration: duration)
            comments.append("\(SwiftLiteral.number(duration)) s, \(curve.name).")
        case let .perceptualSpring(bounce, d):
            expression = SwiftUISpring.perceptual(duration: d ?? duration, bounce: bounce)
            comments.append("The perceptual spring: duration \(SwiftLiteral.number(d ?? duration)) s, bounce \(SwiftLiteral.number(bounce)); it runs until it settles.")
        case .physicalSpring(let spring):
            expression = SwiftUISpring.interpolating(spring)
            comments.append("The physical spring (CASpringAnimation): mass \(SwiftLiteral.number(spring.mass)), stiffness \(SwiftLiteral.number(spring.stiffness)), damping \(SwiftLiteral.number(spring.damping)).")
            if spring.dampingRatio > 1, !spring.allowsOverdamping {
                comments.append("ζ \(SwiftLiteral.number(spring.dampingRatio)) > 1: Core Animation computes it critically damped, SwiftUI may not.")
            }
        case let .coreAnimationSpring(spring, d):
            expression = SwiftUISpring.interpolating(spring)
            comments.append("UIKit's curve 7 (UISpringTimingParameters()): mass \(SwiftLiteral.number(spring.mass)), stiffness \(SwiftLiteral.number(spring.stiffness)), damping \(SwiftLiteral.number(spring.damping)), computed critically damped; UIKit ends it at \(SwiftLiteral.number(d)) s.")
        case let .blockSpring(z, v, d):
            let fitted = d ?? duration
            (expression, comments) = Self.blockSpring(dampingRatio: z, velocity: v, duration: fitted)
        }
        if delay > 0 {
            expression += ".delay(\(SwiftLiteral.number(delay)))"
            comments.append("Starts after a delay of \(SwiftLiteral.number(delay)) s.")
        }
    }

    /// A Bézier curve over `duration` seconds: SwiftUI's named curve when UIKit's has the same
    /// control points (linear, easeIn, easeOut, easeInOut), else `.timingCurve` with the points.
    static func curve(_ curve: TimingCurve, duration: Double) -> String {
        switch curve {
        case .linear: return ".linear(duration: \(SwiftLiteral.number(duration)))"
        case .easeIn: return ".easeIn(duration: \(SwiftLiteral.number(duration)))"
        case .easeOut: return ".easeOut(duration: \(SwiftLiteral.number(duration)))"
        case .easeInOut: return ".easeInOut(duration: \(SwiftLiteral.number(duration)))"
        case .systemDefault, .bezier:
            let b = curve.bezier
            return ".timingCurve(\(SwiftLiteral.number(b.x1)), \(SwiftLiteral.number(b.y1)), \(SwiftLiteral.number(b.x2)), \(SwiftLiteral.number(b.y2)), duration: \(SwiftLiteral.number(duration)))"
        }
    }

    /// UIKit's block spring fitted to `duration` seconds, converted (docs/animation.md,
    /// "Converting a spring"), with the largest difference from UIKit's curve.
    static func blockSpring(dampingRatio z: Double, velocity v: Double, duration: Double) -> (String, [String]) {
        let block = Timing.blockSpring(dampingRatio: z, velocity: v, duration: duration)
        let spring = block.spring(nominalDuration: duration)!
        let f = SpringConversion.framer(of: spring)
        let converted = Spring(mass: 1, stiffness: f.tension, damping: f.friction, initialVelocity: v, allowsOverdamping: true)
        let expression = v == 0 ? SwiftUISpring.response(of: spring) : SwiftUISpring.interpolating(converted)
        let (difference, at) = SpringConversion.largestDifference(block.evaluator(nominalDuration: duration),
                                                                  Timing.physicalSpring(converted).evaluator(nominalDuration: 1))
        let spec = "spring(duration: \(SwiftLiteral.number(duration)), damping: \(SwiftLiteral.number(z)), velocity: \(SwiftLiteral.number(v)))"
        var comments = ["UIKit's block spring (duration \(SwiftLiteral.number(duration)) s, damping ratio \(SwiftLiteral.number(z)), velocity \(SwiftLiteral.number(v))), converted.",
                        "How close: max |Δ| = \(DecimalText.fixed(difference, decimals: 6)) at t = \(DecimalText.fixed(at, decimals: 3)) s"
                            + " (UIKit cuts it at \(SwiftLiteral.number(duration)) s, SwiftUI lets it settle),",
                        "as `segue curve '\(spec)' --as swiftui` prints."]
        if v != 0 { comments.append("`.spring(response:dampingFraction:)` takes no initial velocity, so this is the physical form.") }
        return (expression, comments)
    }
}

