import SegueSupport

/// The range an animation's duration is accepted in: one table, read by the scenario loader
/// (an animator's, a property animator's, a spring's `duration`, a fixed completion time) and
/// by `segue curve` (`spring(duration:)`, `--duration`) alike (docs/scenarios.md; docs/cli.md,
/// `segue curve`).
///
/// UIKit takes any positive duration; segue bounds it to what a transition can be tuned to and
/// a screen can show: at least 0.01 s (below a frame at 60 fps, the view would only jump), at
/// most 60 s. The two readers once differed (`segue curve` took up to 600 s); the scenario's
/// range was kept, since a curve plotted longer than any animation may run shows nothing a
/// transition can use.
extension Timing {
    public enum Limits {
        /// An animation's duration; unit: seconds; range [0.01, 60].
        public static let duration = NumberRange.closed(0.01, 60)
    }
}
