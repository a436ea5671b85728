/// One row of panel text as glyphs, the form `PanelPainter` writes into cells: each grapheme's
/// glyph code, its display width and the index of the run (role) it came from.
///
/// The side panel redraws every row every frame, so this is on the hot path. Printable ASCII
/// (most of the panel) is taken byte by byte as it is; other text is cleaned (`PanelText.clean`)
/// and then, when every scalar is a grapheme of its own (Latin-1 and the box, block, arrow and
/// punctuation characters the panel uses — see `isStandalone`), read scalar by scalar without
/// grapheme breaking; anything else (combining marks, emoji sequences) goes through
/// `Character`s. All three give the same glyphs.
struct PanelGlyphs {
    struct Glyph {
        /// The glyph code (see `GlyphCode`).
        var code: UInt32
        /// Display width in cells: 0, 1 or 2.
        var width: UInt16
        /// Index of the run it came from.
        var run: UInt16
    }

    var glyphs: [Glyph] = []

    init(capacity: Int) {
        glyphs.reserveCapacity(capacity)
    }

    var count: Int { glyphs.count }

    /// Empties the row, keeping the storage.
    mutating func removeAll() {
        glyphs.removeAll(keepingCapacity: true)
    }

    /// The display width of the whole row.
    var totalWidth: Int {
        var w = 0
        for g in glyphs { w += Int(g.width) }
        return w
    }

    /// Whether scalar `v` always forms a grapheme of its own whatever surrounds it, and is not
    /// a control character: printable Latin-1 (below the combining marks at U+0300) and the
    /// symbol blocks from U+2010 to U+2BFF, except the zero-width and bidi formatting
    /// characters and the combining marks for symbols (U+20D0–U+20FF).
    @inline(__always) static func isStandalone(_ v: UInt32) -> Bool {
        if v < 0x300 { return v >= 0x20 && (v < 0x7F || v >= 0xA0) }
        if v < 0x2010 || v > 0x2BFF { return false }
        if v >= 0x2028 && v <= 0x202F { return false }
        if v >= 0x205F && v <= 0x206F { return false }
        if v >= 0x20D0 && v <= 0x20FF { return false }
        return true
    }

    /// Appends `text` as glyphs of run `run`, cleaned as `PanelText.clean(text, ascii:)` would.
    mutating func append(_ text: String, run: Int, ascii: Bool) {
        let r = UInt16(truncatingIfNeeded: run)
        var text = text
        let printableASCII = text.withUTF8 { bytes -> Bool in
            for b in bytes where b < 0x20 || b >= 0x7F { return false }
            glyphs.reserveCapacity(glyphs.count + bytes.count)
            for b in bytes { glyphs.append(Glyph(code: UInt32(b), width: 1, run: r)) }
            return true
        }
        if printableASCII { return }
        let cleaned = PanelText.clean(text, ascii: ascii)
        if cleaned.unicodeScalars.allSatisfy({ Self.isStandalone($0.value) }) {
            for s in cleaned.unicodeScalars {
                glyphs.append(Glyph(code: s.value, width: s.value < 0x300 ? 1 : UInt16(DisplayWidth.of(s)), run: r))
            }
        } else {
            for ch in cleaned {
                glyphs.append(Glyph(code: GlyphCode.code(for: ch), width: UInt16(DisplayWidth.of(ch)), run: r))
            }
        }
    }

    /// Cuts the row to at most `width` cells, ending it with an ellipsis when something was cut
    /// (as `PanelText.truncate` does: `…`, in ASCII as many as 3 dots as fit); the ellipsis glyphs
    /// take the runs of the glyphs they replace.
    mutating func truncate(to width: Int, ascii: Bool) {
        guard width > 0 else {
            removeAll()
            return
        }
        if totalWidth <= width { return }
        let dots = ascii ? min(3, width) : 1
        let ellipsis: UInt32 = ascii ? 0x2E : 0x2026
        let room = width - dots
        var used = 0, kept = 0
        while kept < count, used + Int(glyphs[kept].width) <= room {
            used += Int(glyphs[kept].width)
            kept += 1
        }
        let lastRun = glyphs.last?.run ?? 0
        let tail = (0..<dots).map { Glyph(code: ellipsis, width: 1, run: kept + $0 < glyphs.count ? glyphs[kept + $0].run : lastRun) }
        glyphs.removeSubrange(kept...)
        glyphs.append(contentsOf: tail)
    }
}
