import SegueCore

/// Two devices side by side (a comparison: `--compare`, `--compare-set`; docs/cli.md): the
/// terminal's top row holds the two labels, below it each variant gets half the width (the
/// left one the odd column, if any, goes to the separator) and draws as it would alone —
/// device, panel when its half is wide enough (else the compact panel under the device,
/// `CompactPanel`: draw the halves with `RenderOptions.compactPanel`), "terminal too small" when
/// it does not fit.
public enum SideBySide {
    /// The terminal size each variant draws in, for a `cols` × `rows` terminal (unit: cells):
    /// (cols − 1) / 2 columns (one for the separator) and rows − 1 (one for the labels), at least 0.
    public static func halfSize(cols: Int, rows: Int) -> (cols: Int, rows: Int) {
        (max(0, (cols - 1) / 2), max(0, rows - 1))
    }

    /// Joins the variants' frames `left` and `right` (each of `halfSize`) into `grid` of `cols` ×
    /// `rows`, under the labels `A: …` and `B: …` (sanitised, clipped to their half, bold).
    public static func join(_ left: CellGrid, _ right: CellGrid, labels: (String, String), cols: Int, rows: Int,
                            ascii: Bool, into grid: inout CellGrid) {
        if grid.width != cols || grid.height != rows { grid = CellGrid(width: cols, height: rows) } else { grid.clear() }
        let half = halfSize(cols: cols, rows: rows)
        let rightX = half.cols + 1
        for (label, x) in [("A: " + labels.0, 0), ("B: " + labels.1, rightX)] {
            let text = ascii ? HelpOverlay.asciiOnly(Sanitize.text(label)) : Sanitize.text(label)
            grid.put(text, x: x + 1, y: 0, maxWidth: max(0, half.cols - 1), attributes: .bold)
        }
        for y in 0..<half.rows {
            for x in 0..<half.cols {
                grid[x, y + 1] = left[x, y]
                grid[rightX + x, y + 1] = right[x, y]
            }
            grid[half.cols, y + 1] = Cell(ascii ? "|" : "│")
        }
    }
}
