import Foundation
import SegueCore

/// A text chart of progress against time, for `segue curve` and the side panel's small plot.
///
/// Pure: the same arguments give the same lines. The chart is `height` lines of at most
/// `width` columns (trailing spaces trimmed):
///
/// - the plot area (`height − 2` rows), with a y axis on the left labelled 0, 1, and the
///   maximum / minimum when the curve overshoots above 1 / undershoots below 0 (a label is
///   left out when its row already has one);
/// - a dashed line at progress 1, a dotted vertical line at the mark (duration or settle
///   time), and, when given, the playhead: a vertical line and the curve's point at that time;
/// - the x axis with tick marks, and a row of tick labels in seconds with the mark's label.
///
/// The curve is drawn with braille dots (2 × 4 dots per cell), or with `*` when `glyphs`
/// is `.ascii` (one dot per cell, ASCII only). Dot column i shows progress at
/// t = end · i / (dotColumns − 1); a value y lands on dot row
/// round((yMax − y) / (yMax − yMin) · (dotRows − 1)) with yMin = min(0, minimum) and
/// yMax = max(1, maximum). Consecutive dots are joined vertically so steep parts stay connected.
public enum CurvePlot {
    /// The character set.
    public enum Glyphs: Sendable, Equatable {
        /// Braille dots for the curve, box-drawing characters for the axes (needs a UTF-8 terminal).
        case braille
        /// ASCII only.
        case ascii
    }

    /// A marked time on the x axis: a vertical line and a label under the axis.
    public struct Mark: Sendable, Equatable {
        /// Seconds from the start; drawn when within [0, end].
        public var time: Double
        /// The label under the axis (e.g. "settle 0.42 s"); keep it short.
        public var label: String
        public init(time: Double, label: String) {
            self.time = time
            self.label = label
        }
    }

    /// Smallest chart drawn; smaller sizes are raised to these. Columns, rows.
    public static let minimumWidth = 16, minimumHeight = 4

    /// How far the x axis runs past the mark, as a fraction of the mark's time (0.15 = 15 %),
    /// so that the line at the mark and what follows it are visible.
    public static let tailFraction = 0.15

    /// The chart of a prepared timing: x from 0 to `duration × 1.15`, the mark at the
    /// evaluator's duration, labelled "settle T s" for perceptual and physical springs (which
    /// run until settled; "unsettled at 60 s" when one rings past `Spring.maximumSettleTime`)
    /// and "duration T s" for curves and block springs.
    /// - Parameters:
    ///   - width: columns, ≥ 16 (smaller is raised); default 72.
    ///   - height: rows, ≥ 4 (smaller is raised); default 20.
    ///   - playhead: seconds since the start, or nil for none.
    ///   - glyphs: braille (default) or ASCII.
    public static func lines(for evaluator: TimingEvaluator, width: Int = 72, height: Int = 20,
                             playhead: Double? = nil, glyphs: Glyphs = .braille) -> [String] {
        let d = evaluator.duration > 0 ? evaluator.duration : 1
        let label: String
        switch evaluator.timing {
        case .perceptualSpring, .physicalSpring:
            label = d >= Spring.maximumSettleTime ? "unsettled at \(number(d, decimals: 3)) s" : "settle \(number(d, decimals: 3)) s"
        case .curve, .blockSpring: label = "duration \(number(d, decimals: 3)) s"
        }
        return lines(width: width, height: height, end: d * (1 + tailFraction), mark: Mark(time: d, label: label),
                     playhead: playhead, glyphs: glyphs) { evaluator.progress(elapsed: $0) }
    }

    /// The chart of any progress function over [0, `end`] seconds.
    /// - Parameters:
    ///   - width: columns, ≥ 16 (smaller is raised).
    ///   - height: rows, ≥ 4 (smaller is raised).
    ///   - end: seconds at the right end of the x axis, > 0.
    ///   - mark: the marked time, or nil.
    ///   - playhead: seconds since the start, or nil for none.
    ///   - glyphs: braille or ASCII.
    ///   - progress: progress at a time in seconds; must be finite.
    public static func lines(width: Int, height: Int, end: Double, mark: Mark?, playhead: Double?,
                             glyphs: Glyphs, progress: (Double) -> Double) -> [String] {
        let width = max(width, minimumWidth), height = max(height, minimumHeight)
        let end = end > 0 && end.isFinite ? end : 1
        let ascii = glyphs == .ascii
        let plotRows = height - 2
        let dotsX = ascii ? 1 : 2, dotsY = ascii ? 1 : 4
        let dotRows = plotRows * dotsY

        // The value range, from a dense sampling so that peaks between dot columns count.
        let dense = 4000
        var lowest = 0.0, highest = 1.0
        for k in 0...dense {
            let p = progress(end * Double(k) / Double(dense))
            guard p.isFinite else { continue }
            lowest = min(lowest, p)
            highest = max(highest, p)
        }
        let span = highest - lowest
        func dotRow(_ y: Double) -> Int {
            let r = ((highest - y) / span * Double(dotRows - 1)).rounded()
            return min(max(Int(r), 0), dotRows - 1)
        }

        // Y labels: 1, 0, then the maximum and minimum when they leave [0, 1] visibly.
        var labels: [(row: Int, text: String)] = []
        func addLabel(_ y: Double, _ text: String) {
            let row = dotRow(y) / dotsY
            if !labels.contains(where: { $0.row == row }) { labels.append((row, text)) }
        }
        addLabel(1, "1")
        addLabel(0, "0")
        if highest > 1 + 5e-4 { addLabel(highest, number(highest, decimals: 3)) }
        if lowest < -5e-4 { addLabel(lowest, number(lowest, decimals: 3)) }
        let labelWidth = labels.map(\.text.count).max() ?? 1
        let plotLeft = labelWidth + 1
        let plotColumns = width - plotLeft
        let dotColumns = plotColumns * dotsX
        func dotColumn(_ t: Double) -> Int {
            min(max(Int((t / end * Double(dotColumns - 1)).rounded()), 0), dotColumns - 1)
        }

        // The curve as dots.
        var bits = [[UInt8]](repeating: [UInt8](repeating: 0, count: plotColumns), count: plotRows)
        func setDot(_ x: Int, _ y: Int) {
            let cx = x / dotsX, cy = y / dotsY
            if ascii { bits[cy][cx] = 1; return }
            let sx = x % 2, sy = y % 4
            let bit: UInt8 = sy == 3 ? (sx == 0 ? 0x40 : 0x80) : UInt8(1 << (sy + 3 * sx))
            bits[cy][cx] |= bit
        }
        var previous: Int?
        for i in 0..<dotColumns {
            let p = progress(end * Double(i) / Double(dotColumns - 1))
            let r = p.isFinite ? dotRow(p) : (previous ?? dotRows - 1)
            setDot(i, r)
            if let previous, abs(r - previous) > 1 {
                let step = r > previous ? 1 : -1
                for rr in stride(from: previous + step, to: r, by: step) { setDot(i, rr) }
            }
            previous = r
        }

        // Columns and rows of the reference lines.
        let oneRow = dotRow(1) / dotsY
        let markColumn = mark.flatMap { $0.time >= 0 && $0.time <= end ? dotColumn($0.time) / dotsX : nil }
        let playColumn = playhead.flatMap { $0 >= 0 && $0 <= end ? dotColumn($0) / dotsX : nil }
        let playPoint = playhead.flatMap { t -> (Int, Int)? in
            guard let c = playColumn else { return nil }
            let p = progress(t)
            return p.isFinite ? (c, dotRow(p) / dotsY) : nil
        }

        var out: [String] = []
        for row in 0..<plotRows {
            var line = ""
            if let label = labels.first(where: { $0.row == row }) {
                line += String(repeating: " ", count: labelWidth - label.text.count) + label.text + (ascii ? "+" : "┤")
            } else {
                line += String(repeating: " ", count: labelWidth) + (ascii ? "|" : "│")
            }
            for c in 0..<plotColumns {
                let ch: Character
                if let (pc, pr) = playPoint, pc == c, pr == row {
                    ch = ascii ? "o" : "●"
                } else if bits[row][c] != 0 {
                    ch = ascii ? "*" : Character(Unicode.Scalar(0x2800 + UInt32(bits[row][c]))!)
                } else if c == playColumn {
                    ch = ascii ? "|" : "│"
                } else if c == markColumn {
                    ch = ascii ? ":" : "╎"
                } else if row == oneRow {
                    ch = ascii ? (c % 2 == 0 ? "-" : " ") : "╌"
                } else {
                    ch = " "
                }
                line.append(ch)
            }
            out.append(line)
        }

        // X axis and its labels.
        var axis = [Character](repeating: ascii ? "-" : "─", count: width)
        for k in 0..<labelWidth { axis[k] = " " }
        axis[labelWidth] = ascii ? "+" : "└"
        var under = [Character](repeating: " ", count: width)
        var taken: [ClosedRange<Int>] = []
        func place(_ text: String, at start: Int) -> Bool {
            let chars = Array(text)
            let start = min(max(start, 0), width - chars.count)
            guard start >= 0 else { return false }
            let range = start...(start + chars.count - 1)
            if taken.contains(where: { $0.overlaps((range.lowerBound - 2)...(range.upperBound + 2)) }) { return false }
            for (k, ch) in chars.enumerated() { under[start + k] = ch }
            taken.append(range)
            return true
        }
        if let mark, let mc = markColumn {
            let x = plotLeft + mc
            let label = mark.label
            _ = place(label, at: x + label.count <= width ? x : x - label.count + 1)
        }
        let step = tickStep(end: end, columns: plotColumns)
        var lastTick: (range: ClosedRange<Int>, text: String)?
        var k = 0
        while Double(k) * step <= end * (1 + 1e-9) {
            let t = Double(k) * step
            let x = plotLeft + dotColumn(t) / dotsX
            if axis[x] == (ascii ? "-" : "─") { axis[x] = ascii ? "+" : "┬" }
            let text = number(t, decimals: 3)
            if place(text, at: x) { lastTick = (taken.last!, text) }
            k += 1
        }
        if let lastTick {
            // The unit after the rightmost tick label, when there is room.
            let at = lastTick.range.upperBound + 1
            if at + 2 <= width, !taken.contains(where: { $0.overlaps(at...(at + 3)) }) {
                under[at] = " "
                under[at + 1] = "s"
            }
        }
        if let mc = markColumn {
            let x = plotLeft + mc
            axis[x] = axis[x] == (ascii ? "+" : "┬") ? (ascii ? "+" : "┼") : (ascii ? "+" : "┴")
        }
        if let pc = playColumn { axis[plotLeft + pc] = ascii ? "^" : "▲" }
        out.append(String(axis))
        out.append(String(under))
        return out.map { line in
            var l = Substring(line)
            while l.last == " " { l = l.dropLast() }
            return String(l)
        }
    }

    /// The tick spacing: 1, 2, 2.5 or 5 × 10ⁿ seconds, about one tick per 10 columns.
    static func tickStep(end: Double, columns: Int) -> Double {
        let wanted = max(1, columns / 10)
        let raw = end / Double(wanted)
        let magnitude = pow(10, floor(log10(raw)))
        for m in [1.0, 2.0, 2.5, 5.0, 10.0] where m * magnitude >= raw * (1 - 1e-9) { return m * magnitude }
        return 10 * magnitude
    }

    /// `x` with at most `decimals` decimals, trailing zeros removed, never "-0".
    static func number(_ x: Double, decimals: Int) -> String {
        var s = String(format: "%.\(decimals)f", x)
        if s.contains(".") {
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
        }
        return s == "-0" ? "0" : s
    }
}
