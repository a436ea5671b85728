/// A PNG's chunks, for what the decoder is given (docs/scenarios.md, "Images"): the critical
/// chunks (`IHDR`, `PLTE`, `IDAT`, `IEND`) and the ancillary ones that change the pixels
/// decoded (`tRNS` transparency; `gAMA`, `cHRM`, `sRGB`, `sBIT` colour) are kept, every other
/// ancillary chunk — text (`tEXt`, `zTXt`, `iTXt`, whose compressed text libpng would inflate),
/// profiles, times, private chunks — is left out, so a file of many compressed text chunks
/// costs no more than its pixels (issue 28: 200 of them took 10 s).
enum PNGChunks {
    /// The ancillary chunks kept.
    static let keptAncillary: Set<String> = ["tRNS", "gAMA", "cHRM", "sRGB", "sBIT"]

    /// `bytes` (a PNG: the signature, then chunks) without the ancillary chunks the decoder does
    /// not use. A file whose chunks do not add up is returned as it is, for libpng to refuse.
    static func withoutAncillaryChunks(_ bytes: [UInt8]) -> [UInt8] {
        var offset = 8
        var kept: [Range<Int>] = [0..<8]
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            let end = offset + 12 + length
            guard length <= Int(Int32.max), end <= bytes.count else { return bytes }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            // Bit 5 of the first type byte (a lower-case letter) marks an ancillary chunk.
            if bytes[offset + 4] & 0x20 == 0 || keptAncillary.contains(type) {
                if let last = kept.last, last.upperBound == offset { kept[kept.count - 1] = last.lowerBound..<end } else { kept.append(offset..<end) }
            }
            offset = end
        }
        guard offset == bytes.count, kept != [0..<bytes.count] else { return bytes }
        var out: [UInt8] = []
        out.reserveCapacity(kept.reduce(0) { $0 + $1.count })
        for r in kept { out += bytes[r] }
        return out
    }
}
