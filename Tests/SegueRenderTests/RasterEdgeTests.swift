import SegueCore
import Testing
@testable import SegueRender

/// Sub-cell edges on the square test device: 1 cell = 20 pt across (an eighth = 2.5 pt) and
/// 40 pt down (a half = 20 pt); device cell 5 spans 100–120 pt across.
@Suite struct RasterEdgeTests {
    static let eighths: [Character] = [" ", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// A right edge at x = 100 + e (0 < e < 20) covers e/20 of cell 5 from the left: the glyph
    /// has round(e / 2.5) eighths, fg = the view, bg = what is behind. (Sample centres sit at
    /// (k + ½)/8 of the cell; values are chosen away from the ties.)
    @Test(arguments: [1.0, 2.0, 4.0, 6.0, 9.0, 11.0, 14.0, 16.5, 18.0, 19.0])
    func rightEdgeEighth(e: Double) {
        let grid = Fixture.renderSquare([Fixture.box(x: 0, width: 100 + e)])
        let n = Int((e / 2.5).rounded())
        let cell = Fixture.squareCell(grid, 5, 7)
        if n == 8 {
            #expect(cell.glyph == " " && cell.bg == Fixture.amber)
        } else if n == 0 {
            #expect(cell.glyph == " " && cell.bg == Fixture.background)
        } else {
            #expect(cell.glyph == Self.eighths[n], "e = \(e)")
            #expect(cell.fg == Fixture.amber)
            #expect(cell.bg == Fixture.background)
        }
        // Cell 4 is wholly covered, cell 6 not at all.
        #expect(Fixture.squareCell(grid, 4, 7).glyph == " " && Fixture.squareCell(grid, 4, 7).bg == Fixture.amber)
        #expect(Fixture.squareCell(grid, 6, 7).bg == Fixture.background)
    }

    /// A left edge at x = 100 + e leaves e/20 of cell 5 uncovered on the left: the same glyphs
    /// with fg/bg swapped (fg = what is behind, on the left; bg = the view).
    @Test(arguments: [1.0, 4.0, 9.0, 11.0, 16.5, 19.0])
    func leftEdgeEighth(e: Double) {
        let grid = Fixture.renderSquare([Fixture.box(x: 100 + e, width: 300)])
        let n = Int((e / 2.5).rounded())
        let cell = Fixture.squareCell(grid, 5, 3)
        if n == 8 {
            #expect(cell.glyph == " " && cell.bg == Fixture.background)
        } else if n == 0 {
            #expect(cell.glyph == " " && cell.bg == Fixture.amber)
        } else {
            #expect(cell.glyph == Self.eighths[n], "e = \(e)")
            #expect(cell.fg == Fixture.background)
            #expect(cell.bg == Fixture.amber)
        }
    }

    /// Moving a view by 1/8 of a cell (2.5 pt) changes the frame: the edge glyph gains an eighth.
    @Test(arguments: Array(stride(from: 0.0, to: 20.0, by: 2.5)))
    func eighthOfACellMoveChangesTheFrame(start: Double) {
        let a = Fixture.renderSquare([Fixture.box(x: 0, width: 100.3 + start)])
        let b = Fixture.renderSquare([Fixture.box(x: 0, width: 100.3 + start + 2.5)])
        #expect(a != b)
        #expect(!b.changes(from: a).isEmpty)
    }

    /// The same for a whole phone screen in the pop: a 1/8-cell step of the from view changes the
    /// picture (sx = 390/35 pt a cell, so an eighth is 1.393 pt).
    @Test func phoneSlideEighthStep() {
        let sx = 390.0 / 35
        let x0 = 10.3 * sx
        func frame(_ x: Double) -> CellGrid {
            var s = Fixture.phoneSlide(p: 0)
            s.views[1].frame.origin.x = x
            return FrameRenderer.render(scene: s, cols: 120, rows: 40).grid
        }
        #expect(frame(x0) != frame(x0 + sx / 8))
    }

    /// A bottom edge halfway down a cell: ▀ with fg = the view; a top edge there: ▄ with fg = the view.
    @Test func horizontalEdgesUseHalfBlocks() {
        // Row 10 spans 400–440 pt down; an edge at 420 pt halves it.
        let top = Fixture.renderSquare([Fixture.box(x: 0, y: 0, width: 400, height: 420)])
        let cell = Fixture.squareCell(top, 4, 10)
        #expect(cell.glyph == "▀" && cell.fg == Fixture.amber && cell.bg == Fixture.background)
        #expect(Fixture.squareCell(top, 4, 9).bg == Fixture.amber)
        #expect(Fixture.squareCell(top, 4, 11).bg == Fixture.background)

        let bottom = Fixture.renderSquare([Fixture.box(x: 0, y: 420, width: 400, height: 380)])
        let c2 = Fixture.squareCell(bottom, 4, 10)
        #expect(c2.glyph == "▄" && c2.fg == Fixture.amber && c2.bg == Fixture.background)

        // A quarter into the row (410 pt) is nearer a whole cell than a half: the sample centres
        // are at 10 and 30 pt into the row, so 410 covers neither.
        let q = Fixture.renderSquare([Fixture.box(x: 0, y: 0, width: 400, height: 409)])
        #expect(Fixture.squareCell(q, 4, 10).glyph == " " && Fixture.squareCell(q, 4, 10).bg == Fixture.background)
    }

    /// Views are clipped to the device: nothing is drawn outside the frame, and the frame itself
    /// is intact, however far the view reaches.
    @Test func clippedAtTheDeviceEdge() {
        let views = [Fixture.box(x: -300, y: -500, width: 2000, height: 3000),
                     SceneView(id: "t", frame: Rect(x: -50, y: 100, width: 600, height: 200), color: Fixture.blue,
                               title: String(repeating: "Wide title ", count: 20), content: [String(repeating: "x", count: 200)])]
        let grid = Fixture.renderSquare(views)
        let frame = CellRect(x: 10, y: 0, width: 22, height: 22)
        for y in 0..<grid.height {
            for x in 0..<grid.width {
                let c = grid[x, y]
                let onFrame = frame.contains(col: x, row: y) && !frame.insetBy(1).contains(col: x, row: y)
                if onFrame {
                    #expect("╭╮╰╯─│".contains(c.glyph), "frame at (\(x), \(y)) is \(c.glyph)")
                    #expect(c.bg == nil)
                } else if !frame.contains(col: x, row: y) {
                    #expect(c == .blank, "outside the device at (\(x), \(y))")
                }
            }
        }
        // Inside, the covered device is the view's colour everywhere.
        #expect(Fixture.squareCell(grid, 0, 0).bg == Fixture.amber)
        #expect(Fixture.squareCell(grid, 19, 19).bg == Fixture.amber)
    }

    /// Borders sit on the wholly covered cells, inside the view's edge.
    @Test func borderInsideTheEdge() {
        // Cells 2…7 across (40–160 pt) and rows 2…5 (80–240 pt), edges cell-aligned.
        let v = SceneView(id: "b", frame: Rect(x: 40, y: 80, width: 120, height: 160), color: Fixture.blue, border: true)
        let grid = Fixture.renderSquare([v])
        #expect(Fixture.squareCell(grid, 2, 2).glyph == "┌")
        #expect(Fixture.squareCell(grid, 7, 2).glyph == "┐")
        #expect(Fixture.squareCell(grid, 2, 5).glyph == "└")
        #expect(Fixture.squareCell(grid, 7, 5).glyph == "┘")
        #expect(Fixture.squareCell(grid, 4, 2).glyph == "─" && Fixture.squareCell(grid, 2, 4).glyph == "│")
        #expect(Fixture.squareCell(grid, 1, 2).bg == Fixture.background && Fixture.squareCell(grid, 8, 2).bg == Fixture.background)
        // Moved right by half a cell: the edge cells become blocks and the border moves inside.
        var w = v
        w.frame.origin.x += 10
        let g2 = Fixture.renderSquare([w])
        #expect(Fixture.squareCell(g2, 2, 3).glyph == "▌")  // left edge: left half behind
        #expect(Fixture.squareCell(g2, 3, 2).glyph == "┌")
        #expect(Fixture.squareCell(g2, 7, 2).glyph == "┐")
        #expect(Fixture.squareCell(g2, 8, 3).glyph == "▌")  // right edge: left half the view
    }
}
