/// GIF's variable-length-code LZW (GIF89a, appendix F): codes start at `minimumCodeSize + 1`
/// bits and widen as the table grows, up to 12 bits; when the table is full (4096 codes) a clear
/// code starts it over. The first code is a clear code and the last the end-of-information
/// code; codes are packed least significant bit first. The rules follow the classic `compress`
/// encoder: a code is written at the current width, then the width grows once the next free
/// code no longer fits.
public enum LZW {
    /// The largest code width; unit: bits.
    public static let maximumCodeSize = 12

    /// The compressed bytes of `indices` (each < 2^`minimumCodeSize`), without GIF's sub-block
    /// framing.
    /// - Parameter minimumCodeSize: the initial code size, 2…8 (GIF's "LZW minimum code size").
    public static func encode(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        let clear = 1 << minimumCodeSize, end = clear + 1
        var writer = BitWriter()
        var table = CodeTable()
        var codeSize = minimumCodeSize + 1
        var next = end + 1
        writer.write(clear, bits: codeSize)
        guard let first = indices.first else {
            writer.write(end, bits: codeSize)
            return writer.finish()
        }
        var prefix = Int(first)
        for k in indices.dropFirst() {
            let key = prefix << 8 | Int(k)
            if let code = table.code(for: key) {
                prefix = code
                continue
            }
            writer.write(prefix, bits: codeSize)
            if next < 1 << maximumCodeSize {
                if next >= 1 << codeSize && codeSize < maximumCodeSize { codeSize += 1 }
                table.insert(key, code: next)
                next += 1
            } else {
                writer.write(clear, bits: codeSize)
                table.clear()
                codeSize = minimumCodeSize + 1
                next = end + 1
            }
            prefix = Int(k)
        }
        writer.write(prefix, bits: codeSize)
        if next >= 1 << codeSize && codeSize < maximumCodeSize { codeSize += 1 }
        writer.write(end, bits: codeSize)
        return writer.finish()
    }

    /// (prefix code, byte) → code, open addressing over 8192 slots.
    private struct CodeTable {
        private var keys = [Int32](repeating: -1, count: 8192)
        private var codes = [Int16](repeating: 0, count: 8192)

        @inline(__always) func code(for key: Int) -> Int? {
            var i = (key ^ (key >> 7)) & 8191
            while true {
                let k = keys[i]
                if k == Int32(key) { return Int(codes[i]) }
                if k < 0 { return nil }
                i = (i + 1) & 8191
            }
        }

        @inline(__always) mutating func insert(_ key: Int, code: Int) {
            var i = (key ^ (key >> 7)) & 8191
            while keys[i] >= 0 { i = (i + 1) & 8191 }
            keys[i] = Int32(key)
            codes[i] = Int16(code)
        }

        mutating func clear() {
            for i in keys.indices { keys[i] = -1 }
        }
    }

    /// Packs codes least significant bit first.
    private struct BitWriter {
        private var bytes: [UInt8] = []
        private var accumulator = 0, bitCount = 0

        @inline(__always) mutating func write(_ code: Int, bits: Int) {
            accumulator |= code << bitCount
            bitCount += bits
            while bitCount >= 8 {
                bytes.append(UInt8(accumulator & 0xFF))
                accumulator >>= 8
                bitCount -= 8
            }
        }

        mutating func finish() -> [UInt8] {
            if bitCount > 0 { bytes.append(UInt8(accumulator & 0xFF)) }
            return bytes
        }
    }
}
