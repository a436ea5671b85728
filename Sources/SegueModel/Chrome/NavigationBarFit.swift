/// What a navigation bar too narrow for its item shows (docs/chrome.md, "A narrow bar"), as
/// UIKit decides it: the title stays centred in the bar; the back button gives way first —
/// "‹ " + the previous title, then UIKit's generic "‹ Back", then the chevron "‹" alone — and only
/// then is the title truncated with "…" (still centred). A title never overlaps the back button:
/// at least one empty cell lies between them.
///
/// Pure: it counts in text cells (`width` gives each character's), so the terminal and the
/// pictures call it with their own measure.
public enum NavigationBarFit {
    /// The back button's generic text.
    public static let genericBack = "‹ Back"
    /// The back button's chevron alone.
    public static let chevron = "‹"
    /// The truncation mark.
    public static let ellipsis: Character = "…"

    /// The texts an item shows.
    public struct Fitted: Sendable, Equatable {
        /// The back button's text (nil: the item has none, a root).
        public var back: String?
        /// The title's text ("" when not even "…" fits).
        public var title: String
        public init(back: String?, title: String) {
            self.back = back
            self.title = title
        }
    }

    /// The column a title `titleWidth` cells wide starts at, centred in a bar of `barCells`
    /// cells (columns from the bar's left, rounded down).
    public static func titleStart(titleWidth: Int, barCells: Int) -> Int { (barCells - titleWidth) / 2 }

    /// Fits an item into a bar.
    /// - Parameters:
    ///   - title: the item's title.
    ///   - back: the back button's full text ("‹ " + the previous title); nil for a root item.
    ///   - barCells: the bar's width; unit: cells; ≥ 0.
    ///   - backStart: the column the back button's text starts at, from the bar's left; ≥ 0.
    ///   - width: a character's width in cells (0, 1 or 2).
    public static func fit(title: String, back: String?, barCells n: Int, backStart: Int,
                           width: (Character) -> Int) -> Fitted {
        func measure(_ s: String) -> Int { s.reduce(0) { $0 + width($1) } }
        let tw = measure(title)
        guard let back else {
            return Fitted(back: nil, title: truncate(title, to: n - 2 * backStart, width: width))
        }
        var ladder = [back]
        if measure(genericBack) < measure(back) { ladder.append(genericBack) }
        if measure(chevron) < measure(ladder.last!) { ladder.append(chevron) }
        for text in ladder where tw <= n && backStart + measure(text) + 1 <= titleStart(titleWidth: tw, barCells: n) {
            return Fitted(back: text, title: title)
        }
        // The chevron with one empty cell after it on the left, the same margin on the right.
        let margin = backStart + measure(chevron) + 1
        return Fitted(back: chevron, title: truncate(title, to: n - 2 * margin, width: width))
    }

    /// `text` when it is at most `limit` cells wide, else its longest prefix that leaves room for
    /// "…" followed by "…"; "" when `limit` < 1.
    public static func truncate(_ text: String, to limit: Int, width: (Character) -> Int) -> String {
        let total = text.reduce(0) { $0 + width($1) }
        if total <= limit { return text }
        guard limit >= 1 else { return "" }
        var out = "", used = 0
        let room = limit - width(ellipsis)
        for ch in text {
            let w = width(ch)
            if used + w > room { break }
            out.append(ch)
            used += w
        }
        return out + String(ellipsis)
    }
}
