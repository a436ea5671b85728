import SegueSupport

/// The ranges a cubic Bézier's control points are accepted in: one table, read by the scenario
/// loader and by `segue curve` alike (docs/scenarios.md, "Curves"; docs/cli.md, `segue curve`).
///
/// x is a fraction of the duration and must stay in [0, 1] so that time runs forwards (Core
/// Animation requires it too). y is a fraction of the progress and may overshoot; the curve
/// never goes beyond its control points, so |y| ≤ 100 keeps a view within a hundred times its
/// distance. Any finite y keeps the maths finite; the bound is against typing mistakes
/// (`1e9`). The scenario loader once took |y| ≤ 10 where `segue curve` took ≤ 100: the wider
/// range was kept, so nothing that loaded before is refused now.
extension CubicBezier {
    public enum Limits {
        /// x1 and x2; unit: fraction of the duration; range [0, 1].
        public static let x = NumberRange.closed(0, 1)
        /// y1 and y2; unit: fraction of the progress; range [−100, 100].
        public static let y = NumberRange.closed(-100, 100)
    }
}
