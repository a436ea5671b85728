import SegueCore
import Testing
@testable import SegueRender

/// Titles and content: placement, clipping, hostile text, wide characters, ASCII output.
@Suite struct RasterTextTests {
    static let hostile = ["\u{1B}]0;pwned\u{07}", "\u{1B}[2J", "a\u{9B}31mb", "del\u{7F}ete", "\u{202E}evil", "tab\there",
                          "\u{1B}P+q\u{1B}\\", "\r\n", "\u{0}",
                          // Issue 9: separators, noncharacters, isolates and invisible characters.
                          "a\u{2028}b\u{2029}c", String(String.UnicodeScalarView([0xFFFE, 0xFFFF, 0x10FFFF].map { Unicode.Scalar($0)! })), "\u{2066}iso\u{2069}", "x\u{200D}y", "soft\u{AD}hy",
                          "tag\u{E0041}\u{E007F}", "\u{200B}\u{FEFF}\u{FFF9}z\u{FFFA}\u{FFFB}", "\u{200E}\u{061C}"]

    static let allModes: [RenderOptions] = [
        RenderOptions(colorMode: .direct), RenderOptions(colorMode: .xterm256), RenderOptions(colorMode: .none),
        RenderOptions(colorMode: .direct, ascii: true), RenderOptions(colorMode: .none, ascii: true),
    ]

    /// Hostile titles and content never put a control character in the grid, in any mode.
    @Test(arguments: allModes)
    func hostileTextIsSanitised(_ options: RenderOptions) {
        for h in Self.hostile {
            let v = SceneView(id: h, frame: Rect(x: 0, y: 0, width: 390, height: 844), color: Fixture.blue, title: h,
                              content: [h, "ok " + h + " ok"],
                              subviews: [SceneView(id: "e", frame: Rect(x: 20, y: 300, width: 200, height: 100), color: Fixture.amber, title: h)])
            let grid = FrameRenderer.render(scene: Fixture.scene([v], size: Size(width: 390, height: 844)), cols: 120, rows: 40,
                                            options: options).grid
            expectWellFormed(grid)
            let text = grid.text
            #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B || $0.value == 0x7F })
            #expect(!text.unicodeScalars.contains { TextSafety.kind(of: $0) != .plain && $0 != "\n" }, "\(h.unicodeScalars.map(\.value))")
        }
    }

    /// The title is centred on the top row with a space either side; content starts on the
    /// third row, two cells in.
    @Test func titleAndContentPlacement() {
        // Cells 0…9 across, rows 0…4 (0–200 pt across, 0–200 pt down).
        let v = SceneView(id: "v", frame: Rect(x: 0, y: 0, width: 200, height: 200), color: Fixture.blue,
                          title: "Hi", content: ["abc", "de"])
        let grid = Fixture.renderSquare([v])
        let row0 = (0..<10).map { Fixture.squareCell(grid, $0, 0).glyph }
        // Between the corners 8 cells; " Hi " is 4 → starts at 1 + (8 − 4)/2 = 3.
        #expect(String(row0) == "┌── Hi ──┐")
        #expect(String((0..<10).map { Fixture.squareCell(grid, $0, 2).glyph }) == "│ abc    │")
        #expect(String((0..<10).map { Fixture.squareCell(grid, $0, 3).glyph }) == "│ de     │")
        #expect(Fixture.squareCell(grid, 4, 0).attributes.contains(.bold))
        #expect(!Fixture.squareCell(grid, 2, 2).attributes.contains(.bold))
    }

    /// Content is clipped to the view's interior: the right border and bottom border survive.
    @Test func contentClippedToTheView() {
        let v = SceneView(id: "v", frame: Rect(x: 0, y: 0, width: 200, height: 160), color: Fixture.blue,
                          title: String(repeating: "T", count: 30), content: [String(repeating: "x", count: 30), "2", "3", "4"])
        let grid = Fixture.renderSquare([v])
        #expect(String((0..<10).map { Fixture.squareCell(grid, $0, 0).glyph }) == "┌TTTTTTTT┐")
        #expect(String((0..<10).map { Fixture.squareCell(grid, $0, 2).glyph }) == "│ xxxxxx │")
        // Rows 0…3: content starts at row 2, the bottom border is row 3, so only one line fits.
        #expect(String((0..<10).map { Fixture.squareCell(grid, $0, 3).glyph }) == "└────────┘")
        #expect(Fixture.squareCell(grid, 10, 2).bg == Fixture.background)
    }

    /// Wide characters take two cells and are dropped, not split, at the clip edge.
    @Test func wideCharacters() {
        // Interior columns 2…7 (6 cells): "日本語" needs 6, "日本語x" drops the x.
        let v = SceneView(id: "v", frame: Rect(x: 0, y: 0, width: 200, height: 200), color: Fixture.blue,
                          content: ["日本語", "a日本語"])
        let grid = Fixture.renderSquare([v])
        expectWellFormed(grid)
        #expect(Fixture.squareCell(grid, 2, 2).glyph == "日" && Fixture.squareCell(grid, 3, 2).isContinuation)
        #expect(Fixture.squareCell(grid, 6, 2).glyph == "語" && Fixture.squareCell(grid, 7, 2).isContinuation)
        // "a日本語": a, 日, 本 fit (5 cells); 語 would need columns 7–8 and is dropped.
        #expect(Fixture.squareCell(grid, 2, 3).glyph == "a")
        #expect(Fixture.squareCell(grid, 5, 3).glyph == "本")
        #expect(Fixture.squareCell(grid, 7, 3).glyph == " " && !Fixture.squareCell(grid, 7, 3).isContinuation)
    }

    /// A view painted over one half of a wide character removes the whole character.
    @Test func wideCharacterHalfCovered() {
        let under = SceneView(id: "u", frame: Rect(x: 0, y: 0, width: 400, height: 800), color: Fixture.blue, content: ["日本語日本語"])
        for x in stride(from: 40.0, through: 200.0, by: 5) {
            let over = Fixture.box(x: x, width: 400 - x, color: Fixture.amber)
            expectWellFormed(Fixture.renderSquare([under, over]))
        }
    }

    /// `--ascii`: every byte of every frame is below 0x80, whatever the scene holds.
    @Test(arguments: [ColorMode.direct, .none])
    func asciiIsPureASCII(_ mode: ColorMode) {
        let options = RenderOptions(colorMode: mode, ascii: true)
        var scenes = [Fixture.phoneSlide(p: 0.37), Fixture.swing(degrees: -100), Fixture.alert()]
        scenes.append(Fixture.scene([SceneView(id: "u", frame: Rect(x: 13, y: 7, width: 300, height: 500), color: Fixture.blue,
                                               title: "Ünïcödé — 日本 🚀", content: ["é\u{301}", "👨‍👩‍👧", "\u{1B}[2J"])]))
        for scene in scenes {
            for size in [(120, 40), (60, 20), (20, 10), (1, 1)] {
                let grid = FrameRenderer.render(scene: scene, cols: size.0, rows: size.1, options: options).grid
                #expect(grid.text.utf8.allSatisfy { $0 < 0x80 }, "\(size)")
            }
        }
    }

    /// In pattern modes views are told apart by glyphs: two overlapping screens fill with
    /// different patterns, and no block characters appear in ASCII mode.
    @Test func patternsTellViewsApart() {
        let grid = FrameRenderer.render(scene: Fixture.phoneSlide(p: 0.5), cols: 120, rows: 40,
                                        options: RenderOptions(colorMode: .none)).grid
        let l = Layout(cols: 120, rows: 40, deviceSize: Size(width: 390, height: 844))
        let y = l.device.y + 20
        let left = grid[l.device.x + 5, y].glyph, right = grid[l.device.maxX - 5, y].glyph
        #expect(left != right && left != " " && right != " ")
        #expect(grid.cells.allSatisfy { $0.fg == nil && $0.bg == nil })
        let ascii = FrameRenderer.render(scene: Fixture.phoneSlide(p: 0.5), cols: 120, rows: 40,
                                         options: RenderOptions(ascii: true)).grid
        #expect(!ascii.text.contains { "▏▎▍▌▋▊▉▀▄█".contains($0) })
    }
}
