/// Animated GIF89a: a header, a NETSCAPE2.0 extension that loops forever, and per frame a
/// graphic control extension (its delay), an image descriptor with a local palette
/// (`MedianCut`) and the LZW-coded indices (`LZW`) in sub-blocks of at most 255 bytes.
///
/// - Timing: a frame's delay is the time to the next frame in whole centiseconds, rounded so
///   that the delays add up to the run: delay k = round(100 · t(k+1)) − round(100 · t(k)), the
///   last frame showing one frame interval (1 / `fps`). Browsers show delays under 2 cs as
///   10 cs, so the command keeps `fps` ≤ 50 (docs/panel-and-exports.md, "Pictures").
/// - Size: a frame covers only the rectangle that changed since the previous one (disposal
///   "do not dispose", so the rest stays), and within it the pixels that did not change are
///   transparent (`GIFPalette`); an unchanged frame is one transparent pixel.
public struct GIFEncoder: PictureEncoder {
    /// The picture's size; unit: pixels, 1…65535.
    public let width: Int, height: Int
    /// Frames per second of the run; > 0.
    public let fps: Double
    private var previous: PixelImage?
    private var held: (rect: PixelRect, image: PixelImage, t: Double, before: PixelImage?)?

    /// - Parameters:
    ///   - width: unit: pixels, 1…65535.
    ///   - height: unit: pixels, 1…65535.
    ///   - fps: frames per second (> 0): the last frame shows 1/fps s.
    public init(width: Int, height: Int, fps: Double) {
        self.width = width
        self.height = height
        self.fps = fps
    }

    /// Header, logical screen descriptor (no global palette) and the looping extension.
    public func start() -> [UInt8] {
        var out = Array("GIF89a".utf8)
        Self.append16(width, &out); Self.append16(height, &out)
        out += [0x00, 0x00, 0x00]  // no global colour table, background 0, no aspect ratio
        out += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00]  // loop forever
        return out
    }

    /// Holds `image` back until the next frame's time gives its delay; writes the one held before.
    public mutating func frame(_ image: PixelImage, at t: Double) -> [UInt8] {
        precondition(image.width == width && image.height == height, "a GIF's frames all have its size")
        let rect = previous.map { Self.changed(from: $0, to: image) } ?? PixelRect(minX: 0, minY: 0, maxX: width, maxY: height)
        var out: [UInt8] = []
        if let held {
            out = Self.encode(held.image, rect: held.rect, before: held.before, delay: Self.centiseconds(t) - Self.centiseconds(held.t))
        }
        held = (rect, image, t, previous)
        previous = image
        return out
    }

    /// The last frame and the trailer.
    public mutating func finish() -> [UInt8] {
        var out: [UInt8] = []
        if let held {
            out = Self.encode(held.image, rect: held.rect, before: held.before,
                              delay: Self.centiseconds(held.t + 1 / fps) - Self.centiseconds(held.t))
        }
        held = nil
        return out + [0x3B]
    }

    static func centiseconds(_ t: Double) -> Int { Int((t * 100).rounded()) }

    /// The bounding box of the pixels that differ; a 1 × 1 box at the origin when none do.
    static func changed(from a: PixelImage, to b: PixelImage) -> PixelRect {
        var minX = b.width, minY = b.height, maxX = -1, maxY = -1
        a.bytes.withUnsafeBufferPointer { p in
            b.bytes.withUnsafeBufferPointer { q in
                for y in 0..<b.height {
                    let row = 3 * y * b.width
                    var x = 0
                    while x < b.width, p[row + 3 * x] == q[row + 3 * x], p[row + 3 * x + 1] == q[row + 3 * x + 1],
                          p[row + 3 * x + 2] == q[row + 3 * x + 2] { x += 1 }
                    guard x < b.width else { continue }
                    var r = b.width - 1
                    while r > x, p[row + 3 * r] == q[row + 3 * r], p[row + 3 * r + 1] == q[row + 3 * r + 1],
                          p[row + 3 * r + 2] == q[row + 3 * r + 2] { r -= 1 }
                    minX = min(minX, x); maxX = max(maxX, r); minY = min(minY, y); maxY = y
                }
            }
        }
        return maxX < 0 ? PixelRect(minX: 0, minY: 0, maxX: 1, maxY: 1) : PixelRect(minX: minX, minY: minY, maxX: maxX + 1, maxY: maxY + 1)
    }

    /// One frame: graphic control extension, image descriptor, local palette, LZW data; the
    /// pixels equal to `before` (the frame shown until now) transparent.
    static func encode(_ image: PixelImage, rect: PixelRect, before: PixelImage?, delay: Int) -> [UInt8] {
        let (palette, indices, transparent) = GIFPalette.indexed(image, rect: rect, previous: before)
        var bits = 1
        while 1 << bits < palette.count { bits += 1 }
        // Disposal 1: leave the frame in place; the transparency flag when some pixel is.
        var out: [UInt8] = [0x21, 0xF9, 0x04, transparent == nil ? 0x04 : 0x05]
        append16(max(0, min(delay, 65535)), &out)
        out += [UInt8(transparent ?? 0), 0x00]
        out.append(0x2C)
        append16(rect.minX, &out); append16(rect.minY, &out)
        append16(rect.maxX - rect.minX, &out); append16(rect.maxY - rect.minY, &out)
        out.append(0x80 | UInt8(bits - 1))  // local colour table of 2^bits entries
        for i in 0..<(1 << bits) {
            let c = i < palette.count ? palette[i] : 0
            out += [UInt8(c >> 16 & 0xFF), UInt8(c >> 8 & 0xFF), UInt8(c & 0xFF)]
        }
        let minimumCodeSize = max(2, bits)
        out.append(UInt8(minimumCodeSize))
        let data = LZW.encode(indices, minimumCodeSize: minimumCodeSize)
        var i = 0
        while i < data.count {
            let n = min(255, data.count - i)
            out.append(UInt8(n))
            out += data[i..<(i + n)]
            i += n
        }
        out.append(0x00)
        return out
    }

    static func append16(_ v: Int, _ out: inout [UInt8]) { out += [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF)] }
}
