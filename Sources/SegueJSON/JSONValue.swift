/// Where something starts in a source text.
///
/// Lines and columns are 1-based. **Columns count Unicode scalars**, not bytes: `"é"` is one
/// column, so a column matches what an editor shows for text without tabs or wide characters
/// (a tab counts as one column).
public struct SourcePosition: Sendable, Hashable {
    /// The file the position is in; nil = the document's own file (the one being loaded).
    /// Values given on the command line with `--set` carry `"--set"` here.
    public var file: String?
    /// Line number, 1-based.
    public var line: Int
    /// Column, 1-based, in Unicode scalars.
    public var column: Int
    public init(file: String? = nil, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
}

/// A JSON number: its value and the text it was written as (kept so that a document written
/// back out says exactly what it said, e.g. `0.3333` rather than `0.33329999999999999`).
public struct JSONNumber: Sendable, Hashable {
    /// The value; always finite.
    public var value: Double
    /// The literal as written (RFC 8259 number grammar).
    public var text: String
    public init(value: Double, text: String) { self.value = value; self.text = text }
    /// Builds a number from a value, written in Swift's shortest round-trip form.
    public init(_ value: Double) {
        self.value = value
        self.text = JSONNumber.format(value)
    }
    /// Whether the literal is an integer (no fraction or exponent) and fits an `Int`.
    public var intValue: Int? {
        guard text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-") }) else { return nil }
        return Int(text)
    }
    /// Formats a finite Double as a JSON number literal that reads back as the same Double.
    public static func format(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        return "\(v)" // Swift's description is the shortest round-trip form, JSON-compatible for finite values
    }
}

/// A member of a JSON object: its key, where the key is, and its value.
public struct JSONMember: Sendable, Equatable {
    /// The key, decoded.
    public var key: String
    /// Position of the key's opening quote.
    public var keyPosition: SourcePosition
    /// The member's value.
    public var value: JSONNode
    public init(key: String, keyPosition: SourcePosition, value: JSONNode) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}

/// A JSON value (RFC 8259). Objects keep their members in document order.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONNode])
    case object([JSONMember])

    /// A word for messages: `a number`, `an object`, …
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON value with the position where it starts.
public struct JSONNode: Sendable, Equatable {
    /// The value.
    public var value: JSONValue
    /// Position of the value's first character (the opening quote of a string).
    public var position: SourcePosition
    /// For strings that contain escapes: the column offset, from the opening quote, of each
    /// decoded Unicode scalar, plus one last entry for the closing quote (so a position inside
    /// the decoded text maps back to the source). nil when the string has no escapes: scalar i
    /// is then at offset i + 1.
    public var scalarOffsets: [Int]?

    public init(_ value: JSONValue, position: SourcePosition, scalarOffsets: [Int]? = nil) {
        self.value = value
        self.position = position
        self.scalarOffsets = scalarOffsets
    }

    /// The source position of the decoded scalar at `index` (0-based) of a string value;
    /// `index` may equal the string's length (the closing quote).
    public func position(ofScalar index: Int) -> SourcePosition {
        var p = position
        let i = max(index, 0)
        if let offsets = scalarOffsets, !offsets.isEmpty {
            p.column += i < offsets.count ? offsets[i] : offsets[offsets.count - 1] + (i - offsets.count + 1)
        } else {
            p.column += 1 + i
        }
        return p
    }

    /// The member with `key`, when this is an object.
    public subscript(key: String) -> JSONNode? {
        if case .object(let members) = value { return members.first { $0.key == key }?.value }
        return nil
    }

    /// The string, when this is a string.
    public var stringValue: String? { if case .string(let s) = value { s } else { nil } }
    /// The number's value, when this is a number.
    public var numberValue: Double? { if case .number(let n) = value { n.value } else { nil } }
    /// The integer, when this is a number written as an integer that fits an `Int`.
    public var intValue: Int? { if case .number(let n) = value { n.intValue } else { nil } }
    /// The boolean, when this is `true` or `false`.
    public var boolValue: Bool? { if case .bool(let b) = value { b } else { nil } }
    /// The items, when this is an array.
    public var arrayValue: [JSONNode]? { if case .array(let a) = value { a } else { nil } }
    /// The members in document order, when this is an object.
    public var objectValue: [JSONMember]? { if case .object(let m) = value { m } else { nil } }
}
