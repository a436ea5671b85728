/// A timing curve or spring written as one line of text, as `segue curve SPEC` takes it
/// (docs/cli.md):
///
/// - a curve name: `linear`, `easeIn`, `easeOut`, `easeInOut`, `default` (docs/animation.md);
/// - `bezier(x1, y1, x2, y2)`: four plain numbers, x1 and x2 in [0, 1], y1 and y2 within ±100;
/// - `spring(duration: 0.5, damping: 0.6, velocity: 0)`: form 1 of docs/animation.md, UIKit's block spring.
///   `damping` is the damping ratio ζ, > 0; values above 1 are clamped to 1 (UIKit's block
///   spring is never overdamped) with a warning. `velocity` defaults to 0. Without `duration`
///   the spring is fitted to the caller's default duration;
/// - `spring(dampingRatio: 0.6, velocity: 0)`: UISpringTimingParameters(dampingRatio:initialVelocity:),
///   form 1 fitted to the caller's default duration (`--duration`); it takes no `duration`;
/// - `spring(duration: 0.5, bounce: 0.3)`: form 2, the perceptual spring; bounce in [−1, 1];
///   without `duration` the caller's default duration is used;
/// - `spring(mass: 1, stiffness: 100, damping: 10, velocity: 0, allowsOverdamping: false)`: form
///   3, a physical spring; every label optional (defaults 1, 100, 10, 0, false), but at least
///   `mass` or `stiffness` must be present: that is what tells it from form 1, where `damping`
///   is a ratio. Without `allowsOverdamping: true` a ζ above 1 is computed critically damped.
///
/// Whitespace is free around every token; spring labels may come in any order. Numbers are
/// plain decimals (`-0.5`, `.5`, `1e-3`); `nan` and `inf` are refused. Seconds are bounded to
/// (0, 600], velocities (fractions of the distance per second) to ±100, mass to (0, 10⁴],
/// stiffness to (0, 10⁶], physical damping to [0, 10⁶], and ω0 = √(k/m) to at most 1000 rad/s.
public struct CurveSpec: Sendable, Equatable {
    /// Which of the five forms the spec was written in.
    public enum Kind: String, Sendable, Equatable {
        /// A named curve or `bezier(...)`.
        case curve
        /// Form 1: UIKit's block spring, fitted to a duration, cut there and snapped to 1.
        case blockSpring
        /// Form 2: the perceptual spring (duration and bounce), runs until settled.
        case perceptualSpring
        /// Form 3: a physical spring (mass, stiffness, damping), runs until settled.
        case physicalSpring
    }

    /// The form of the spec.
    public let kind: Kind
    /// The timing the spec describes.
    public let timing: Timing
    /// The `duration:` written in the spec, in seconds; nil when it has none (curves never do).
    public let duration: Double?
    /// The spec written out in canonical form, e.g. `spring(duration: 0.5, damping: 0.6, velocity: 0)`.
    public let text: String
    /// Things the parser changed and the user should hear about (e.g. a clamped damping ratio).
    public let warnings: [String]

    /// A prepared evaluator. `defaultDuration` (seconds, > 0; default 1) is the duration of a
    /// curve, and of a form-1 or form-2 spring that names none. The evaluator's `duration` is
    /// the time to plot: that duration for curves and block springs, the settle time for
    /// perceptual and physical springs.
    public func evaluator(defaultDuration: Double = 1) -> TimingEvaluator {
        timing.evaluator(nominalDuration: duration ?? defaultDuration)
    }

    /// The curve names accepted, in the order help texts list them.
    public static var curveNames: [String] { TimingCurve.named.map(\.name) }

    /// Every label `spring(...)` accepts, over all its forms.
    public static let springLabels = ["duration", "damping", "velocity", "bounce", "mass", "stiffness",
                                      "dampingRatio", "allowsOverdamping"]
    /// The labels whose value is `true` or `false` rather than a number.
    public static let booleanLabels: Set<String> = ["allowsOverdamping"]

    /// Largest velocity magnitude accepted, in fractions of the distance per second (`Spring.Limits.velocity`).
    public static let maximumVelocity = Spring.Limits.velocity.upper!
    /// Largest undamped angular frequency √(k/m) accepted for a physical spring, rad/s (`Spring.Limits`).
    public static let maximumFrequency = Spring.Limits.maximumUndampedFrequency

    /// Parses `text`. Errors carry the 1-based column (in characters) of the offending token.
    public static func parse(_ text: String) throws(CurveSpecError) -> CurveSpec {
        var parser = CurveSpecParser(text)
        return try parser.parse()
    }
}

/// What is wrong with a curve spec, and where.
public struct CurveSpecError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 1-based column, in characters, of the token the problem is about.
    public let column: Int
    /// What is wrong, as a sentence fragment without a trailing period.
    public let message: String

    public init(column: Int, message: String) {
        self.column = column
        self.message = message
    }

    /// `column N: message`.
    public var description: String { "column \(column): \(message)" }
}
