import Foundation
import SegueCore
import SeguePicture
import SegueTestSupport
import Testing

/// The GIF encoder's frames as a viewer composes them (Pillow): each frame, drawn over the ones
/// before (a changed rectangle, unchanged pixels transparent), is exactly the image given.
struct GIFEncoderTests {
    static func hex(_ image: PixelImage) -> String { image.bytes.map { DecimalText.hex($0, width: 2, uppercase: false) }.joined() }

    /// Three frames (of fewer than 255 colours, so the palettes are exact): a stepped gradient of
    /// 15 × 12 colours, a block painted over it, then part of the block painted back
    /// to the gradient's colours and a pixel changed far away; then an unchanged frame.
    static func frames() -> [PixelImage] {
        var a = PixelImage(width: 120, height: 90, color: .black)
        for y in 0..<90 { for x in 0..<120 { a[x, y] = RGB(r: UInt8(x / 8 * 16), g: UInt8(y / 8 * 16), b: 40) } }
        var b = a
        for y in 20..<60 { for x in 30..<90 { b[x, y] = RGB(r: 250, g: 200, b: 10) } }
        var c = b
        for y in 20..<40 { for x in 30..<60 { c[x, y] = a[x, y] } }
        c[119, 89] = .white
        return [a, b, c, c]
    }

    @Test func everyFrameDecodesToItsImage() throws {
        try requirePillow()
        let images = Self.frames()
        var encoder = GIFEncoder(width: 120, height: 90, fps: 20)
        var bytes = encoder.start()
        for (k, image) in images.enumerated() { bytes += encoder.frame(image, at: Double(k) / 20) }
        bytes += encoder.finish()
        let dir = try ToolRunner.temporaryDirectory(prefix: "segue-gif")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("frames.gif")
        try Data(bytes).write(to: file)
        for (k, image) in images.enumerated() {
            let probe = try PictureProbe.read(file.path, frame: k, all: true)
            #expect(probe.frames == 4 && probe.durations == [50, 50, 50, 50])
            let same = probe.rgb_hex == Self.hex(image)
            #expect(same, "frame \(k) differs from its image")
        }
    }
}
