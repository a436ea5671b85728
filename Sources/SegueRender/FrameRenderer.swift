import SegueCore
import SeguePixels

/// One rendered frame: the cells, and the layout they were drawn with (the side panel is left
/// blank at `layout.panel` for the HUD to draw into).
public struct RenderedFrame: Sendable, Equatable {
    public var grid: CellGrid
    public var layout: Layout
}

/// Scene → frame: layout, the device frame and background, the views, and the "terminal too
/// small" screen. Keep one renderer for a run: it reuses its buffers and caches between frames
/// (a frame then allocates only its `CellGrid`, or nothing with `render(_:cols:rows:into:)`).
/// Deterministic: the same scene, size and options always give the same grid, whatever was
/// rendered before. Copies share the scratch buffers, which every frame rewrites from scratch,
/// so a copy behaves as an independent renderer; the type is not `Sendable` (one per thread).
public struct FrameRenderer {
    /// The look; change it between frames at will.
    public var options: RenderOptions
    /// The pixels of the scenario's images (docs/screen.md, "Images"); nil (the default): views
    /// with an image show their colour only.
    public var images: ImageLibrary?
    private var rasterizer = Rasterizer()

    public init(options: RenderOptions = RenderOptions()) {
        self.options = options
    }

    /// Renders `scene` for a `cols` × `rows` terminal (unit: cells; any value, negatives count
    /// as 0). The device size is `scene.containerSize` (or the whole area for a `fill` device).
    public mutating func render(_ scene: Scene, cols: Int, rows: Int) -> RenderedFrame {
        var grid = CellGrid(width: cols, height: rows)
        let layout = render(scene, cols: cols, rows: rows, into: &grid)
        return RenderedFrame(grid: grid, layout: layout)
    }

    /// Renders into `grid`, reusing its storage when it already has the terminal's size (else it
    /// is replaced by a grid of that size): the way to draw frame after frame without
    /// allocating. Every cell of `grid` is rewritten. Returns the layout used.
    @discardableResult
    public mutating func render(_ scene: Scene, cols: Int, rows: Int, into grid: inout CellGrid) -> Layout {
        let layout = Layout(cols: cols, rows: rows, deviceSize: scene.containerSize, isFill: options.isFill,
                            wantsPanel: options.showsPanel, compactPanel: options.compactPanel)
        if grid.width == layout.cols, grid.height == layout.rows {
            grid.clear()
        } else {
            grid = CellGrid(width: layout.cols, height: layout.rows)
        }
        guard layout.fits else {
            drawTooSmall(&grid, layout)
            return layout
        }
        rasterizer.setOptions(options)
        rasterizer.images = images
        drawFrame(&grid, layout.frame)
        rasterizer.paint(scene, layout: layout)
        rasterizer.resolve(into: &grid, originX: layout.device.x, originY: layout.device.y)
        return layout
    }

    /// A one-off render with a fresh renderer.
    public static func render(scene: Scene, cols: Int, rows: Int, options: RenderOptions = RenderOptions()) -> RenderedFrame {
        var r = FrameRenderer(options: options)
        return r.render(scene, cols: cols, rows: rows)
    }

    /// The device frame: rounded light box drawing (ASCII `+ - |`) one cell outside the device.
    private func drawFrame(_ grid: inout CellGrid, _ f: CellRect) {
        guard f.width >= 2, f.height >= 2 else { return }
        let g = rasterizer.glyphs
        let fg: UInt32 = options.colorMode == .none ? Cell.defaultColor : Packed.pack(options.frameColor)
        for x in (f.x + 1)..<(f.maxX - 1) {
            grid[x, f.y] = Cell(code: g.horizontal, fgBits: fg)
            grid[x, f.maxY - 1] = Cell(code: g.horizontal, fgBits: fg)
        }
        for y in (f.y + 1)..<(f.maxY - 1) {
            grid[f.x, y] = Cell(code: g.vertical, fgBits: fg)
            grid[f.maxX - 1, y] = Cell(code: g.vertical, fgBits: fg)
        }
        grid[f.x, f.y] = Cell(code: g.frameTopLeft, fgBits: fg)
        grid[f.maxX - 1, f.y] = Cell(code: g.frameTopRight, fgBits: fg)
        grid[f.x, f.maxY - 1] = Cell(code: g.frameBottomLeft, fgBits: fg)
        grid[f.maxX - 1, f.maxY - 1] = Cell(code: g.frameBottomRight, fgBits: fg)
    }

    /// "terminal too small" / "need W×H (have w×h)", centred, each line clipped to the width.
    private func drawTooSmall(_ grid: inout CellGrid, _ layout: Layout) {
        guard case .tooSmall(let needCols, let needRows) = layout.fit, grid.width > 0, grid.height > 0 else { return }
        let times = options.ascii ? "x" : "×"
        let lines = ["terminal too small", "need \(needCols)\(times)\(needRows)", "(have \(layout.cols)\(times)\(layout.rows))"]
        let shown = Array(lines.prefix(grid.height))
        let top = (grid.height - shown.count) / 2
        let attributes: CellAttributes = [.bold]
        for (k, line) in shown.enumerated() {
            let w = DisplayWidth.of(line)
            let x = max(0, (grid.width - w) / 2)
            grid.put(line, x: x, y: top + k, attributes: k == 0 ? attributes : [])
        }
    }
}
