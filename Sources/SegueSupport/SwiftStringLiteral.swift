/// Text written into Swift source: a string literal, and which characters must never reach the
/// source raw. The export writes its literals with it and the user-code rewrite its
/// `#sourceLocation(file:)` path (docs/export.md, docs/user-code.md).
public enum SwiftStringLiteral {
    /// `"text"` with backslashes, quotes and control characters escaped (`\n`, `\t`, else
    /// `\u{…}` in hexadecimal): the literal's value is `s`, and it holds no character a terminal
    /// or an editor would act on.
    public static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if isControl(scalar) {
                    out += "\\u{" + DecimalText.hex(scalar.value, width: 1) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Whether `c` is a control character (C0, DEL, C1) or a bidirectional override or isolate:
    /// what a literal escapes and a comment replaces with a space.
    public static func isControl(_ c: Unicode.Scalar) -> Bool {
        c.value < 0x20 || (0x7F...0x9F).contains(c.value) || (0x202A...0x202E).contains(c.value) || (0x2066...0x2069).contains(c.value)
    }
}
