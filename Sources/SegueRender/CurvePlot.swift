#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
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
        case .coreAnimationSpring: label = "curve 7, ends \(number(d, decimals: 3)) s"
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
        let chart = Chart(width: width, height: height, end: end, ascii: glyphs == .ascii, progress: progress)
        let markColumn = mark.flatMap { chart.column(at: $0.time) }
        let playColumn = playhead.flatMap { chart.column(at: $0) }
        let playPoint = playhead.flatMap { t -> (column: Int, row: Int)? in
            guard let c = playColumn else { return nil }
            let p = progress(t)
            return p.isFinite ? (c, chart.dotRow(p) / chart.dotsY) : nil
        }
        let out = chart.plotLines(curve: chart.curveDots(progress), markColumn: markColumn,
                                  playColumn: playColumn, playPoint: playPoint)
            + [chart.xAxis(markColumn: markColumn, playColumn: playColumn),
               chart.tickLabels(mark: mark, markColumn: markColumn)]
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
        DecimalText.compact(x, decimals: decimals)
    }
}
