import SegueCore

/// The side panel's small plot of the running transition's timing: progress (up) against time
/// (right) from 0 to the timing's duration, with the playhead as a vertical line.
///
/// Unicode mode draws braille dots, 2 × 4 dots per cell; ASCII mode one `*` per cell column
/// with the playhead as `|` (and `+` where it crosses the curve). The vertical range is 0…1,
/// widened to include any overshoot of a spring or a custom Bézier. Each dot column `i` of
/// `n` samples the timing at `t = i / (n − 1) × duration`; the playhead sits on the dot column
/// nearest to `offset / duration × (n − 1)` (offset clamped to the duration), so its cell
/// column is that dot column / 2 (ASCII: the column itself).
enum PanelPlot {
    /// Braille dot bits by (column 0…1, row 0…3) within a cell.
    static let brailleBits: [[UInt32]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]

    /// Draws the plot into `grid` at (`x`, `y`), `width` × `height` cells.
    static func draw(_ timing: TimingEvaluator, offset: Double?, into grid: inout CellGrid,
                     x: Int, y: Int, width: Int, height: Int, ascii: Bool, color: Bool) {
        guard width > 0, height > 0 else { return }
        let perCellX = ascii ? 1 : 2, perCellY = ascii ? 1 : 4
        let dotsW = width * perCellX, dotsH = height * perCellY
        let duration = timing.duration.isFinite ? max(0, timing.duration) : 0

        var samples = [Double](repeating: .nan, count: dotsW)
        for i in 0..<dotsW {
            let t = dotsW > 1 ? Double(i) / Double(dotsW - 1) * duration : duration
            samples[i] = timing.progress(elapsed: t)
        }
        let finite = samples.filter(\.isFinite)
        let yMin = min(0, finite.min() ?? 0), yMax = max(1, finite.max() ?? 1)
        func dotRow(_ v: Double) -> Int {
            let r = ((yMax - v) / (yMax - yMin) * Double(dotsH - 1)).rounded()
            return Int(min(max(r, 0), Double(dotsH - 1)))
        }

        // Dots of the curve, with vertical runs joining neighbouring samples so steep parts stay connected.
        var dots = [[Bool]](repeating: [Bool](repeating: false, count: dotsW), count: dotsH)
        var previous: Int?
        for i in 0..<dotsW where samples[i].isFinite {
            let r = dotRow(samples[i])
            let from = previous.map { $0 < r ? $0 + 1 : ($0 > r ? $0 - 1 : r) } ?? r
            for rr in min(from, r)...max(from, r) { dots[rr][i] = true }
            previous = r
        }
        let playhead = playheadDotColumn(offset: offset, duration: duration, dots: dotsW)

        let curveStyle = (fg: color ? HUDRole.curve.color : nil, attributes: CellAttributes())
        let playStyle = (fg: color ? HUDRole.playhead.color : nil, attributes: CellAttributes([.bold]))
        for cy in 0..<height {
            for cx in 0..<width {
                let isPlayhead = playhead.map { $0 / perCellX == cx } ?? false
                let glyph: Character?
                if ascii {
                    let curve = dots[cy][cx]
                    glyph = isPlayhead ? (curve ? "+" : "|") : (curve ? "*" : nil)
                } else {
                    var bits: UInt32 = 0
                    for dx in 0..<2 {
                        for dy in 0..<4 {
                            let col = cx * 2 + dx, row = cy * 4 + dy
                            if dots[row][col] || playhead == col { bits |= brailleBits[dx][dy] }
                        }
                    }
                    glyph = bits == 0 ? nil : Character(Unicode.Scalar(0x2800 + bits)!)
                }
                guard let g = glyph else { continue }
                let style = isPlayhead ? playStyle : curveStyle
                grid[x + cx, y + cy] = Cell(g, fg: style.fg, attributes: style.attributes)
            }
        }
    }

    /// The dot column of the playhead, or nil without an offset.
    static func playheadDotColumn(offset: Double?, duration: Double, dots: Int) -> Int? {
        guard let o = offset, o.isFinite, dots > 0 else { return nil }
        let fraction = duration > 0 ? min(max(o / duration, 0), 1) : 1
        return Int((fraction * Double(dots - 1)).rounded())
    }

    /// A short name for a timing: the curve's name, or the spring's parameters.
    static func name(of timing: Timing) -> String {
        switch timing {
        case .curve(let c): c.name
        case let .blockSpring(z, v, _): "spring damping " + FixedDecimalText.compact(z) + " velocity " + FixedDecimalText.compact(v)
        case let .perceptualSpring(b, _): "spring bounce " + FixedDecimalText.compact(b)
        case .physicalSpring(let s):
            "spring m " + FixedDecimalText.compact(s.mass) + " k " + FixedDecimalText.compact(s.stiffness)
                + " c " + FixedDecimalText.compact(s.damping)
        }
    }

    /// Caption candidates, longest first: `easeInOut  0.100/0.400 s  y 0.129`, then shorter.
    static func captions(_ timing: TimingEvaluator, offset: Double?) -> [String] {
        let name = name(of: timing.timing)
        guard let o = offset, o.isFinite else {
            return [name + "  " + FixedDecimalText.string(timing.duration, decimals: 3) + " s", name]
        }
        let value = "y " + FixedDecimalText.string(timing.progress(elapsed: o), decimals: 3)
        let time = FixedDecimalText.string(o, decimals: 3) + "/" + FixedDecimalText.string(timing.duration, decimals: 3) + " s"
        return [name + "  " + time + "  " + value, name + " " + value, value]
    }
}
