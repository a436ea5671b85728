/// The text a cell contributes to an export, the same for the text, ANSI and asciicast
/// encoders so that what a terminal shows matches the text frame character for character.
enum CellText {
    /// The text to write for the cell at (`x`, `y`), or nil for the right half of a wide
    /// character (the wide character already covers it). Defensive mappings, for grids not made
    /// by `CellGrid.put`: a glyph with any control scalar (see `Sanitize.isControl`) or of
    /// display width 0 becomes U+FFFD; a wide glyph not followed by its continuation cell
    /// becomes U+FFFD (it would spill into the next cell or wrap); a continuation cell without
    /// a wide character to its left becomes a space.
    static func of(_ grid: CellGrid, x: Int, y: Int) -> String? {
        let cell = grid[x, y]
        if cell.isContinuation {
            let lead = grid[x - 1, y]
            if x > 0, !lead.isContinuation, DisplayWidth.of(lead.glyph) == 2, !hasControl(lead.glyph) { return nil }
            return " "
        }
        if hasControl(cell.glyph) { return "\u{FFFD}" }
        switch DisplayWidth.of(cell.glyph) {
        case 1: return String(cell.glyph)
        case 2:
            let next = x + 1 < grid.width ? grid[x + 1, y] : nil
            return next?.isContinuation == true ? String(cell.glyph) : "\u{FFFD}"
        default: return "\u{FFFD}"
        }
    }

    /// Display width of what `of` returns for a non-continuation cell: 2 for a kept wide glyph, else 1.
    static func width(_ text: String) -> Int { max(1, DisplayWidth.of(text)) }

    static func hasControl(_ ch: Character) -> Bool { ch.unicodeScalars.contains(where: Sanitize.isControl) }
}
