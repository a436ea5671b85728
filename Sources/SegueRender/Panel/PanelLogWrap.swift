/// How a call-log line is broken into rows of the side panel (docs/panel-and-exports.md).
///
/// A line breaks at a space or after an opening parenthesis where it can: a row ends at the
/// last such place that lets its text fit, and the spaces at a break are dropped (the next row
/// starts at the next word), so `navigationController(animationControllerFor: .pop, …)` breaks
/// after `navigationController(`. A word wider than a whole row is cut where the row is full. A
/// wide character is never split: it goes to the next row whole (alone on a row of 1 cell, it
/// is left for the painter to cut).
enum PanelLogWrap {
    /// The rows `text` (already cleaned for the panel: see `PanelText.clean`) takes in rows of
    /// `room` cells; at least one row. A `room` below 1 gives the whole text as one row.
    static func rows(_ text: String, room: Int) -> [Substring] {
        // Display width is at most one cell a UTF-8 byte: a short line fits without measuring.
        if room < 1 || text.utf8.count <= room { return [text[...]] }
        var rows: [Substring] = []
        var start = text.startIndex
        var used = 0
        // Where the current row may end at a space: the end of its text and where the next row starts.
        var lastBreak: (end: String.Index, next: String.Index)?
        var i = start
        while i < text.endIndex {
            let ch = text[i]
            let after = text.index(after: i)
            let w = DisplayWidth.of(ch)
            if ch == " " {
                if let b = lastBreak, b.next == i {
                    lastBreak = (b.end, after)  // a run of spaces: the row would end before the first
                } else {
                    lastBreak = (i, after)
                }
                if used + w > room {  // the row is full at a space: break here
                    rows.append(text[start..<lastBreak!.end])
                    start = skipSpaces(text, from: after)
                    (i, used, lastBreak) = (start, 0, nil)
                    continue
                }
                used += w
                i = after
                continue
            }
            if used + w <= room || (i == start) {
                used += w
                if ch == "(" { lastBreak = (after, after) }
                i = after
                continue
            }
            if let b = lastBreak, b.end > start {
                rows.append(text[start..<b.end])
                start = b.next
            } else {
                rows.append(text[start..<i])
                start = i
            }
            // Measure again from the new row's start up to (not including) `i`.
            used = 0
            var k = start
            while k < i {
                used += DisplayWidth.of(text[k])
                k = text.index(after: k)
            }
            lastBreak = nil
        }
        if start < text.endIndex || rows.isEmpty { rows.append(text[start...]) }
        return rows
    }

    private static func skipSpaces(_ text: String, from i: String.Index) -> String.Index {
        var i = i
        while i < text.endIndex, text[i] == " " { i = text.index(after: i) }
        return i
    }
}
