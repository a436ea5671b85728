/// Strings and numbers: the parts of the JSON grammar below the value level.
extension JSONTextParser {
    /// Parses a string at `bytes[i] == '"'`. Returns the decoded text and, when it had escapes,
    /// the column offset of each decoded scalar (plus the closing quote) from the opening quote.
    mutating func parseString() throws(DiagnosticsError) -> (String, [Int]?) {
        let openCol = col
        advance() // opening quote
        var out: [UInt8] = []
        var offsets: [Int] = []   // filled lazily once an escape is seen
        var sawEscape = false
        var scalarCount = 0
        while true {
            guard i < bytes.count else { throw error("unterminated string") }
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                if sawEscape { offsets.append(col - openCol) }
                advance()
                let s = String(decoding: out, as: UTF8.self)
                return (s, sawEscape ? offsets : nil)
            }
            if b < 0x20 {
                if b == 0x0A || b == 0x0D { throw error("unterminated string (raw line break inside it)") }
                throw error("raw control character U+\(MessageText.hex(b, width: 4)) in a string (write it as an escape)")
            }
            if b == UInt8(ascii: "\\") {
                if !sawEscape {
                    sawEscape = true
                    offsets = (0..<scalarCount).map { $0 + 1 }
                }
                let escCol = col - openCol
                let escPos = here
                advance()
                guard i < bytes.count else { throw error("unterminated string") }
                let e = bytes[i]
                var scalar: UInt32
                switch e {
                case UInt8(ascii: "\""): scalar = 0x22
                case UInt8(ascii: "\\"): scalar = 0x5C
                case UInt8(ascii: "/"): scalar = 0x2F
                case UInt8(ascii: "b"): scalar = 0x08
                case UInt8(ascii: "f"): scalar = 0x0C
                case UInt8(ascii: "n"): scalar = 0x0A
                case UInt8(ascii: "r"): scalar = 0x0D
                case UInt8(ascii: "t"): scalar = 0x09
                case UInt8(ascii: "u"):
                    advance()
                    let hi = try hex4(escapeStart: escPos)
                    if hi >= 0xD800 && hi <= 0xDBFF {
                        guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                            throw error("lone surrogate escape in a string", at: escPos)
                        }
                        advance(); advance()
                        let lo = try hex4(escapeStart: escPos)
                        guard lo >= 0xDC00 && lo <= 0xDFFF else { throw error("lone surrogate escape in a string", at: escPos) }
                        scalar = 0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00)
                    } else if hi >= 0xDC00 && hi <= 0xDFFF {
                        throw error("lone surrogate escape in a string", at: escPos)
                    } else {
                        scalar = hi
                    }
                    if scalar == 0 { throw error("NUL character (\\u0000) in a string", at: escPos) }
                    appendScalar(scalar, to: &out)
                    offsets.append(escCol)
                    scalarCount += 1
                    continue
                default:
                    throw error("invalid escape '\\\(describeEscape(e))' in a string", at: escPos)
                }
                advance()
                out.append(UInt8(scalar))
                offsets.append(escCol)
                scalarCount += 1
                continue
            }
            // A plain scalar: copy its bytes.
            if sawEscape { offsets.append(col - openCol) }
            scalarCount += 1
            out.append(b)
            advance()
            while i < bytes.count && bytes[i] & 0xC0 == 0x80 { out.append(bytes[i]); advance() }
        }
    }

    func describeEscape(_ e: UInt8) -> String {
        e >= 0x21 && e < 0x7F ? String(Character(Unicode.Scalar(e))) : "U+" + MessageText.hex(e, width: 4)
    }

    mutating func hex4(escapeStart: SourcePosition) throws(DiagnosticsError) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard i < bytes.count else { throw error("unterminated \\u escape", at: escapeStart) }
            let b = bytes[i]
            let d: UInt32
            switch b {
            case 0x30...0x39: d = UInt32(b - 0x30)
            case 0x41...0x46: d = UInt32(b - 0x41 + 10)
            case 0x61...0x66: d = UInt32(b - 0x61 + 10)
            default: throw error("invalid \\u escape: expected four hex digits", at: escapeStart)
            }
            v = v * 16 + d
            advance()
        }
        return v
    }

    func appendScalar(_ v: UInt32, to out: inout [UInt8]) {
        switch v {
        case 0..<0x80: out.append(UInt8(v))
        case 0x80..<0x800:
            out.append(UInt8(0xC0 | (v >> 6)))
            out.append(UInt8(0x80 | (v & 0x3F)))
        case 0x800..<0x10000:
            out.append(UInt8(0xE0 | (v >> 12)))
            out.append(UInt8(0x80 | ((v >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (v & 0x3F)))
        default:
            out.append(UInt8(0xF0 | (v >> 18)))
            out.append(UInt8(0x80 | ((v >> 12) & 0x3F)))
            out.append(UInt8(0x80 | ((v >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (v & 0x3F)))
        }
    }

    func isDigit(_ k: Int) -> Bool { k < bytes.count && bytes[k] >= 0x30 && bytes[k] <= 0x39 }

    mutating func parseNumber() throws(DiagnosticsError) -> JSONNode {
        let start = here
        let startIndex = i
        if bytes[i] == UInt8(ascii: "-") {
            advance()
            guard isDigit(i) else { throw error("invalid number: expected a digit after '-'", at: start) }
        }
        if bytes[i] == UInt8(ascii: "0") {
            advance()
            if isDigit(i) { throw error("invalid number: leading zeros are not allowed", at: start) }
        } else {
            while isDigit(i) { advance() }
        }
        if i < bytes.count && bytes[i] == UInt8(ascii: ".") {
            advance()
            guard isDigit(i) else { throw error("invalid number: expected a digit after '.'", at: start) }
            while isDigit(i) { advance() }
        }
        var exponent = 0
        if i < bytes.count && (bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E")) {
            advance()
            var negative = false
            if i < bytes.count && (bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-")) {
                negative = bytes[i] == UInt8(ascii: "-")
                advance()
            }
            guard isDigit(i) else { throw error("invalid number: expected a digit in the exponent", at: start) }
            while isDigit(i) {
                if exponent <= limits.maxExponent { exponent = exponent * 10 + Int(bytes[i] - 0x30) }
                advance()
            }
            if negative { exponent = -exponent }
        }
        if i - startIndex > limits.maxNumberLength {
            throw error("number literal longer than \(limits.maxNumberLength) characters", at: start)
        }
        if abs(exponent) > limits.maxExponent {
            throw error("number with an absurd exponent (more than \(limits.maxExponent) in magnitude)", at: start)
        }
        if i < bytes.count, isIdentifierByte(bytes[i]) || bytes[i] == UInt8(ascii: ".") {
            throw error("invalid number: unexpected \(describeHere())", at: start)
        }
        let text = String(decoding: bytes[startIndex..<i], as: UTF8.self)
        guard let v = Double(text), v.isFinite else {
            throw error("number \(text) is out of range (not finite as a Double)", at: start)
        }
        return JSONNode(.number(JSONNumber(value: v, text: text)), position: start)
    }
}
