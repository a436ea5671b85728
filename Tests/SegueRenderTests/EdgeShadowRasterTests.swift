import SegueCore
import Testing
@testable import SegueRender

/// The navigation parallax's edge shadow in the terminal (docs/screen.md): three strips of black
/// over what is behind, at the gradient's opacity at each strip's middle (0.3·u²,
/// docs/transitions.md), darkest against the moving view's edge; in pattern mode a `░` (`/` in ASCII)
/// on the cells it covers while its alpha is at least 0.25. On the square device a cell is 20 pt
/// across, so a 60-pt shadow puts one strip in each of three cells.
struct EdgeShadowRasterTests {
    static func shadow(alpha: Double) -> SceneView {
        SceneView(id: "parallaxShadow", frame: Rect(x: 100, y: 0, width: 60, height: 800), alpha: alpha, color: RGB(r: 0, g: 0, b: 0),
                  border: false)
    }

    /// `RGB.over` written out: round(f·a + b·(1 − a)) per channel, black over `b`.
    static func black(over b: RGB, _ a: Double) -> RGB {
        func ch(_ c: UInt8) -> UInt8 { UInt8((Double(c) * (1 - a)).rounded()) }
        return RGB(r: ch(b.r), g: ch(b.g), b: ch(b.b))
    }

    @Test("a soft dark column: three cells darkening towards the edge, by 0.3·u² at u = 1/6, 1/2, 5/6")
    func colourGradient() {
        let screen = Fixture.box("covered", x: 0, width: 400, color: Fixture.yellow)
        for alpha in [1.0, 0.5] {
            let grid = Fixture.renderSquare([screen, Self.shadow(alpha: alpha)], options: RenderOptions(colorMode: .direct))
            for (k, u) in [(0, 1.0 / 6), (1, 0.5), (2, 5.0 / 6)] {
                let expected = Self.black(over: Fixture.yellow, alpha * 0.3 * u * u)
                #expect(Fixture.squareCell(grid, 5 + k, 10).bg == expected, "alpha \(alpha), strip \(k)")
            }
            #expect(Fixture.squareCell(grid, 4, 10).bg == Fixture.yellow && Fixture.squareCell(grid, 8, 10).bg == Fixture.yellow)
        }
    }

    @Test("pattern mode: ░ (or / in ASCII) while the shadow's alpha is at least 0.25; it takes no pattern number",
          arguments: [(false, "░"), (true, "/")])
    func pattern(ascii: Bool, glyph: String) {
        let screen = Fixture.box("covered", x: 0, width: 400, color: Fixture.yellow)
        let options = RenderOptions(colorMode: .none, ascii: ascii)
        let grid = Fixture.renderSquare([screen, Self.shadow(alpha: 0.3)], options: options)
        for x in 5...7 { #expect(String(Fixture.squareCell(grid, x, 10).glyph) == glyph, "cell \(x)") }
        #expect(String(Fixture.squareCell(grid, 4, 10).glyph) == ".")  // the screen's own pattern, the first
        let faint = Fixture.renderSquare([screen, Self.shadow(alpha: 0.2)], options: options)
        for x in 5...7 { #expect(String(Fixture.squareCell(faint, x, 10).glyph) == ".") }
        // A view painted after the shadow still gets the second pattern.
        let after = Fixture.renderSquare([screen, Self.shadow(alpha: 1), Fixture.box("top", x: 200, width: 200)], options: options)
        #expect(String(Fixture.squareCell(after, 15, 10).glyph) == "=")
    }
}
