/// Writes a JSON tree back out as compact, single-line JSON: keys in their original order,
/// numbers exactly as they were written. Used to embed a scenario in a session header (JSON
/// Lines needs one line) so that a replay reads what was recorded.
public enum JSONWriter {
    /// The compact text of `node` (no spaces, no line breaks).
    public static func compact(_ node: JSONNode) -> String {
        var out = ""
        write(node.value, to: &out)
        return out
    }

    /// The compact text of a value.
    public static func compact(_ value: JSONValue) -> String {
        var out = ""
        write(value, to: &out)
        return out
    }

    static func write(_ v: JSONValue, to out: inout String) {
        switch v {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += n.text
        case .string(let s): writeString(s, to: &out)
        case .array(let items):
            out += "["
            for (k, item) in items.enumerated() {
                if k > 0 { out += "," }
                write(item.value, to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (k, m) in members.enumerated() {
                if k > 0 { out += "," }
                writeString(m.key, to: &out)
                out += ":"
                write(m.value.value, to: &out)
            }
            out += "}"
        }
    }

    /// A JSON string literal for `s`: quotes, backslashes and control characters escaped;
    /// U+2028/U+2029 escaped too so the line stays one line for every reader.
    public static func quoted(_ s: String) -> String {
        var out = ""
        writeString(s, to: &out)
        return out
    }

    static func writeString(_ s: String, to out: inout String) {
        out += "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 || u.value == 0x7F || u.value == 0x2028 || u.value == 0x2029 {
                    let h = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - h.count) + h
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        out += "\""
    }
}

extension JSONWriter {
    /// The text of `node` laid out as the built-in scenarios are: an object's members one per
    /// line (two spaces in), an array's objects one per line (four spaces in), everything else on
    /// one line with a space after each `:` and `,`; keys in their order, numbers as written,
    /// ending with a newline.
    public static func readable(_ node: JSONNode) -> String {
        guard case .object(let members) = node.value, !members.isEmpty else { return spaced(node.value) + "\n" }
        var lines: [String] = []
        for (k, m) in members.enumerated() {
            let comma = k < members.count - 1 ? "," : ""
            let key = "  " + quoted(m.key) + ": "
            if case .array(let items) = m.value.value, items.contains(where: { $0.objectValue != nil }) {
                lines.append(key + "[")
                for (i, item) in items.enumerated() { lines.append("    " + spaced(item.value) + (i < items.count - 1 ? "," : "")) }
                lines.append("  ]" + comma)
            } else {
                lines.append(key + spaced(m.value.value) + comma)
            }
        }
        return "{\n" + lines.joined(separator: "\n") + "\n}\n"
    }

    /// One line with a space after each `:` and `,`.
    static func spaced(_ v: JSONValue) -> String {
        switch v {
        case .array(let items): "[" + items.map { spaced($0.value) }.joined(separator: ", ") + "]"
        case .object(let members): "{" + members.map { quoted($0.key) + ": " + spaced($0.value.value) }.joined(separator: ", ") + "}"
        default: compact(v)
        }
    }
}
