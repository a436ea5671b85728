import SegueCore

/// Text from files and the command line (titles, content, log lines, paths, messages) passes
/// through here before it can reach a terminal, by the rules of `TextSafety`
/// (docs/scenarios.md, "Text"): unsafe characters never do, invisible ones are dropped.
public enum Sanitize {
    /// Whether a scalar must never be written to a terminal (`TextSafety.isUnsafe`): C0
    /// (including ESC), DEL, C1, the line and paragraph separators, the bidirectional controls
    /// that could reorder what follows, and noncharacters.
    @inline(__always) public static func isControl(_ s: Unicode.Scalar) -> Bool { TextSafety.isUnsafe(s) }

    /// `text` with every unsafe character replaced by U+FFFD (tab by a space) and every
    /// invisible one (zero-width format characters, tags) removed, so that a title like
    /// `"\u{1B}]0;pwned\u{07}"` shows as harmless visible text, and what is drawn, printed and
    /// written to a cast header is the same.
    public static func text(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { TextSafety.kind(of: $0) != .plain }) else { return text }
        var out = String.UnicodeScalarView()
        for s in text.unicodeScalars {
            switch TextSafety.kind(of: s) {
            case .plain: out.append(s)
            case .invisible: continue
            case .unsafe: out.append(s == "\t" ? " " : "\u{FFFD}")
            }
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
