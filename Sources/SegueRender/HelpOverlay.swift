import SegueCore

/// The `?` overlay: a key map in a box in the middle of the screen — the previewer's (docs/cli.md)
/// or the gallery's. While it is shown, any key closes it and does nothing else.
public enum HelpOverlay {
    /// The previewer's key map, as (keys, what they do): the rows of `KeyMaps.previewer`.
    /// The inspector's rows (`KeyMaps.inspector`) follow, but its `t` (close), which `t` says.
    public static var keys: [(String, String)] {
        KeyMaps.previewer.helpRows + KeyMaps.inspector.bindings.filter { !$0.keys.contains { $0.intent == .close } }.map { ($0.shown, $0.label) }
    }

    /// The gallery's key map, as (keys, what they do): the rows of `KeyMaps.gallery`.
    public static var galleryKeys: [(String, String)] { KeyMaps.gallery.helpRows }

    /// Replaces non-ASCII characters by ASCII spellings (the panel's, `PanelText.asciiSpellings`)
    /// or `?`.
    public static func asciiOnly(_ s: String) -> String { PanelText.clean(s, ascii: true) }

    /// Draws the box with `keyMap` (default: the previewer's `keys`) centred in `grid`; nothing
    /// when the grid is smaller than 10 × 4 cells.
    public static func draw(_ keyMap: [(String, String)] = HelpOverlay.keys, into grid: inout CellGrid, ascii: Bool, color: Bool) {
        let lines = keyMap.map { (k, v) in (ascii ? asciiOnly(k) : k, ascii ? asciiOnly(v) : v) }
        let keyWidth = lines.map { DisplayWidth.of($0.0) }.max() ?? 0
        let textWidth = lines.map { DisplayWidth.of($0.1) }.max() ?? 0
        let w = min(grid.width, keyWidth + textWidth + 6), h = min(grid.height, lines.count + 4)
        guard w >= 10, h >= 4 else { return }
        let x0 = (grid.width - w) / 2, y0 = (grid.height - h) / 2
        let fg: RGB? = color ? RGB(r: 229, g: 231, b: 235) : nil
        let bg: RGB? = color ? RGB(r: 17, g: 24, b: 39) : nil
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
        grid.put(" keys ", x: x0 + 2, y: y0, maxWidth: w - 4, fg: fg, bg: bg, attributes: .bold)
        for (i, (k, v)) in lines.enumerated() where y0 + 2 + i < y0 + h - 1 {
            grid.put(k, x: x0 + 2, y: y0 + 2 + i, maxWidth: keyWidth, fg: fg, bg: bg, attributes: .bold)
            grid.put(v, x: x0 + 4 + keyWidth, y: y0 + 2 + i, maxWidth: w - keyWidth - 6, fg: fg, bg: bg)
        }
    }
}
