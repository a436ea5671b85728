import SegueJSON

/// `segue new NAME --from BUILTIN` (docs/cli.md, "`segue new`"): the built-in's file as its
/// author laid it out, byte for byte, but for its `name`, which becomes NAME.
enum NewScenarioCopy {
    /// `bytes` (a scenario parsed as `root`) with the string value of its top-level `name`
    /// replaced by `name`, or a `name` member added first when it has none. `name` is an
    /// identifier, so it needs no escapes.
    static func renamed(_ bytes: [UInt8], root: JSONNode, to name: String) -> [UInt8] {
        guard let members = root.objectValue else { return bytes }
        guard let value = members.first(where: { $0.key == "name" })?.value, value.stringValue != nil,
              let start = offset(of: value.position, in: bytes), let end = stringEnd(bytes, from: start) else {
            // No name (it defaults to the file's): NAME's file name gives it already.
            return bytes
        }
        return Array(bytes[..<start]) + Array("\"\(name)\"".utf8) + Array(bytes[end...])
    }

    /// The byte offset of `position` (1-based line and column, the column counted in Unicode
    /// scalars; LF, CR and CRLF end lines, as the parser counts them).
    static func offset(of position: SourcePosition, in bytes: [UInt8]) -> Int? {
        var line = 1, column = 1, i = 0
        while i < bytes.count {
            if line == position.line && column == position.column { return i }
            let b = bytes[i]
            if b == 0x0A || b == 0x0D {
                i += (b == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A) ? 2 : 1
                line += 1
                column = 1
            } else {
                i += 1
                while i < bytes.count && bytes[i] & 0xC0 == 0x80 { i += 1 }  // the rest of a UTF-8 scalar
                column += 1
            }
        }
        return nil
    }

    /// The offset just past the closing quote of the JSON string whose opening quote is at `start`.
    static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "\"") else { return nil }
        var i = start + 1
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "\\") { i += 2; continue }
            if bytes[i] == UInt8(ascii: "\"") { return i + 1 }
            i += 1
        }
        return nil
    }

    /// Every `image` path in the document (screens' and elements'), in document order.
    static func imagePaths(in node: JSONNode) -> [String] {
        switch node.value {
        case .object(let members):
            members.flatMap { m in m.key == "image" ? (m.value.stringValue.map { [$0] } ?? []) : imagePaths(in: m.value) }
        case .array(let items):
            items.flatMap(imagePaths)
        default:
            []
        }
    }
}
