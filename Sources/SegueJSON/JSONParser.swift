/// A strict RFC 8259 JSON parser that records where every value and key starts.
///
/// It refuses, with a `file:line:col` diagnostic and without crashing or hanging:
/// input larger than `Limits.maxBytes`, invalid UTF-8, NUL bytes (raw, or escaped as `\u0000`),
/// lone surrogate escapes, raw control characters in strings, nesting deeper than
/// `Limits.maxDepth`, numbers that are not finite as a Double, overlong number literals or
/// absurd exponents, duplicate object keys, and anything after the top-level value.
/// A leading UTF-8 byte-order mark is skipped (RFC 8259 §8.1 allows ignoring it).
/// Columns count Unicode scalars (see `SourcePosition`).
public enum JSONParser {
    /// Bounds on what the parser accepts.
    public struct Limits: Sendable, Equatable {
        /// Largest input; unit: bytes; default 1 MiB.
        public var maxBytes: Int
        /// Deepest nesting of arrays and objects; default 64 (the top-level value is depth 1).
        public var maxDepth: Int
        /// Longest number literal; unit: characters; default 100.
        public var maxNumberLength: Int
        /// Largest exponent magnitude written in a number literal; default 400.
        public var maxExponent: Int
        public init(maxBytes: Int = 1 << 20, maxDepth: Int = 64, maxNumberLength: Int = 100, maxExponent: Int = 400) {
            self.maxBytes = maxBytes
            self.maxDepth = maxDepth
            self.maxNumberLength = maxNumberLength
            self.maxExponent = maxExponent
        }
        /// 1 MiB, depth 64, 100-character numbers, exponents within ±400.
        public static let standard = Limits()
    }

    /// Parses a complete JSON text.
    /// - Parameters:
    ///   - bytes: the UTF-8 text.
    ///   - file: the file name used in diagnostics.
    ///   - line: line number of the first byte (sessions parse one line at a time); default 1.
    ///   - column: column of the first byte; default 1.
    ///   - positionFile: stored in every node's `SourcePosition.file` (nil = the document's own
    ///     file; `"--set"` for command-line values).
    public static func parse(_ bytes: [UInt8], file: String, line: Int = 1, column: Int = 1,
                             positionFile: String? = nil, limits: Limits = .standard) throws(DiagnosticsError) -> JSONNode {
        let diagnosticFile = positionFile ?? file
        if bytes.count > limits.maxBytes {
            throw DiagnosticsError([Diagnostic(file: diagnosticFile, line: line, column: column, keyPath: "",
                                               message: "input is \(bytes.count) bytes, more than the limit of \(describeBytes(limits.maxBytes))")])
        }
        if let bad = UTF8Check.firstProblem(in: bytes) {
            let p = UTF8Check.position(ofByte: bad.offset, in: bytes, line: line, column: column)
            throw DiagnosticsError([Diagnostic(file: diagnosticFile, line: p.line, column: p.column, keyPath: "", message: bad.message)])
        }
        var parser = JSONTextParser(bytes: bytes, file: diagnosticFile, positionFile: positionFile, line: line, column: column, limits: limits)
        return try parser.parseDocument()
    }

    /// Parses a Swift string (always valid UTF-8).
    public static func parse(_ text: String, file: String, line: Int = 1, column: Int = 1,
                             positionFile: String? = nil, limits: Limits = .standard) throws(DiagnosticsError) -> JSONNode {
        try parse(Array(text.utf8), file: file, line: line, column: column, positionFile: positionFile, limits: limits)
    }

    /// A size for messages: `1 MiB`, `64 KiB`, `1 byte`, `100 bytes`.
    /// - Parameter n: the size; unit: bytes; ≥ 0.
    public static func describeBytes(_ n: Int) -> String {
        if n >= 1 << 20, n % (1 << 20) == 0 { return "\(n >> 20) MiB" }
        if n >= 1 << 10, n % (1 << 10) == 0 { return "\(n >> 10) KiB" }
        return MessageText.bytes(n)
    }
}

/// The recursive-descent parser proper. Positions are tracked incrementally: `line`/`col`
/// are the position of `bytes[i]`.
struct JSONTextParser {
    let bytes: [UInt8]
    let file: String
    let positionFile: String?
    let limits: JSONParser.Limits
    var i = 0
    var line: Int
    var col: Int
    var path: [JSONPath.Component] = []
    var depth = 0

    init(bytes: [UInt8], file: String, positionFile: String?, line: Int, column: Int, limits: JSONParser.Limits) {
        self.bytes = bytes
        self.file = file
        self.positionFile = positionFile
        self.line = line
        self.col = column
        self.limits = limits
    }

    var here: SourcePosition { SourcePosition(file: positionFile, line: line, column: col) }

    func error(_ message: String, at p: SourcePosition? = nil) -> DiagnosticsError {
        let p = p ?? here
        return DiagnosticsError([Diagnostic(file: file, line: p.line, column: p.column,
                                            keyPath: JSONPath(path).description, message: message)])
    }

    /// Moves past one byte, keeping line and column up to date. CR, LF and CRLF each end a
    /// line (so a file with old Mac line endings gets the lines an editor shows).
    @inline(__always) mutating func advance() {
        let b = bytes[i]
        if b == 0x0A {
            if i == 0 || bytes[i - 1] != 0x0D { line += 1 }
            col = 1
        } else if b == 0x0D {
            line += 1
            col = 1
        } else if b & 0xC0 != 0x80 {
            col += 1
        }
        i += 1
    }

    mutating func skipWhitespace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D: advance()
            default: return
            }
        }
    }

    func describeHere() -> String {
        guard i < bytes.count else { return "end of input" }
        let b = bytes[i]
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        // Decode one scalar for the message.
        var end = i + 1
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
        let s = String(decoding: bytes[i..<end], as: UTF8.self)
        if let u = s.unicodeScalars.first, u.value < 0x20 || u.value == 0x7F {
            return "control character U+" + MessageText.hex(u.value, width: 4)
        }
        return "'\(s)'"
    }

    mutating func parseDocument() throws(DiagnosticsError) -> JSONNode {
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { i = 3 }
        skipWhitespace()
        if i >= bytes.count { throw error("empty input: expected a JSON value") }
        let v = try parseValue()
        skipWhitespace()
        if i < bytes.count {
            path = []
            throw error("unexpected \(describeHere()) after the end of the JSON value")
        }
        return v
    }

    mutating func parseValue() throws(DiagnosticsError) -> JSONNode {
        guard i < bytes.count else { throw error("unexpected end of input: expected a value") }
        let start = here
        switch bytes[i] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""):
            let (s, offsets) = try parseString()
            return JSONNode(.string(s), position: start, scalarOffsets: offsets)
        case UInt8(ascii: "t"): try literal("true"); return JSONNode(.bool(true), position: start)
        case UInt8(ascii: "f"): try literal("false"); return JSONNode(.bool(false), position: start)
        case UInt8(ascii: "n"): try literal("null"); return JSONNode(.null, position: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default:
            if bytes[i] == UInt8(ascii: "'") { throw error("strings must use double quotes") }
            throw error("unexpected \(describeHere()): expected a value")
        }
    }

    mutating func literal(_ word: StaticString) throws(DiagnosticsError) {
        let start = here
        let w = word.utf8Start
        for k in 0..<word.utf8CodeUnitCount {
            guard i < bytes.count, bytes[i] == w[k] else {
                throw error("invalid literal: expected '\(word)'", at: start)
            }
            advance()
        }
        // A literal must not run into letters (`truex`).
        if i < bytes.count, isIdentifierByte(bytes[i]) {
            throw error("invalid literal: expected '\(word)'", at: start)
        }
    }

    func isIdentifierByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
    }

    mutating func enter() throws(DiagnosticsError) {
        depth += 1
        if depth > limits.maxDepth { throw error("nesting deeper than \(limits.maxDepth) levels") }
    }

    mutating func parseObject() throws(DiagnosticsError) -> JSONNode {
        let start = here
        try enter()
        advance() // {
        var members: [JSONMember] = []
        var seen: [String: SourcePosition] = [:]
        skipWhitespace()
        if i < bytes.count && bytes[i] == UInt8(ascii: "}") {
            advance()
            depth -= 1
            return JSONNode(.object([]), position: start)
        }
        while true {
            skipWhitespace()
            guard i < bytes.count else { throw error("unexpected end of input: expected a key or '}'") }
            guard bytes[i] == UInt8(ascii: "\"") else {
                if bytes[i] == UInt8(ascii: "}") { throw error("trailing comma before '}'") }
                throw error("unexpected \(describeHere()): expected a key in double quotes")
            }
            let keyPos = here
            let (key, _) = try parseString()
            if let first = seen[key] {
                path.append(.key(key))
                throw error("duplicate key '\(key)' (first at line \(first.line), column \(first.column))", at: keyPos)
            }
            seen[key] = keyPos
            skipWhitespace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else {
                throw error("unexpected \(describeHere()): expected ':' after the key '\(key)'")
            }
            advance()
            skipWhitespace()
            path.append(.key(key))
            let value = try parseValue()
            path.removeLast()
            members.append(JSONMember(key: key, keyPosition: keyPos, value: value))
            skipWhitespace()
            guard i < bytes.count else { throw error("unexpected end of input: expected ',' or '}'") }
            if bytes[i] == UInt8(ascii: ",") { advance(); continue }
            if bytes[i] == UInt8(ascii: "}") { advance(); break }
            throw error("unexpected \(describeHere()): expected ',' or '}'")
        }
        depth -= 1
        return JSONNode(.object(members), position: start)
    }

    mutating func parseArray() throws(DiagnosticsError) -> JSONNode {
        let start = here
        try enter()
        advance() // [
        var items: [JSONNode] = []
        skipWhitespace()
        if i < bytes.count && bytes[i] == UInt8(ascii: "]") {
            advance()
            depth -= 1
            return JSONNode(.array([]), position: start)
        }
        while true {
            skipWhitespace()
            if i < bytes.count && bytes[i] == UInt8(ascii: "]") { throw error("trailing comma before ']'") }
            path.append(.index(items.count))
            let v = try parseValue()
            path.removeLast()
            items.append(v)
            skipWhitespace()
            guard i < bytes.count else { throw error("unexpected end of input: expected ',' or ']'") }
            if bytes[i] == UInt8(ascii: ",") { advance(); continue }
            if bytes[i] == UInt8(ascii: "]") { advance(); break }
            throw error("unexpected \(describeHere()): expected ',' or ']'")
        }
        depth -= 1
        return JSONNode(.array(items), position: start)
    }
}
