/// Text helpers for the side panel: width-aware truncation and the ASCII fallback.
enum PanelText {
    /// Close ASCII spellings of the non-ASCII characters the panel itself uses.
    static let asciiSpellings: [Unicode.Scalar: String] = [
        "→": "->", "←": "<-", "↑": "^", "↓": "v", "·": "-", "…": "...", "×": "x", "⏎": "enter",
        "␣": "spc", "ζ": "z", "—": "-", "–": "-", "≤": "<=", "≥": ">=", "≠": "!=", "−": "-",
        "‘": "'", "’": "'", "“": "\"", "”": "\"", "\u{A0}": " ",
    ]

    /// `text` sanitised (no control characters); in ASCII mode also folded to printable ASCII:
    /// known symbols get an ASCII spelling, anything else becomes `?`.
    static func clean(_ text: String, ascii: Bool) -> String {
        let safe = Sanitize.text(text)
        guard ascii, !safe.utf8.allSatisfy({ $0 < 0x80 }) else { return safe }
        var out = ""
        for ch in safe {
            if ch.isASCII { out.append(ch); continue }
            if let s = ch.unicodeScalars.first, ch.unicodeScalars.count == 1, let spelled = asciiSpellings[s] {
                out += spelled
            } else {
                out += "?"
            }
        }
        return out
    }

    /// `text` cut to at most `width` display cells, ending with `…` (ASCII: `...`, or as many
    /// dots as fit) when something was cut. Wide characters are never split.
    static func truncate(_ text: String, to width: Int, ascii: Bool) -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.of(text) <= width { return text }
        let ellipsis = ascii ? String(repeating: ".", count: min(3, width)) : "…"
        let room = width - DisplayWidth.of(ellipsis)
        var out = ""
        var used = 0
        for ch in text {
            let w = DisplayWidth.of(ch)
            if used + w > room { break }
            out.append(ch)
            used += w
        }
        return out + ellipsis
    }

    /// `clean` then `truncate`.
    static func fit(_ text: String, width: Int, ascii: Bool) -> String {
        truncate(clean(text, ascii: ascii), to: width, ascii: ascii)
    }
}
