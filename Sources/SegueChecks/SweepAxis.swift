import SegueCore

/// One axis of `segue sweep`'s grid, written `A:B:STEP` (docs/cli.md): A, A + STEP, … up to B
/// (B included when it falls on the grid, to within 1e-9 of a step).
public struct SweepAxis: Sendable, Equatable {
    public var lower: Double
    public var upper: Double
    public var step: Double

    /// The most cells a sweep may have (percents × velocities).
    public static let maxCells = 10_000

    /// Parses `A:B:STEP`; nil unless A, B, STEP are finite decimals as every option reads them
    /// (`DecimalText.decimal`: no hex, `nan` or `inf`) with STEP > 0 and A ≤ B (the caller words
    /// the error).
    public init?(parsing text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { DecimalText.decimal($0) }
        guard parts.count == 3, let a = parts[0], let b = parts[1], let s = parts[2], s > 0, a <= b else { return nil }
        lower = a
        upper = b
        step = s
    }

    /// How many values the axis has; may be huge (check it against `maxCells` before `values`).
    public var count: Double { ((upper - lower) / step + 1e-9).rounded(.down) + 1 }

    /// The values, ascending; each rounded to 1e-9 so `0.1 × 3` reads `0.3`.
    public var values: [Double] {
        (0..<Int(count)).map { i in ((lower + Double(i) * step) * 1e9).rounded() / 1e9 }
    }
}

/// `segue sweep --csv`: `percent,velocity,outcome,completion`, one row per release in grid
/// order (percent-major); outcome `finish` or `cancel`; completion in seconds with 6 decimals,
/// empty when the transition never completed.
public enum SweepCSV {
    public static let header = "percent,velocity,outcome,completion"

    public static func rows(_ cells: [ReleaseSweep.Cell]) -> [String] {
        cells.map { c in
            [DecimalText.compact(c.percent, decimals: 9), DecimalText.compact(c.velocity, decimals: 9), c.finishes ? "finish" : "cancel",
             c.completion.map { DecimalText.fixed($0, decimals: 6) } ?? ""].joined(separator: ",")
        }
    }
}
