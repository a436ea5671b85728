#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import SegueRender

/// Cells to write left to right from one screen position: each cell advances the cursor by its
/// display width (a wide character covers the continuation cell to its right).
public struct DrawRun: Sendable, Equatable {
    /// Column of the first cell, 0-based.
    public var x: Int
    /// Row, 0-based.
    public var y: Int
    /// The cells to write, in order; never a continuation cell.
    public var cells: [Cell]
    public init(x: Int, y: Int, cells: [Cell]) { self.x = x; self.y = y; self.cells = cells }
}

/// Which cells a backend must write to turn the screen showing `previous` into `grid`:
/// the changed cells, grouped into runs so that a backend moves the cursor once per run.
public enum DrawPlan {
    /// The runs that draw `grid` on a screen of `screen` cells that shows `previous` (nil: the
    /// screen content is unknown, draw every cell; also when the grid sizes differ).
    ///
    /// - Cells outside the screen are clipped.
    /// - A changed continuation cell redraws the wide character to its left.
    /// - A wide character in the last visible column (it would not fit) is drawn as a space in
    ///   its colours; a zero-width glyph is drawn as a space.
    /// - `bridging` (cells, ≥ 0, default 0): a gap of at most this many unchanged one-cell glyphs
    ///   between two changed cells of a row is written again, joining the two runs into one (a
    ///   backend whose library skips cells that did not change, as ncurses does, makes one call
    ///   instead of two and no extra bytes).
    public static func runs(for grid: CellGrid, previous: CellGrid?, screen: TerminalSize, bridging: Int = 0) -> [DrawRun] {
        let full = previous.map { $0.width != grid.width || $0.height != grid.height } ?? true
        let before = full ? [] : previous!.cells
        return runs(for: grid, screen: screen, bridging: bridging) { dirty, y in
            if full {
                for x in dirty.indices { dirty[x] = true }
                return true
            }
            return markChanges(&dirty, row: y, of: grid.cells, before, width: grid.width)
        }
    }

    /// The runs that write the cells of `grid` marked in `changed` (one flag a cell, row-major, as
    /// `TerminalCells.changed` gives them: the mapping already knows which cells changed, so the
    /// grids are not compared again). Clipping, wide characters and `bridging` as in
    /// `runs(for:previous:screen:bridging:)`; a `changed` of another size than the grid draws every cell.
    public static func runs(for grid: CellGrid, changed: [Bool], screen: TerminalSize, bridging: Int = 0) -> [DrawRun] {
        let full = changed.count != grid.width * grid.height
        return changed.withUnsafeBufferPointer { flags in
            runs(for: grid, screen: screen, bridging: bridging) { dirty, y in
                if full {
                    for x in dirty.indices { dirty[x] = true }
                    return true
                }
                let start = y * grid.width
                guard memchr(flags.baseAddress! + start, 1, dirty.count) != nil else { return false }
                for x in dirty.indices { dirty[x] = flags[start + x] }
                return true
            }
        }
    }

    /// The runs of the rows for which `markRow(&dirty, y)` marks the cells to write (and returns
    /// whether it marked any).
    private static func runs(for grid: CellGrid, screen: TerminalSize, bridging: Int,
                             markRow: (inout [Bool], Int) -> Bool) -> [DrawRun] {
        let cols = min(grid.width, max(0, screen.cols))
        let rows = min(grid.height, max(0, screen.rows))
        guard cols > 0, rows > 0 else { return [] }
        var out: [DrawRun] = []
        var dirty = [Bool](repeating: false, count: cols)
        for y in 0..<rows {
            guard markRow(&dirty, y) else { continue }
            // A changed continuation cell is drawn by redrawing its lead cell.
            for x in 1..<max(1, cols) where dirty[x] && grid[x, y].isContinuation && !grid[x - 1, y].isContinuation {
                dirty[x - 1] = true
            }
            if bridging > 0 { bridge(&dirty, row: y, of: grid, upTo: bridging) }
            var run: DrawRun?
            var cursor = -1
            var x = 0
            while x < cols {
                defer { x += 1 }
                guard dirty[x] else { continue }
                var cell = grid[x, y]
                if cell.isContinuation {
                    // Covered by the wide lead just drawn (then the run continues), or an orphan
                    // continuation with no lead: draw a blank in its colours.
                    if cursor > x { continue }
                    cell = Cell(" ", fg: cell.fg, bg: cell.bg, attributes: cell.attributes)
                }
                var width = width(of: cell)
                if width == 0 || (width == 2 && x + 1 >= cols) {
                    cell.glyph = " "
                    width = 1
                }
                if run != nil, cursor == x {
                    // In place: a copy of the run would share its cells and copy them on every append.
                    run!.cells.append(cell)
                } else {
                    if let r = run { out.append(r) }
                    var cells: [Cell] = []
                    cells.reserveCapacity(dirty[x...].prefix { $0 }.count)
                    cells.append(cell)
                    run = DrawRun(x: x, y: y, cells: cells)
                }
                cursor = x + width
            }
            if let r = run { out.append(r) }
        }
        return out
    }

    /// Sets `dirty[x]` for the first `dirty.count` cells of row `y`: whether the cell differs
    /// between `cells` and `before` (row-major, `width` a row); whether any does.
    static func markChanges(_ dirty: inout [Bool], row y: Int, of cells: [Cell], _ before: [Cell], width: Int) -> Bool {
        let start = y * width
        return cells.withUnsafeBufferPointer { now in
            before.withUnsafeBufferPointer { was in
                if memcmp(now.baseAddress! + start, was.baseAddress! + start, width * MemoryLayout<Cell>.stride) == 0 { return false }
                var any = false
                for x in 0..<dirty.count {
                    let d = now[start + x] != was[start + x]
                    dirty[x] = d
                    any = any || d
                }
                return any
            }
        }
    }

    /// Marks dirty the gaps of at most `limit` clean cells between two dirty ones, when every
    /// cell of the gap is a glyph one cell wide (no wide character, no continuation).
    static func bridge(_ dirty: inout [Bool], row y: Int, of grid: CellGrid, upTo limit: Int) {
        var lastDirty = -1
        for x in 0..<dirty.count where dirty[x] {
            let gap = x - lastDirty - 1
            if lastDirty >= 0, gap > 0, gap <= limit,
               (lastDirty + 1..<x).allSatisfy({ g in
                   let c = grid[g, y]
                   return !c.isContinuation && !grid[g + 1, y].isContinuation && width(of: c) == 1
               }) {
                for g in lastDirty + 1..<x { dirty[g] = true }
            }
            lastDirty = x
        }
    }

    /// `DisplayWidth.of(cell.glyph)`, without making a `Character` for a single-scalar glyph.
    @inline(__always) static func width(of cell: Cell) -> Int {
        if let v = cell.singleScalar, let scalar = Unicode.Scalar(v) { return DisplayWidth.of(scalar) }
        return DisplayWidth.of(cell.glyph)
    }

    /// The number of cells the runs write.
    public static func cellCount(_ runs: [DrawRun]) -> Int { runs.reduce(0) { $0 + $1.cells.count } }
}
