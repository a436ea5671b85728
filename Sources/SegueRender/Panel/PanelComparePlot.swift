import SegueCore

/// The panel's plot in a comparison (`--compare`; docs/cli.md): both variants' timings in one
/// plot on common axes — time 0 to the longer duration (a curve past its own duration holds its
/// end value), progress over the union of both ranges (at least 0…1) — A in the curve colour
/// drawn over B in `PanelRole.compared`, each with its playhead; the caption is the legend with
/// both percents, `A ━ 42%  B ━ 30%`. Dot column `i` of `n` samples t = i / (n − 1) × duration.
public enum PanelComparePlot {
    /// Both variants' panel facts, A (the scenario) and B (the other), whichever half draws them.
    public struct Variants: Sendable, Equatable {
        public var a: PanelInfo
        public var b: PanelInfo
        public init(a: PanelInfo, b: PanelInfo) {
            self.a = a
            self.b = b
        }
    }

    /// Each timing's dot bits per cell (row-major) on the common axes; nil for a missing timing.
    static func curveCells(_ timings: [TimingEvaluator?], width: Int, height: Int, ascii: Bool) -> [[UInt32]?] {
        let duration = timings.compactMap { $0?.duration }.filter(\.isFinite).map { max(0, $0) }.max() ?? 0
        let dotsW = BrailleDots(columns: width, rows: height, braille: !ascii).dotColumns
        let samples: [[Double]?] = timings.map { timing in
            timing.map { t in
                (0..<dotsW).map { i in
                    let at = dotsW > 1 ? Double(i) / Double(dotsW - 1) * duration : duration
                    return t.progress(elapsed: min(at, t.duration.isFinite ? max(0, t.duration) : at))
                }
            }
        }
        let finite = samples.compactMap { $0 }.flatMap { $0 }.filter(\.isFinite)
        let yMin = min(0, finite.min() ?? 0), yMax = max(1, finite.max() ?? 1)
        return samples.map { values in
            values.map { values in
                var dots = BrailleDots(columns: width, rows: height, braille: !ascii)
                dots.plot(values, yMin: yMin, yMax: yMax)
                return dots.cells
            }
        }
    }

    /// The common time axis' length (seconds): the longer of the durations.
    static func duration(_ a: TimingEvaluator?, _ b: TimingEvaluator?) -> Double {
        [a?.duration, b?.duration].compactMap { $0 }.filter(\.isFinite).map { max(0, $0) }.max() ?? 0
    }

    /// Draws both curves of `a` (this variant) and `b` (the other) into `grid` at (`x`, `y`).
    static func draw(_ a: PanelInfo, _ b: PanelInfo, into grid: inout CellGrid, x: Int, y: Int, width: Int, height: Int,
                     ascii: Bool, color: Bool) {
        guard width > 0, height > 0 else { return }
        let cells = curveCells([a.timing, b.timing], width: width, height: height, ascii: ascii)
        let total = duration(a.timing, b.timing)
        let perCellX = ascii ? 1 : 2
        for (k, info) in [(1, b), (0, a)] {
            guard let dots = cells[k] else { continue }
            let role: PanelRole = k == 0 ? .curve : .compared
            let fg = Cell.bits(color ? role.color : nil)
            let playhead = PanelPlot.playheadDotColumn(offset: info.timingOffset, duration: total, dots: width * perCellX)
            for cy in 0..<height {
                for cx in 0..<width {
                    let isPlayhead = playhead.map { $0 / perCellX } == cx
                    let bits = dots[cy * width + cx] | (isPlayhead && !ascii ? BrailleDots.fullColumn(playhead! % 2) : 0)
                    guard bits != 0 || (ascii && isPlayhead) else { continue }
                    let code: UInt32 = ascii ? (isPlayhead ? 0x7C : 0x2A) : BrailleDots.scalar(bits)
                    grid[x + cx, y + cy] = Cell(code: code, fgBits: fg, flagBits: isPlayhead ? UInt32(CellAttributes.bold.rawValue) : 0)
                }
            }
        }
    }

    /// The legend: each variant's mark in its colour and its percent (`—` when idle).
    static func legend(_ a: PanelInfo, _ b: PanelInfo, ascii: Bool) -> [(String, PanelRole)] {
        func percent(_ p: Double?) -> String { p.map { DecimalText.fixed($0 * 100, decimals: 0, rounding: .halfAwayFromZero) + "%" } ?? "-" }
        let mark = ascii ? "-" : "━"
        return [("A " + mark, .curve), (" " + percent(a.percent) + "  ", .text), ("B " + mark, .compared), (" " + percent(b.percent), .text)]
    }
}
