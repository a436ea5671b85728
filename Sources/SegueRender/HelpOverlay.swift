import SegueCore

/// The `?` overlay: a key map in a box in the middle of the screen — the previewer's (docs/cli.md),
/// a replay's or the gallery's. While it is shown, any key closes it and does nothing else.
public enum HelpOverlay {
    /// The previewer's key map, as (keys, what they do): the rows of `KeyMaps.previewer`.
    /// The inspector's rows (`KeyMaps.inspector`) follow, but its `t` (close), which `t` says,
    /// then the overlay's own paging keys (`KeyMaps.helpOverlay`).
    public static var keys: [(String, String)] {
        KeyMaps.previewer.helpRows + KeyMaps.inspector.bindings.filter { !$0.keys.contains { $0.intent == .close } }.map { ($0.shown, $0.label) }
            + KeyMaps.helpOverlay.helpRows
    }

    /// A replay's key map (`segue replay`), as (keys, what they do): the rows of
    /// `KeyMaps.replay`, then the overlay's paging keys.
    public static var replayKeys: [(String, String)] { KeyMaps.replay.helpRows + KeyMaps.helpOverlay.helpRows }

    /// The gallery's key map, as (keys, what they do): the rows of `KeyMaps.gallery`, then the
    /// overlay's paging keys.
    public static var galleryKeys: [(String, String)] { KeyMaps.gallery.helpRows + KeyMaps.helpOverlay.helpRows }

    /// Replaces non-ASCII characters by ASCII spellings (the panel's, `PanelText.asciiSpellings`)
    /// or `?`.
    public static func asciiOnly(_ s: String) -> String { PanelText.clean(s, ascii: true) }

    /// Draws the box with `keyMap` (default: the previewer's `keys`) centred in `grid`, laid out
    /// by `HelpOverlayPages` to fit, showing page `page` (0-based; counted round the pages, so any
    /// number names one) with `1/2` in its title when there are more; nothing when the grid is
    /// smaller than 10 × 4 cells.
    public static func draw(_ keyMap: [(String, String)] = HelpOverlay.keys, page: Int = 0, into grid: inout CellGrid,
                            ascii: Bool, color: Bool) {
        let rows = keyMap.map { (k, v) in (ascii ? asciiOnly(k) : k, ascii ? asciiOnly(v) : v) }
        let layout = HelpOverlayPages(rows, width: grid.width, height: grid.height)
        let w = min(grid.width, layout.boxWidth), h = min(grid.height, layout.boxHeight)
        guard w >= 10, h >= 4, !layout.pages.isEmpty else { return }
        let x0 = (grid.width - w) / 2, y0 = (grid.height - h) / 2
        let fg: RGB? = color ? RGB(r: 229, g: 231, b: 235) : nil
        let bg: RGB? = color ? RGB(r: 17, g: 24, b: 39) : nil
        box(CellRect(x: x0, y: y0, width: w, height: h), ascii: ascii, fg: fg, bg: bg, into: &grid)
        let shown = ((page % layout.pages.count) + layout.pages.count) % layout.pages.count
        let page = "\(shown + 1)/\(layout.pages.count) "
        let title = layout.pages.count == 1 ? " keys " : DisplayWidth.of(" keys " + page) <= w - 4 ? " keys " + page : " " + page
        grid.put(title, x: x0 + 2, y: y0, maxWidth: w - 4, fg: fg, bg: bg, attributes: .bold)
        for (c, column) in layout.pages[shown].enumerated() {
            let x = x0 + 2 + c * (layout.columnWidth + HelpOverlayPages.gap)
            for (i, line) in column.enumerated() where y0 + 2 + i < y0 + h - 1 {
                grid.put(line.keys, x: x, y: y0 + 2 + i, maxWidth: layout.columnWidth, fg: fg, bg: bg, attributes: .bold)
                grid.put(line.label, x: x + line.labelX, y: y0 + 2 + i, maxWidth: layout.columnWidth - line.labelX, fg: fg, bg: bg)
            }
        }
    }

    /// A filled box with a rounded border (ASCII `+ - |`).
    static func box(_ r: CellRect, ascii: Bool, fg: RGB?, bg: RGB?, into grid: inout CellGrid) {
        let (x0, y0, w, h) = (r.x, r.y, r.width, r.height)
        for y in y0..<(y0 + h) { for x in x0..<(x0 + w) { grid[x, y] = Cell(" ", fg: fg, bg: bg) } }
        let (h1, v1, tl, tr, bl, br): (Character, Character, Character, Character, Character, Character) =
            ascii ? ("-", "|", "+", "+", "+", "+") : ("─", "│", "╭", "╮", "╰", "╯")
        for x in (x0 + 1)..<(x0 + w - 1) {
            grid[x, y0] = Cell(h1, fg: fg, bg: bg)
            grid[x, y0 + h - 1] = Cell(h1, fg: fg, bg: bg)
        }
        for y in (y0 + 1)..<(y0 + h - 1) {
            grid[x0, y] = Cell(v1, fg: fg, bg: bg)
            grid[x0 + w - 1, y] = Cell(v1, fg: fg, bg: bg)
        }
        grid[x0, y0] = Cell(tl, fg: fg, bg: bg)
        grid[x0 + w - 1, y0] = Cell(tr, fg: fg, bg: bg)
        grid[x0, y0 + h - 1] = Cell(bl, fg: fg, bg: bg)
        grid[x0 + w - 1, y0 + h - 1] = Cell(br, fg: fg, bg: bg)
    }
}
