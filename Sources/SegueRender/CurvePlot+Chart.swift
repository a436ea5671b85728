extension CurvePlot {
    /// Where the parts of one chart go (see `CurvePlot` for the layout): the value range and the
    /// dot row of a value, the y labels, the plot area's columns and the dot column of a time;
    /// and the chart's lines drawn from them.
    struct Chart {
        /// The whole chart, in cells (raised to the minimum size).
        let width: Int, height: Int
        /// Seconds at the right end of the x axis, > 0.
        let end: Double
        let ascii: Bool
        /// Rows of the plot area (the chart less the x axis and its labels).
        let plotRows: Int
        /// Dots per cell across and down: braille 2 × 4, ASCII 1 × 1.
        let dotsX: Int, dotsY: Int
        /// The value range drawn: [min(0, minimum), max(1, maximum)] of the progress.
        let lowest: Double, highest: Double
        /// The y labels and their rows.
        private(set) var labels: [(row: Int, text: String)] = []
        /// Columns of the labels, of the plot area and where it starts.
        private(set) var labelWidth = 1, plotColumns = 0, plotLeft = 2

        /// Lays out a chart of `progress` over [0, `end`] in `width` × `height` cells.
        init(width: Int, height: Int, end: Double, ascii: Bool, progress: (Double) -> Double) {
            self.width = max(width, minimumWidth)
            self.height = max(height, minimumHeight)
            self.end = end > 0 && end.isFinite ? end : 1
            self.ascii = ascii
            plotRows = self.height - 2
            dotsX = ascii ? 1 : 2
            dotsY = ascii ? 1 : 4
            (lowest, highest) = Self.valueRange(end: self.end, progress)
            // Y labels: 1, 0, then the maximum and minimum when they leave [0, 1] visibly.
            addLabel(1, "1")
            addLabel(0, "0")
            if highest > 1 + 5e-4 { addLabel(highest, number(highest, decimals: 3)) }
            if lowest < -5e-4 { addLabel(lowest, number(lowest, decimals: 3)) }
            labelWidth = labels.map(\.text.count).max() ?? 1
            plotLeft = labelWidth + 1
            plotColumns = self.width - plotLeft
        }

        /// The lowest and highest progress, with 0 and 1, from a dense sampling so that peaks
        /// between dot columns count.
        static func valueRange(end: Double, _ progress: (Double) -> Double) -> (Double, Double) {
            let dense = 4000
            var lowest = 0.0, highest = 1.0
            for k in 0...dense {
                let p = progress(end * Double(k) / Double(dense))
                guard p.isFinite else { continue }
                lowest = min(lowest, p)
                highest = max(highest, p)
            }
            return (lowest, highest)
        }

        private mutating func addLabel(_ y: Double, _ text: String) {
            let row = dotRow(y) / dotsY
            if !labels.contains(where: { $0.row == row }) { labels.append((row, text)) }
        }

        var dotRows: Int { plotRows * dotsY }
        var dotColumns: Int { plotColumns * dotsX }

        /// The dot row of progress `y`: round((highest − y) / (highest − lowest) · (dotRows − 1)).
        func dotRow(_ y: Double) -> Int {
            let r = ((highest - y) / (highest - lowest) * Double(dotRows - 1)).rounded()
            return min(max(Int(r), 0), dotRows - 1)
        }

        /// The dot column of `t` seconds: round(t / end · (dotColumns − 1)), clamped.
        func dotColumn(_ t: Double) -> Int {
            min(max(Int((t / end * Double(dotColumns - 1)).rounded()), 0), dotColumns - 1)
        }

        /// The plot area's cell column of `t` seconds, or nil outside [0, end].
        func column(at t: Double) -> Int? {
            t >= 0 && t <= end ? dotColumn(t) / dotsX : nil
        }

        /// The curve as dots: dot column i shows the progress at t = end · i / (dotColumns − 1);
        /// consecutive dots are joined vertically so steep parts stay connected.
        func curveDots(_ progress: (Double) -> Double) -> BrailleDots {
            var dots = BrailleDots(columns: plotColumns, rows: plotRows, braille: !ascii)
            var previous: Int?
            for i in 0..<dotColumns {
                let p = progress(end * Double(i) / Double(dotColumns - 1))
                let r = p.isFinite ? dotRow(p) : (previous ?? dotRows - 1)
                dots.set(x: i, y: r)
                if let previous, abs(r - previous) > 1 {
                    let step = r > previous ? 1 : -1
                    for rr in stride(from: previous + step, to: r, by: step) { dots.set(x: i, y: rr) }
                }
                previous = r
            }
            return dots
        }

        /// The plot area's lines: the y axis with its labels, then the curve over the playhead's
        /// line, the mark's line and the dashed line at progress 1; the playhead's point on top.
        func plotLines(curve: BrailleDots, markColumn: Int?, playColumn: Int?,
                       playPoint: (column: Int, row: Int)?) -> [String] {
            let oneRow = dotRow(1) / dotsY
            return (0..<plotRows).map { row in
                var line = ""
                if let label = labels.first(where: { $0.row == row }) {
                    line += String(repeating: " ", count: labelWidth - label.text.count) + label.text + (ascii ? "+" : "┤")
                } else {
                    line += String(repeating: " ", count: labelWidth) + (ascii ? "|" : "│")
                }
                for c in 0..<plotColumns {
                    let bits = curve[c, row]
                    let ch: Character
                    if let playPoint, playPoint.column == c, playPoint.row == row {
                        ch = ascii ? "o" : "●"
                    } else if bits != 0 {
                        ch = ascii ? "*" : Character(Unicode.Scalar(BrailleDots.scalar(bits))!)
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
                return line
            }
        }

        /// The chart's columns of the x axis's ticks and the seconds they stand for: every
        /// `tickStep` from 0 to `end`.
        var ticks: [(x: Int, t: Double)] {
            let step = tickStep(end: end, columns: plotColumns)
            var out: [(x: Int, t: Double)] = []
            var k = 0
            while Double(k) * step <= end * (1 + 1e-9) {
                let t = Double(k) * step
                out.append((plotLeft + dotColumn(t) / dotsX, t))
                k += 1
            }
            return out
        }

        /// The x axis: ticks, the mark (a cross where it meets a tick) and the playhead.
        func xAxis(markColumn: Int?, playColumn: Int?) -> String {
            let line: Character = ascii ? "-" : "─", tick: Character = ascii ? "+" : "┬"
            var axis = [Character](repeating: line, count: width)
            for k in 0..<labelWidth { axis[k] = " " }
            axis[labelWidth] = ascii ? "+" : "└"
            for (x, _) in ticks where axis[x] == line { axis[x] = tick }
            if let mc = markColumn {
                let x = plotLeft + mc
                axis[x] = axis[x] == tick ? (ascii ? "+" : "┼") : (ascii ? "+" : "┴")
            }
            if let pc = playColumn { axis[plotLeft + pc] = ascii ? "^" : "▲" }
            return String(axis)
        }

        /// The row under the axis: the mark's label first, then each tick's seconds where they
        /// do not come within 2 columns of a label already there, then " s" after the last.
        func tickLabels(mark: Mark?, markColumn: Int?) -> String {
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
                _ = place(mark.label, at: x + mark.label.count <= width ? x : x - mark.label.count + 1)
            }
            var lastTick: ClosedRange<Int>?
            for (x, t) in ticks {
                if place(number(t, decimals: 3), at: x) { lastTick = taken.last }
            }
            if let lastTick {
                // The unit after the rightmost tick label, when there is room.
                let at = lastTick.upperBound + 1
                if at + 2 <= width, !taken.contains(where: { $0.overlaps(at...(at + 3)) }) {
                    under[at] = " "
                    under[at + 1] = "s"
                }
            }
            return String(under)
        }
    }
}
