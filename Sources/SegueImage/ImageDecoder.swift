#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CJPEG
import CPNG
import SegueCore
import SegueRender
import SeguePixels

/// Why an image file was refused (the message follows `key.path: ` in the diagnostic).
public struct ImageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, in plain words (`not a PNG or JPEG file`, …).
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
    /// The decode was abandoned: the thread's `CancelFlag` was raised (a hot reload superseded or quit).
    public static let cancelled = ImageError("the image's decoding was cancelled")
}

/// PNG and JPEG bytes → RGBA pixels, with libpng's simplified API and libjpeg-turbo (docs/scenarios.md,
/// "Images"). The format is told by the file's magic bytes, never by its name; images over
/// `ImageReference.maxSide` pixels a side or `ImageReference.maxDecodedBytes` decoded are
/// refused from their header, before any pixel is decoded. The work a file can ask for is
/// bounded too (issue 28): a JPEG's scans (`maxJPEGScans`, `maxJPEGScanPixels`), and a PNG's
/// ancillary chunks, which are left out before libpng sees the file (`PNGChunks`).
public enum ImageDecoder {
    /// Most scans a JPEG may have; a progressive file from a camera or an encoder has about 10.
    public static let maxJPEGScans = 100
    /// Most scans × pixels a JPEG may ask the decoder to go through (each scan visits every
    /// block of the image): 2^29, e.g. 32 scans of the largest image allowed (4096 × 4096);
    /// unit: pixels.
    public static let maxJPEGScanPixels: UInt64 = 1 << 29

    /// The formats read.
    public enum Format: String, Sendable {
        case png = "PNG", jpeg = "JPEG"
    }

    /// The format `bytes` start like, nil for anything else.
    public static func format(of bytes: [UInt8]) -> Format? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        return nil
    }

    /// Decodes a PNG or JPEG file's bytes.
    /// - Throws: `ImageError` when the bytes are not a PNG or JPEG, are corrupt, or the image is too large.
    /// Under a `CancelFlag` (`flag.during { … }`) a raised flag stops it: a JPEG at its next row,
    /// a PNG before it starts (`ImageError.cancelled`).
    public static func decode(_ bytes: [UInt8]) throws(ImageError) -> RGBAImage {
        if CancelFlag.current?.isRaised == true { throw .cancelled }
        switch format(of: bytes) {
        case .png: return try decodePNG(bytes)
        case .jpeg: return try decodeJPEG(bytes)
        case nil: throw ImageError("not a PNG or JPEG file (its first bytes are neither signature)")
        }
    }

    /// Refuses a `width` × `height` image that is over the limits.
    static func checkSize(_ width: Int, _ height: Int, _ format: Format) throws(ImageError) {
        let side = ImageReference.maxSide
        if width > side || height > side {
            throw ImageError("the \(format.rawValue) image is \(width)×\(height) pixels; at most \(side) a side are allowed")
        }
        if width * height * 4 > ImageReference.maxDecodedBytes {
            throw ImageError("the \(format.rawValue) image is \(width)×\(height) pixels, \((width * height * 4) >> 20) MiB decoded; "
                             + "at most \(ImageReference.maxDecodedBytes >> 20) MiB are allowed")
        }
        if width < 1 || height < 1 { throw ImageError("the \(format.rawValue) image has no pixels") }
    }

    private static func decodePNG(_ bytes: [UInt8]) throws(ImageError) -> RGBAImage {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        let bytes = PNGChunks.withoutAncillaryChunks(bytes)
        let begun = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard begun != 0 else { throw ImageError("cannot read the PNG image: \(message(of: &image))") }
        let width = Int(image.width), height = Int(image.height)
        try checkSize(width, height, .png)
        image.format = segue_png_format_rgba
        var pixels = [UInt8](repeating: 0, count: 4 * width * height)
        let finished = bytes.withUnsafeBytes { _ in
            pixels.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, Int32(4 * width), nil) }
        }
        guard finished != 0 else { throw ImageError("cannot read the PNG image: \(message(of: &image))") }
        return RGBAImage(width: width, height: height, bytes: pixels)
    }

    /// libpng's words for the last failure of `image`.
    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            let text = raw.prefix { $0 != 0 }
            return text.isEmpty ? "corrupt data" : String(decoding: text, as: UTF8.self)
        }
    }

    private static func decodeJPEG(_ bytes: [UInt8]) throws(ImageError) -> RGBAImage {
        var width: UInt32 = 0, height: UInt32 = 0
        var pixels: UnsafeMutablePointer<UInt8>?
        var words = [CChar](repeating: 0, count: 256)
        let cancel = CancelFlag.current
        let code = withExtendedLifetime(cancel) {
            bytes.withUnsafeBufferPointer { b in
                words.withUnsafeMutableBufferPointer { m in
                    segue_jpeg_decode(b.baseAddress, UInt(b.count), UInt32(ImageReference.maxSide), UInt(ImageReference.maxDecodedBytes),
                                      Int32(maxJPEGScans), maxJPEGScanPixels, cancel?.cell, &width, &height, &pixels, m.baseAddress)
                }
            }
        }
        defer { free(pixels) }
        switch Int(code) {
        case Int(SEGUE_JPEG_OK):
            guard let pixels else { throw ImageError("cannot read the JPEG image: no pixels") }
            let w = Int(width), h = Int(height)
            try checkSize(w, h, .jpeg)
            return RGBAImage(width: w, height: h, bytes: Array(UnsafeBufferPointer(start: pixels, count: 4 * w * h)))
        case Int(SEGUE_JPEG_TOO_LARGE):
            try checkSize(Int(width), Int(height), .jpeg)
            throw ImageError("the JPEG image is too large")
        case Int(SEGUE_JPEG_CANCELLED):
            throw .cancelled
        case Int(SEGUE_JPEG_CMYK):
            throw ImageError("CMYK JPEGs are not supported (print colours); save it as an RGB JPEG or a PNG")
        case Int(SEGUE_JPEG_NO_MEMORY):
            throw ImageError("cannot read the JPEG image: out of memory")
        case Int(SEGUE_JPEG_TOO_MANY_SCANS):
            throw ImageError("the JPEG image has more than \(maxJPEGScans) scans (a progressive JPEG has about 10); "
                             + "at most \(maxJPEGScans) are read")
        case Int(SEGUE_JPEG_TOO_MUCH_WORK):
            throw ImageError("the JPEG image's scans come to more than \(maxJPEGScanPixels >> 20) M pixels to decode "
                             + "(\(width)×\(height) pixels a scan); at most \(maxJPEGScanPixels >> 20) M are read")
        default:
            let text = words.withUnsafeBufferPointer { p in String(decoding: p.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
            throw ImageError("cannot read the JPEG image: \(text.isEmpty ? "corrupt data" : text)")
        }
    }
}
