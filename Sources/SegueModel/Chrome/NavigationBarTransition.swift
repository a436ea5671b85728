import SegueSupport
import SegueScenario

/// The navigation bar's item transition (docs/chrome.md, "The item transition"): where the
/// titles and back buttons of the two items are, and how opaque, at a progress of a push or a
/// pop. The bar itself does not move; only its items do.
///
/// With the bar `W` points wide, a title sits in a label `0.6 W` wide at `x = T = 0.2 W` (its
/// text centred), a back button ("‹ " + the previous screen's title) in a label `0.4 W` wide at
/// `x = B = 8` pt (its text leading-aligned). The deeper item is `upper` (the pushed screen's), the
/// other `lower`. At push progress `q` (a push: `q = p`; a pop: `q = 1 − p`, where `p` is the
/// transition's progress through its curve, the same the views follow):
///
/// - upper title: `x = T + (1 − q) · W / 2` (slides in from the right on a push, leaves to the
///   right on a pop);
/// - lower title: `x = T + q · (B − T)` (moves towards the back button on a push, comes from it
///   on a pop);
/// - both back buttons at `x = B`.
///
/// The alphas are UIKit's (`_UINavigationBarTransitionContextPush`/`Pop`'s `_animateContentView`):
/// the **outgoing** item's labels at `1 − fadeOut(p)`, the **incoming** item's at `fadeIn(p)`,
/// with `fadeOut` = cubic Bézier (0.25, 0.9, 0.25, 0.9) and `fadeIn` = (0.75, 0.1, 0.75, 0.1):
/// the old item is mostly gone in the first part, the new one mostly arrives in the second, and
/// they overlap in the middle (both ≈ 0.09 at p = ½). (UIKit keyframes the parts as [0, 0.575]
/// and [0.425, 1] — base 0.5, overlap 0.15 — only on the vision idiom; on iPhone and iPad the
/// two curves span the whole transition, as here.)
///
/// Every label is `NavigationBarTransition.height` tall at `y = 0` of the bar.
public enum NavigationBarTransition {
    /// The bar's height; unit: points (UIKit's 44).
    public static let height = 44.0
    /// The back button's left inset, `B`; unit: points.
    public static let backX = 8.0
    /// UIKit's `_UINavigationBarTransitionContext.fadeOutFunction`: the outgoing item's alpha is
    /// 1 − this of the progress.
    public static let fadeOut = CubicBezier(x1: 0.25, y1: 0.9, x2: 0.25, y2: 0.9)
    /// UIKit's `_UINavigationBarTransitionContext.fadeInFunction`: the incoming item's alpha.
    public static let fadeIn = CubicBezier(x1: 0.75, y1: 0.1, x2: 0.75, y2: 0.1)

    /// The outgoing item's alpha at transition progress `p` (0…1): 1 − fadeOut(p).
    public static func outgoingAlpha(_ p: Double) -> Double { 1 - fadeOut.y(forX: min(max(p, 0), 1)) }
    /// The incoming item's alpha at transition progress `p` (0…1): fadeIn(p).
    public static func incomingAlpha(_ p: Double) -> Double { fadeIn.y(forX: min(max(p, 0), 1)) }

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
        transition(lower: item, upper: nil, progress: 0, isPush: true, barWidth: barWidth)
    }

    /// The labels during a push (`isPush`) or pop between `lower` and `upper` at transition
    /// progress `p` (0…1, clamped), bottom to top: lower back, upper back, lower title, upper
    /// title. Labels of a root item's back button are absent.
    public static func transition(lower: Item, upper: Item?, progress p: Double, isPush: Bool, barWidth w: Double) -> [Label] {
        let p = min(max(p, 0), 1)
        let q = isPush ? p : 1 - p
        let (outgoing, incoming) = (outgoingAlpha(p), incomingAlpha(p))
        let (lowerAlpha, upperAlpha) = upper == nil ? (1, 0) : isPush ? (outgoing, incoming) : (incoming, outgoing)
        let t = titleX(barWidth: w), b = backX
        var labels: [Label] = []
        func add(_ kind: String, _ item: Item, text: String, x: Double, alpha: Double) {
            let width = kind == "back" ? backWidth(barWidth: w) : titleWidth(barWidth: w)
            labels.append(Label(id: "navigationBar.\(kind).\(item.screen)", text: text,
                                frame: Rect(x: x, y: 0, width: width, height: height), alpha: alpha))
        }
        if let back = lower.backTitle { add("back", lower, text: "‹ " + back, x: b, alpha: lowerAlpha) }
        if let upper, let back = upper.backTitle { add("back", upper, text: "‹ " + back, x: b, alpha: upperAlpha) }
        add("title", lower, text: lower.title, x: t + q * (b - t), alpha: lowerAlpha)
        if let upper { add("title", upper, text: upper.title, x: t + (1 - q) * w / 2, alpha: upperAlpha) }
        return labels
    }
}
