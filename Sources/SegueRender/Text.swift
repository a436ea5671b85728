import SegueCore

/// Text from files (titles, content, log lines) passes through here before it can reach a
/// terminal: control characters never do.
public enum Sanitize {
    /// Whether a scalar is a control character that must never be written to a terminal:
    /// C0 (U+0000–U+001F, including ESC), DEL (U+007F), C1 (U+0080–U+009F), and the bidi
    /// overrides/isolates (U+202A–U+202E, U+2066–U+2069) that could reorder what follows.
    @inline(__always) public static func isControl(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        return v < 0x20 || (v >= 0x7F && v <= 0x9F) || (v >= 0x202A && v <= 0x202E) || (v >= 0x2066 && v <= 0x2069)
    }

    /// `text` with every control character replaced by U+FFFD (tab by a space), so that a
    /// title like `"\u{1B}]0;pwned\u{07}"` shows as harmless visible text.
    public static func text(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = String.UnicodeScalarView()
        for s in text.unicodeScalars {
            if s == "\t" { out.append(" ") } else if isControl(s) { out.append("\u{FFFD}") } else { out.append(s) }
        }
        return String(out)
    }
}

/// Display width of text in terminal cells (a compact `wcwidth`).
public enum DisplayWidth {
    /// Cells a character takes: 0 for combining marks and zero-width characters, 2 for East
    /// Asian wide and fullwidth characters and most emoji, 1 otherwise.
    public static func of(_ ch: Character) -> Int {
        guard let first = ch.unicodeScalars.first else { return 0 }
        if ch.unicodeScalars.count > 1, ch.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return of(first)
    }

    /// Cells a scalar takes (see `of(_: Character)`).
    public static func of(_ s: Unicode.Scalar) -> Int {
        let v = s.value
        if v == 0 { return 0 }
        if v < 0x300 { return 1 }
        // Punctuation, arrows, box drawing, blocks, braille and other symbols: one cell, no
        // marks or format characters among them (a shortcut past the category lookup).
        if (v >= 0x2010 && v <= 0x2029) || (v >= 0x2100 && v <= 0x2BFF) { return 1 }
        switch s.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if v == 0x200B { return 0 }
        if isWide(v) { return 2 }
        return 1
    }

    static func isWide(_ v: UInt32) -> Bool {
        (v >= 0x1100 && v <= 0x115F) || (v >= 0x2E80 && v <= 0x303E) || (v >= 0x3041 && v <= 0x33FF)
            || (v >= 0x3400 && v <= 0x4DBF) || (v >= 0x4E00 && v <= 0x9FFF) || (v >= 0xA000 && v <= 0xA4CF)
            || (v >= 0xAC00 && v <= 0xD7A3) || (v >= 0xF900 && v <= 0xFAFF) || (v >= 0xFE30 && v <= 0xFE4F)
            || (v >= 0xFF00 && v <= 0xFF60) || (v >= 0xFFE0 && v <= 0xFFE6) || (v >= 0x1F300 && v <= 0x1F64F)
            || (v >= 0x1F900 && v <= 0x1F9FF) || (v >= 0x20000 && v <= 0x3FFFD)
    }

    /// Cells a string takes.
    public static func of(_ s: String) -> Int {
        // Printable ASCII (most text): one cell a byte, without grapheme breaking.
        if s.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return s.utf8.count }
        return s.reduce(0) { $0 + of($1) }
    }
}

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
