import SegueCore
import SegueRender
import SegueTerminal
import Testing
import SegueScreen

/// `TerminalCells.changed` — the cells whose mapping the last update changed — and the runs
/// `DrawPlan` makes from it, against the mappings of the two grids made afresh and compared cell by cell.
@Suite struct TerminalCellsChangedTests {
    static let red = RGB(r: 255, g: 0, b: 0), blue = RGB(r: 0, g: 0, b: 255), grey = RGB(r: 200, g: 200, b: 200)

    /// Pairs of model grids: the frame before and the frame after.
    enum Change: String, CaseIterable, CustomTestStringConvertible {
        case edgeMovesOneCell, edgeMovesThreeCells, invisibleColourChange, blankFollowsItsLeftNeighbour, oneRowChanges, nothingChanges

        var testDescription: String { rawValue }

        var grids: (before: CellGrid, after: CellGrid) {
            func edge(at x: Int) -> CellGrid {
                var g = CellGrid(width: 20, height: 6, fill: Cell(" ", bg: red))
                for y in 0..<6 { g[x, y] = Cell("▌", fg: .white, bg: blue) }
                return g
            }
            var a = CellGrid(width: 6, height: 3, fill: Cell(" ", bg: red))
            a.put("ab", x: 0, y: 2)
            var b = a
            switch self {
            case .edgeMovesOneCell: return (edge(at: 5), edge(at: 6))
            case .edgeMovesThreeCells: return (edge(at: 5), edge(at: 8))
            case .invisibleColourChange:
                // (250, 4, 2) shows as pure red's index 196 on a 256-colour terminal.
                a[1, 0] = Cell("x", bg: red)
                b[1, 0] = Cell("x", bg: RGB(r: 250, g: 4, b: 2))
            case .blankFollowsItsLeftNeighbour:
                a[1, 1] = Cell("│", fg: grey, bg: red)
                b[1, 1] = Cell("│", fg: blue, bg: red)
            case .oneRowChanges: b.put("cd", x: 3, y: 2)
            case .nothingChanges: break
            }
            return (a, b)
        }
    }

    func mapped(_ grid: CellGrid) -> CellGrid {
        var cells = TerminalCells(mode: .xterm256, colors: 256)
        cells.update(grid, previous: nil)
        return cells.grid
    }

    @Test(arguments: Change.allCases)
    func changedMarksTheCellsWhoseMappingDiffers(change: Change) {
        let (a, b) = change.grids
        var cells = TerminalCells(mode: .xterm256, colors: 256)
        cells.update(a, previous: nil)
        cells.update(b, previous: a)
        let before = mapped(a).cells, after = mapped(b).cells
        let expected = (0..<after.count).map { before[$0] != after[$0] }
        #expect(cells.changed == expected)
        if change == .nothingChanges || change == .invisibleColourChange { #expect(!cells.changed.contains(true)) }
    }

    /// The runs from the flags are the runs from comparing the two mapped grids, with and without bridging.
    @Test(arguments: Change.allCases, [0, 3])
    func runsFromTheFlagsEqualRunsFromTheGrids(change: Change, bridging: Int) {
        let (a, b) = change.grids
        var cells = TerminalCells(mode: .xterm256, colors: 256)
        cells.update(a, previous: nil)
        cells.update(b, previous: a)
        let screen = TerminalSize(cols: 80, rows: 24)
        let fromFlags = DrawPlan.runs(for: cells.grid, changed: cells.changed, screen: screen, bridging: bridging)
        let fromGrids = DrawPlan.runs(for: mapped(b), previous: mapped(a), screen: screen, bridging: bridging)
        #expect(fromFlags == fromGrids)
    }

    /// Without a previous grid (or with one of another size) every cell is marked; flags of the
    /// wrong size draw every cell.
    @Test func anUnknownPastMarksEveryCell() {
        let (a, b) = Change.oneRowChanges.grids
        var cells = TerminalCells(mode: .xterm256, colors: 256)
        cells.update(a, previous: nil)
        #expect(cells.changed == [Bool](repeating: true, count: a.width * a.height))
        cells.update(b, previous: CellGrid(width: 2, height: 2))
        #expect(cells.changed == [Bool](repeating: true, count: b.width * b.height))
        let screen = TerminalSize(cols: 80, rows: 24)
        #expect(DrawPlan.runs(for: cells.grid, changed: [], screen: screen) == DrawPlan.runs(for: cells.grid, previous: nil, screen: screen))
    }
}
