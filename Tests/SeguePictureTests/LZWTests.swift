import Foundation
import SegueCore
import SeguePicture
import SegueTestSupport
import Testing

/// GIF's LZW (`LZW.encode`) against a decoder written here from the GIF89a specification
/// (appendix F) and, through a whole GIF, against Pillow.
struct LZWTests {
    /// What the reference decoder read.
    struct Decoded { var indices: [UInt8]; var clearCodes: Int; var widestCode: Int; var sawEnd: Bool }

    /// The specification's decoder: codes LSB first, starting at minimumCodeSize + 1 bits; after
    /// each new table entry the width grows when the next code would not fit (up to 12); a
    /// clear code resets the table and the width.
    static func decode(_ data: [UInt8], minimumCodeSize: Int) -> Decoded {
        let clear = 1 << minimumCodeSize, end = clear + 1
        var table: [[UInt8]] = []
        func reset() { table = (0..<clear).map { [UInt8($0)] } + [[], []] }
        reset()
        var width = minimumCodeSize + 1, widest = width, clears = 0
        var bitPos = 0, previous: [UInt8]? = nil
        var out: [UInt8] = []
        while bitPos + width <= data.count * 8 {
            var code = 0
            for b in 0..<width where data[(bitPos + b) / 8] >> UInt8((bitPos + b) % 8) & 1 == 1 { code |= 1 << b }
            bitPos += width
            if code == clear { reset(); width = minimumCodeSize + 1; previous = nil; clears += 1; continue }
            if code == end { return Decoded(indices: out, clearCodes: clears, widestCode: widest, sawEnd: true) }
            let entry: [UInt8]
            if code < table.count { entry = table[code] } else if let p = previous, code == table.count { entry = p + [p[0]] } else { break }
            out += entry
            if let p = previous, table.count < 4096 { table.append(p + [entry[0]]) }
            previous = entry
            if table.count == 1 << width && width < 12 { width += 1; widest = max(widest, width) }
        }
        return Decoded(indices: out, clearCodes: clears, widestCode: widest, sawEnd: false)
    }

    /// A deterministic pseudo-random pattern (a 32-bit LCG) over `symbols` values.
    static func noise(_ count: Int, symbols: Int) -> [UInt8] {
        var x: UInt32 = 12345
        return (0..<count).map { _ in x = x &* 1_664_525 &+ 1_013_904_223; return UInt8(Int(x >> 24) % symbols) }
    }

    struct Pattern: CustomTestStringConvertible, Sendable {
        var name: String, indices: [UInt8], minimumCodeSize: Int, needsClear: Bool
        var testDescription: String { name }
    }

    static let patterns: [Pattern] = [
        // 40 000 pixels of noise over 16 values need far more than the 4096 codes a table holds.
        Pattern(name: "noise over 16 values", indices: noise(40_000, symbols: 16), minimumCodeSize: 4, needsClear: true),
        Pattern(name: "one value, 100 000 times", indices: [UInt8](repeating: 3, count: 100_000), minimumCodeSize: 2, needsClear: false),
        Pattern(name: "all 256 values in turn", indices: (0..<20_000).map { UInt8($0 % 256) }, minimumCodeSize: 8, needsClear: false),
        Pattern(name: "two values, a checkerboard", indices: (0..<4096).map { UInt8(($0 + $0 / 64) % 2) }, minimumCodeSize: 2,
                needsClear: false),
        Pattern(name: "a single pixel", indices: [1], minimumCodeSize: 2, needsClear: false),
    ]

    @Test(arguments: patterns)
    func roundTripsThroughTheSpecificationsDecoder(_ p: Pattern) {
        let decoded = Self.decode(LZW.encode(p.indices, minimumCodeSize: p.minimumCodeSize), minimumCodeSize: p.minimumCodeSize)
        #expect(decoded.sawEnd, "no end-of-information code")
        #expect(decoded.indices == p.indices, "decoded \(decoded.indices.count) indices, want \(p.indices.count)")
        #expect(decoded.clearCodes >= 1, "the stream starts with a clear code")
        if p.needsClear {
            #expect(decoded.clearCodes >= 2, "a full table must be followed by a clear code")
            #expect(decoded.widestCode == 12, "the codes must widen to 12 bits")
        }
    }

    /// A 200 × 200 GIF of 16 colours in noise (widths up to 12 bits, clear codes mid-stream)
    /// decodes in Pillow to exactly its pixels.
    @Test func pillowDecodesANoisyFrameExactly() throws {
        let colors = (0..<16).map { (i: Int) -> RGB in
            let r = UInt8(i * 16), g = UInt8(255 - i * 8), b = UInt8(i * 37 % 256)
            return RGB(r: r, g: g, b: b)
        }
        let indices = Self.noise(200 * 200, symbols: 16)
        var image = PixelImage(width: 200, height: 200, color: .black)
        for (i, k) in indices.enumerated() { image[i % 200, i / 200] = colors[Int(k)] }
        var encoder = GIFEncoder(width: 200, height: 200, fps: 25)
        let bytes = encoder.start() + encoder.frame(image, at: 0) + encoder.finish()
        let dir = try ToolRunner.temporaryDirectory(prefix: "segue-lzw")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("noise.gif")
        try Data(bytes).write(to: file)
        try requirePillow()
        let probe = try PictureProbe.read(file.path, all: true)
        #expect(probe.format == "GIF" && probe.width == 200 && probe.height == 200 && probe.frames == 1)
        let want = image.bytes.map { DecimalText.hex($0, width: 2, uppercase: false) }.joined()
        #expect(probe.rgb_hex == want, "Pillow's pixels differ from the frame's")
        #expect(probe.durations == [40], "one frame at 25 fps shows 4 cs")
    }
}

/// Skips (outside CI) or fails (under CI) without Pillow, as the pyte checks do.
func requirePillow() throws {
    guard let message = PictureProbe.missing else { return }
    if ToolRunner.isCI { try #require(Bool(false), "\(message) — required because CI is set") }
    try Test.cancel(Comment(rawValue: "skipped: " + message))
}
