import SegueCore
import Testing
@testable import SegueRender

/// The chrome in the terminal (docs/chrome.md): bars drawn after the views, labels that draw only
/// their text, and titles and content moved below the safe area's top. On the square device a
/// cell is 20 pt across and 40 pt down (`Fixture.squareDevice`).
struct ChromeRasterTests {
    static let bar = RGB(r: 247, g: 247, b: 247)

    static func row(_ grid: CellGrid, _ y: Int) -> String { String((0..<10).map { Fixture.squareCell(grid, $0, y).glyph }) }

    /// With a safe area of 80 pt (two rows) the title leaves the top border line for row 2 and
    /// the content starts two rows below it, on row 4; the border stays on the view's outline.
    @Test func theSafeAreaMovesTheTitleAndContentDown() {
        var v = SceneView(id: "v", frame: Rect(x: 0, y: 0, width: 200, height: 400), color: Fixture.blue,
                          title: "Hi", content: ["abc"])
        #expect(Self.row(Fixture.renderSquare([v]), 0) == "┌── Hi ──┐", "without a safe area: the border line")
        v.safeAreaTop = 80
        let grid = Fixture.renderSquare([v])
        #expect(Self.row(grid, 0) == "┌────────┐")
        #expect(Self.row(grid, 2) == "│   Hi   │")
        #expect(Self.row(grid, 4) == "│ abc    │")
    }

    /// A bar in `Scene.chrome` is drawn over the views; a label on it that does not fill its
    /// background (a yellow one here) leaves the bar's colour under its text.
    @Test func barsAreDrawnAboveTheViewsAndLabelsDrawOnlyText() {
        let screen = Fixture.box("screen", x: 0, width: 400, color: Fixture.blue)
        var label = SceneView(id: "navigationBar.title.screen", frame: Rect(x: 0, y: 0, width: 400, height: 80),
                              color: Fixture.yellow, border: false, title: "Inbox")
        label.fillsBackground = false
        let bar = SceneView(id: "navigationBar", frame: Rect(x: 0, y: 0, width: 400, height: 80), color: Self.bar,
                            border: false, subviews: [label])
        var scene = Fixture.scene([screen])
        scene.chrome = [bar]
        let grid = FrameRenderer.render(scene: scene, cols: Fixture.squareCols, rows: Fixture.squareRows,
                                        options: RenderOptions(colorMode: .direct, showsPanel: false)).grid
        for x in 0..<20 {
            #expect(Fixture.squareCell(grid, x, 0).bg == Self.bar && Fixture.squareCell(grid, x, 1).bg == Self.bar, "column \(x)")
            #expect(Fixture.squareCell(grid, x, 2).bg == Fixture.blue, "the screen below the bar, column \(x)")
        }
        #expect(TestGrids.text(grid, row: Fixture.squareOrigin.y, x: Fixture.squareOrigin.x, width: 20).contains("Inbox"))
    }
}
