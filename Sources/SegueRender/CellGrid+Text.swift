import SegueCore

extension CellGrid {
    /// Writes `text` (sanitised) from column `x` of row `y`, clipped to `maxWidth` cells (default:
    /// to the grid's right edge) and to columns ≥ `minX`. Wide characters take two cells (the
    /// second a continuation) and are dropped rather than split at the clip edge. Keeps each
    /// cell's background when `bg` is nil. Returns the number of cells advanced.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, maxWidth: Int? = nil, fg: RGB? = nil, bg: RGB? = nil,
                             attributes: CellAttributes = [], minX: Int = 0) -> Int {
        guard y >= 0, y < height else { return 0 }
        let limit = min(width, x + (maxWidth ?? width))
        var cx = x
        for ch in Sanitize.text(text) {
            let w = DisplayWidth.of(ch)
            if w == 0 { continue }
            if cx + w > limit { break }
            if cx >= minX {
                let background = bg ?? self[cx, y].bg
                self[cx, y] = Cell(ch, fg: fg, bg: background, attributes: attributes)
                if w == 2 { self[cx + 1, y] = Cell(" ", fg: fg, bg: background, attributes: attributes, isContinuation: true) }
            }
            cx += w
        }
        return cx - x
    }
}
