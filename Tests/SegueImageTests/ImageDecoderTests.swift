import Foundation
import SegueCore
@testable import SeguePicture
import SegueImage
import SegueRender
import SegueTestSupport
import Testing

/// Decoding PNG and JPEG files (libpng, libjpeg-turbo) against pixels written independently,
/// and the refusals: not an image, corrupt, too large.
struct ImageDecoderTests {
    /// Four quadrants of known colours, written by the project's PNG encoder.
    static func quadrant(_ x: Int, _ y: Int) -> RGB {
        switch (x < 5, y < 3) {
        case (true, true): TestImages.red
        case (false, true): TestImages.green
        case (true, false): TestImages.blue
        case (false, false): RGB(r: 12, g: 34, b: 56)
        }
    }

    @Test func pngDecodesToTheColoursWritten() throws {
        let image = try ImageDecoder.decode(TestImages.png(width: 9, height: 7, Self.quadrant))
        #expect(image == TestImages.rgba(width: 9, height: 7, Self.quadrant))
    }

    /// A JPEG written by Pillow (quality 95) of four flat quadrants: each quadrant's centre decodes
    /// within 6 of its colour per channel (JPEG is lossy; flat 8 × 8 blocks come back nearly exact).
    @Test func jpegDecodesNearTheColoursWritten() throws {
        let dir = try ToolRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("q.jpg").path
        let script = """
            from PIL import Image
            im = Image.new('RGB', (32, 16))
            for y in range(16):
                for x in range(32):
                    im.putpixel((x, y), [(200, 30, 40), (20, 180, 60), (30, 40, 210), (240, 240, 240)][(x >= 16) + 2 * (y >= 8)])
            im.save('\(path)', quality=95, subsampling=0)
            """
        guard let run = ToolRunner.run(["python3", "-c", script]), run.status == 0 else {
            if ToolRunner.isCI { Issue.record("python3 with Pillow is needed to write the JPEG") }
            return
        }
        let image = try ImageDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(image.width == 32 && image.height == 16)
        let expected: [(Int, Int, RGB)] = [(8, 4, RGB(r: 200, g: 30, b: 40)), (24, 4, RGB(r: 20, g: 180, b: 60)),
                                            (8, 12, RGB(r: 30, g: 40, b: 210)), (24, 12, RGB(r: 240, g: 240, b: 240))]
        for (x, y, c) in expected {
            let (got, alpha) = image.pixel(x: x, y: y)
            #expect(alpha == 255)
            #expect(abs(Int(got.r) - Int(c.r)) <= 6 && abs(Int(got.g) - Int(c.g)) <= 6 && abs(Int(got.b) - Int(c.b)) <= 6,
                    "(\(x), \(y)): \(got) is not near \(c)")
        }
    }

    /// A CMYK JPEG (Pillow writes Adobe CMYK; libjpeg cannot turn it into RGB) is refused with
    /// what to do about it, not libjpeg's "Unsupported color conversion request" (issue 28).
    @Test func cmykJPEGIsRefusedSayingSo() throws {
        let dir = try ToolRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("cmyk.jpg").path
        let script = "from PIL import Image\nImage.new('CMYK', (16, 16), (0, 255, 255, 0)).save('\(path)', quality=90)"
        guard let run = ToolRunner.run(["python3", "-c", script]), run.status == 0 else {
            if ToolRunner.isCI { Issue.record("python3 with Pillow is needed to write the JPEG") }
            return
        }
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(throws: ImageError("CMYK JPEGs are not supported (print colours); save it as an RGB JPEG or a PNG")) {
            try ImageDecoder.decode(bytes)
        }
    }

    @Test(arguments: [
        ("GIF89a", Array("GIF89a\u{1}\u{0}\u{1}\u{0}".utf8)),
        ("text", Array("{\"segue\": 1}".utf8)),
        ("empty", []),
    ])
    func notAnImageIsRefusedByItsSignature(_ what: String, bytes: [UInt8]) {
        #expect(throws: ImageError("not a PNG or JPEG file (its first bytes are neither signature)")) { try ImageDecoder.decode(bytes) }
    }

    @Test func truncatedPNGIsCorrupt() {
        let bytes = TestImages.png(width: 40, height: 40) { x, y in RGB(r: UInt8(x * 6), g: UInt8(y * 6), b: 7) }
        let error = #expect(throws: ImageError.self) { try ImageDecoder.decode(Array(bytes.prefix(bytes.count - 30))) }
        #expect(error?.message.hasPrefix("cannot read the PNG image") == true)
    }

    @Test func corruptJPEGIsRefusedWithoutCrashing() {
        let error = #expect(throws: ImageError.self) { try ImageDecoder.decode([0xFF, 0xD8, 0xFF, 0xE0] + [UInt8](repeating: 0x42, count: 200)) }
        #expect(error?.message.hasPrefix("cannot read the JPEG image") == true)
    }

    /// A PNG whose header claims `width` × `height` (valid signature, IHDR and CRC, then an IDAT
    /// with no pixels in it): refused from the header, before any pixel is decoded.
    static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        var ihdr: [UInt8] = []
        PNGEncoder.append32(width, to: &ihdr)
        PNGEncoder.append32(height, to: &ihdr)
        ihdr += [8, 2, 0, 0, 0]
        return PNGEncoder().start() + PNGEncoder.chunk("IHDR", ihdr) + PNGEncoder.chunk("IDAT", [0x78, 0x9C])
            + PNGEncoder.chunk("IEND", [])
    }

    @Test func pngOver8192PixelsASideIsRefused() {
        #expect(throws: ImageError("the PNG image is 9000×16 pixels; at most 8192 a side are allowed")) {
            try ImageDecoder.decode(Self.pngHeader(width: 9000, height: 16))
        }
    }

    /// 8000 × 2200 is under 8192 a side but 67 MiB of RGBA: over the 64 MiB limit.
    @Test func pngOver64MiBDecodedIsRefused() {
        let error = #expect(throws: ImageError.self) { try ImageDecoder.decode(Self.pngHeader(width: 8000, height: 2200)) }
        #expect(error?.message == "the PNG image is 8000×2200 pixels, 67 MiB decoded; at most 64 MiB are allowed")
    }
}
