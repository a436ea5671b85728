/// A grid of dots drawn with terminal cells, for the charts (`CurvePlot`, the panel's
/// `PanelPlot`): in braille mode each cell holds 2 × 4 dots and shows U+2800 plus the bits of
/// its lit dots (the Unicode braille pattern block); in ASCII mode each cell is one dot.
///
/// Dot (x, y) counts from the top-left dot, x to the right, y down; it lies in cell
/// (x / dotsPerCellX, y / dotsPerCellY).
struct BrailleDots: Sendable, Equatable {
    /// Width and height in cells, ≥ 0.
    let columns: Int, rows: Int
    /// Dots per cell across (2 braille, 1 ASCII) and down (4 braille, 1 ASCII).
    let dotsPerCellX: Int, dotsPerCellY: Int
    /// Each cell's lit dots, row-major: braille dot bits (see `bit`), or 1 for a lit ASCII cell.
    private(set) var cells: [UInt32]

    /// An empty grid of `columns` × `rows` cells; `braille` false for one dot per cell.
    init(columns: Int, rows: Int, braille: Bool) {
        self.columns = max(columns, 0)
        self.rows = max(rows, 0)
        dotsPerCellX = braille ? 2 : 1
        dotsPerCellY = braille ? 4 : 1
        cells = [UInt32](repeating: 0, count: self.columns * self.rows)
    }

    /// Dots across and down the whole grid.
    var dotColumns: Int { columns * dotsPerCellX }
    var dotRows: Int { rows * dotsPerCellY }

    /// Lights dot (`x`, `y`); both must be inside the grid.
    mutating func set(x: Int, y: Int) {
        let cell = (y / dotsPerCellY) * columns + x / dotsPerCellX
        cells[cell] |= dotsPerCellX == 1 ? 1 : Self.bit(column: x % 2, row: y % 4)
    }

    /// Draws `samples` (one value per dot column from the left; non-finite ones skipped) as a
    /// line on the value range `yMin`…`yMax` (`yMax` on the top dot row, `yMin` on the bottom,
    /// values outside clamped): each sample's dot, joined to the previous sample's by a vertical
    /// run so that steep parts stay connected. `yMax` must be greater than `yMin`.
    mutating func plot(_ samples: [Double], yMin: Double, yMax: Double) {
        let last = Double(dotRows - 1)
        var previous: Int?
        for i in 0..<min(dotColumns, samples.count) where samples[i].isFinite {
            let r = Int(min(max(((yMax - samples[i]) / (yMax - yMin) * last).rounded(), 0), last))
            let from = previous.map { $0 < r ? $0 + 1 : ($0 > r ? $0 - 1 : r) } ?? r
            for rr in min(from, r)...max(from, r) { set(x: i, y: rr) }
            previous = r
        }
    }

    /// The lit dots of cell (`column`, `row`): 0 when none.
    subscript(column: Int, row: Int) -> UInt32 { cells[row * columns + column] }

    /// The bit of the braille dot at (`column` 0…1, `row` 0…3) within a cell: dots 1-2-3 down
    /// the left (0x01, 0x02, 0x04), 4-5-6 down the right (0x08, 0x10, 0x20), then the bottom
    /// row's 7 and 8 (0x40, 0x80).
    static func bit(column: Int, row: Int) -> UInt32 {
        row == 3 ? (column == 0 ? 0x40 : 0x80) : 1 << UInt32(row + 3 * column)
    }

    /// All four dots of the left (`column` 0) or right (1) half of a cell.
    static func fullColumn(_ column: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 | bit(column: column, row: $1) }
    }

    /// The braille character's code point for a cell's `bits` (0…255): U+2800 + bits.
    static func scalar(_ bits: UInt32) -> UInt32 { 0x2800 + bits }
}
