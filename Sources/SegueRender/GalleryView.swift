import SegueCore

/// The gallery screen (`segue` with no arguments): the built-in scenarios, one per row, with
/// the selected one's description, and the keys.
public enum GalleryView {
    /// One entry of the list.
    public struct Entry: Sendable, Equatable {
        public var name: String
        public var title: String
        public var description: String
        public init(name: String, title: String, description: String) {
            self.name = name
            self.title = title
            self.description = description
        }
    }

    /// Draws the gallery into a grid of `cols` × `rows` cells, `selected` highlighted
    /// (scrolling to keep it visible). `ascii` draws with ASCII only; `color` false draws
    /// without colour (the selection is then shown in reverse video); `help` draws the gallery's
    /// keys over it (`?`; default false), its page `helpPage` (0-based, counted round its pages;
    /// default 0).
    public static func draw(_ entries: [Entry], selected: Int, cols: Int, rows: Int, ascii: Bool, color: Bool,
                            message: String? = nil, help: Bool = false, helpPage: Int = 0) -> CellGrid {
        var g = CellGrid(width: cols, height: rows)
        guard cols > 0, rows > 0 else { return g }
        let text: (String) -> String = { ascii ? HelpOverlay.asciiOnly($0) : $0 }
        let accent: RGB? = color ? RGB(r: 96, g: 165, b: 250) : nil
        let dim: RGB? = color ? RGB(r: 156, g: 163, b: 175) : nil
        g.put(text("segue — interactive view-controller transitions"), x: 1, y: 0, maxWidth: cols - 2, fg: accent, attributes: .bold)
        g.put(text(Plural.count(entries.count, "built-in scenario")), x: 1, y: 1, maxWidth: cols - 2, fg: dim)
        let listTop = 3
        let footer = 3
        let visible = max(0, rows - listTop - footer)
        let nameWidth = min(entries.map(\.name.count).max() ?? 0, max(10, cols / 3))
        let first = visible == 0 ? 0 : min(max(0, selected - visible / 2), max(0, entries.count - visible))
        for (row, index) in (first..<min(entries.count, first + visible)).enumerated() {
            let e = entries[index]
            let y = listTop + row
            let isSelected = index == selected
            let marker = isSelected ? (ascii ? ">" : "▸") : " "
            let attrs: CellAttributes = isSelected ? (color ? .bold : [.bold, .reverse]) : []
            let fg: RGB? = isSelected ? (color ? RGB(r: 255, g: 255, b: 255) : nil) : nil
            let bg: RGB? = isSelected && color ? RGB(r: 30, g: 64, b: 175) : nil
            if isSelected, color { for x in 0..<cols { g[x, y] = Cell(" ", bg: bg) } }
            var x = 1
            x += g.put(marker + " ", x: x, y: y, fg: fg, bg: bg, attributes: attrs)
            g.put(e.name, x: x, y: y, maxWidth: nameWidth, fg: isSelected ? fg : accent, bg: bg, attributes: attrs)
            g.put(text(e.title), x: x + nameWidth + 2, y: y, maxWidth: cols - x - nameWidth - 3, fg: fg, bg: bg, attributes: attrs)
        }
        if entries.indices.contains(selected) {
            g.put(text(entries[selected].description), x: 1, y: rows - 3, maxWidth: cols - 2, fg: dim)
        }
        let keys = ascii ? "up/down choose  enter open  n/N next/previous  ? keys  q quit"
                         : "↑↓ choose  ⏎ open  n/N next/previous  ? keys  q quit"
        g.put(keys, x: 1, y: rows - 1, maxWidth: cols - 2, fg: dim)
        if let message { g.put(text(message), x: 1, y: rows - 2, maxWidth: cols - 2, fg: color ? RGB(r: 252, g: 165, b: 165) : nil) }
        if help { HelpOverlay.draw(HelpOverlay.galleryKeys, page: helpPage, into: &g, ascii: ascii, color: color) }
        return g
    }
}
