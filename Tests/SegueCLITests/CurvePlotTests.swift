import Foundation
import SegueCore
import SegueRender
import Testing

/// The chart drawn by `segue curve SPEC`, read back cell by cell.
private struct Chart {
    let rows: [[Character]]
    /// Index of the x-axis row; the plot rows are above it.
    let axisRow: Int
    /// Column of the axis corner; plot cells start one column right of it.
    let corner: Int
    /// Column of the mark (the ┴ or ┼ on the axis).
    let markColumn: Int?

    /// The last 20 lines of `segue curve` output (the summary above them is skipped).
    init(_ lines: [String], height: Int = 20) {
        let chart = Array(lines.suffix(height))
        rows = chart.map(Array.init)
        axisRow = rows.firstIndex { $0.contains("└") } ?? -1
        corner = axisRow >= 0 ? rows[axisRow].firstIndex(of: "└")! : -1
        markColumn = axisRow >= 0 ? rows[axisRow].firstIndex { $0 == "┴" || $0 == "┼" } : nil
    }

    var plotLeft: Int { corner + 1 }
    var plotRows: Int { axisRow }

    /// Braille dot bits of a cell (0 when it holds no braille).
    func bits(_ row: Int, _ column: Int) -> UInt32 {
        guard row < rows.count, column < rows[row].count, let s = rows[row][column].unicodeScalars.first,
              s.value >= 0x2800, s.value <= 0x28FF else { return 0 }
        return s.value - 0x2800
    }

    /// Rows of the plot holding braille dots in `column`.
    func dotRows(in column: Int) -> [Int] { (0..<plotRows).filter { bits($0, column) != 0 } }

    /// The label at the left of a plot row ("" when none).
    func label(_ row: Int) -> String {
        String(rows[row][..<corner]).trimmingCharacters(in: .whitespaces)
    }
}

struct CurvePlotTests {
    @Test func linearDotsLieOnTheDiagonal() throws {
        let r = try runSegue(["curve", "linear"])
        #expect(r.status == 0)
        let c = Chart(r.lines)
        #expect(c.axisRow == 18)
        let mark = try #require(c.markColumn)
        // Axes: labels 1 at the top and 0 at the bottom of the plot, ticks on the axis.
        #expect(c.label(0) == "1")
        #expect(c.label(c.plotRows - 1) == "0")
        #expect(c.rows[0][c.corner] == "┤" && c.rows[1][c.corner] == "│")
        #expect(c.rows[c.axisRow].contains("┬"))
        let ticks = String(c.rows[c.axisRow + 1])
        #expect(ticks.hasPrefix(String(repeating: " ", count: c.plotLeft) + "0 "))
        #expect(ticks.contains("duration 1 s"))
        // From t = 0 at the left edge to t = 1 at the mark, the dots follow p = t: the
        // progress at a column is its distance from the left edge over the mark's.
        let span = Double(mark - c.plotLeft)
        for column in c.plotLeft...mark {
            let p = Double(column - c.plotLeft) / span
            let expectedRow = (1 - p) * Double(c.plotRows) - 0.5
            let rows = c.dotRows(in: column)
            #expect(!rows.isEmpty, "no dots in column \(column)")
            for row in rows { #expect(abs(Double(row) - expectedRow) <= 1.5, "column \(column): dot in row \(row), expected ≈ \(expectedRow)") }
        }
        // After the end the curve stays at 1: dots only in the top row.
        for column in (mark + 1)..<c.rows[0].count { #expect(c.dotRows(in: column).allSatisfy { $0 == 0 }) }
        // The dashed line at progress 1 and the dotted line at the mark.
        #expect(c.rows[0].contains("╌"))
        #expect((1..<c.plotRows - 1).allSatisfy { c.rows[$0][mark] == "╎" })
    }

    @Test func underdampedSpringShowsItsPeakAndMark() throws {
        let r = try runSegue(["curve", "spring(duration: 0.5, damping: 0.6, velocity: 0)"])
        #expect(r.status == 0)
        let c = Chart(r.lines)
        // Peak of an underdamped spring starting at rest: 1 + e^(−ζπ/√(1−ζ²)), at t = π/ωd,
        // ωd = ω0·√(1−ζ²), ω0 = 11.033455 / d (docs/animation.md).
        let zeta = 0.6, d = 0.5
        let peak = 1 + exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot())
        let peakTime = Double.pi / (11.033455 / d * (1 - zeta * zeta).squareRoot())
        #expect(c.label(0) == String(format: "%.3f", peak))
        #expect(c.label(1) == "1")
        #expect(c.label(c.plotRows - 1) == "0")
        let mark = try #require(c.markColumn)
        #expect(String(c.rows[c.axisRow + 1]).contains("duration 0.5 s"))
        // The highest dots (top row, top dot row: bits 0x01 or 0x08) sit at the peak time.
        let top = (c.plotLeft..<c.rows[0].count).filter { c.bits(0, $0) & 0x09 != 0 }
        #expect(!top.isEmpty)
        let expectedColumn = Double(c.plotLeft) + peakTime / d * Double(mark - c.plotLeft)
        // The crest is flat at dot resolution, so it spans a few columns: its middle is the peak.
        let middle = Double(top.first! + top.last!) / 2
        #expect(abs(middle - expectedColumn) <= 1, "crest \(top), expected ≈ \(expectedColumn)")
        #expect(top.last! - top.first! <= 6)
        // The summary names the curve, ζ, ω0 and the settle time.
        let summary = r.lines.dropLast(20).joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(summary.contains("spring(duration: 0.5, damping: 0.6, velocity: 0)"))
        #expect(summary.contains("ζ = 0.6"))
        #expect(summary.contains(String(format: "ω0 = %.3f rad/s", 11.033455 / d)))
        #expect(summary.contains("settles at"))
    }

    @Test func settlingSpringMarksItsSettleTime() throws {
        let r = try runSegue(["curve", "spring(mass: 1, stiffness: 100, damping: 10, velocity: 0)"])
        #expect(r.status == 0)
        let c = Chart(r.lines)
        let labels = String(c.rows[c.axisRow + 1])
        // ζ = 0.5, ω0 = 10: CASpringAnimation's settling duration, 1.473 s (docs check value).
        let shown = try #require(labels.range(of: #"settle [0-9.]+ s"#, options: .regularExpression).map { labels[$0] })
        #expect(shown == "settle 1.473 s")
        let z = 0.5
        #expect(c.markColumn != nil)
        // Overshoot 1 + e^(−ζπ/√(1−ζ²)) = 1.163 labels the top row.
        #expect(c.label(0) == String(format: "%.3f", 1 + exp(-z * Double.pi / (1 - z * z).squareRoot())))
        #expect(r.lines.dropLast(20).joined(separator: " ").split(separator: " ").joined(separator: " ").contains("physical spring"))
    }

    @Test func undershootGetsAMinimumLabel() throws {
        // A negative initial velocity first moves the wrong way.
        let r = try runSegue(["curve", "spring(mass: 1, stiffness: 100, damping: 20, velocity: -5)"])
        let c = Chart(r.lines)
        #expect(c.label(c.plotRows - 1).hasPrefix("-0."))
        #expect(c.label(0) == "1")
        #expect((0..<c.plotRows).contains { c.label($0) == "0" })
    }

    @Test func asciiWhenAskedOrWhenTheLocaleIsNotUTF8() throws {
        let asked = try runSegue(["curve", "spring(duration: 0.5, bounce: 0.3)", "--ascii"])
        #expect(asked.status == 0)
        #expect(asked.stdout.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(asked.stdout.contains("*"))
        #expect(asked.stdout.contains("settle "))
        #expect(asked.stdout.contains("zeta = 0.7"))
        let cLocale = try runSegue(["curve", "spring(duration: 0.5, bounce: 0.3)"], env: ["LANG": ""])
        #expect(cLocale.stdout == asked.stdout)
        let lcAll = try runSegue(["curve", "spring(duration: 0.5, bounce: 0.3)"], env: ["LANG": "C.UTF-8", "LC_ALL": "C"])
        #expect(lcAll.stdout == asked.stdout)
        let utf8 = try runSegue(["curve", "spring(duration: 0.5, bounce: 0.3)"], env: ["LANG": "en_US.utf8"])
        #expect(utf8.stdout != asked.stdout)
    }

    @Test func asciiLinearStarsFollowTheDiagonal() throws {
        let r = try runSegue(["curve", "linear", "--ascii", "--width", "50", "--height", "12"])
        let chart = Array(r.lines.suffix(12)).map(Array.init)
        let axis = try #require(chart.firstIndex { $0.first(where: { $0 != " " }) == "+" && $0.contains("-") && !$0.contains("*") })
        #expect(axis == 10)
        let corner = chart[axis].firstIndex(of: "+")!
        // One star per column: row = round((1 − p)·(rows − 1)), p = column / mark column.
        let markColumn = try #require((corner + 1..<chart[0].count).first { column in (1..<axis - 1).allSatisfy { chart[$0].count > column && chart[$0][column] == ":" } })
        for column in (corner + 1)...markColumn {
            let stars = (0..<axis).filter { chart[$0].count > column && chart[$0][column] == "*" }
            let p = Double(column - corner - 1) / Double(markColumn - corner - 1)
            let expected = (1 - p) * Double(axis - 1)
            #expect(!stars.isEmpty)
            for row in stars { #expect(abs(Double(row) - expected) <= 1, "column \(column): star in row \(row), expected \(expected)") }
        }
    }

    @Test(arguments: ["easeInOut", "spring(duration: 0.5, damping: 0.6)", "spring(stiffness: 300, damping: 8)"])
    func widthAndHeight(spec: String) throws {
        let r = try runSegue(["curve", spec, "--width", "50", "--height", "10"])
        #expect(r.status == 0)
        #expect(r.lines.allSatisfy { $0.count <= 50 }, "\(r.lines)")
        let c = Chart(r.lines, height: 10)
        #expect(c.axisRow == 8)
        // The summary sits above the chart.
        #expect(r.lines.count > 10)
        #expect(!r.lines.dropLast(10).contains { $0.contains("└") })
    }
}

/// The side panel's use: the pure function with a playhead.
struct CurvePlotPlayheadTests {
    @Test func playheadMarksTheCurvePointAndTheAxis() {
        let e = Timing.curve(.linear).evaluator(nominalDuration: 1)
        let lines = CurvePlot.lines(for: e, width: 30, height: 8, playhead: 0.5)
        #expect(lines.count == 8)
        let rows = lines.map(Array.init)
        let axis = rows[6]
        let corner = axis.firstIndex(of: "└")!
        guard let play = axis.firstIndex(of: "▲"), let mark = axis.firstIndex(where: { $0 == "┴" || $0 == "┼" }) else {
            Issue.record("no playhead or mark on the axis: \(lines)")
            return
        }
        // Halfway between t = 0 (the first plot column) and the mark (t = 1).
        #expect(abs(Double(play - corner - 1) - Double(mark - corner - 1) / 2) <= 1)
        // The point: in the playhead's column, on the row where p = 0.5 lands (of rows 0…5).
        let point = (0..<6).filter { rows[$0].count > play && rows[$0][play] == "●" }
        #expect(point.count == 1)
        if let row = point.first { #expect(abs(Double(row) - 2.5) <= 1) }
        // The rest of that column is the playhead line.
        #expect((0..<6).filter { rows[$0].count > play && rows[$0][play] == "│" }.count >= 3)
    }

    @Test func pureAndSized() {
        let e = Timing.perceptualSpring(bounce: 0.2, duration: 0.4).evaluator(nominalDuration: 1)
        let a = CurvePlot.lines(for: e, width: 24, height: 6, playhead: 0.1, glyphs: .ascii)
        let b = CurvePlot.lines(for: e, width: 24, height: 6, playhead: 0.1, glyphs: .ascii)
        #expect(a == b)
        #expect(a.count == 6)
        #expect(a.allSatisfy { $0.count <= 24 && $0.unicodeScalars.allSatisfy(\.isASCII) })
        #expect(a.joined().contains("o"))
        // Sizes below the minimum are raised to it.
        let tiny = CurvePlot.lines(for: e, width: 3, height: 1)
        #expect(tiny.count == CurvePlot.minimumHeight)
        #expect(tiny.allSatisfy { $0.count <= CurvePlot.minimumWidth })
    }
}
