import SegueCore
import SegueRender
import Testing
import SeguePixels

/// Images in the terminal (docs/screen.md, "Images"): two pixels a cell as `▀` (foreground the
/// upper pixel), fit modes, a rotated image view, and the colour modes. Expectations come from the
/// pixels themselves and the layout's geometry, not from the renderer.
struct ImageDrawingTests {
    static let cols = 60, rows = 30
    static let container = Size(width: 390, height: 844)
    static var layout: Layout { Layout(cols: cols, rows: rows, deviceSize: container, wantsPanel: false) }

    /// A frame of one view filling the container showing image `pixels` (under hash "test") with `fit`.
    static func render(_ pixels: RGBAImage, fit: ImageFit, transform: Transform2D = .identity, frame: Rect? = nil,
                       options: RenderOptions = RenderOptions(showsPanel: false)) -> CellGrid {
        let library = ImageLibrary()
        library.add(pixels, sha256: "test")
        let view = SceneView(id: "a", frame: frame ?? Rect(origin: .zero, size: container), transform: transform, color: TestImages.white,
                             border: false, image: TestImages.reference("test", width: pixels.width, height: pixels.height, fit: fit))
        var renderer = FrameRenderer(options: options)
        renderer.images = library
        var grid = CellGrid(width: cols, height: rows)
        renderer.render(Scene(containerSize: container, views: [view], panel: PanelInfo(title: "t")), cols: cols, rows: rows, into: &grid)
        return grid
    }

    /// A colour that differs between every pixel of a small image.
    static func pattern(_ x: Int, _ y: Int) -> RGB { RGB(r: UInt8(x * 7 % 256), g: UInt8(y * 5 % 256), b: UInt8((x + y) % 2 * 200)) }

    /// An image of exactly 2 pixels a cell, stretched over the device: cell (c, r) is `▀` with the
    /// pixel (c, 2r) as foreground and (c, 2r + 1) as background.
    @Test func everyCellIsTwoPixelsAsAnUpperHalfBlock() {
        let d = Self.layout.device
        let grid = Self.render(TestImages.rgba(width: d.width, height: 2 * d.height, Self.pattern), fit: .stretch)
        for r in 0..<d.height {
            for c in 0..<d.width {
                let cell = grid[d.x + c, d.y + r]
                #expect(cell.glyph == "▀" && cell.fg == Self.pattern(c, 2 * r) && cell.bg == Self.pattern(c, 2 * r + 1),
                        "cell (\(c), \(r)): \(cell)")
            }
        }
    }

    /// A 2:1 image, green | red red | blue in quarters across. `fill` covers the 390 × 844 frame
    /// by its height (1688 pt wide, centred: the frame sees the middle 390 pt, all red); `stretch`
    /// shows the quarters as they are; `fit` is 390 × 195 pt centred down (rows outside it keep the
    /// view's white).
    static func quarters(_ x: Int, _ y: Int) -> RGB { x < 10 ? TestImages.green : x < 30 ? TestImages.red : TestImages.blue }

    @Test func fillShowsTheMiddleOfTheImage() {
        let d = Self.layout.device
        let grid = Self.render(TestImages.rgba(width: 40, height: 20, Self.quarters), fit: .fill)
        for r in 0..<d.height { for c in 0..<d.width { #expect(grid[d.x + c, d.y + r].bg == TestImages.red, "(\(c), \(r))") } }
    }

    @Test func stretchShowsTheQuarters() {
        let d = Self.layout.device
        let grid = Self.render(TestImages.rgba(width: 40, height: 20, Self.quarters), fit: .stretch)
        let mid = d.y + d.height / 2
        #expect(grid[d.x, mid].bg == TestImages.green)
        #expect(grid[d.x + d.width / 2, mid].bg == TestImages.red)
        #expect(grid[d.x + d.width - 1, mid].bg == TestImages.blue)
    }

    @Test func fitLeavesTheViewColourAboveAndBelow() {
        let l = Self.layout, d = l.device
        let grid = Self.render(TestImages.rgba(width: 40, height: 20, Self.quarters), fit: .fit)
        // The image spans y = 324.5 … 519.5 pt: rows whose cells lie wholly outside keep white.
        let top = (844.0 - 195) / 2, bottom = top + 195
        for r in 0..<d.height {
            let y0 = Double(r) * l.pointsPerCellY, y1 = y0 + l.pointsPerCellY
            let cell = grid[d.x + d.width / 2, d.y + r]
            if y1 <= top || y0 >= bottom { #expect(cell.bg == TestImages.white, "row \(r) \(cell)") }
            if y0 >= top && y1 <= bottom { #expect(cell.bg == TestImages.red, "row \(r) \(cell)") }
        }
    }

    /// A square view turned 90° clockwise about its centre: the image's left half (red) is now
    /// above the centre, its right half (blue) below.
    @Test func aRotatedImageViewTurnsItsPixels() {
        let l = Self.layout, d = l.device
        let side = 200.0, frame = Rect(x: 95, y: 322, width: side, height: side)
        let grid = Self.render(TestImages.rgba(width: 20, height: 20) { x, _ in x < 10 ? TestImages.red : TestImages.blue }, fit: .stretch,
                               transform: Transform2D(rotation: .pi / 2), frame: frame)
        let cx = d.x + Int((frame.midX / l.pointsPerCellX).rounded(.down))
        let above = d.y + Int(((frame.midY - side / 4) / l.pointsPerCellY).rounded(.down))
        let below = d.y + Int(((frame.midY + side / 4) / l.pointsPerCellY).rounded(.down))
        #expect(grid[cx, above].bg == TestImages.red)
        #expect(grid[cx, below].bg == TestImages.blue)
    }

    /// The grid keeps RGB in every colour mode (the encoders map it): the pure red of a pixel is
    /// xterm's 196 and ANSI's 9 (bright red); no colour and ASCII draw the view's pattern instead.
    @Test(arguments: [ColorMode.direct, .xterm256, .ansi16])
    func colourModesKeepThePixels(_ mode: ColorMode) {
        let d = Self.layout.device
        let grid = Self.render(TestImages.rgba(width: 4, height: 4) { _, _ in TestImages.red }, fit: .stretch,
                               options: RenderOptions(colorMode: mode, showsPanel: false))
        let cell = grid[d.x + 3, d.y + 3]
        #expect(cell.bg == TestImages.red)
        #expect(Palette.xterm256Index(for: cell.bg!) == 196)
        #expect(Palette.ansi16Index(for: cell.bg!) == 9)
    }

    @Test(arguments: [RenderOptions(colorMode: .none, showsPanel: false), RenderOptions(ascii: true, showsPanel: false)])
    func patternModesDrawNoImage(_ options: RenderOptions) {
        let d = Self.layout.device
        let withImage = Self.render(TestImages.rgba(width: d.width, height: 2 * d.height, Self.pattern), fit: .stretch, options: options)
        let library = ImageLibrary()
        let plain = SceneView(id: "a", frame: Rect(origin: .zero, size: Self.container), color: TestImages.white, border: false)
        var renderer = FrameRenderer(options: options)
        renderer.images = library
        let expected = renderer.render(Scene(containerSize: Self.container, views: [plain], panel: PanelInfo(title: "t")),
                                       cols: Self.cols, rows: Self.rows).grid
        #expect(withImage == expected)
    }
}
