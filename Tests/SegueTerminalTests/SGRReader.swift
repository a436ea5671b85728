/// A small reader of what a byte stream draws with, independent of the writer: it follows
/// `ESC [ … m` (0 and an empty list reset, 30–37 / 40–47 set, 39 / 49 default), skips other
/// `ESC [` sequences and three-byte designations (`ESC ( B`), and notes the colours in force at each occurrence of a glyph.
enum SGRReader {
    /// The (foreground, background) in force at each `glyph` byte: ANSI colour 0…7, −1 the default.
    static func colours(ofGlyph glyph: UInt8, in bytes: [UInt8]) -> [(fg: Int, bg: Int)] {
        var fg = -1, bg = -1, out: [(fg: Int, bg: Int)] = []
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x1B, i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "[") {
                var j = i + 2
                while j < bytes.count, !(0x40...0x7E).contains(bytes[j]) { j += 1 }
                if j < bytes.count, bytes[j] == UInt8(ascii: "m") {
                    let params = String(decoding: bytes[(i + 2)..<j], as: UTF8.self).split(separator: ";", omittingEmptySubsequences: false)
                    for p in params {
                        switch Int(p) ?? 0 {
                        case 0: fg = -1; bg = -1
                        case let n where (30...37).contains(n): fg = n - 30
                        case let n where (40...47).contains(n): bg = n - 40
                        case 39: fg = -1
                        case 49: bg = -1
                        default: break
                        }
                    }
                }
                i = j + 1
            } else if b == 0x1B {
                i += 3  // ESC ( B and other two-byte designations
            } else {
                if b == glyph { out.append((fg, bg)) }
                i += 1
            }
        }
        return out
    }
}
