import SegueCore

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
