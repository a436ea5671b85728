#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
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
        var collector = RunCollector()
        forEachCell(of: grid, screen: screen, bridging: bridging, markRow: { dirty, y in
            if full {
                dirty.update(repeating: true)
                return true
            }
            return markChanges(dirty, row: y, of: grid.cells, before, width: grid.width)
        }) { x, y, cell, width in
            collector.add(cell, x: x, y: y, width: width)
        }
        return collector.runs
    }

    /// The runs that write the cells of `grid` marked in `changed` (one flag a cell, row-major, as
    /// `TerminalCells.changed` gives them: the mapping already knows which cells changed, so the
    /// grids are not compared again). Clipping, wide characters and `bridging` as in
    /// `runs(for:previous:screen:bridging:)`; a `changed` of another size than the grid draws every cell.
    public static func runs(for grid: CellGrid, changed: [Bool], screen: TerminalSize, bridging: Int = 0) -> [DrawRun] {
        var collector = RunCollector()
        forEachCell(of: grid, changed: changed, screen: screen, bridging: bridging) { x, y, cell, width in
            collector.add(cell, x: x, y: y, width: width)
        }
        return collector.runs
    }

    /// The cells `runs(for:changed:screen:bridging:)` would write, one call each in order, with
    /// the column and row each is written at and its display width (1 or 2); no runs are made (what a writer that keeps its own
    /// cursor takes).
    public static func forEachCell(of grid: CellGrid, changed: [Bool], screen: TerminalSize, bridging: Int = 0,
                                   _ visit: (_ x: Int, _ y: Int, _ cell: Cell, _ width: Int) -> Void) {
        let full = changed.count != grid.width * grid.height
        changed.withUnsafeBufferPointer { flags in
            forEachCell(of: grid, screen: screen, bridging: bridging, markRow: { dirty, y in
                if full {
                    dirty.update(repeating: true)
                    return true
                }
                let start = y * grid.width
                guard memchr(flags.baseAddress! + start, 1, dirty.count) != nil else { return false }
                memcpy(dirty.baseAddress!, flags.baseAddress! + start, dirty.count)
                return true
            }, visit)
        }
    }

    /// Cells in writing order gathered into runs: a cell that starts where the last run ends
    /// joins it.
    private struct RunCollector {
        var runs: [DrawRun] = []
        /// Where the last run ends: its row and the column after its last cell.
        private var end = (x: -1, y: -1)

        mutating func add(_ cell: Cell, x: Int, y: Int, width: Int) {
            if end == (x, y) {
                runs[runs.count - 1].cells.append(cell)
            } else {
                runs.append(DrawRun(x: x, y: y, cells: [cell]))
            }
            end = (x + width, y)
        }
    }

    /// Calls `visit` for each cell to write (with its display width, 1 or 2) of the rows for
    /// which `markRow(&dirty, y)` marks the cells to write (and returns whether it marked any).
    private static func forEachCell(of grid: CellGrid, screen: TerminalSize, bridging: Int,
                                    markRow: (UnsafeMutableBufferPointer<Bool>, Int) -> Bool, _ visit: (Int, Int, Cell, Int) -> Void) {
        let cols = min(grid.width, max(0, screen.cols))
        let rows = min(grid.height, max(0, screen.rows))
        guard cols > 0, rows > 0 else { return }
        var marks = [Bool](repeating: false, count: cols)
        marks.withUnsafeMutableBufferPointer { dirty in
            grid.cells.withUnsafeBufferPointer { all in
                for y in 0..<rows {
                    guard markRow(dirty, y) else { continue }
                    let row = UnsafeBufferPointer(rebasing: all[(y * grid.width)..<(y * grid.width + cols)])
                    // A changed continuation cell is drawn by redrawing its lead cell.
                    forEachMarked(dirty) { x in
                        if x > 0 && row[x].isContinuation && !row[x - 1].isContinuation { dirty[x - 1] = true }
                    }
                    if bridging > 0 { bridge(dirty, row: row, upTo: bridging) }
                    visitRow(row, y: y, dirty: dirty, visit)
                }
            }
        }
    }

    /// Calls `body` with each index marked in `marks`, in order, skipping unmarked stretches a
    /// word at a time (`memchr`); `body` may mark indices before the one it is given.
    @inline(__always) static func forEachMarked(_ marks: UnsafeMutableBufferPointer<Bool>, _ body: (Int) -> Void) {
        guard let base = marks.baseAddress else { return }
        var x = 0
        while x < marks.count {
            if marks[x] {
                body(x)
                x += 1
            } else {
                guard let next = memchr(base + x, 1, marks.count - x) else { return }
                x += UnsafeRawPointer(next) - UnsafeRawPointer(base + x)
            }
        }
    }

    /// Calls `visit` for the cells of `row` (row `y`) marked in `dirty`.
    @inline(__always) private static func visitRow(_ row: UnsafeBufferPointer<Cell>, y: Int, dirty: UnsafeMutableBufferPointer<Bool>,
                                                   _ visit: (Int, Int, Cell, Int) -> Void) {
        var cursor = -1
        forEachMarked(dirty) { x in
            var cell = row[x]
            if cell.isContinuation {
                // Covered by the wide lead just drawn, or an orphan continuation with no
                // lead: draw a blank in its colours.
                if cursor > x { return }
                cell = Cell(" ", fg: cell.fg, bg: cell.bg, attributes: cell.attributes)
            }
            var width = width(of: cell)
            if width == 0 || (width == 2 && x + 1 >= row.count) {
                cell.glyph = " "
                width = 1
            }
            visit(x, y, cell, width)
            cursor = x + width
        }
    }

    /// Sets `dirty[x]` for the first `dirty.count` cells of row `y`: whether the cell differs
    /// between `cells` and `before` (row-major, `width` a row); whether any does.
    static func markChanges(_ dirty: UnsafeMutableBufferPointer<Bool>, row y: Int, of cells: [Cell], _ before: [Cell], width: Int) -> Bool {
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
    static func bridge(_ dirty: UnsafeMutableBufferPointer<Bool>, row: UnsafeBufferPointer<Cell>, upTo limit: Int) {
        var lastDirty = -1
        forEachMarked(dirty) { x in
            let gap = x - lastDirty - 1
            if lastDirty >= 0, gap > 0, gap <= limit,
               (lastDirty + 1..<x).allSatisfy({ g in
                   let c = row[g]
                   return !c.isContinuation && !row[g + 1].isContinuation && width(of: c) == 1
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
