import SegueCore

/// Draws the onion skin's ghosts (`OnionSkin`; docs/terminal.md) over a rendered device: of each
/// ghost, the outline (light box drawing, ASCII `+ - |`) of every view that moves — whose
/// position in the container (its frame and transform composed with its superviews') differs
/// between the ghost's time and now — around the cells its transformed bounds cover, in
/// `ghostColor` faded into what is behind: ghost k of n at opacity (n + 1 − k) / (n + 1), so
/// older is fainter (without colour, the older half dim). Newest first, and a cell holds one
/// ghost line: where two ghosts meet the newer shows. The live views' text and borders stay on top: a ghost takes only cells that show
/// a fill (a space or a block element), so that its lines cross a full-screen view sliding over
/// them — the spacing of the edges is what shows an easing.
enum OnionSkinDrawing {
    /// The outline colour before fading; `#60a5fa`.
    static let ghostColor = RGB(r: 0x60, g: 0xa5, b: 0xfa)
    /// How much two positions may differ and the view still counts as still; unit: points; 1e-6.
    static let stillTolerance = 1e-6

    /// One view placed in the container: its id and the corners of its transformed bounds.
    struct Placed: Equatable {
        var id: String
        var corners: [(x: Double, y: Double)]

        static func == (a: Placed, b: Placed) -> Bool {
            a.id == b.id && a.corners.count == b.corners.count
                && zip(a.corners, b.corners).allSatisfy { abs($0.x - $1.x) <= stillTolerance && abs($0.y - $1.y) <= stillTolerance }
        }

        /// The bounding box in container points.
        var bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double) {
            (corners.map(\.x).min() ?? 0, corners.map(\.y).min() ?? 0, corners.map(\.x).max() ?? 0, corners.map(\.y).max() ?? 0)
        }
    }

    /// Every view of `scene` (subviews too), placed in the container, back to front.
    static func placed(_ scene: Scene) -> [Placed] {
        var out: [Placed] = []
        func walk(_ v: SceneView, _ parent: Affine) {
            let m = parent.concatenating(Affine.view(frame: v.frame, transform: v.transform, anchor: v.anchor))
            let w = v.frame.width, h = v.frame.height
            out.append(Placed(id: v.id, corners: [m.apply(0, 0), m.apply(w, 0), m.apply(w, h), m.apply(0, h)]))
            for s in v.subviews { walk(s, m) }
        }
        for v in scene.views { walk(v, .identity) }
        return out
    }

    /// The views of `ghost` that move: present now at another position.
    static func moving(in ghost: Scene, now: [Placed]) -> [Placed] {
        placed(ghost).filter { g in
            guard let live = now.first(where: { $0.id == g.id }) else { return false }
            return live != g
        }
    }

    /// Draws `ghosts` (newest first, as `OnionSkin.ghosts` gives them) for `scene` into `grid`.
    static func draw(_ ghosts: [OnionSkin.Ghost], scene: Scene, layout: Layout, options: RenderOptions, into grid: inout CellGrid) {
        guard layout.fits, !ghosts.isEmpty else { return }
        let now = placed(scene)
        let glyphs = GlyphSet(ascii: options.ascii)
        for ghost in ghosts.sorted(by: { $0.age < $1.age }) {
            let fade = Double(OnionSkin.count + 1 - ghost.age) / Double(OnionSkin.count + 1)
            for view in moving(in: ghost.scene, now: now) {
                let r = cells(of: view, layout)
                outline(r, glyphs: glyphs, fade: fade, dim: ghost.age * 2 > OnionSkin.count, options: options,
                        clip: layout.device, into: &grid)
            }
        }
    }

    /// The cells a placed view's bounds cover (those whose centre lies inside), on the terminal.
    static func cells(of v: Placed, _ layout: Layout) -> CellRect {
        let b = v.bounds, sx = layout.pointsPerCellX, sy = layout.pointsPerCellY
        let x0 = Int((b.minX / sx - 0.5).rounded(.up)), x1 = Int((b.maxX / sx - 0.5).rounded(.up))
        let y0 = Int((b.minY / sy - 0.5).rounded(.up)), y1 = Int((b.maxY / sy - 0.5).rounded(.up))
        return CellRect(x: layout.device.x + x0, y: layout.device.y + y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// Whether a cell shows only a fill: a space or a block element (U+2580…U+259F), not text,
    /// a border or another ghost's line.
    static func isFill(_ code: UInt32) -> Bool { code == 0x20 || (0x2580...0x259F).contains(code) }

    private static func outline(_ r: CellRect, glyphs: GlyphSet, fade: Double, dim: Bool, options: RenderOptions,
                                clip: CellRect, into grid: inout CellGrid) {
        guard r.width >= 2, r.height >= 2 else { return }
        func put(_ x: Int, _ y: Int, _ code: UInt32) {
            guard clip.contains(col: x, row: y) else { return }
            let behind = grid[x, y]
            guard isFill(behind.code) else { return }
            if options.colorMode == .none {
                grid[x, y] = Cell(code: code, bgBits: behind.bgBits, flagBits: dim ? UInt32(CellAttributes.dim.rawValue) : 0)
                return
            }
            let bg = behind.bg ?? options.background
            grid[x, y] = Cell(code: code, fgBits: Packed.pack(ghostColor.over(bg, alpha: fade)), bgBits: behind.bgBits)
        }
        for x in (r.x + 1)..<(r.maxX - 1) {
            put(x, r.y, glyphs.horizontal)
            put(x, r.maxY - 1, glyphs.horizontal)
        }
        for y in (r.y + 1)..<(r.maxY - 1) {
            put(r.x, y, glyphs.vertical)
            put(r.maxX - 1, y, glyphs.vertical)
        }
        put(r.x, r.y, glyphs.topLeft)
        put(r.maxX - 1, r.y, glyphs.topRight)
        put(r.x, r.maxY - 1, glyphs.bottomLeft)
        put(r.maxX - 1, r.maxY - 1, glyphs.bottomRight)
    }
}
