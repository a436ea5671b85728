/// A small lexer over a Swift source's UTF-8 bytes that finds what `SourceRewrite` replaces in
/// code, skipping `//` and nested `/* */` comments and string literals (`"…"`, `"""…"""`, raw
/// `#"…"#` with any number of `#`), and scanning the code inside a string's interpolations
/// `\(…)` (`\#(…)` in a raw string). Regex literals (`/…/`) are not recognised.
struct SwiftCodeScanner {
    /// One replacement: `range` of the original bytes becomes `replacement`, of the same length.
    struct Edit: Equatable {
        var range: Range<Int>
        var replacement: [UInt8]
    }

    private let bytes: [UInt8]
    private var index = 0
    private var edits: [Edit] = []
    /// The comments and the literal text of strings seen, in order.
    private var notCode: [Range<Int>] = []

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The replacements in `bytes`, in order; none overlaps another.
    static func edits(in bytes: [UInt8]) -> [Edit] {
        var scanner = SwiftCodeScanner(bytes)
        scanner.scanCode(inInterpolation: false)
        return scanner.edits
    }

    /// `bytes` with every comment and the text of every string literal (not the code of its
    /// interpolations) blanked to spaces, newlines kept: so a search in it finds code only, at
    /// the same line and column.
    static func codeOnly(_ bytes: [UInt8]) -> [UInt8] {
        var scanner = SwiftCodeScanner(bytes)
        scanner.scanCode(inInterpolation: false)
        var code = bytes
        for range in scanner.notCode {
            for i in range where code[i] != UInt8(ascii: "\n") { code[i] = UInt8(ascii: " ") }
        }
        return code
    }

    private func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private func hasPrefix(_ text: String, at offset: Int) -> Bool {
        let pattern = Array(text.utf8)
        guard offset + pattern.count <= bytes.count else { return false }
        return bytes[offset..<offset + pattern.count].elementsEqual(pattern)
    }

    private static func isIdentifierByte(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte == UInt8(ascii: "_") || byte >= 0x80 || (byte >= 0x30 && byte <= 0x39)
            || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }

    /// Code, until the end or, inside an interpolation, past the `)` that closes it.
    private mutating func scanCode(inInterpolation: Bool) {
        var depth = 0
        while let current = byte(at: index) {
            switch current {
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "/"):
                let start = index
                while let next = byte(at: index), next != UInt8(ascii: "\n") { index += 1 }
                notCode.append(start..<index)
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""):
                scanString(hashes: 0)
            case UInt8(ascii: "#"):
                scanHash()
            case UInt8(ascii: "@"):
                scanAttribute()
            case UInt8(ascii: "("):
                depth += 1
                index += 1
            case UInt8(ascii: ")"):
                index += 1
                if inInterpolation && depth == 0 { return }
                depth -= 1
            default:
                index += 1
            }
        }
    }

    /// `/* … */`, nested.
    private mutating func skipBlockComment() {
        let start = index
        defer { notCode.append(start..<min(index, bytes.count)) }
        var depth = 0
        while index < bytes.count {
            if hasPrefix("/*", at: index) {
                depth += 1
                index += 2
            } else if hasPrefix("*/", at: index) {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
    }

    /// At `#`: a raw string (`#"`, `##"""`, …), `#selector(`, or any other `#` word.
    private mutating func scanHash() {
        var hashes = 0
        while byte(at: index + hashes) == UInt8(ascii: "#") { hashes += 1 }
        if byte(at: index + hashes) == UInt8(ascii: "\"") {
            index += hashes
            scanString(hashes: hashes)
        } else if hasPrefix("#selector(", at: index) {
            let replacement = Array((SourceRewrite.selectorFunction + "(").utf8)
            let length = "#selector(".utf8.count
            edits.append(Edit(range: index..<index + length,
                              replacement: replacement + Array(repeating: UInt8(ascii: " "), count: length - replacement.count)))
            index += length - 1  // the `(` is scanned as code, so its `)` balances
        } else {
            index += hashes
        }
    }

    /// At `@`: `@objc`, `@objc(name)` and `@objcMembers` become spaces; other attributes stay.
    private mutating func scanAttribute() {
        let start = index
        index += 1
        while Self.isIdentifierByte(byte(at: index)) { index += 1 }
        let word = String(decoding: bytes[start + 1..<index], as: UTF8.self)
        guard word == "objc" || word == "objcMembers" else { return }
        if word == "objc" && byte(at: index) == UInt8(ascii: "(") {
            while let next = byte(at: index), next != UInt8(ascii: ")"), next != UInt8(ascii: "\n") { index += 1 }
            if byte(at: index) == UInt8(ascii: ")") { index += 1 }
        }
        edits.append(Edit(range: start..<index, replacement: Array(repeating: UInt8(ascii: " "), count: index - start)))
    }

    /// A string literal whose opening `"` (after `hashes` `#`) is at `index`; ends past its close.
    private mutating func scanString(hashes: Int) {
        let multiline = hasPrefix("\"\"\"", at: index)
        index += multiline ? 3 : 1
        let close = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
        let escape = "\\" + String(repeating: "#", count: hashes)
        var textStart = index
        defer { notCode.append(textStart..<min(index, bytes.count)) }
        while let current = byte(at: index) {
            if hasPrefix(escape, at: index) {
                index += escape.utf8.count
                if byte(at: index) == UInt8(ascii: "(") {
                    index += 1
                    notCode.append(textStart..<index)
                    scanCode(inInterpolation: true)
                    textStart = index
                } else {
                    index += 1
                }
            } else if hasPrefix(close, at: index) {
                index += close.utf8.count
                return
            } else if current == UInt8(ascii: "\n") && !multiline {
                return  // unterminated: the compiler reports it; the next line is code again
            } else {
                index += 1
            }
        }
    }
}
