/// A scan bomb (issue 28), made at run time so that no such file is committed: the image tests
/// decode it, the live previewer's tests reload it.
public enum ScanBombJPEG {
    /// A progressive greyscale JPEG of `width` × `height` pixels (multiples of 8 … of 64 × 8
    /// blocks): one DC scan (every coefficient 0: mid-grey), then `acScans` AC scans of a few
    /// bytes each, every one of them an end-of-band run over all the blocks — cheap to write,
    /// and each a pass of the decoder over the whole image.
    public static func make(width: Int, height: Int, acScans: Int) -> [UInt8] {
        func be16(_ v: Int) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }
        let blocks = (width / 8) * (height / 8)
        precondition(blocks % (1 << 14) == 0, "whole runs of 2^14 blocks")
        var out: [UInt8] = [0xFF, 0xD8]
        out += [0xFF, 0xDB] + be16(67) + [0] + [UInt8](repeating: 1, count: 64)          // DQT: all 1
        out += [0xFF, 0xC2] + be16(11) + [8] + be16(height) + be16(width) + [1, 1, 0x11, 0]  // SOF2, 1 component
        out += [0xFF, 0xC4] + be16(20) + [0x00, 1] + [UInt8](repeating: 0, count: 15) + [0x00]  // DC table: category 0 = '0'
        out += [0xFF, 0xC4] + be16(20) + [0x10, 1] + [UInt8](repeating: 0, count: 15) + [0xE0]  // AC table: EOB run 2^14+ = '0'
        // DC scan: one 0 bit a block (diff category 0), padded with 1s.
        out += [0xFF, 0xDA] + be16(8) + [1, 1, 0x00, 0, 0, 0]
        out += [UInt8](repeating: 0, count: blocks / 8)
        if blocks % 8 != 0 { out.append(0xFF >> (blocks % 8)) }
        // An AC scan (1…63): runs of 2^14 blocks, '0' then 14 zero bits each; padded with 1s.
        let runs = blocks >> 14
        var bits = [UInt8](repeating: 0, count: runs * 15)
        while bits.count % 8 != 0 { bits.append(1) }
        let entropy = stride(from: 0, to: bits.count, by: 8).map { i in bits[i..<(i + 8)].reduce(UInt8(0)) { $0 << 1 | $1 } }
        let scan = [0xFF, 0xDA] + be16(8) + [1, 1, 0x00, 1, 63, 0] + entropy
        for _ in 0..<acScans { out += scan }
        return out + [0xFF, 0xD9]
    }
}
