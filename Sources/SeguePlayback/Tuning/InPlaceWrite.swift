import SegueJSON
import SegueScenario

/// Writes inspector changes back into a scenario file's text **in place** (docs/terminal.md,
/// "Writing back"): every byte stays as it was except the number literals that changed, which
/// are replaced by the new value's `DecimalText.compact` text (and the names a change gives
/// numbers: `"easeInOut"` becomes `[0.42, 0, 0.58, 1]`). A parameter the file does not
/// spell is inserted into the deepest object of its key path that the file has, as that
/// object's first member: on its own line, indented like the object's first member and
/// followed by `,` and the file's line break, when that member is on a line of its own; else
/// inline before it, followed by `, `; in an empty object, alone between the braces. Missing
/// objects along the path are spelled inline (`"animator": {"delay": 0.1}`).
public enum InPlaceWrite {
    /// One edit of the text: `range` (byte offsets) becomes `text`.
    public struct Splice: Sendable, Equatable {
        public var range: Range<Int>
        public var text: String
    }

    /// The new text, and how many literals were rewritten and members inserted.
    public struct Result: Sendable, Equatable {
        public var bytes: [UInt8]
        public var rewritten: Int
        public var inserted: Int
    }

    /// Applies `changes` (the net value per key path) to the UTF-8 `bytes` of the file `file`,
    /// one after the other (each finds what the ones before it wrote: a finish object inserted,
    /// then its threshold rewritten). A change whose literal already reads the same value leaves
    /// the text alone; a name (a named curve, a finish rule's name) that a change gives numbers is
    /// replaced whole by the change's `TuneValue.fileText`.
    public static func apply(_ changes: [Tune], to bytes: [UInt8], file: String) throws(DiagnosticsError) -> Result {
        var bytes = bytes
        var rewritten = 0, inserted = 0
        for change in changes {
            let root = try JSONParser.parse(bytes, file: file, limits: JSONParser.Limits(maxBytes: ScenarioLoader.maxFileBytes))
            let offsets = ByteOffsets(bytes)
            let node = Tuning.node(at: change.keyPath, in: root)
            if let node, case .number(let n) = node.value, let value = change.value.number {
                if n.value == value { continue }
                let start = offsets.offset(of: node.position)
                bytes = splicing(bytes, [Splice(range: start..<(start + n.text.utf8.count), text: change.valueText)])
                rewritten += 1
            } else if let node, case .string = node.value, change.value.number == nil {
                let start = offsets.offset(of: node.position)
                bytes = splicing(bytes, [Splice(range: start..<stringEnd(bytes, from: start), text: change.value.fileText)])
                rewritten += 1
            } else if node == nil, let splice = insertion(change, in: root, bytes: bytes, offsets: offsets) {
                bytes = splicing(bytes, [splice])
                inserted += 1
            } else {
                throw DiagnosticsError([Diagnostic(file: file, line: 1, column: 1, keyPath: change.keyPath,
                                                   message: "cannot write this value into the file: its key path goes through something that is not an object")])
            }
        }
        return Result(bytes: bytes, rewritten: rewritten, inserted: inserted)
    }

    /// `bytes` with the literal of `node`, a string value parsed from them, replaced by `text`
    /// (a JSON literal, quotes included), every other byte as it was (`segue new --from` names
    /// its copy so).
    public static func replacingString(_ node: JSONNode, in bytes: [UInt8], with text: String) -> [UInt8] {
        let start = ByteOffsets(bytes).offset(of: node.position)
        return splicing(bytes, [Splice(range: start..<stringEnd(bytes, from: start), text: text)])
    }

    /// The offset just after the string literal that starts (with its `"`) at `start`.
    static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var k = start + 1
        while k < bytes.count, bytes[k] != 0x22 { k += bytes[k] == 0x5C ? 2 : 1 }
        return min(k + 1, bytes.count)
    }

    /// `bytes` with each splice made (ranges do not overlap; equal insertion points keep
    /// their order).
    public static func splicing(_ bytes: [UInt8], _ splices: [Splice]) -> [UInt8] {
        var out = bytes
        for s in splices.enumerated().sorted(by: { ($0.element.range.lowerBound, $0.offset) > ($1.element.range.lowerBound, $1.offset) }) {
            out.replaceSubrange(s.element.range, with: Array(s.element.text.utf8))
        }
        return out
    }

    /// The member to insert for a key path the file does not spell (see the type's rule).
    static func insertion(_ change: Tune, in root: JSONNode, bytes: [UInt8], offsets: ByteOffsets) -> Splice? {
        guard let steps = try? Override(parsing: change.overrideText).steps else { return nil }
        var object = root
        var k = 0
        while k < steps.count - 1, !steps[k].isIndex, let child = object[steps[k].text], child.objectValue != nil {
            object = child
            k += 1
        }
        let rest = steps[k...]
        guard object.objectValue != nil, rest.allSatisfy({ !$0.isIndex }) else { return nil }
        let member = nested(rest.map(\.text), value: change.value.fileText)
        let open = offsets.offset(of: object.position)
        guard let first = object.objectValue?.first else {
            return Splice(range: (open + 1)..<(open + 1), text: member)
        }
        let at = offsets.offset(of: first.keyPosition)
        if first.keyPosition.line == object.position.line {
            return Splice(range: at..<at, text: member + ", ")
        }
        let lineStart = offsets.lineStart(first.keyPosition.line)
        let indent = String(decoding: bytes[lineStart..<at], as: UTF8.self)
        let lineBreak = bytes.contains(0x0D) ? (bytes.contains(0x0A) ? "\r\n" : "\r") : "\n"
        return Splice(range: at..<at, text: member + "," + lineBreak + indent)
    }

    /// `"a": {"b": VALUE}` for keys `[a, b]`.
    static func nested(_ keys: [String], value: String) -> String {
        var text = value
        for (k, key) in keys.enumerated().reversed() {
            text = "\(JSONWriter.quoted(key)): \(text)"
            if k > 0 { text = "{\(text)}" }
        }
        return text
    }
}
