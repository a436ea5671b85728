import SegueCore
import Testing
@testable import SegueRender

/// Whole frames: odd sizes, the too-small screen, the panel area, determinism and reuse.
@Suite struct FrameRendererTests {
    static let sizes = [(0, 0), (1, 1), (2, 1), (1, 2), (5, 3), (20, 10), (13, 13), (80, 24), (120, 40), (400, 120), (-3, -3)]
    static let options = RasterTextTests.allModes + [RenderOptions(showsPanel: false), RenderOptions(isFill: true)]

    /// Every size and mode renders a grid of exactly that size without crashing.
    @Test(arguments: sizes)
    func oddSizesNeverCrash(_ size: (Int, Int)) {
        for o in Self.options {
            for scene in [Fixture.phoneSlide(p: 0.31), Fixture.swing(degrees: -200), Fixture.alert()] {
                let frame = FrameRenderer.render(scene: scene, cols: size.0, rows: size.1, options: o)
                #expect(frame.grid.width == max(0, size.0) && frame.grid.height == max(0, size.1))
                expectWellFormed(frame.grid)
            }
        }
    }

    /// Too small: the message, centred and clipped to whatever size there is.
    @Test func tooSmallMessage() {
        let f = FrameRenderer.render(scene: Fixture.phoneSlide(p: 0), cols: 30, rows: 9)
        #expect(f.layout.fit == .tooSmall(needCols: 12, needRows: 13))
        // Three lines centred vertically: rows 3, 4, 5; "terminal too small" (18) at x = 6.
        #expect(f.grid.lines[3] == String(repeating: " ", count: 6) + "terminal too small" + String(repeating: " ", count: 6))
        #expect(f.grid.lines[4].trimmingCharacters(in: .whitespaces) == "need 12×13")
        #expect(f.grid.lines[5].trimmingCharacters(in: .whitespaces) == "(have 30×9)")
        #expect(f.grid[6, 3].attributes.contains(.bold))
        let one = FrameRenderer.render(scene: Fixture.phoneSlide(p: 0), cols: 1, rows: 1)
        #expect(one.grid.text == "t")
        let ascii = FrameRenderer.render(scene: Fixture.phoneSlide(p: 0), cols: 30, rows: 9, options: RenderOptions(ascii: true))
        #expect(ascii.grid.text.contains("need 12x13"))
    }

    /// The panel area is left blank for the HUD, and the frame surrounds the device.
    @Test func panelLeftBlank() {
        let f = FrameRenderer.render(scene: Fixture.phoneSlide(p: 0.5), cols: 120, rows: 40)
        let panel = f.layout.panel!
        for y in panel.y..<panel.maxY {
            for x in panel.x..<panel.maxX { #expect(f.grid[x, y] == .blank) }
        }
        #expect(f.grid[19, 0].glyph == "╭" && f.grid[55, 0].glyph == "╮" && f.grid[19, 39].glyph == "╰" && f.grid[55, 39].glyph == "╯")
        let noPanel = FrameRenderer.render(scene: Fixture.phoneSlide(p: 0.5), cols: 120, rows: 40, options: RenderOptions(showsPanel: false))
        #expect(noPanel.layout.panel == nil)
    }

    /// The same scene, size and options give the same grid, and a renderer reused across
    /// different frames, sizes and options gives what a fresh one gives.
    @Test func deterministicAndReusable() {
        var r = FrameRenderer()
        let a = r.render(Fixture.phoneSlide(p: 0.42), cols: 120, rows: 40)
        _ = r.render(Fixture.alert(), cols: 240, rows: 70)
        r.options = RenderOptions(colorMode: .none, ascii: true)
        _ = r.render(Fixture.swing(degrees: -45), cols: 60, rows: 20)
        r.options = RenderOptions()
        let b = r.render(Fixture.phoneSlide(p: 0.42), cols: 120, rows: 40)
        #expect(a == b)
        #expect(a == FrameRenderer.render(scene: Fixture.phoneSlide(p: 0.42), cols: 120, rows: 40))
    }

    /// Rendering into a grid reuses it when the size matches and replaces it otherwise; the
    /// result is the same as a fresh grid.
    @Test func renderIntoReusesTheGrid() {
        var r = FrameRenderer()
        var grid = CellGrid(width: 120, height: 40)
        r.render(Fixture.alert(), cols: 120, rows: 40, into: &grid)
        r.render(Fixture.phoneSlide(p: 0.2), cols: 120, rows: 40, into: &grid)
        #expect(grid == FrameRenderer.render(scene: Fixture.phoneSlide(p: 0.2), cols: 120, rows: 40).grid)
        r.render(Fixture.phoneSlide(p: 0.2), cols: 30, rows: 9, into: &grid)
        #expect(grid.width == 30 && grid.height == 9)
        #expect(grid == FrameRenderer.render(scene: Fixture.phoneSlide(p: 0.2), cols: 30, rows: 9).grid)
    }

    /// A frame changes only where the picture changes: between two steps of a slide, the
    /// frame, the panel and the rows' unmoved parts stay put.
    @Test func diffIsLocal() {
        let a = FrameRenderer.render(scene: Fixture.phoneSlide(p: 0.30), cols: 120, rows: 40)
        let b = FrameRenderer.render(scene: Fixture.phoneSlide(p: 0.31), cols: 120, rows: 40)
        let changes = b.grid.changes(from: a.grid)
        #expect(!changes.isEmpty)
        #expect(changes.allSatisfy { b.layout.device.contains(col: $0.x, row: $0.y) })
        #expect(changes.count < b.layout.device.width * b.layout.device.height / 2)
    }

    /// `fill`: the container is the whole area, 10 × 20 pt a cell: a view 10 pt wide at x = 0
    /// fills exactly the first device column.
    @Test func fillDevice() {
        let o = RenderOptions(showsPanel: false, isFill: true)
        let v = Fixture.box(x: 0, width: 10, height: 10_000, color: Fixture.amber)
        let f = FrameRenderer.render(scene: Fixture.scene([v], size: Size(width: 1, height: 1)), cols: 40, rows: 12, options: o)
        #expect(f.layout.device == CellRect(x: 1, y: 1, width: 38, height: 10))
        #expect(f.grid[1, 5].bg == Fixture.amber && f.grid[2, 5].bg == Fixture.background)
    }
}
