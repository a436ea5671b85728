import SegueCore

/// The event-log part of the side panel: the tail of the log that fits, one entry a row,
/// `1.234 update(0.42)` with the times right-aligned; warnings bold in the warning colour and
/// marked `! `.
///
/// The log takes most of the panel and changes little from frame to frame (a new entry scrolls
/// the others up one row), so each row's cells are kept in the `HUDMemo` with what they were
/// drawn from, and a row whose entry, time width and panel look are unchanged is copied back
/// instead of being drawn again. The cells are the same either way.
enum HUDLog {
    /// One drawn row and what it was drawn from.
    struct Row {
        var t: Double
        var text: String
        var isWarning: Bool
        /// The entry's time as shown, before padding.
        var stamp: String
        var stampWidth: Int
        var width: Int
        var ascii: Bool
        var color: Bool
        /// The row's `width` cells, from the panel's left edge.
        var cells: [Cell]

        func shows(_ e: LogEntry) -> Bool { t == e.t && isWarning == e.isWarning && text == e.text }
    }

    /// Draws the tail of `log` into rows `rows` of the panel at column `x`, `width` cells wide;
    /// the rows must be blank (the panel is cleared first).
    static func draw(_ log: [LogEntry], rows: Range<Int>, x: Int, width: Int, painter: HUDPainter,
                     into grid: inout CellGrid, memo: inout HUDMemo) {
        let entries = log.suffix(rows.count)
        let previous = memo.logRows
        // Match each entry with the row that showed it last frame (entries keep their order).
        var matches: [Int] = []
        var stamps: [String] = []
        matches.reserveCapacity(entries.count)
        stamps.reserveCapacity(entries.count)
        var from = 0
        previous.withUnsafeBufferPointer { rows in
            for e in entries {
                var found = -1
                for k in from..<rows.count where rows[k].shows(e) {
                    found = k
                    break
                }
                if found >= 0 { from = found + 1 }
                matches.append(found)
                stamps.append(found >= 0 ? rows[found].stamp : FixedDecimalText.string(e.t, decimals: 3))
            }
        }
        var stampWidth = 0   // stamps are ASCII digits, a point and maybe a sign: one cell a byte
        for stamp in stamps { stampWidth = max(stampWidth, stamp.utf8.count) }
        let ascii = painter.options.ascii, color = painter.options.color
        var drawn: [Row] = []
        drawn.reserveCapacity(entries.count)
        for (i, e) in entries.enumerated() {
            let y = rows.lowerBound + i
            let m = matches[i]
            if m >= 0, previous.withUnsafeBufferPointer({ rows in
                rows[m].stampWidth == stampWidth && rows[m].width == width && rows[m].ascii == ascii && rows[m].color == color
            }) {
                let row = previous[m]
                grid.setCells(row.cells, x: x, y: y)
                drawn.append(row)
                continue
            }
            let stamp = stamps[i]
            let padded = String(repeating: " ", count: stampWidth - stamp.utf8.count) + stamp + " "
            let body: (String, HUDRole) = e.isWarning ? ("! " + e.text, .warning) : (e.text, .text)
            painter.segments([(padded, .dim), body], row: y, into: &grid, memo: &memo)
            drawn.append(Row(t: e.t, text: e.text, isWarning: e.isWarning, stamp: stamp, stampWidth: stampWidth,
                             width: width, ascii: ascii, color: color, cells: grid.cells(x: x, y: y, count: width)))
        }
        memo.logRows = drawn
    }
}
