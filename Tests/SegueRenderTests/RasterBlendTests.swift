import SegueCore
import Testing
@testable import SegueRender

/// Alpha, covers and text contrast, with the blended values worked by hand:
/// per channel round(f·a + b·(1 − a)), rounding halves away from zero.
@Suite struct RasterBlendTests {
    /// (200, 100, 0) at 0.25 over #121212 (18): r = 50 + 13.5 = 63.5 → 64, g = 25 + 13.5 = 38.5 → 39,
    /// b = 0 + 13.5 → 14.
    @Test func alphaBlendsOverTheBackground() {
        let v = Fixture.box(x: 0, width: 400, color: RGB(r: 200, g: 100, b: 0), alpha: 0.25)
        let grid = Fixture.renderSquare([v])
        #expect(Fixture.squareCell(grid, 3, 3).bg == RGB(r: 64, g: 39, b: 14))
    }

    /// A parent at 0.5 with a child at 0.5 draws the child at 0.25: the same numbers. The parent
    /// itself at 0.5 over 18: (200·0.5 + 9, 100·0.5 + 9, 9)… but here the parent is green
    /// (0, 200, 0): (9, 109, 9); the child over that at 0.25: r = 50 + 6.75 = 56.75 → 57,
    /// g = 25 + 81.75 = 106.75 → 107, b = 0 + 6.75 → 7.
    @Test func alphaMultipliesDownTheTree() {
        let child = SceneView(id: "p.c", frame: Rect(x: 0, y: 0, width: 100, height: 200), alpha: 0.5,
                              color: RGB(r: 200, g: 100, b: 0), border: false)
        let parent = SceneView(id: "p", frame: Rect(x: 200, y: 400, width: 200, height: 400), alpha: 0.5,
                               color: RGB(r: 0, g: 200, b: 0), border: false, subviews: [child])
        let grid = Fixture.renderSquare([parent])
        #expect(Fixture.squareCell(grid, 15, 15).bg == RGB(r: 9, g: 109, b: 9))    // parent only
        #expect(Fixture.squareCell(grid, 11, 11).bg == RGB(r: 57, g: 107, b: 7))   // child over parent
        #expect(Fixture.squareCell(grid, 3, 3).bg == Fixture.background)
    }

    /// A black cover at 0.6 over (100, 200, 50): (40, 80, 20); a view above the cover is untouched.
    @Test func coverDimsWhatIsBeneath() {
        let under = Fixture.box("under", x: 0, width: 400, color: RGB(r: 100, g: 200, b: 50))
        let cover = Fixture.box("cover", x: 0, width: 400, color: .black, alpha: 0.6)
        let top = Fixture.box("top", x: 200, width: 200, color: Fixture.yellow)
        let grid = Fixture.renderSquare([under, cover, top])
        #expect(Fixture.squareCell(grid, 2, 2).bg == RGB(r: 40, g: 80, b: 20))
        #expect(Fixture.squareCell(grid, 15, 2).bg == Fixture.yellow)
        #expect(Fixture.squareCell(grid, 2, 2).attributes.contains(.dim) == false)
    }

    /// Without colour the cover marks what it covers as dim instead.
    @Test func coverDimsWithoutColour() {
        let under = SceneView(id: "under", frame: Rect(x: 0, y: 0, width: 400, height: 800), color: Fixture.blue, title: "Under")
        let cover = Fixture.box("cover", x: 0, width: 400, color: .black, alpha: 0.6)
        let top = Fixture.box("top", x: 200, y: 400, width: 200, height: 400, color: Fixture.yellow)
        let grid = Fixture.renderSquare([under, cover, top], options: RenderOptions(colorMode: .none))
        #expect(Fixture.squareCell(grid, 5, 5).attributes.contains(.dim))
        // The view above the cover is not dimmed, and takes the second pattern (the cover takes none).
        #expect(!Fixture.squareCell(grid, 15, 15).attributes.contains(.dim))
        #expect(Fixture.squareCell(grid, 15, 15).glyph == "=" && Fixture.squareCell(grid, 5, 5).glyph == ".")
        // The title beneath is still there, dimmed.
        #expect(grid.lines[1].contains("Under"))
        #expect(grid.cells.allSatisfy { $0.fg == nil && $0.bg == nil })
    }

    /// Text is black on light fills and white on dark ones (WCAG contrast: black iff the
    /// relative luminance L > 0.1791; yellow #facc15 has L ≈ 0.64, blue #1d4ed8 L ≈ 0.10).
    @Test(arguments: [(Fixture.yellow, RGB.black), (Fixture.blue, RGB.white), (RGB.white, RGB.black), (RGB.black, RGB.white),
                      (RGB(r: 0x77, g: 0x77, b: 0x77), RGB.black), (RGB(r: 0x74, g: 0x74, b: 0x74), RGB.white)])
    func titleContrast(_ fill: RGB, _ expected: RGB) {
        let v = SceneView(id: "v", frame: Rect(x: 0, y: 0, width: 400, height: 800), color: fill, border: false, title: "T")
        let grid = Fixture.renderSquare([v])
        let row = (0..<grid.width).map { grid[$0, 1] }
        let t = row.first { $0.glyph == "T" }
        #expect(t?.fg == expected)
        #expect(t?.attributes.contains(.bold) == true)
    }

    /// The luminance threshold itself, from the WCAG formula: #777777 (119) linearises to
    /// ((119/255 + 0.055)/1.055)^2.4 = 0.1845 > 0.1791, #747474 (116) to 0.1746 < 0.1791.
    @Test func luminanceAgainstTheFormula() {
        #expect(abs(Packed.relativeLuminance(0x777777) - 0.18447) < 1e-4)
        #expect(abs(Packed.relativeLuminance(0x747474) - 0.17465) < 1e-4)
        #expect(Packed.relativeLuminance(0xFFFFFF) == 1)
    }

    /// A translucent view's text fades with it, and disappears from the frame once it is too
    /// faint to see.
    @Test func translucentTextFades() {
        func titleCell(alpha: Double) -> Cell? {
            let v = SceneView(id: "v", frame: Rect(x: 0, y: 0, width: 400, height: 800), alpha: alpha, color: Fixture.blue,
                              border: false, title: "T")
            let grid = Fixture.renderSquare([v])
            return (0..<grid.width).map { grid[$0, 1] }.first { $0.glyph == "T" }
        }
        // At 0.5 the white title over the cell (blue over #121212 at 0.5: (24, 48, 117)) at 0.5:
        // (140, 152, 186).
        let half = titleCell(alpha: 0.5)
        #expect(half?.fg == RGB(r: 140, g: 152, b: 186))
        #expect(titleCell(alpha: 0.01) == nil)
    }

    /// An opaque view hides the text beneath it; a translucent one over it lets it show, faded.
    @Test func textBeneath() {
        let under = SceneView(id: "u", frame: Rect(x: 0, y: 0, width: 400, height: 800), color: Fixture.blue, title: "Beneath")
        let opaque = Fixture.box(x: 0, width: 400, color: Fixture.amber)
        #expect(!Fixture.renderSquare([under, opaque]).text.contains("Beneath"))
        let faint = Fixture.box(x: 0, width: 400, color: Fixture.amber, alpha: 0.3)
        #expect(Fixture.renderSquare([under, faint]).text.contains("Beneath"))
    }

    /// Text of a fading view blends with the text under it (docs/screen.md): of two lines that
    /// overlap the more opaque one shows, whole, and the other not at all; text the fading view
    /// does not overlap shows through, faded by it. Regression: mid-fade the top view's text
    /// replaced the cells it covered, whatever its alpha, leaving the rest of the line beneath
    /// (`West Lakeake`, `clearpost`).
    ///
    /// `under`: opaque blue, white title "Under" on row 0 and "1. West Lake" on row 2 from
    /// column 2. `over`: amber at alpha a, no title, "2. Pagoda" on row 2. Text beneath keeps
    /// 1 − a of its opacity.
    /// - a = 0.4: beneath 0.6 > 0.4, so "1. West Lake" stays, white faded by amber at 0.4:
    ///   (180·0.4 + 255·0.6, 83·0.4 + 153, 9·0.4 + 153) = (225, 186.2, 156.6) → (225, 186, 157).
    /// - a = 0.7: beneath 0.3 < 0.7, so "2. Pagoda" and nothing of the longer line beneath;
    ///   white at 0.7 over the cell (amber over blue at 0.7: (126 + 8.7, 58.1 + 23.4, 6.3 + 64.8)
    ///   → (135, 82, 71)): (178.5 + 40.5, 178.5 + 24.6, 178.5 + 21.3) → (219, 203, 200).
    /// - Either way the title beneath, which `over` does not overlap, shows through: at 0.7 white
    ///   faded by amber: (126 + 76.5, 58.1 + 76.5, 6.3 + 76.5) → (203, 135, 83).
    @Test func fadingTextBlendsWithTheTextBeneath() {
        let under = SceneView(id: "u", frame: Rect(x: 0, y: 0, width: 400, height: 800), color: Fixture.blue, border: false,
                              title: "Under", content: ["1. West Lake"])
        func render(alpha: Double) -> CellGrid {
            let over = SceneView(id: "o", frame: Rect(x: 0, y: 0, width: 400, height: 800), alpha: alpha, color: Fixture.amber,
                                 border: false, content: ["2. Pagoda"])
            return Fixture.renderSquare([under, over])
        }
        func text(_ grid: CellGrid, row: Int) -> String {
            var s = String((0..<20).map { Fixture.squareCell(grid, $0, row).glyph })
            while s.hasSuffix(" ") { s.removeLast() }
            return s
        }
        let faint = render(alpha: 0.4)
        #expect(text(faint, row: 2) == "  1. West Lake")
        #expect(Fixture.squareCell(faint, 2, 2).fg == RGB(r: 225, g: 186, b: 157))
        #expect(text(faint, row: 0).contains("Under"))
        let strong = render(alpha: 0.7)
        #expect(text(strong, row: 2) == "  2. Pagoda")
        #expect(Fixture.squareCell(strong, 2, 2).fg == RGB(r: 219, g: 203, b: 200))
        #expect(text(strong, row: 0).contains("Under"))
        let title = (0..<20).map { Fixture.squareCell(strong, $0, 0) }.first { $0.glyph == "U" }
        #expect(title?.fg == RGB(r: 203, g: 135, b: 83))
        // An opaque view hides everything beneath, title included.
        let opaque = render(alpha: 1)
        #expect(text(opaque, row: 2) == "  2. Pagoda" && !text(opaque, row: 0).contains("Under"))
    }

    /// The packed blend the rasteriser uses is `RGB.over`, value for value.
    @Test func packedBlendIsRGBOver() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17
            return seed
        }
        for _ in 0..<5000 {
            let f = RGB(r: UInt8(truncatingIfNeeded: next()), g: UInt8(truncatingIfNeeded: next()), b: UInt8(truncatingIfNeeded: next()))
            let b = RGB(r: UInt8(truncatingIfNeeded: next()), g: UInt8(truncatingIfNeeded: next()), b: UInt8(truncatingIfNeeded: next()))
            let a = Double(next() % 1001) / 1000
            #expect(Packed.unpack(Packed.over(Packed.pack(f), Packed.pack(b), a)) == f.over(b, alpha: a))
        }
    }

    /// The blend's rounding without libm is `rounded()` (half away from zero) exactly, halves and
    /// the doubles either side of them included.
    @Test(arguments: [0.0, 0.25, 0.5, 1.5, 2.5, 127.5, 254.5, 255, 0.49999999999999994, 0.5.nextUp, 0.5.nextDown,
                      127.5.nextDown, 127.5.nextUp, 254.99999999999997, 3.0000000000000004])
    func channelRoundingIsRoundedHalfAwayFromZero(x: Double) {
        #expect(Packed.roundedChannel(x) == UInt32(x.rounded()))
    }

    /// A blend that remembers the last colour beneath gives what `Packed.over` gives for each
    /// cell, over runs of one colour and changes between them.
    @Test func blendingOverRunsOfOneColourIsThePackedBlend() {
        let paint = Paint(color: 0x123456, alpha: 0.37, owner: 1, takesOwnership: false, dims: false, hidesTextBeneath: false)
        var blend = Blend(paint)
        let beneath: [UInt32] = [0xFFFFFF, 0xFFFFFF, 0x000000, 0x000000, 0xFFFFFF, 0x808080, 0x808080, 0x010203]
        #expect(beneath.map { blend.over($0) } == beneath.map { Packed.over(0x123456, $0, 0.37) })
    }
}
