/// Resizing RGBA pixels (docs/screen.md, "Images"): per axis, area averaging when the image
/// shrinks (each output pixel is the mean of the source area it covers, partial pixels
/// weighted by how much of them it covers) and bilinear interpolation when it grows (pixel
/// centres at +0.5, edges clamped). Separable: rows first, then columns, in floating point.
public enum Resample {
    /// One output pixel's taps along an axis: source indices and weights (summing to 1).
    struct Taps {
        var first: Int
        var weights: [Float]
    }

    /// The taps of each of `to` output pixels reading `from` source pixels (both ≥ 1).
    static func taps(from: Int, to: Int) -> [Taps] {
        let s = Double(from) / Double(to)
        var out: [Taps] = []
        out.reserveCapacity(to)
        for i in 0..<to {
            if s > 1 {
                let a = Double(i) * s, b = Double(i + 1) * s
                let first = Int(a), last = min(Int(b.rounded(.up)) - 1, from - 1)
                var w: [Float] = []
                for k in first...max(first, last) {
                    let overlap = min(b, Double(k + 1)) - max(a, Double(k))
                    w.append(Float(max(overlap, 0) / s))
                }
                out.append(Taps(first: first, weights: w))
            } else {
                let x = min(max((Double(i) + 0.5) * s - 0.5, 0), Double(from - 1))
                let x0 = Int(x), f = Float(x - Double(x0))
                out.append(x0 + 1 < from ? Taps(first: x0, weights: [1 - f, f]) : Taps(first: x0, weights: [1]))
            }
        }
        return out
    }

    /// `image` at half its size (rounded up), each pixel the rounded mean of a 2 × 2 block: area
    /// averaging by exactly 2, in integers (two channels an add). An odd last column or row is
    /// its own neighbour.
    public static func halved(_ image: RGBAImage) -> RGBAImage {
        let w = (image.width + 1) / 2, h = (image.height + 1) / 2, sw = image.width
        var out = [UInt8](repeating: 0, count: 4 * w * h)
        image.bytes.withUnsafeBytes { raw in
            out.withUnsafeMutableBytes { dst in
                @inline(__always) func px(_ x: Int, _ y: Int) -> UInt32 { raw.loadUnaligned(fromByteOffset: 4 * (y * sw + x), as: UInt32.self) }
                for y in 0..<h {
                    let y0 = 2 * y, y1 = min(2 * y + 1, image.height - 1)
                    for x in 0..<w {
                        let x0 = 2 * x, x1 = min(2 * x + 1, sw - 1)
                        let a = px(x0, y0), b = px(x1, y0), c = px(x0, y1), d = px(x1, y1)
                        let lo = ((a & 0x00FF_00FF) &+ (b & 0x00FF_00FF) &+ (c & 0x00FF_00FF) &+ (d & 0x00FF_00FF) &+ 0x0002_0002) >> 2
                        let hi = (((a >> 8) & 0x00FF_00FF) &+ ((b >> 8) & 0x00FF_00FF) &+ ((c >> 8) & 0x00FF_00FF) &+ ((d >> 8) & 0x00FF_00FF)
                            &+ 0x0002_0002) >> 2
                        dst.storeBytes(of: (lo & 0x00FF_00FF) | ((hi & 0x00FF_00FF) << 8), toByteOffset: 4 * (y * w + x), as: UInt32.self)
                    }
                }
            }
        }
        return RGBAImage(width: w, height: h, bytes: out)
    }

    /// `bytes` (RGBA, `width` × `height`) resized to `toWidth` × `toHeight` (each ≥ 1), RGBA.
    public static func rgba(_ bytes: [UInt8], width: Int, height: Int, toWidth: Int, toHeight: Int) -> [UInt8] {
        let rows = horizontal(bytes, width: width, height: height, toWidth: toWidth)
        let ty = taps(from: height, to: toHeight)
        var out = [UInt8](repeating: 0, count: 4 * toWidth * toHeight)
        rows.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                withUnsafeTemporaryAllocation(of: Float.self, capacity: 4 * toWidth) { acc in
                    for (y, t) in ty.enumerated() {
                        acc.update(repeating: 0)
                        for (n, w) in t.weights.enumerated() {
                            let base = 4 * toWidth * (t.first + n)
                            for k in 0..<(4 * toWidth) { acc[k] += w * src[base + k] }
                        }
                        // Rounded half up (the sums are ≥ 0), without a call to roundf.
                        let base = 4 * toWidth * y
                        for k in 0..<(4 * toWidth) { dst[base + k] = UInt8(min(max(acc[k] + 0.5, 0), 255)) }
                    }
                }
            }
        }
        return out
    }

    /// Each row of `bytes` resized to `toWidth` pixels, as floats (RGBA).
    private static func horizontal(_ bytes: [UInt8], width: Int, height: Int, toWidth: Int) -> [Float] {
        let tx = taps(from: width, to: toWidth)
        var out = [Float](repeating: 0, count: 4 * toWidth * height)
        bytes.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for y in 0..<height {
                    let row = 4 * width * y, outRow = 4 * toWidth * y
                    for (x, t) in tx.enumerated() {
                        var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                        for (n, w) in t.weights.enumerated() {
                            let i = row + 4 * (t.first + n)
                            r += w * Float(src[i]); g += w * Float(src[i + 1]); b += w * Float(src[i + 2]); a += w * Float(src[i + 3])
                        }
                        let o = outRow + 4 * x
                        dst[o] = r; dst[o + 1] = g; dst[o + 2] = b; dst[o + 3] = a
                    }
                }
            }
        }
        return out
    }
}
