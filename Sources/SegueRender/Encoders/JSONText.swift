/// JSON text for the exports, written by hand so that the bytes are fixed (key order, number
/// spelling, escapes) and the same on every platform.
public enum JSONText {
    /// `text` as a JSON string literal with quotes: `"` and `\` escaped with a backslash, every
    /// C0 control character and DEL as `\u00XX` (lowercase hex, e.g. ESC as `\u001b`), U+2028
    /// and U+2029 as `\u2028`/`\u2029` (so the line is also valid JavaScript); all other
    /// characters, including non-ASCII, as themselves in UTF-8.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for s in text.unicodeScalars {
            switch s {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\u{2028}", "\u{2029}": out += "\\u" + hex(s.value, digits: 4)
            default:
                if s.value < 0x20 || s.value == 0x7F {
                    out += "\\u" + hex(s.value, digits: 4)
                } else {
                    out.unicodeScalars.append(s)
                }
            }
        }
        return out + "\""
    }

    static func hex(_ v: UInt32, digits: Int) -> String {
        let h = String(v, radix: 16)
        return String(repeating: "0", count: max(0, digits - h.count)) + h
    }
}
