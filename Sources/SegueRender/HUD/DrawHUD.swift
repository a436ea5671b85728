import SegueCore

/// A rectangle of cells: column `x` and row `y` of its top-left cell, `width` columns and
/// `height` rows. Any values are accepted; the part outside the grid is ignored.
public typealias HUDRect = (x: Int, y: Int, width: Int, height: Int)

/// Draws the side panel for `info` into `rect` of `grid`, clearing the rectangle first.
///
/// Rows, top to bottom (see `HUDLayout` for who gets rows when space is short):
/// - the scenario title, bold, truncated with `…`;
/// - the status: `pop · interactive` (operation · phase, or `idle`), and at the right the
///   speed when it is not 1 (`0.25×`) and `paused`;
/// - the percent bar `[██████▉      ]  53%` (eighth-cell resolution; ASCII `[#######      ]`);
/// - the plot of the running timing curve or spring with the playhead at `timingOffset`, under
///   a caption with the timing's name, the playhead time and the value there
///   (`easeInOut  0.100/0.400 s  y 0.129`);
/// - the gesture: `pan  +182 pt  640 pt/s  changed`, then its `releaseOutcome`;
/// - the tail of the event log that fits, oldest at the top and newest at the bottom, each line
///   `1.234 update(0.42)` (time in seconds, 3 decimals, right-aligned); warnings are bold, in
///   the warning colour and marked `! `;
/// - the key hints, shortened to fit by dropping the least important.
///
/// Every string that came from a file (title, operation, log text, gesture texts) is sanitised
/// (control characters become U+FFFD) and, in ASCII mode, folded to ASCII. Never traps: any
/// rectangle, including empty, 1×1, partly or wholly outside the grid, is fine.
public func drawHUD(_ info: HUDInfo, into grid: inout CellGrid, rect: HUDRect, options: HUDOptions = HUDOptions()) {
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
    for yy in y0..<y1 { for xx in x0..<x1 { grid[xx, yy] = .blank } }

    let painter = HUDPainter(x: x0, width: width, options: options)
    let layout = HUDLayout(height: height)
    let ascii = options.ascii

    if let r = layout.title {
        painter.segments([(info.title, .title)], row: y0 + r, into: &grid)
    }
    if let r = layout.status {
        var left: [(String, HUDRole)] = []
        if let op = info.operation {
            left.append((op, .text))
            left.append((" · ", .dim))
        }
        left.append((info.phase.rawValue, .phase(info.phase)))
        var right: [String] = []
        if options.speed != 1 { right.append(FixedDecimalText.compact(options.speed) + "×") }
        if options.paused { right.append("paused") }
        let rightText = HUDText.clean(right.joined(separator: " "), ascii: ascii)
        let rightWidth = DisplayWidth.of(rightText)
        if !rightText.isEmpty, rightWidth + 2 <= width {
            painter.segments(left, row: y0 + r, width: width - rightWidth - 1, into: &grid)
            painter.segments([(rightText, .playhead)], row: y0 + r, column: width - rightWidth, into: &grid)
        } else {
            painter.segments(left, row: y0 + r, into: &grid)
        }
    }
    if let r = layout.bar {
        let inner = PercentBar.innerWidth(forWidth: width)
        let label = PercentBar.label(info.percent)
        if inner >= 1 {
            painter.segments([("[", .dim), (PercentBar.fill(info.percent, inner: inner, ascii: ascii), .bar),
                              ("]", .dim), (" " + label, .text)], row: y0 + r, into: &grid)
        } else {
            painter.segments([(String(label.drop { $0 == " " }), .text)], row: y0 + r, into: &grid)
        }
    }
    if let r = layout.plotCaption {
        if let timing = info.timing {
            let candidates = PanelPlot.captions(timing, offset: info.timingOffset)
            let caption = candidates.first { DisplayWidth.of(HUDText.clean($0, ascii: ascii)) <= width } ?? candidates[0]
            painter.segments([(caption, .text)], row: y0 + r, into: &grid)
            PanelPlot.draw(timing, offset: info.timingOffset, into: &grid, x: x0, y: y0 + layout.plot.lowerBound,
                           width: width, height: layout.plot.count, ascii: ascii, color: options.color)
        } else {
            painter.segments([("no transition running", .dim)], row: y0 + r, into: &grid)
        }
    }
    if !layout.gesture.isEmpty {
        let r = y0 + layout.gesture.lowerBound
        if let g = info.gesture {
            painter.segments(HUDGestureText.summary(g), row: r, into: &grid)
            painter.segments([(g.releaseOutcome, .gesture)], row: r + 1, into: &grid)
        } else {
            painter.segments([("no gesture", .dim)], row: r, into: &grid)
        }
    }
    if !layout.log.isEmpty {
        let entries = info.log.suffix(layout.log.count)
        let stamps = entries.map { FixedDecimalText.string($0.t, decimals: 3) }
        let stampWidth = stamps.map(\.count).max() ?? 0
        for (i, (entry, stamp)) in zip(entries, stamps).enumerated() {
            let padded = String(repeating: " ", count: stampWidth - stamp.count) + stamp + " "
            let body: (String, HUDRole) = entry.isWarning ? ("! " + entry.text, .warning) : (entry.text, .text)
            painter.segments([(padded, .dim), body], row: y0 + layout.log.lowerBound + i, into: &grid)
        }
    }
    if let r = layout.hints {
        var segs: [(String, HUDRole)] = []
        for (i, hint) in KeyHints.fitting(width: width, ascii: ascii).enumerated() {
            if i > 0 { segs.append((" ", .dim)) }
            segs.append((hint.key, .key))
            segs.append((" " + hint.label, .dim))
        }
        painter.segments(segs, row: y0 + r, into: &grid)
    }
}

/// Writes styled runs of text along one panel row, truncating the whole run with an ellipsis.
struct HUDPainter {
    /// Column of the panel's left edge.
    let x: Int
    /// The panel's width in cells.
    let width: Int
    let options: HUDOptions

    init(x: Int, width: Int, options: HUDOptions) {
        self.x = x
        self.width = width
        self.options = options
    }

    /// Writes `runs` (text, role) one after another from `column` (relative to the panel),
    /// within `width` cells (default: to the panel's right edge). Text is cleaned first.
    func segments(_ runs: [(String, HUDRole)], row: Int, column: Int = 0, width limit: Int? = nil, into grid: inout CellGrid) {
        let room = min(limit ?? (width - column), width - column)
        guard room > 0 else { return }
        let cleaned = runs.map { (HUDText.clean($0.0, ascii: options.ascii), $0.1) }
        var roles: [HUDRole] = []
        for (text, role) in cleaned { roles.append(contentsOf: repeatElement(role, count: text.count)) }
        let shown = HUDText.truncate(cleaned.map(\.0).joined(), to: room, ascii: options.ascii)
        var cx = x + column
        let end = cx + room
        for (i, ch) in shown.enumerated() {
            let role = i < roles.count ? roles[i] : (roles.last ?? .text)
            let fg = options.color ? role.color : nil
            cx += grid.put(String(ch), x: cx, y: row, maxWidth: end - cx, fg: fg, attributes: role.attributes(color: options.color))
            if cx >= end { break }
        }
    }
}

/// The gesture's summary line.
enum HUDGestureText {
    /// `pan  +182 pt  640 pt/s  changed` (pinch: `pinch  +0.15  -0.80/s  changed`).
    static func summary(_ g: GestureInfo) -> [(String, HUDRole)] {
        let pinch = g.kind == "pinch"
        let sign = g.translation > 0 || (g.translation == 0 && g.translation.sign == .plus) ? "+" : ""
        let translation = pinch
            ? sign + FixedDecimalText.string(g.translation, decimals: 2)
            : sign + FixedDecimalText.string(g.translation, decimals: 0) + " pt"
        let velocity = pinch
            ? FixedDecimalText.string(g.velocity, decimals: 2) + "/s"
            : FixedDecimalText.string(g.velocity, decimals: 0) + " pt/s"
        return [(g.kind, .gesture), ("  " + translation + "  " + velocity, .text), ("  " + g.state, .dim)]
    }
}
