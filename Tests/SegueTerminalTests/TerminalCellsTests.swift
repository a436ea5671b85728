import SegueCore
import SegueRender
import SegueTerminal
import Testing
import SegueScreen

/// Grids mapped to the terminal's colours (`TerminalCells`), and the runs `DrawPlan` makes of them.
@Suite struct TerminalCellsTests {
    static let red = RGB(r: 255, g: 0, b: 0), blue = RGB(r: 0, g: 0, b: 255), grey = RGB(r: 200, g: 200, b: 200)

    func mapped(_ grid: CellGrid, mode: ColorMode = .xterm256) -> CellGrid {
        var cells = TerminalCells(mode: mode, colors: mode == .direct ? 1 << 24 : 256)
        cells.update(grid, previous: nil)
        return cells.grid
    }

    /// (250, 4, 2) is nearest to cube levels (255, 0, 0) — index 16 + 36 · 5 = 196, as pure red —
    /// so on a 256-colour terminal the change shows nothing and costs nothing; in direct colour it is a change.
    @Test(arguments: [(ColorMode.xterm256, 0), (.direct, 1), (.ansi16, 0)])
    func aChangeTheTerminalCannotShowIsSkipped(mode: ColorMode, runs: Int) {
        var a = CellGrid(width: 4, height: 1), b = CellGrid(width: 4, height: 1)
        a[1, 0] = Cell("x", fg: .white, bg: Self.red)
        b[1, 0] = Cell("x", fg: .white, bg: RGB(r: 250, g: 4, b: 2))
        let plan = DrawPlan.runs(for: mapped(b, mode: mode), previous: mapped(a, mode: mode), screen: TerminalSize(cols: 4, rows: 1))
        #expect(plan.count == runs)
    }

    @Test func coloursBecomeTheirNumbers() {
        var g = CellGrid(width: 2, height: 1)
        g[0, 0] = Cell("a", fg: .white, bg: Self.red)
        let m = mapped(g)
        #expect(TerminalCells.number(m[0, 0].fg) == 231)
        #expect(TerminalCells.number(m[0, 0].bg) == 196)
        #expect(TerminalCells.number(m[1, 0].bg) == -1)
        #expect(TerminalCells.packed(-1) == nil && TerminalCells.number(TerminalCells.packed(0xABCDEF)) == 0xABCDEF)
    }

    /// A blank on the same background takes its left neighbour's foreground and bold (they do not
    /// show on a blank); an underlined blank, a blank on another background and the first cell keep theirs.
    @Test func blanksTakeTheLookOfTheCellToTheirLeft() {
        var g = CellGrid(width: 7, height: 1)
        g[0, 0] = Cell(" ", fg: Self.blue, bg: Self.red)
        g[1, 0] = Cell("│", fg: Self.grey, bg: Self.red, attributes: .bold)
        g[2, 0] = Cell(" ", bg: Self.red)
        g[3, 0] = Cell(" ", bg: Self.red)
        g[4, 0] = Cell(" ", bg: Self.red, attributes: .underline)
        g[5, 0] = Cell(" ", bg: Self.blue)
        let m = mapped(g)
        #expect(TerminalCells.number(m[0, 0].fg) == 21)          // the first cell: its own (pure blue: 16 + 5)
        for x in [2, 3] {
            #expect(m[x, 0].fg == m[1, 0].fg, "blank \(x)")
            #expect(m[x, 0].attributes == .bold, "blank \(x)")
        }
        #expect(m[4, 0].fg == nil && m[4, 0].attributes == .underline)
        #expect(m[5, 0].fg == nil && m[5, 0].attributes == [])
    }

    /// A column of `rows` edge cells (white on blue, over a red background) moving one cell right
    /// changes two neighbouring cells a row (the old edge cell becomes background, the next one
    /// the edge): `rows` runs of 2 cells. Moving 3 cells leaves a gap of 2 unchanged cells between
    /// the two changed ones, bridged: still one run a row, of 4 cells; without bridging two runs
    /// of 1 cell a row.
    @Test(arguments: [(1, 0, 1, 2), (3, 3, 1, 4), (3, 0, 2, 1)])
    func aMovingEdgeIsOneRunPerRow(step: Int, bridging: Int, runsPerRow: Int, cellsPerRun: Int) {
        let rows = 38, cols = 30
        func frame(edge: Int) -> CellGrid {
            var g = CellGrid(width: cols, height: rows, fill: Cell(" ", bg: Self.red))
            for y in 0..<rows { g[edge, y] = Cell("▌", fg: .white, bg: Self.blue) }
            return g
        }
        let plan = DrawPlan.runs(for: mapped(frame(edge: 10 + step)), previous: mapped(frame(edge: 10)),
                                 screen: TerminalSize(cols: cols, rows: rows), bridging: bridging)
        #expect(plan.count == rows * runsPerRow)
        #expect(plan.allSatisfy { $0.cells.count == cellsPerRun })
        #expect(DrawPlan.cellCount(plan) == rows * runsPerRow * cellsPerRun)
    }

    /// A changed cell's new look reaches the unchanged blanks after it that take it, and no further.
    @Test func blanksFollowTheirChangedLeftNeighbour() {
        var a = CellGrid(width: 5, height: 1, fill: Cell(" ", bg: Self.red))
        a[1, 0] = Cell("│", fg: Self.grey, bg: Self.red)
        a[4, 0] = Cell(" ", bg: Self.blue)
        var b = a
        b[1, 0] = Cell("│", fg: Self.blue, bg: Self.red)
        var cells = TerminalCells(mode: .xterm256, colors: 256)
        cells.update(a, previous: nil)
        cells.update(b, previous: a)
        #expect(cells.grid == mapped(b))
        #expect(cells.grid[3, 0].fg == cells.grid[1, 0].fg && cells.grid[4, 0].fg == nil)
    }

    /// Only rows whose model cells changed are mapped again; the others keep their mapping.
    @Test func unchangedRowsKeepTheirMapping() {
        var a = CellGrid(width: 3, height: 2)
        a[0, 0] = Cell("a", fg: Self.red)
        a[0, 1] = Cell("b", fg: Self.red)
        var cells = TerminalCells(mode: .xterm256, colors: 256)
        cells.update(a, previous: nil)
        var b = a
        b[0, 1] = Cell("c", fg: Self.blue)
        cells.update(b, previous: a)
        #expect(cells.grid == mapped(b))
    }
}
