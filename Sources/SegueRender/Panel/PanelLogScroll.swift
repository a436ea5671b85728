import SegueCore

/// Where a scrolled call log's view is: the turns of a `LogScroll` played against the log's
/// rows as the panel wraps them now (docs/panel-and-exports.md).
///
/// Positions are rows of the wrapped log: row `row` of entry `entry`'s rows. A view is `window`
/// rows tall and is known by its bottom row. Page Up moves the bottom up by `window − 1` rows,
/// but never so far that the view's top would be above the log's first row; Page Down moves it
/// down as much, and a bottom that reaches the last row of the entries there were at that turn
/// means the view follows the newest entry again (nil).
enum PanelLogScroll {
    struct Position: Equatable {
        var entry: Int
        var row: Int
    }

    /// The bottom row of the view after `scroll`'s turns, or nil when the view follows the
    /// newest entry. `count` entries in the log now; `rows(i)` is how many rows entry `i`
    /// takes (≥ 1); `window` ≥ 1.
    static func bottom(_ scroll: LogScroll, count: Int, window: Int, rows: (Int) -> Int) -> Position? {
        let step = max(1, window - 1)
        var position: Position?
        for turn in scroll.turns {
            let n = min(max(turn.entries, 0), count)
            switch turn.direction {
            case .up:
                guard let start = position ?? last(n, rows) else { continue }
                let moved = up(start, by: turn.pages * step, rows) ?? Position(entry: 0, row: 0)
                position = clampedToTop(moved, window: window, entries: n, rows)
            case .down:
                guard let p = position else { continue }
                position = down(p, by: turn.pages * step, entries: n, rows)
            }
        }
        return position
    }

    /// The last row of the first `n` entries (nil when `n` is 0).
    static func last(_ n: Int, _ rows: (Int) -> Int) -> Position? {
        n > 0 ? Position(entry: n - 1, row: rows(n - 1) - 1) : nil
    }

    /// `p` moved up `k` rows, or nil when that is above the first row.
    static func up(_ p: Position, by k: Int, _ rows: (Int) -> Int) -> Position? {
        var e = p.entry, r = p.row - k
        while r < 0 {
            e -= 1
            if e < 0 { return nil }
            r += rows(e)
        }
        return Position(entry: e, row: r)
    }

    /// `p` moved down `k` rows within the first `n` entries, or nil when that reaches their last row.
    static func down(_ p: Position, by k: Int, entries n: Int, _ rows: (Int) -> Int) -> Position? {
        var e = p.entry, r = p.row + k
        while e < n, r >= rows(e) {
            r -= rows(e)
            e += 1
        }
        if e >= n || (e == n - 1 && r == rows(e) - 1) { return nil }
        return Position(entry: e, row: r)
    }

    /// `p`, or the lowest bottom that keeps a `window`-row view's top at or below the first row
    /// when `p` is higher; nil when that is the last row of the first `n` entries or past it
    /// (they all fit in the view).
    static func clampedToTop(_ p: Position, window: Int, entries n: Int, _ rows: (Int) -> Int) -> Position? {
        if up(p, by: window - 1, rows) != nil { return p }
        return down(Position(entry: 0, row: 0), by: window - 1, entries: n, rows)
    }
}
