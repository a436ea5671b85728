import SegueCore

/// Decoded pixels of a scenario's image: `width` × `height`, 8 bits a channel, `r, g, b, a`
/// (straight alpha), rows top to bottom. Made by the image decoder (SegueImage) or a test.
public struct RGBAImage: Sendable, Equatable {
    /// Unit: pixels, ≥ 1.
    public let width: Int
    /// Unit: pixels, ≥ 1.
    public let height: Int
    /// Four bytes a pixel: pixel (x, y) starts at `4 · (y · width + x)`.
    public let bytes: [UInt8]

    /// - Parameters:
    ///   - width, height: pixels, each ≥ 1.
    ///   - bytes: `4 · width · height` bytes, RGBA, rows top to bottom.
    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(width >= 1 && height >= 1 && bytes.count == 4 * width * height, "RGBA image size")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The colour and alpha (0…255) at (x, y); both in range.
    public func pixel(x: Int, y: Int) -> (color: RGB, alpha: UInt8) {
        let i = 4 * (y * width + x)
        return (RGB(r: bytes[i], g: bytes[i + 1], b: bytes[i + 2]), bytes[i + 3])
    }
}

/// An image scaled to the size it is drawn at, packed `0xAARRGGBB` a pixel (what the
/// rasterisers sample).
public final class ScaledImage: @unchecked Sendable {
    /// Unit: pixels, ≥ 1.
    public let width: Int
    /// Unit: pixels, ≥ 1.
    public let height: Int
    /// Row-major, `width · height` pixels; never mutated after `init`.
    public let pixels: [UInt32]

    init(width: Int, height: Int, pixels: [UInt32]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The colour at position (`u`, `v`) by bilinear interpolation, in pixel units with pixel
    /// centres at +0.5; positions outside the image clamp to its edge. Packed ARGB; the weights
    /// are in 1/256 steps (two channels a multiply).
    @inlinable @inline(__always) public func bilinear(_ u: Double, _ v: Double) -> UInt32 {
        pixels.withUnsafeBufferPointer { Self.bilinear($0, width: width, height: height, u, v) }
    }

    /// `bilinear(_:_:)` on the pixels `p` of a `width` × `height` image (the rasteriser takes
    /// the buffer once per view, not once per pixel). Inlinable, as it was inside SegueRender.
    @inlinable @inline(__always) public static func bilinear(_ p: UnsafeBufferPointer<UInt32>, width: Int, height: Int, _ u: Double, _ v: Double) -> UInt32 {
        let x = min(max(u - 0.5, 0), Double(width - 1)), y = min(max(v - 0.5, 0), Double(height - 1))
        let x0 = Int(x), y0 = Int(y)
        let x1 = min(x0 + 1, width - 1), y1 = min(y0 + 1, height - 1)
        let wx = UInt32((x - Double(x0)) * 256 + 0.5), wy = UInt32((y - Double(y0)) * 256 + 0.5)
        let a = p[y0 * width + x0]
        if wx == 0 && wy == 0 { return a }
        let top = mix(a, p[y0 * width + x1], wx)
        return wy == 0 ? top : mix(top, mix(p[y1 * width + x0], p[y1 * width + x1], wx), wy)
    }

    /// `a` + (`b` − `a`) · `w` / 256 per channel, for `w` in 0…256.
    @inlinable @inline(__always) public static func mix(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        if w == 0 { return a }
        if w >= 256 { return b }
        let iw = 256 - w
        let rb = (((a & 0x00FF_00FF) &* iw &+ (b & 0x00FF_00FF) &* w &+ 0x0080_0080) >> 8) & 0x00FF_00FF
        let ag = ((((a >> 8) & 0x00FF_00FF) &* iw &+ ((b >> 8) & 0x00FF_00FF) &* w &+ 0x0080_0080)) & 0xFF00_FF00
        return rb | ag
    }
}
