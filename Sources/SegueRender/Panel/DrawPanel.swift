import SegueCore

/// Draws the side panel for `info` into `rect` of `grid`, clearing the rectangle first.
///
/// Rows, top to bottom (see `PanelLayout` for who gets rows when space is short):
/// - the scenario title, bold, truncated with `…`;
/// - the status: `pop · interactive` (operation · phase, or `idle`), and at the right the
///   speed when it is not 1 (`0.25×`) and `paused`;
/// - the percent bar `[██████▉      ]  53%` (eighth-cell resolution; ASCII `[#######      ]`);
/// - the plot of the running timing curve or spring with the playhead at `timingOffset`, under
///   a caption with the timing's name, the playhead time and the value there
///   (`easeInOut  0.100/0.400 s  y 0.129`);
/// - the gesture: `pan  +182 pt  640 pt/s  changed`, then what a release does
///   (`release → finish (velocity 640 pt/s > 0)`; see `PanelGestureText`);
/// - while an interruptible transition runs, its property animator: `animator  paused
///   0.42  reversed`, then the velocity its last release handed to the spring
///   (`spring v 650 pt/s = 7.60/s`; see `PanelAnimatorText`);
/// - the event log, oldest at the top and newest at the bottom, each entry `1.234 update(0.42)`
///   (time in seconds, 3 decimals, right-aligned), long entries wrapped under their text;
///   warnings are bold, in the warning colour and marked `! `. It shows the newest rows that
///   fit, or where Page Up / Page Down scrolled it (`options.logScroll`; see `PanelLog`);
/// - the key hints for what the scenario offers now (`info.controls`) and whether a finger is
///   down, shortened to fit by dropping the least important (`KeyHints`).
///
/// Every string that came from a file (title, log text, screen ids) is sanitised
/// (control characters become U+FFFD) and, in ASCII mode, folded to ASCII. Never traps: any
/// rectangle, including empty, 1×1, partly or wholly outside the grid, is fine.
public func drawPanel(_ info: PanelInfo, into grid: inout CellGrid, rect: CellRect, options: PanelOptions = PanelOptions()) {
    var memo = PanelMemo()
    drawPanel(info, into: &grid, rect: rect, options: options, memo: &memo)
}

/// `drawPanel`, reusing what `memo` kept from the previous frame (see `PanelMemo`).
func drawPanel(_ info: PanelInfo, into grid: inout CellGrid, rect: CellRect, options: PanelOptions, memo: inout PanelMemo) {
    // Clip to the grid, in arithmetic that cannot overflow.
    let bound = 1 << 40
    func clamp(_ v: Int, _ lo: Int, _ hi: Int) -> Int { min(max(v, lo), hi) }
    let rx = clamp(rect.x, -bound, bound), ry = clamp(rect.y, -bound, bound)
    let x0 = clamp(rx, 0, grid.width), y0 = clamp(ry, 0, grid.height)
    let x1 = clamp(rx + clamp(rect.width, 0, bound), x0, grid.width)
    let y1 = clamp(ry + clamp(rect.height, 0, bound), y0, grid.height)
    let width = x1 - x0, height = y1 - y0
    guard width > 0, height > 0 else { return }
    // Rows are laid out for the visible height; a panel cut at the top keeps its own top rows.
    grid.fill(x: x0, y: y0, width: width, height: height, with: .blank)

    let painter = PanelPainter(x: x0, width: width, options: options)
    // What a release does, in the rows of the panel's width: a clause that does not fit goes on a second row.
    let outcome = info.gesture.map { PanelLogWrap.rows(PanelText.clean(PanelGestureText.outcome($0), ascii: options.ascii), room: width) }
    let layout = PanelLayout(height: height, animator: info.propertyAnimator != nil, wrappedOutcome: (outcome?.count ?? 0) > 1)

    if let r = layout.title {
        painter.segments([(info.title, .title)], row: y0 + r, into: &grid, memo: &memo)
    }
    if let r = layout.status {
        drawStatus(info, row: y0 + r, width: width, painter: painter, into: &grid, memo: &memo)
    }
    if let r = layout.bar {
        drawPercentBar(info.percent, row: y0 + r, width: width, painter: painter, into: &grid, memo: &memo)
    }
    if let r = layout.plotCaption {
        drawPlot(info, captionRow: y0 + r, plotRows: (y0 + layout.plot.lowerBound)..<(y0 + layout.plot.upperBound), x: x0,
                 width: width, painter: painter, into: &grid, memo: &memo)
    }
    if !layout.gesture.isEmpty {
        drawGesture(info.gesture, outcome: outcome ?? [], rows: (y0 + layout.gesture.lowerBound)..<(y0 + layout.gesture.upperBound),
                    painter: painter, into: &grid, memo: &memo)
    }
    if let animator = info.propertyAnimator, !layout.animator.isEmpty {
        let row = y0 + layout.animator.lowerBound
        painter.segments(PanelAnimatorText.state(animator), row: row, into: &grid, memo: &memo)
        painter.segments(PanelAnimatorText.release(animator), row: row + 1, into: &grid, memo: &memo)
    }
    if let inspector = info.inspector, !layout.log.isEmpty {
        let rows = (y0 + layout.log.lowerBound)..<(y0 + layout.log.upperBound)
        PanelInspector.draw(inspector, rows: rows, width: width, painter: painter, into: &grid, memo: &memo)
    } else if !layout.log.isEmpty {
        let rows = (y0 + layout.log.lowerBound)..<(y0 + layout.log.upperBound)
        PanelLog.draw(info.log, scroll: options.logScroll, rows: rows, x: x0, width: width, painter: painter, into: &grid,
                    memo: &memo)
    }
    if let r = layout.hints {
        drawKeyHints(info, row: y0 + r, x: x0, width: width, painter: painter, into: &grid, memo: &memo)
    }
}

/// The status row: `pop · interactive` (operation · phase, or the phase alone), and at the
/// right the speed when it is not 1 (`0.25×`) and `paused` when they fit.
private func drawStatus(_ info: PanelInfo, row: Int, width: Int, painter: PanelPainter, into grid: inout CellGrid,
                        memo: inout PanelMemo) {
    let options = painter.options
    var left: [(String, PanelRole)] = []
    if let op = info.operation {
        left.append((op.rawValue, .text))
        left.append((" · ", .dim))
    }
    left.append((info.phase.rawValue, .phase(info.phase)))
    var right: [String] = []
    if options.speed != 1 { right.append(DecimalText.compact(options.speed, decimals: 2, rounding: .halfAwayFromZero) + "×") }
    if options.paused { right.append("paused") }
    let rightText = PanelText.clean(right.joined(separator: " "), ascii: options.ascii)
    let rightWidth = DisplayWidth.of(rightText)
    if !rightText.isEmpty, rightWidth + 2 <= width {
        painter.segments(left, row: row, width: width - rightWidth - 1, into: &grid, memo: &memo)
        painter.segments([(rightText, .playhead)], row: row, column: width - rightWidth, into: &grid, memo: &memo)
    } else {
        painter.segments(left, row: row, into: &grid, memo: &memo)
    }
}

/// The percent bar row (`PercentBar`), or only its label when the panel is too narrow for a bar.
func drawPercentBar(_ percent: Double?, row: Int, width: Int, painter: PanelPainter, into grid: inout CellGrid,
                            memo: inout PanelMemo) {
    let inner = PercentBar.innerWidth(forWidth: width)
    let label = PercentBar.label(percent)
    if inner >= 1 {
        painter.bar(percent, inner: inner, label: label, row: row, into: &grid)
    } else {
        painter.segments([(String(label.drop { $0 == " " }), .text)], row: row, into: &grid, memo: &memo)
    }
}

/// The plot caption and, below it in `plotRows`, the plot of the running timing
/// (`PanelPlot`); `no transition running` when there is none.
private func drawPlot(_ info: PanelInfo, captionRow: Int, plotRows: Range<Int>, x: Int, width: Int, painter: PanelPainter,
                      into grid: inout CellGrid, memo: inout PanelMemo) {
    let options = painter.options
    if let both = options.compared, both.a.timing != nil || both.b.timing != nil {
        painter.segments(PanelComparePlot.legend(both.a, both.b, ascii: options.ascii), row: captionRow, into: &grid, memo: &memo)
        PanelComparePlot.draw(both.a, both.b, into: &grid, x: x, y: plotRows.lowerBound, width: width, height: plotRows.count,
                              ascii: options.ascii, color: options.color)
        return
    }
    guard let timing = info.timing else {
        painter.segments([("no transition running", .dim)], row: captionRow, into: &grid, memo: &memo)
        return
    }
    let caption = PanelPlot.caption(timing, offset: info.timingOffset, width: width, ascii: options.ascii)
    painter.segments([(caption, .text)], row: captionRow, into: &grid, memo: &memo)
    PanelPlot.draw(timing, offset: info.timingOffset, into: &grid, x: x, y: plotRows.lowerBound, width: width,
                   height: plotRows.count, ascii: options.ascii, color: options.color, memo: &memo)
}

/// The gesture's rows in `rows`: its summary, then what a release does (`PanelGestureText`),
/// `outcome` its rows as wrapped to the panel's width (`PanelLogWrap`): the second on a third
/// row when `rows` has one (anything beyond is cut there), else one row cut at the panel's
/// edge; `no gesture` when there is none.
private func drawGesture(_ gesture: GestureInfo?, outcome: [Substring], rows: Range<Int>, painter: PanelPainter,
                         into grid: inout CellGrid, memo: inout PanelMemo) {
    let row = rows.lowerBound
    guard let g = gesture else {
        painter.segments([("no gesture", .dim)], row: row, into: &grid, memo: &memo)
        return
    }
    painter.segments(PanelGestureText.summary(g), row: row, into: &grid, memo: &memo)
    guard rows.count > 2, outcome.count > 1 else {
        painter.segments([(PanelGestureText.outcome(g), .gesture)], row: row + 1, into: &grid, memo: &memo)
        return
    }
    let rest = outcome[1].base[outcome[1].startIndex...]  // the second row and whatever follows it
    painter.segments([(String(outcome[0]), .gesture)], row: row + 1, into: &grid, memo: &memo)
    painter.segments([(String(rest), .gesture)], row: row + 2, into: &grid, memo: &memo)
}

/// The key-hint row for what the keys do now (`KeyHints`): the same every frame for a panel
/// width, look and what the keys do, so drawn once and then copied from `memo`.
func drawKeyHints(_ info: PanelInfo, row: Int, x: Int, width: Int, painter: PanelPainter, into grid: inout CellGrid,
                          memo: inout PanelMemo) {
    let options = painter.options
    let context = KeyHints.Context(controls: info.controls, touching: info.gesture?.isTouching ?? false,
                                   liftsWithKeys: info.gesture?.liftsWithKeys ?? true, paused: options.paused,
                                   inspecting: info.inspector != nil, replaying: options.replaying)
    let key = PanelMemo.HintsRowKey(width: width, ascii: options.ascii, color: options.color, context: context)
    if memo.hintsRowKey == key {
        grid.setCells(memo.hintsRow, x: x, y: row)
        return
    }
    var segs: [(String, PanelRole)] = []
    for (i, hint) in KeyHints.fitting(KeyHints.hints(context), width: width, ascii: options.ascii).enumerated() {
        if i > 0 { segs.append((" ", .dim)) }
        segs.append((hint.key, .key))
        segs.append((" " + hint.label, .dim))
    }
    painter.segments(segs, row: row, into: &grid, memo: &memo)
    memo.hintsRow = grid.cells(x: x, y: row, count: width)
    memo.hintsRowKey = key
}

/// Writes styled runs of text along one panel row, truncating the whole run with an ellipsis.
struct PanelPainter {
    /// Column of the panel's left edge.
    let x: Int
    /// The panel's width in cells.
    let width: Int
    let options: PanelOptions

    init(x: Int, width: Int, options: PanelOptions) {
        self.x = x
        self.width = width
        self.options = options
    }

    /// Writes `runs` (text, role) one after another from `column` (relative to the panel),
    /// within `width` cells (default: to the panel's right edge). Text is cleaned first; the
    /// whole run is cut with an ellipsis when it does not fit. Each cell keeps its background.
    func segments(_ runs: [(String, PanelRole)], row: Int, column: Int = 0, width limit: Int? = nil, into grid: inout CellGrid,
                  memo: inout PanelMemo) {
        let room = min(limit ?? (width - column), width - column)
        guard room > 0, row >= 0, row < grid.height else { return }
        if Self.writeASCII(runs, row: row, x: x + column, room: room, options: options, into: &grid) { return }
        var glyphs = memo.glyphs
        memo.glyphs = PanelGlyphs(capacity: 0)
        defer { memo.glyphs = glyphs }
        glyphs.removeAll()
        for (i, run) in runs.enumerated() { glyphs.append(run.0, run: i, ascii: options.ascii) }
        glyphs.truncate(to: room, ascii: options.ascii)
        // The pen (foreground bits, attribute bits) of a run, worked out when it changes.
        func pen(_ r: Int) -> (fg: UInt32, flags: UInt32) {
            let role = r < runs.count ? runs[r].1 : PanelRole.text
            return (Cell.bits(options.color ? role.color : nil), UInt32(role.attributes(color: options.color).rawValue))
        }
        var penRun = -1
        var current = (fg: Cell.defaultColor, flags: UInt32(0))
        var cx = x + column
        let end = min(cx + room, grid.width)
        for g in glyphs.glyphs {
            let w = Int(g.width)
            if w == 0 { continue }
            if cx + w > end { break }
            if Int(g.run) != penRun {
                penRun = Int(g.run)
                current = pen(penRun)
            }
            let bg = grid[cx, row].bgBits
            grid[cx, row] = Cell(code: g.code, fgBits: current.fg, bgBits: bg, flagBits: current.flags)
            if w == 2 {
                grid[cx + 1, row] = Cell(code: 0x20, fgBits: current.fg, bgBits: bg, flagBits: current.flags | Cell.continuationBit)
            }
            cx += w
            if cx >= end { break }
        }
    }
}

extension PanelPainter {
    /// The percent bar row, `[██████▉      ]  53%`, written straight into the cells (it changes
    /// every frame of a transition): brackets dim, the fill (and its blank rest) in the bar
    /// colour, the label as text — what `segments` draws for those runs. The row is exactly
    /// `inner + 7` cells, the panel's width.
    func bar(_ percent: Double?, inner: Int, label: String, row: Int, into grid: inout CellGrid) {
        guard row >= 0, row < grid.height, x >= 0, x + inner + 7 <= grid.width else {
            var memo = PanelMemo()
            segments([("[", .dim), (PercentBar.fill(percent, inner: inner, ascii: options.ascii), .bar), ("]", .dim),
                      (" " + label, .text)], row: row, into: &grid, memo: &memo)
            return
        }
        func pen(_ role: PanelRole) -> (UInt32, UInt32) {
            (Cell.bits(options.color ? role.color : nil), UInt32(role.attributes(color: options.color).rawValue))
        }
        let dim = pen(.dim), bar = pen(.bar), text = pen(.text)
        let codes = PercentBar.fillCodes(percent, inner: inner, ascii: options.ascii)
        let gridWidth = grid.width
        grid.withUnsafeMutableCells { cells in
            var i = row * gridWidth + x
            func put(_ code: UInt32, _ p: (UInt32, UInt32)) {
                cells[i] = Cell(code: code, fgBits: p.0, bgBits: cells[i].bgBits, flagBits: p.1)
                i += 1
            }
            put(0x5B, dim)  // [
            for c in codes { put(c, bar) }
            put(0x5D, dim)  // ]
            put(0x20, text)
            for u in label.unicodeScalars { put(u.value, text) }
        }
    }

    /// The common case, written straight into the cells: every run is printable ASCII and the
    /// whole fits in `room` (nothing to clean, fold, measure or cut). Returns false, having
    /// written nothing, otherwise.
    static func writeASCII(_ runs: [(String, PanelRole)], row: Int, x: Int, room: Int, options: PanelOptions,
                           into grid: inout CellGrid) -> Bool {
        var total = 0
        for run in runs {
            total += run.0.utf8.count
            if total > room { return false }
        }
        for run in runs {
            var ok = true
            for b in run.0.utf8 where b < 0x20 || b >= 0x7F {
                ok = false
                break
            }
            if !ok { return false }
        }
        guard x >= 0, x + total <= grid.width else { return false }
        let gridWidth = grid.width
        grid.withUnsafeMutableCells { cells in
            var i = row * gridWidth + x
            for run in runs {
                let fg = Cell.bits(options.color ? run.1.color : nil)
                let flags = UInt32(run.1.attributes(color: options.color).rawValue)
                for b in run.0.utf8 {
                    cells[i] = Cell(code: UInt32(b), fgBits: fg, bgBits: cells[i].bgBits, flagBits: flags)
                    i += 1
                }
            }
        }
        return true
    }
}
