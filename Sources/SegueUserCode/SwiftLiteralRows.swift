import SegueScenario
import SegueSupport

/// The number literals of a user's Swift source that tune a transition, as the inspector's rows
/// (docs/user-code.md, "The inspector on your code"). Found in the code only — comments and the
/// text of string literals are skipped (`SwiftCodeScanner`) — and only where the code says what
/// the number is, the literal being the whole of:
///
/// - an argument: `withDuration: 0.5`, `usingSpringWithDamping: 0.8`, `initialSpringVelocity: 1`,
///   `dampingRatio:`, `delay:`, `relativeDuration:`, … (`SwiftLiteralKind.named`); a label of
///   a value inside one, `initialVelocity: CGVector(dx: 1, dy: 0)`, is named by both
///   (`velocity dx`);
/// - a constant, a variable, a property or a default argument whose name says it
///   (`let popDuration = 0.3`, `completionSpeed = 0.8`, `damping: CGFloat = 0.7`);
/// - what a function whose name says it returns (`transitionDuration(using:)`'s `0.35`,
///   `{ 0.35 }` or `return 0.35`);
/// - the right side of a comparison, a threshold (`progress > 0.5`, `velocity.x > 600`), named by
///   its left side (`progress >`, `velocity >`).
///
/// A literal in arithmetic (`1.0 / 3.0`, `0.5 * d`) is not a row: a step could not say what it
/// changes. Hex, octal and binary literals are not numbers here.
public enum SwiftLiteralRows {
    /// The rows of `source` (its `path` as the scenario writes it), in the order of the text.
    public static func find(in source: SwiftSource) -> [SourceLiteral] {
        let bytes = Array(source.text.utf8)
        let code = SwiftCodeScanner.codeOnly(bytes)
        let scan = LiteralScan(code: code)
        var rows: [SourceLiteral] = []
        var lines = LineCounter()
        var i = 0
        while i < code.count {
            guard let number = scan.number(at: i) else { i += 1; continue }
            defer { i = number.end }
            let start = scan.signStart(of: number.start)
            guard scan.endsOperand(at: number.end), let kind = scan.kind(before: start, value: number.value) else { continue }
            let (line, column) = lines.position(of: start, in: code)
            let text = String(decoding: bytes[start..<number.end], as: UTF8.self)
            let value = start < number.start ? -number.value : number.value
            rows.append(SourceLiteral(file: source.path, line: line, column: column, range: start..<number.end, text: text,
                                      value: value, name: kind.name, unit: kind.unit, step: kind.step))
        }
        return rows
    }
}

/// Line and column (1-based, UTF-8 bytes) of offsets met in increasing order.
struct LineCounter {
    private var line = 1
    private var lineStart = 0
    private var scanned = 0

    mutating func position(of offset: Int, in code: [UInt8]) -> (line: Int, column: Int) {
        while scanned < offset {
            if code[scanned] == UInt8(ascii: "\n") {
                line += 1
                lineStart = scanned + 1
            }
            scanned += 1
        }
        return (line, offset - lineStart + 1)
    }
}

/// The lexical questions `SwiftLiteralRows` asks of code with comments and strings blanked.
struct LiteralScan {
    let code: [UInt8]

    func byte(_ k: Int) -> UInt8? { k >= 0 && k < code.count ? code[k] : nil }

    static func isIdentifier(_ b: UInt8?) -> Bool {
        guard let b else { return false }
        return b == UInt8(ascii: "_") || b >= 0x80 || (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A)
    }

    static func isDigit(_ b: UInt8?) -> Bool { b.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }

    static func isSpace(_ b: UInt8?) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    /// A decimal literal starting at `k` (not inside a word, not a member like `t.0`): its end
    /// and value; nil for anything else (a hex, octal or binary literal is skipped whole by the
    /// caller as a word).
    func number(at k: Int) -> (start: Int, end: Int, value: Double)? {
        guard Self.isDigit(byte(k)), !Self.isIdentifier(byte(k - 1)), byte(k - 1) != UInt8(ascii: "."),
              byte(k - 1) != UInt8(ascii: "$") else { return nil }
        var j = k
        func digits() { while Self.isDigit(byte(j)) || byte(j) == UInt8(ascii: "_") { j += 1 } }
        digits()
        if byte(j) == UInt8(ascii: "."), Self.isDigit(byte(j + 1)) {
            j += 1
            digits()
        }
        if byte(j) == UInt8(ascii: "e") || byte(j) == UInt8(ascii: "E") {
            var e = j + 1
            if byte(e) == UInt8(ascii: "+") || byte(e) == UInt8(ascii: "-") { e += 1 }
            if Self.isDigit(byte(e)) {
                j = e
                digits()
            }
        }
        guard !Self.isIdentifier(byte(j)) else { return nil }  // 0x10, 0b1, 1_000abc
        let text = String(decoding: code[k..<j].filter { $0 != UInt8(ascii: "_") }, as: UTF8.self)
        guard let value = Double(text), value.isFinite else { return nil }
        return (k, j, value)
    }

    /// Where the literal at `k` starts with its sign: a `-` right before it that is a prefix
    /// operator (nothing between it and the digits, and space, an open bracket, `,` or `:` before it).
    func signStart(of k: Int) -> Int {
        guard byte(k - 1) == UInt8(ascii: "-") else { return k }
        guard let before = byte(k - 2) else { return k - 1 }
        return Self.isSpace(before) || "([{,:".utf8.contains(before) ? k - 1 : k
    }

    /// Whether the operand ends at `k`: spaces, then the end of a line, a closing bracket, `,`,
    /// `;`, `{`, `&&`, `||`, `?` or `:` — not an operator that would make it part of arithmetic.
    func endsOperand(at k: Int) -> Bool {
        var j = k
        while byte(j) == 0x20 || byte(j) == 0x09 { j += 1 }
        guard let next = byte(j) else { return true }
        return ")]},;{?:\n\r".utf8.contains(next) || (next == UInt8(ascii: "&") && byte(j + 1) == next)
            || (next == UInt8(ascii: "|") && byte(j + 1) == next)
    }

    /// The last non-space offset before `k`, or -1.
    func previousNonSpace(_ k: Int) -> Int {
        var j = k - 1
        while j >= 0, Self.isSpace(code[j]) { j -= 1 }
        return j
    }

    /// The identifier that ends at offset `end` (inclusive), and where it starts; nil when none does.
    func identifier(endingAt end: Int) -> (name: String, start: Int)? {
        var s = end
        while s >= 0, Self.isIdentifier(code[s]) { s -= 1 }
        guard s < end, !Self.isDigit(code[s + 1]) else { return nil }
        return (String(decoding: code[(s + 1)...end], as: UTF8.self), s + 1)
    }

    /// What the literal starting at `start` tunes, from the code before it; nil: not a row.
    func kind(before start: Int, value: Double) -> SwiftLiteralKind? {
        let p = previousNonSpace(start)
        guard p >= 0 else { return nil }
        switch code[p] {
        case UInt8(ascii: ":"): return argument(colon: p, value: value)
        case UInt8(ascii: "="):
            if let op = comparison(endingAt: p) { return threshold(operator: op, value: value) }
            return assignment(equals: p, value: value)
        case UInt8(ascii: ">"), UInt8(ascii: "<"):
            return comparison(endingAt: p).flatMap { threshold(operator: $0, value: value) }
        case UInt8(ascii: "{"):
            return returned(openBrace: p, value: value)
        default:
            guard let word = identifier(endingAt: p), word.name == "return" else { return nil }
            return enclosingFunction(before: word.start).flatMap { SwiftLiteralKind.named($0, value: value) }
        }
    }
}
