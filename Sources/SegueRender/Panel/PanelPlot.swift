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
    /// What the curve's cells depend on: the timing and the plot's size and mode.
    struct CurveKey: Equatable {
        var timing: TimingEvaluator
        var width: Int
        var height: Int
        var ascii: Bool
    }

    /// Draws the plot into `grid` at (`x`, `y`), `width` × `height` cells.
    static func draw(_ timing: TimingEvaluator, offset: Double?, into grid: inout CellGrid,
                     x: Int, y: Int, width: Int, height: Int, ascii: Bool, color: Bool) {
        var memo = PanelMemo()
        draw(timing, offset: offset, into: &grid, x: x, y: y, width: width, height: height, ascii: ascii, color: color, memo: &memo)
    }

    /// `draw`, taking the curve's cells from `memo` when it has them.
    static func draw(_ timing: TimingEvaluator, offset: Double?, into grid: inout CellGrid,
                     x: Int, y: Int, width: Int, height: Int, ascii: Bool, color: Bool, memo: inout PanelMemo) {
        guard width > 0, height > 0 else { return }
        let key = CurveKey(timing: timing, width: width, height: height, ascii: ascii)
        let curve = memo.curveCells(key)
        let perCellX = ascii ? 1 : 2
        let duration = timing.duration.isFinite ? max(0, timing.duration) : 0
        let playhead = playheadDotColumn(offset: offset, duration: duration, dots: width * perCellX)
        let playheadCell = playhead.map { $0 / perCellX }
        // The playhead's dot column lights all four dots of its half of the cell.
        let playheadBits: UInt32 = playhead.map { BrailleDots.fullColumn($0 % 2) } ?? 0

        let curveFg = Cell.bits(color ? PanelRole.curve.color : nil)
        let playFg = Cell.bits(color ? PanelRole.playhead.color : nil)
        let bold = UInt32(CellAttributes.bold.rawValue)
        for cy in 0..<height {
            for cx in 0..<width {
                let isPlayhead = playheadCell == cx
                let dots = curve[cy * width + cx]
                let code: UInt32
                if ascii {
                    if isPlayhead { code = dots != 0 ? 0x2B : 0x7C } else if dots != 0 { code = 0x2A } else { continue }
                } else {
                    let bits = dots | (isPlayhead ? playheadBits : 0)
                    if bits == 0 { continue }
                    code = BrailleDots.scalar(bits)
                }
                grid[x + cx, y + cy] = isPlayhead ? Cell(code: code, fgBits: playFg, flagBits: bold) : Cell(code: code, fgBits: curveFg)
            }
        }
    }

    /// The curve alone, one word per cell (row-major): braille dot bits in Unicode mode, 1 for
    /// a curve cell in ASCII mode. Each dot column `i` of `n` samples the timing at
    /// `t = i / (n − 1) × duration`; vertical runs join neighbouring samples so steep parts stay
    /// connected.
    static func curveCells(_ key: CurveKey) -> [UInt32] {
        let (width, height, timing) = (key.width, key.height, key.timing)
        var dots = BrailleDots(columns: width, rows: height, braille: !key.ascii)
        let dotsW = dots.dotColumns
        let duration = timing.duration.isFinite ? max(0, timing.duration) : 0

        var samples = [Double](repeating: .nan, count: dotsW)
        for i in 0..<dotsW {
            let t = dotsW > 1 ? Double(i) / Double(dotsW - 1) * duration : duration
            samples[i] = timing.progress(elapsed: t)
        }
        let finite = samples.filter(\.isFinite)
        dots.plot(samples, yMin: min(0, finite.min() ?? 0), yMax: max(1, finite.max() ?? 1))
        return dots.cells
    }

    /// The dot column of the playhead, or nil without an offset.
    static func playheadDotColumn(offset: Double?, duration: Double, dots: Int) -> Int? {
        guard let o = offset, o.isFinite, dots > 0 else { return nil }
        let fraction = duration > 0 ? min(max(o / duration, 0), 1) : 1
        return Int((fraction * Double(dots - 1)).rounded())
    }

    /// A short name for a timing: the curve's name, or `spring ζ 0.6` (the damping ratio, which
    /// every kind of spring has) followed by when it comes to rest, `· settles 0.83 s`: a block
    /// spring is cut and snapped to 1 at its duration, the others run to their settle time — the
    /// end of the plot's time axis either way. UIKit's curve 7 is `curve 7 · ends 0.50 s` (its
    /// Core Animation duration).
    static func name(of timing: TimingEvaluator) -> String {
        guard let spring = timing.spring else {
            if case .curve(let c) = timing.timing { return c.name }
            return "spring"
        }
        if case .coreAnimationSpring(let s, _) = timing.timing, s == .curve7 {
            return "curve 7 · ends " + DecimalText.fixed(timing.duration, decimals: 2, rounding: .halfAwayFromZero) + " s"
        }
        return "spring ζ " + DecimalText.compact(spring.dampingRatio, decimals: 2, rounding: .halfAwayFromZero) + " · settles "
            + DecimalText.fixed(timing.duration, decimals: 2, rounding: .halfAwayFromZero) + " s"
    }

    /// The longest caption that fits `width` cells (after cleaning), or the longest one when
    /// none fits (see `captions`).
    static func caption(_ timing: TimingEvaluator, offset: Double?, width: Int, ascii: Bool) -> String {
        let all = captions(timing, offset: offset)
        return all.first { DisplayWidth.of(PanelText.clean($0, ascii: ascii)) <= width } ?? all[0]
    }

    /// Caption candidates, longest first. Curves: `easeInOut  0.100/0.400 s  y 0.129`, then
    /// `easeInOut y 0.129`, then `y 0.129`. Springs, whose name already gives the end time:
    /// `spring ζ 0.6 · settles 0.50 s  0.100 s  y 0.855`, then without the playhead time, then
    /// the name alone, then `y 0.855`. Without an offset: the name (curves: and the duration).
    static func captions(_ timing: TimingEvaluator, offset: Double?) -> [String] {
        let name = name(of: timing)
        let isSpring = timing.spring != nil
        guard let o = offset, o.isFinite else {
            return isSpring ? [name] : [name + "  " + DecimalText.fixed(timing.duration, decimals: 3, rounding: .halfAwayFromZero) + " s", name]
        }
        let value = "y " + DecimalText.fixed(timing.progress(elapsed: o), decimals: 3, rounding: .halfAwayFromZero)
        let playhead = DecimalText.fixed(o, decimals: 3, rounding: .halfAwayFromZero)
        if isSpring {
            return [name + "  " + playhead + " s  " + value, name + "  " + value, name, value]
        }
        let time = playhead + "/" + DecimalText.fixed(timing.duration, decimals: 3, rounding: .halfAwayFromZero) + " s"
        return [name + "  " + time + "  " + value, name + " " + value, value]
    }
}
