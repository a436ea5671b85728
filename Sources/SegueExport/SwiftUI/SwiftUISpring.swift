import SegueCore

/// The one place a spring is written as a SwiftUI `Animation` expression (docs/export.md,
/// "SwiftUI"; docs/animation.md, "Converting a spring"): the perceptual `.spring(duration:bounce:)`,
/// `.spring(response:dampingFraction:)` and the physical
/// `.interpolatingSpring(mass:stiffness:damping:initialVelocity:)`. Numbers as
/// `DecimalText.compact` writes them.
public enum SwiftUISpring {
    /// `.spring(duration: D, bounce: B)`: SwiftUI's perceptual spring; unit of `duration`: seconds.
    public static func perceptual(duration: Double, bounce: Double) -> String {
        ".spring(duration: \(SwiftLiteral.number(duration)), bounce: \(SwiftLiteral.number(bounce)))"
    }

    /// `.spring(response: R, dampingFraction: Z)` of `spring` (`SpringConversion.swiftUI`), which
    /// takes no initial velocity.
    public static func response(of spring: Spring) -> String {
        let s = SpringConversion.swiftUI(of: spring)
        return ".spring(response: \(SwiftLiteral.number(s.response)), dampingFraction: \(SwiftLiteral.number(s.dampingFraction)))"
    }

    /// `.interpolatingSpring` with the spring's mass, stiffness and damping, and its velocity
    /// (fractions of the distance per second, SwiftUI's unit too) when it has one, or always with
    /// `writesZeroVelocity` (`segue curve --as swiftui` shows every parameter).
    public static func interpolating(_ s: Spring, writesZeroVelocity: Bool = false) -> String {
        let velocity = s.initialVelocity == 0 && !writesZeroVelocity ? "" : ", initialVelocity: \(SwiftLiteral.number(s.initialVelocity))"
        return ".interpolatingSpring(mass: \(SwiftLiteral.number(s.mass)), stiffness: \(SwiftLiteral.number(s.stiffness)), damping: \(SwiftLiteral.number(s.damping))\(velocity))"
    }
}
