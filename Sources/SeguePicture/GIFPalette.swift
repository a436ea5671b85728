/// A rectangle of a picture as palette indices: the histogram (`ColorTable`), the palette
/// (`MedianCut`), then each colour's nearest palette entry, found once per colour.
enum GIFPalette {
    static func indexed(_ image: PixelImage, rect: PixelRect) -> (palette: [UInt32], indices: [UInt8]) {
        var table = ColorTable()
        let w = image.width
        image.bytes.withUnsafeBufferPointer { p in
            var last: UInt32 = 0xFFFF_FFFF, slot = 0
            for y in rect.minY..<rect.maxY {
                for x in rect.minX..<rect.maxX {
                    let i = 3 * (y * w + x)
                    let c = UInt32(p[i]) << 16 | UInt32(p[i + 1]) << 8 | UInt32(p[i + 2])
                    if c != last { slot = table.slot(c); last = c }
                    table.counts[slot] += 1
                }
            }
        }
        let entries = table.entries
        let palette = MedianCut.palette(entries)
        var exact: [UInt32: UInt8] = [:]
        for (i, c) in palette.enumerated() where exact[c] == nil { exact[c] = UInt8(i) }
        for e in entries { table.indices[table.find(e.color)] = exact[e.color] ?? nearest(e.color, palette) }
        var indices = [UInt8]()
        indices.reserveCapacity((rect.maxX - rect.minX) * (rect.maxY - rect.minY))
        image.bytes.withUnsafeBufferPointer { p in
            var last: UInt32 = 0xFFFF_FFFF, index: UInt8 = 0
            for y in rect.minY..<rect.maxY {
                for x in rect.minX..<rect.maxX {
                    let i = 3 * (y * w + x)
                    let c = UInt32(p[i]) << 16 | UInt32(p[i + 1]) << 8 | UInt32(p[i + 2])
                    if c != last { index = table.indices[table.find(c)]; last = c }
                    indices.append(index)
                }
            }
        }
        return (palette, indices)
    }

    /// The palette entry nearest `c` (squared RGB distance; ties to the first).
    static func nearest(_ c: UInt32, _ palette: [UInt32]) -> UInt8 {
        let r = Int(c >> 16 & 0xFF), g = Int(c >> 8 & 0xFF), b = Int(c & 0xFF)
        var best = 0, bestD = Int.max
        for (i, p) in palette.enumerated() {
            let dr = r - Int(p >> 16 & 0xFF), dg = g - Int(p >> 8 & 0xFF), db = b - Int(p & 0xFF)
            let d = dr * dr + dg * dg + db * db
            if d < bestD { best = i; bestD = d }
        }
        return UInt8(best)
    }
}
