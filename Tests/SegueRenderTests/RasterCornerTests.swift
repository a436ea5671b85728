import SegueCore
import Testing
@testable import SegueRender

/// A view with a corner radius (the zoom transition's zoomed screen, docs/transitions.md) has its
/// border's corners drawn round (╭╮╰╯); without one they are square (┌┐└┘). Square test device:
/// 1 cell = 20 × 40 pt, so the view 100…300 × 80…400 pt covers cells 5…14 × 2…9.
struct RasterCornerTests {
    static func corners(radius: Double, ascii: Bool = false) -> [Character] {
        let v = SceneView(id: "photo", frame: Rect(x: 100, y: 80, width: 200, height: 320), color: Fixture.amber,
                          border: true, cornerRadius: radius)
        let grid = Fixture.renderSquare([v], options: RenderOptions(ascii: ascii, showsPanel: false))
        return [(5, 2), (14, 2), (5, 9), (14, 9)].map { Fixture.squareCell(grid, $0.0, $0.1).glyph }
    }

    @Test(arguments: [(0.0, "┌┐└┘"), (12, "╭╮╰╯"), (0.5, "╭╮╰╯")])
    func cornersFollowTheRadius(radius: Double, expected: String) {
        #expect(String(Self.corners(radius: radius)) == expected)
    }

    @Test func asciiCornersStayPlus() {
        #expect(String(Self.corners(radius: 12, ascii: true)) == "++++")
    }
}
