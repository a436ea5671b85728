import SegueCore

/// The event-log part of the side panel: oldest at the top, newest at the bottom, each entry
/// `1.234 update(0.42)` — a run of repeated calls folded to one, `1.234 update 0.04 → 0.56 ×20`
/// (`PanelLogFold`) — with the times right-aligned in a column as wide as the newest entry's
/// time needs; warnings bold in the warning colour and marked `! `. A line too long for the
/// panel wraps (`PanelLogWrap`): its continuation rows are indented under its text and carry no
/// time. The view shows the rows that fit, ending with the newest — or, scrolled back with
/// Page Up (`PanelLogScroll`), the rows above a bottom row that stays put, the last row of the log
/// area then saying how many entries are below (`↓ 12 newer`).
///
/// The log takes most of the panel and changes little from frame to frame (a new entry scrolls
/// the others up), so each entry's rows are kept in the `PanelMemo` with what they were drawn
/// from, and an entry whose text, time, time width and panel look are unchanged is copied back
/// instead of being drawn again. The cells are the same either way.
enum PanelLog {
    /// One entry's drawn rows and what they were drawn from.
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
        /// The entry's rows, each `width` cells from the panel's left edge.
        var cells: [[Cell]]

        func shows(_ e: PanelLogLine) -> Bool { t == e.t && isWarning == e.isWarning && text == e.text }
    }

    /// The time of `e` as the log shows it: seconds, 3 decimals.
    static func stamp(_ e: PanelLogLine) -> String { DecimalText.fixed(e.t, decimals: 3, rounding: .halfAwayFromZero) }

    /// Draws `calls`, runs folded (`PanelLogFold`), into rows `rows` of the panel at column `x`,
    /// `width` cells wide, scrolled as `scroll` says (its turns counted in calls); the rows must
    /// be blank (the panel is cleared first).
    static func draw(_ calls: [LogEntry], scroll calledScroll: LogScroll, rows: Range<Int>, x: Int, width: Int,
                     painter: PanelPainter, into grid: inout CellGrid, memo: inout PanelMemo) {
        let log = PanelLogFold.lines(calls)
        let scroll = PanelLogFold.scroll(calledScroll, in: log)
        guard let newest = log.last, !rows.isEmpty, width > 0 else {
            memo.logRows = []
            return
        }
        var drawer = Drawer(log: log, stampWidth: stamp(newest).utf8.count, width: width, painter: painter,
                            previous: memo.logRows)
        var window = rows.count
        var bottom = PanelLogScroll.Position(entry: log.count - 1, row: 0)
        var below = 0
        if !scroll.turns.isEmpty, window >= 2 {
            var counted: [Int: Int] = [:]
            let rowCount = { (i: Int) -> Int in
                if let n = counted[i] { return n }
                let n = drawer.rowCount(i)
                counted[i] = n
                return n
            }
            if let p = PanelLogScroll.bottom(scroll, count: log.count, window: window - 1, rows: rowCount) {
                window -= 1
                bottom = p
                below = log.count - 1 - p.entry + (p.row < rowCount(p.entry) - 1 ? 1 : 0)
            }
        }
        // The visible part of each entry, walking up from the bottom row.
        var pieces: [(row: Row, rows: Range<Int>)] = []
        var left = window
        var e = bottom.entry
        while left > 0, e >= 0 {
            let row = drawer.row(e, memo: &memo)
            let end = e == bottom.entry && below > 0 ? bottom.row + 1 : row.cells.count
            let start = max(0, end - left)
            pieces.append((row, start..<end))
            left -= end - start
            e -= 1
        }
        var y = rows.lowerBound
        for piece in pieces.reversed() {
            for k in piece.rows {
                grid.setCells(piece.row.cells[k], x: x, y: y)
                y += 1
            }
        }
        if below > 0 {
            painter.segments([("↓ \(below) newer", .playhead)], row: rows.upperBound - 1, into: &grid, memo: &memo)
        }
        memo.logRows = pieces.reversed().map(\.row)
    }

    /// Makes (or takes from last frame) the rows of log entries.
    struct Drawer {
        let log: [PanelLogLine]
        let stampWidth: Int
        let width: Int
        let painter: PanelPainter
        let previous: [Row]
        /// Where to look in `previous` for the next entry up (entries keep their order).
        var searchFrom: Int

        init(log: [PanelLogLine], stampWidth: Int, width: Int, painter: PanelPainter, previous: [Row]) {
            self.log = log
            self.stampWidth = stampWidth
            self.width = width
            self.painter = painter
            self.previous = previous
            searchFrom = previous.count - 1
        }

        /// The columns before entry `e`'s text: its time (padded to the column) and a space, and
        /// `! ` for a warning.
        func indent(_ e: PanelLogLine, stamp: String) -> Int {
            max(stampWidth, stamp.utf8.count) + 1 + (e.isWarning ? 2 : 0)
        }

        /// The lines entry `e` wraps to.
        func lines(_ e: PanelLogLine, stamp: String) -> [Substring] {
            PanelLogWrap.rows(PanelText.clean(e.text, ascii: painter.options.ascii), room: width - indent(e, stamp: stamp))
        }

        /// How many rows entry `i` takes.
        func rowCount(_ i: Int) -> Int { lines(log[i], stamp: PanelLog.stamp(log[i])).count }

        /// Entry `i`'s rows: last frame's when they show the same entry the same way, else drawn
        /// now. Call for entries from the bottom up.
        mutating func row(_ i: Int, memo: inout PanelMemo) -> Row {
            let e = log[i]
            var k = searchFrom
            while k >= 0, !previous[k].shows(e) { k -= 1 }
            if k >= 0 {
                searchFrom = k - 1
                let old = previous[k]
                if old.stampWidth == stampWidth, old.width == width, old.ascii == painter.options.ascii,
                   old.color == painter.options.color {
                    return old
                }
                return drawn(e, stamp: old.stamp, memo: &memo)
            }
            return drawn(e, stamp: PanelLog.stamp(e), memo: &memo)
        }

        /// Draws entry `e`'s rows into the memo's scratch grid and keeps their cells.
        func drawn(_ e: PanelLogLine, stamp: String, memo: inout PanelMemo) -> Row {
            let lines = lines(e, stamp: stamp)
            var scratch = memo.logScratch
            memo.logScratch = CellGrid(width: 0, height: 0)
            defer { memo.logScratch = scratch }
            if scratch.width != width || scratch.height < lines.count {
                scratch = CellGrid(width: width, height: max(lines.count, scratch.height))
            } else {
                scratch.clear()
            }
            let pen = PanelPainter(x: 0, width: width, options: painter.options)
            let role: PanelRole = e.isWarning ? .warning : .text
            let padding = String(repeating: " ", count: max(0, stampWidth - stamp.utf8.count))
            let mark = e.isWarning ? "! " : ""
            let continuation = String(repeating: " ", count: indent(e, stamp: stamp))
            var cells: [[Cell]] = []
            cells.reserveCapacity(lines.count)
            for (k, line) in lines.enumerated() {
                let lead = k == 0 ? (padding + stamp + " ", PanelRole.dim) : (continuation, PanelRole.dim)
                let text = k == 0 ? mark + line : String(line)
                pen.segments([lead, (text, role)], row: k, into: &scratch, memo: &memo)
                cells.append(scratch.cells(x: 0, y: k, count: width))
            }
            return Row(t: e.t, text: e.text, isWarning: e.isWarning, stamp: stamp, stampWidth: stampWidth, width: width,
                       ascii: painter.options.ascii, color: painter.options.color, cells: cells)
        }
    }
}
