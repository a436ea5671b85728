import SegueJSON

/// Maps the parser's `SourcePosition`s (lines, and columns in Unicode scalars) back to byte
/// offsets, counting lines exactly as `JSONParser` does (LF, CR and CRLF each end one; a
/// leading byte-order mark takes no column).
struct ByteOffsets {
    let bytes: [UInt8]
    /// The byte offset each line starts at; index 0 is line 1.
    let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        var k = 0
        while k < bytes.count {
            if bytes[k] == 0x0D, k + 1 < bytes.count, bytes[k + 1] == 0x0A {
                starts.append(k + 2)
                k += 2
                continue
            }
            if bytes[k] == 0x0A || bytes[k] == 0x0D { starts.append(k + 1) }
            k += 1
        }
        lineStarts = starts
    }

    func lineStart(_ line: Int) -> Int { lineStarts[min(max(line - 1, 0), lineStarts.count - 1)] }

    /// The offset of the first byte at `position`.
    func offset(of position: SourcePosition) -> Int {
        var k = lineStart(position.line)
        var column = 1
        while column < position.column, k < bytes.count {
            k += 1
            while k < bytes.count, bytes[k] & 0xC0 == 0x80 { k += 1 }
            column += 1
        }
        return k
    }
}
