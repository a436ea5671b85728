import SegueSupport

/// The ranges a spring's parameters are accepted in: one table, read by the scenario loader
/// and by `segue curve` alike (docs/scenarios.md, "Springs"; docs/cli.md, `segue curve`).
///
/// UIKit takes any positive mass, stiffness and damping (`CASpringAnimation`,
/// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`); segue bounds them so
/// that the maths stays finite and a spring can be drawn: with mass ≤ 10⁴, stiffness ≤ 10⁶ and
/// damping ≤ 10⁶, the discriminant c² − 4km stays within 10¹² (no overflow, no cancellation
/// to NaN), and √(k/m) ≤ `maximumUndampedFrequency` keeps an oscillation slower than the
/// samples that draw it. Where the loader and `segue curve` once differed (mass ≤ 1000 in a
/// scenario, ≤ 10⁴ in `curve`; damping ≤ 10⁵ in a scenario) the wider range was kept, so
/// nothing that loaded before is refused now.
extension Spring {
    public enum Limits {
        /// A physical spring's mass; unit: none (UIKit's mass); range (0, 10 000]; default 1.
        public static let mass = NumberRange.openClosed(0, 10_000)
        /// A physical spring's stiffness k; unit: none (force per distance); range (0, 10⁶]; default 100.
        public static let stiffness = NumberRange.openClosed(0, 1_000_000)
        /// A physical spring's damping coefficient c; unit: none; range [0, 10⁶]; default 10.
        /// A transition's spring must also settle, so the scenario loader refuses 0 (undamped)
        /// where `segue curve` plots it.
        public static let damping = NumberRange.closed(0, 1_000_000)
        /// Any spring's initial velocity; unit: fractions of the distance per second; range
        /// [−100, 100]; default 0.
        public static let velocity = NumberRange.closed(-100, 100)
        /// The largest undamped angular frequency √(k/m) a physical spring may have; unit: rad/s.
        public static let maximumUndampedFrequency = 1000.0
    }
}
