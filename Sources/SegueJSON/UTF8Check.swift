/// UTF-8 validation with byte offsets, for precise diagnostics.
enum UTF8Check {
    /// The first invalid sequence or NUL byte, if any.
    static func firstProblem(in b: [UInt8]) -> (offset: Int, message: String)? {
        var i = 0
        let n = b.count
        while i < n {
            let c = b[i]
            if c == 0 { return (i, "NUL byte in the input") }
            if c < 0x80 { i += 1; continue }
            var need = 0
            var lower: UInt8 = 0x80, upper: UInt8 = 0xBF
            switch c {
            case 0xC2...0xDF: need = 1
            case 0xE0: need = 2; lower = 0xA0
            case 0xE1...0xEC, 0xEE, 0xEF: need = 2
            case 0xED: need = 2; upper = 0x9F
            case 0xF0: need = 3; lower = 0x90
            case 0xF1...0xF3: need = 3
            case 0xF4: need = 3; upper = 0x8F
            default: return (i, "invalid UTF-8 (byte 0x\(MessageText.hex(c, width: 2)))")
            }
            if i + need >= n { return (i, "invalid UTF-8 (truncated sequence)") }
            for k in 1...need {
                let cc = b[i + k]
                let lo: UInt8 = k == 1 ? lower : 0x80, hi: UInt8 = k == 1 ? upper : 0xBF
                if cc < lo || cc > hi { return (i, "invalid UTF-8 (byte 0x\(MessageText.hex(cc, width: 2)) after 0x\(MessageText.hex(c, width: 2)))") }
            }
            i += need + 1
        }
        return nil
    }

    /// Line and column (in scalars) of the byte at `offset`, counting from (line, column); CR,
    /// LF and CRLF each end a line.
    static func position(ofByte offset: Int, in b: [UInt8], line: Int, column: Int) -> (line: Int, column: Int) {
        var l = line, c = column
        var i = 0
        while i < offset && i < b.count {
            let x = b[i]
            if x == 0x0A {
                if i == 0 || b[i - 1] != 0x0D { l += 1 }
                c = 1
            } else if x == 0x0D {
                l += 1
                c = 1
            } else if x & 0xC0 != 0x80 {
                c += 1
            }
            i += 1
        }
        return (l, c)
    }
}
