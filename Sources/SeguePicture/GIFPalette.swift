/// A rectangle of a picture as palette indices: the histogram (`ColorTable`), the palette
/// (`MedianCut`), then each colour's nearest palette entry, found once per colour. Given the
/// frame before, a pixel that has not changed becomes the transparent index (the last entry),
/// so the frame before shows through and long runs of it compress well.
enum GIFPalette {
    /// The palette, the indices of `rect`'s pixels row by row, and the transparent index when
    /// some pixel is unchanged from `previous` (an image of the same size).
    static func indexed(_ image: PixelImage, rect: PixelRect, previous: PixelImage? = nil)
        -> (palette: [UInt32], indices: [UInt8], transparent: Int?) {
        var table = ColorTable()
        let w = image.width
        var unchanged = 0
        let before = previous?.bytes ?? []
        let compares = previous != nil
        image.bytes.withUnsafeBufferPointer { p in
            before.withUnsafeBufferPointer { q in
                var last: UInt32 = 0xFFFF_FFFF, slot = 0
                for y in rect.minY..<rect.maxY {
                    for x in rect.minX..<rect.maxX {
                        let i = 3 * (y * w + x)
                        if compares, p[i] == q[i], p[i + 1] == q[i + 1], p[i + 2] == q[i + 2] { unchanged += 1; continue }
                        let c = UInt32(p[i]) << 16 | UInt32(p[i + 1]) << 8 | UInt32(p[i + 2])
                        if c != last { slot = table.slot(c); last = c }
                        table.counts[slot] += 1
                    }
                }
            }
        }
        let entries = table.entries
        var palette = MedianCut.palette(entries, size: unchanged > 0 ? 255 : 256)
        var exact: [UInt32: UInt8] = [:]
        for (i, c) in palette.enumerated() where exact[c] == nil { exact[c] = UInt8(i) }
        for e in entries { table.indices[table.find(e.color)] = exact[e.color] ?? nearest(e.color, palette) }
        let transparent: Int? = unchanged > 0 ? palette.count : nil
        if let transparent { palette.append(0); precondition(transparent < 256) }
        var indices = [UInt8]()
        indices.reserveCapacity((rect.maxX - rect.minX) * (rect.maxY - rect.minY))
        let clear = UInt8(transparent ?? 0)
        image.bytes.withUnsafeBufferPointer { p in
            before.withUnsafeBufferPointer { q in
                var last: UInt32 = 0xFFFF_FFFF, index: UInt8 = 0
                for y in rect.minY..<rect.maxY {
                    for x in rect.minX..<rect.maxX {
                        let i = 3 * (y * w + x)
                        if compares, p[i] == q[i], p[i + 1] == q[i + 1], p[i + 2] == q[i + 2] { indices.append(clear); continue }
                        let c = UInt32(p[i]) << 16 | UInt32(p[i + 1]) << 8 | UInt32(p[i + 2])
                        if c != last { index = table.indices[table.find(c)]; last = c }
                        indices.append(index)
                    }
                }
            }
        }
        return (palette, indices, transparent)
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
