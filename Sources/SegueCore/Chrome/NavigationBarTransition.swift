/// The navigation bar's item transition (docs/chrome.md, "The item transition"): where the
/// titles and back buttons of the two items are, and how opaque, at a progress of a push or a
/// pop. The bar itself does not move; only its items do.
///
/// With the bar `W` points wide, a title sits in a label `0.6 W` wide at `x = T = 0.2 W` (its
/// text centred), a back button ("‹ " + the previous screen's title) in a label `0.4 W` wide at
/// `x = B = 8` pt (its text centred too). The deeper item is `upper` (the pushed screen's), the other `lower`. At push
/// progress `q` (a push: `q = p`; a pop: `q = 1 − p`, where `p` is the transition's progress
/// through its curve, the same the views follow):
///
/// - upper title: `x = T + (1 − q) · W / 2`, alpha `q` (slides in from the right on a push,
///   leaves to the right on a pop);
/// - lower title: `x = T + q · (B − T)`, alpha `1 − q` (moves towards the back button on a push,
///   comes from it on a pop);
/// - lower back button: `x = B`, alpha `1 − q`; upper back button: `x = B`, alpha `q` (they
///   cross-fade).
///
/// Every label is `NavigationBarTransition.height` tall at `y = 0` of the bar. Alphas are linear
/// in `q`: our stated approximation of UIKit's (whose old title fades a little faster).
public enum NavigationBarTransition {
    /// The bar's height; unit: points (UIKit's 44).
    public static let height = 44.0
    /// The back button's left inset, `B`; unit: points.
    public static let backX = 8.0

    /// One screen's navigation item.
    public struct Item: Sendable, Equatable {
        /// The screen id (the labels' timeline rows name it).
        public var screen: String
        /// The screen's title.
        public var title: String
        /// The title of the screen under it on the stack (its back button says "‹ " + this);
        /// nil on a root screen (no back button).
        public var backTitle: String?
        public init(screen: String, title: String, backTitle: String?) {
            self.screen = screen
            self.title = title
            self.backTitle = backTitle
        }
    }

    /// A label of the bar: a title or a back button.
    public struct Label: Sendable, Equatable {
        /// `navigationBar.title.<screen>` or `navigationBar.back.<screen>`.
        public var id: String
        /// The text drawn, centred in the frame.
        public var text: String
        /// Frame relative to the bar; unit: points.
        public var frame: Rect
        /// Opacity, 0…1.
        public var alpha: Double
    }

    /// The title label's resting x, `T`; unit: points; `barWidth` in points.
    public static func titleX(barWidth: Double) -> Double { 0.2 * barWidth }

    /// A title label's width, `0.6 W`; unit: points; `barWidth` in points.
    public static func titleWidth(barWidth: Double) -> Double { 0.6 * barWidth }

    /// A back button's width, `0.4 W`; unit: points; `barWidth` in points.
    public static func backWidth(barWidth: Double) -> Double { 0.4 * barWidth }

    /// The labels of the bar at rest, showing `item`.
    public static func resting(_ item: Item, barWidth: Double) -> [Label] {
        transition(lower: item, upper: nil, pushProgress: 0, barWidth: barWidth)
    }

    /// The labels during a push or pop between `lower` and `upper` at push progress `q` (0…1,
    /// clamped), bottom to top: lower back, upper back, lower title, upper title. Labels of a
    /// root item's back button are absent.
    public static func transition(lower: Item, upper: Item?, pushProgress q: Double, barWidth w: Double) -> [Label] {
        let q = min(max(q, 0), 1)
        let t = titleX(barWidth: w), b = backX
        var labels: [Label] = []
        func add(_ kind: String, _ item: Item, text: String, x: Double, alpha: Double) {
            let width = kind == "back" ? backWidth(barWidth: w) : titleWidth(barWidth: w)
            labels.append(Label(id: "navigationBar.\(kind).\(item.screen)", text: text,
                                frame: Rect(x: x, y: 0, width: width, height: height), alpha: alpha))
        }
        if let back = lower.backTitle { add("back", lower, text: "‹ " + back, x: b, alpha: 1 - q) }
        if let upper, let back = upper.backTitle { add("back", upper, text: "‹ " + back, x: b, alpha: q) }
        add("title", lower, text: lower.title, x: t + q * (b - t), alpha: 1 - q)
        if let upper { add("title", upper, text: upper.title, x: t + (1 - q) * w / 2, alpha: q) }
        return labels
    }
}
