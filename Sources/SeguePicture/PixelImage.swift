import SegueCore

/// A picture in memory: `width` × `height` pixels, 8-bit sRGB, three bytes a pixel, rows top to
/// bottom (what the picture encoders write).
public struct PixelImage: Sendable, Equatable {
    /// Unit: pixels, ≥ 0.
    public let width: Int
    /// Unit: pixels, ≥ 0.
    public let height: Int
    /// `r, g, b` of each pixel, row by row: pixel (x, y) starts at `3 · (y · width + x)`.
    public var bytes: [UInt8]

    /// An image of `width` × `height` pixels (each ≥ 0) filled with `color`.
    public init(width: Int, height: Int, color: RGB) {
        self.width = max(0, width)
        self.height = max(0, height)
        var row = [UInt8]()
        row.reserveCapacity(3 * self.width)
        for _ in 0..<self.width { row.append(color.r); row.append(color.g); row.append(color.b) }
        var all = [UInt8]()
        all.reserveCapacity(row.count * self.height)
        for _ in 0..<self.height { all.append(contentsOf: row) }
        bytes = all
    }

    /// The colour at (x, y); both in range.
    public subscript(x: Int, y: Int) -> RGB {
        get {
            let i = 3 * (y * width + x)
            return RGB(r: bytes[i], g: bytes[i + 1], b: bytes[i + 2])
        }
        set {
            let i = 3 * (y * width + x)
            bytes[i] = newValue.r; bytes[i + 1] = newValue.g; bytes[i + 2] = newValue.b
        }
    }

    /// Blends `color` over pixel (x, y) with `alpha` 0…1 (sRGB, as `RGB.over`); outside the
    /// image nothing happens.
    @inline(__always) public mutating func blend(x: Int, y: Int, _ color: RGB, alpha: Double) {
        guard x >= 0, y >= 0, x < width, y < height, alpha > 0 else { return }
        let i = 3 * (y * width + x)
        if alpha >= 1 {
            bytes[i] = color.r; bytes[i + 1] = color.g; bytes[i + 2] = color.b
            return
        }
        let a = alpha, b = 1 - alpha
        bytes[i] = UInt8(Double(color.r) * a + Double(bytes[i]) * b + 0.5)
        bytes[i + 1] = UInt8(Double(color.g) * a + Double(bytes[i + 1]) * b + 0.5)
        bytes[i + 2] = UInt8(Double(color.b) * a + Double(bytes[i + 2]) * b + 0.5)
    }

    /// Copies `image` in with its top-left pixel at (x, y), clipped to this image.
    public mutating func place(_ image: PixelImage, x: Int, y: Int) {
        let x0 = max(0, x), x1 = min(width, x + image.width)
        guard x0 < x1 else { return }
        for sy in 0..<image.height {
            let dy = y + sy
            guard dy >= 0, dy < height else { continue }
            let from = 3 * (sy * image.width + (x0 - x)), to = 3 * (dy * width + x0), n = 3 * (x1 - x0)
            bytes.replaceSubrange(to..<(to + n), with: image.bytes[from..<(from + n)])
        }
    }
}
