import CZlib

/// PNG (ISO/IEC 15948): the signature, IHDR (8-bit RGB, no interlace), one IDAT of the rows
/// compressed by zlib's `compress2` (each row with filter 1, Sub, or 0, None, whichever has the
/// smaller sum of absolute values), and IEND; every chunk's CRC from zlib's `crc32`. A PNG holds
/// one image: the first `frame` is written, later ones are ignored.
public struct PNGEncoder: PictureEncoder {
    private var wrote = false

    public init() {}

    /// The 8-byte signature.
    public func start() -> [UInt8] { [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] }

    /// IHDR and IDAT for `image` (the first call only).
    public mutating func frame(_ image: PixelImage, at t: Double) -> [UInt8] {
        guard !wrote else { return [] }
        wrote = true
        var header = [UInt8]()
        Self.append32(UInt32(image.width), to: &header)
        Self.append32(UInt32(image.height), to: &header)
        header += [8, 2, 0, 0, 0]  // bit depth 8, colour type 2 (RGB), deflate, adaptive filtering, no interlace
        return Self.chunk("IHDR", header) + Self.chunk("IDAT", Self.compress(Self.filtered(image)))
    }

    /// IEND.
    public func finish() -> [UInt8] { Self.chunk("IEND", []) }

    /// The rows, each after its filter byte.
    static func filtered(_ image: PixelImage) -> [UInt8] {
        let rowBytes = 3 * image.width
        var out = [UInt8](repeating: 0, count: (rowBytes + 1) * image.height)
        image.bytes.withUnsafeBufferPointer { src in
            for y in 0..<image.height {
                let s = y * rowBytes, d = y * (rowBytes + 1)
                var none = 0, sub = 0
                for i in 0..<rowBytes {
                    let raw = src[s + i], left = i >= 3 ? src[s + i - 3] : 0
                    none += Int(Int8(bitPattern: raw).magnitude)
                    sub += Int(Int8(bitPattern: raw &- left).magnitude)
                }
                let useSub = sub < none
                out[d] = useSub ? 1 : 0
                for i in 0..<rowBytes {
                    out[d + 1 + i] = useSub ? src[s + i] &- (i >= 3 ? src[s + i - 3] : 0) : src[s + i]
                }
            }
        }
        return out
    }

    /// `data` through zlib's `compress2` at level 6.
    static func compress(_ data: [UInt8]) -> [UInt8] {
        var length = compressBound(uLong(data.count))
        var out = [UInt8](repeating: 0, count: Int(length))
        let rc = out.withUnsafeMutableBufferPointer { o in
            data.withUnsafeBufferPointer { i in compress2(o.baseAddress, &length, i.baseAddress, uLong(data.count), 6) }
        }
        precondition(rc == Z_OK, "compress2 failed (\(rc)) with a buffer of compressBound bytes")
        return Array(out.prefix(Int(length)))
    }

    /// A chunk: length, type, data, CRC-32 of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        var out = [UInt8]()
        out.reserveCapacity(data.count + 12)
        append32(UInt32(data.count), to: &out)
        let typeAndData = Array(type.utf8) + data
        out += typeAndData
        let crc = typeAndData.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        append32(UInt32(truncatingIfNeeded: crc), to: &out)
        return out
    }

    static func append32(_ v: UInt32, to out: inout [UInt8]) {
        out += [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }
}
