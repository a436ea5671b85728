import SegueSupport

/// CGVector: one component per axis. As a spring's initial velocity (docs/animation.md,
/// "Property animators"), each component is in units of that axis's remaining distance per
/// second.
public struct Vector: Sendable, Hashable {
    /// Horizontal component; unit: whatever the use says (see the property using it); default 0.
    public var dx: Double
    /// Vertical component; same unit as `dx`; default 0.
    public var dy: Double
    public init(dx: Double = 0, dy: Double = 0) { self.dx = dx; self.dy = dy }
    public static let zero = Vector()

    /// The initial velocity a spring needs to carry a finger's velocity on: per axis, the
    /// velocity divided by the distance still to go, 0 where that distance is 0.
    /// Example: 200 pt to go at 1000 pt/s → 5 (the remaining distance five times per second).
    /// - Parameters:
    ///   - velocity: the finger's (or view's) velocity; unit: points per second; any value.
    ///   - current: where the view is now; unit: points.
    ///   - target: where the animation takes it; unit: points.
    /// - Returns: the vector in units of each axis's remaining distance per second.
    public static func springVelocity(_ velocity: Vector, from current: Point, to target: Point) -> Vector {
        func axis(_ v: Double, _ remaining: Double) -> Double { remaining == 0 ? 0 : v / remaining }
        return Vector(dx: axis(velocity.dx, target.x - current.x), dy: axis(velocity.dy, target.y - current.y))
    }
}

/// Which axis of a vector velocity a property's spring takes (docs/animation.md): x, width
/// and the x translation take dx; y, height and the y translation take dy; scalar properties
/// (alpha, scale, rotation, colour) take dx.
/// (`VelocityAxis+Property.swift` maps a property to its axis.)
package enum VelocityAxis {
    case horizontal, vertical
    package func component(_ v: Vector) -> Double { self == .vertical ? v.dy : v.dx }
}

/// UICubicTimingParameters: a Bézier over the animator's duration.
public struct CubicTimingParameters: Sendable, Hashable {
    public let curve: TimingCurve
    /// `init(animationCurve:)`: one of UIKit's named curves (`.easeInOut`, `.easeIn`, `.easeOut`, `.linear`).
    public init(animationCurve: TimingCurve) { curve = animationCurve }
    /// `init(controlPoint1:controlPoint2:)`: x of both points in [0, 1] (clamped), y any value.
    public init(controlPoint1 p1: Point, controlPoint2 p2: Point) {
        let b = CubicBezier(x1: p1.x, y1: p1.y, x2: p2.x, y2: p2.y)
        curve = TimingCurve.named.first { $0.curve.bezier == b }?.curve ?? .bezier(b)
    }
    /// `init()`: the system's default curve (easeInOut).
    public init() { curve = .easeInOut }
}

/// UISpringTimingParameters in its four forms.
public struct SpringTimingParameters: Sendable, Hashable {
    public enum Form: Sendable, Hashable {
        /// `init(dampingRatio:initialVelocity:)`: UIKit's block spring, fitted to the animator's
        /// duration (which holds). ζ in (0, 1].
        case dampingRatio(Double)
        /// `init(mass:stiffness:damping:initialVelocity:)`: a physical spring; the animator's
        /// duration becomes its settling duration.
        case physical(mass: Double, stiffness: Double, damping: Double)
        /// `init(duration:bounce:initialVelocity:)` (iOS 17): the perceptual spring; `duration`
        /// in seconds (> 0), `bounce` in [−1, 1]; the animator runs until it settles.
        case perceptual(duration: Double, bounce: Double)
    }
    public let form: Form
    /// Per axis, in units of that axis's remaining distance per second; default (0, 0).
    public let initialVelocity: Vector

    /// - Parameters: dampingRatio ζ (unitless, (0, 1]; clamped as the block spring clamps it),
    ///   initialVelocity (per axis, remaining distance per second; default (0, 0)).
    public init(dampingRatio: Double, initialVelocity: Vector = .zero) {
        form = .dampingRatio(dampingRatio)
        self.initialVelocity = initialVelocity
    }
    /// - Parameters: mass (> 0), stiffness (> 0, force per unit displacement), damping (≥ 0,
    ///   force per unit velocity), initialVelocity (per axis, remaining distance per second).
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Vector = .zero) {
        form = .physical(mass: mass, stiffness: stiffness, damping: damping)
        self.initialVelocity = initialVelocity
    }
    /// - Parameters: duration (seconds, > 0: the perceptual duration), bounce (unitless, [−1, 1]),
    ///   initialVelocity (per axis, remaining distance per second; default (0, 0)).
    public init(duration: Double, bounce: Double, initialVelocity: Vector = .zero) {
        form = .perceptual(duration: duration, bounce: bounce)
        self.initialVelocity = initialVelocity
    }
    /// `init()`: mass 3, stiffness 1000, damping 500 (ζ ≈ 4.56), velocity (0, 0).
    public init() { self.init(mass: 3, stiffness: 1000, damping: 500) }

    /// The spring timing of one axis: its velocity component goes into the spring.
    func timing(velocity v: Double) -> Timing {
        switch form {
        case .dampingRatio(let z): .blockSpring(dampingRatio: z, velocity: v, duration: nil)
        case let .physical(m, k, c): .physicalSpring(Spring(mass: m, stiffness: k, damping: c, initialVelocity: v))
        case let .perceptual(d, b): .physicalSpring(Spring.perceptual(duration: d, bounce: b, velocity: v))
        }
    }
}

/// UITimingCurveProvider: the timing of a property animator (docs/animation.md).
public enum TimingParameters: Sendable, Hashable {
    case cubic(CubicTimingParameters)
    case spring(SpringTimingParameters)

    /// The timing of the animations of a property on `axis`.
    package func timing(for axis: VelocityAxis) -> Timing {
        switch self {
        case .cubic(let c): .curve(c.curve)
        case .spring(let s): s.timing(velocity: axis.component(s.initialVelocity))
        }
    }

    /// The animator's duration with these parameters; unit: seconds. `duration` (seconds, ≥ 0)
    /// holds for cubic curves and the damping-ratio spring; physical and perceptual springs
    /// replace it with their settling duration (the longer of the two axes').
    public func animatorDuration(given duration: Double) -> Double {
        guard case .spring(let s) = self else { return duration }
        if case .dampingRatio = s.form { return duration }
        return [VelocityAxis.horizontal, .vertical].map { timing(for: $0).totalDuration(nominal: duration) }.max()!
    }

    /// How the log spells these parameters (`UICubicTimingParameters(animationCurve: .easeOut)`).
    public var logDescription: String {
        switch self {
        case .cubic(let c):
            if TimingCurve.named.contains(where: { $0.curve == c.curve }) && c.curve != .systemDefault {
                return "UICubicTimingParameters(animationCurve: .\(c.curve.name))"
            }
            let b = c.curve.bezier
            return "UICubicTimingParameters(controlPoint1: (\(DecimalText.compact(b.x1)), \(DecimalText.compact(b.y1))), controlPoint2: (\(DecimalText.compact(b.x2)), \(DecimalText.compact(b.y2))))"
        case .spring(let s):
            let v = "initialVelocity: (dx: \(DecimalText.compact(s.initialVelocity.dx)), dy: \(DecimalText.compact(s.initialVelocity.dy)))"
            switch s.form {
            case .dampingRatio(let z): return "UISpringTimingParameters(dampingRatio: \(DecimalText.compact(z)), \(v))"
            case let .physical(m, k, c):
                return "UISpringTimingParameters(mass: \(DecimalText.compact(m)), stiffness: \(DecimalText.compact(k)), damping: \(DecimalText.compact(c)), \(v))"
            case let .perceptual(d, b): return "UISpringTimingParameters(duration: \(DecimalText.compact(d)), bounce: \(DecimalText.compact(b)), \(v))"
            }
        }
    }
}
