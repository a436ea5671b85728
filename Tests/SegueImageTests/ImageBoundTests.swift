import Foundation
import SegueCore
import SegueImage
@testable import SeguePicture
import SegueRender
import SegueTestSupport
import Testing
import SegueJSON
import SeguePixels

/// Issue 28: image files that ask for work or memory out of proportion to their size — a
/// progressive JPEG of thousands of near-empty scans, a PNG of many compressed text chunks, a
/// scenario of many images — are bounded, and what crosses a bound is refused in one line.
/// Every file is made here, at run time.
struct ImageBoundTests {
    // MARK: JPEG scans

    /// A progressive JPEG of `acScans` near-empty AC scans (`ScanBombJPEG`).
    static func scanBomb(width: Int, height: Int, acScans: Int) -> [UInt8] {
        ScanBombJPEG.make(width: width, height: height, acScans: acScans)
    }

    /// The file is well formed: 9 scans (1 DC, 8 AC) decode to mid-grey.
    @Test func aProgressiveJPEGOfFewScansDecodes() throws {
        let image = try ImageDecoder.decode(Self.scanBomb(width: 2048, height: 512, acScans: 8))
        #expect(image.width == 2048 && image.height == 512)
        let (c, alpha) = image.pixel(x: 500, y: 60)
        #expect(c == RGB(r: 128, g: 128, b: 128) && alpha == 255, "\(c)")
    }

    /// 10,000 scans in 150 KB: refused when the 101st begins (before: about 35 s of decoding
    /// for the file the red team made, in every command that loads the scenario).
    @Test func aJPEGOfTooManyScansIsRefused() {
        let bomb = Self.scanBomb(width: 2048, height: 1024, acScans: 10_000)
        #expect(bomb.count < 160_000)
        let start = Date()
        #expect(throws: ImageError("the JPEG image has more than 100 scans (a progressive JPEG has about 10); at most 100 are read")) {
            try ImageDecoder.decode(bomb)
        }
        #expect(Date().timeIntervalSince(start) < 10)
    }

    /// Fewer scans of a larger image: refused by the work bound, 2^29 pixels of scans (32 of
    /// 4096 × 4096), when the 33rd begins.
    @Test func aJPEGOfTooMuchWorkIsRefused() {
        #expect(throws: ImageError("the JPEG image's scans come to more than 512 M pixels to decode (4096×4096 pixels a scan); "
                                   + "at most 512 M are read")) {
            try ImageDecoder.decode(Self.scanBomb(width: 4096, height: 4096, acScans: 40))
        }
    }

    // MARK: PNG chunks

    /// A black `width` × `height` RGB PNG, the IDAT compressed by zlib, with `extra` chunks
    /// (type, data) after IHDR.
    static func png(width: Int, height: Int, extra: [(String, [UInt8])] = []) -> [UInt8] {
        var ihdr: [UInt8] = []
        PNGEncoder.append32(UInt32(width), to: &ihdr)
        PNGEncoder.append32(UInt32(height), to: &ihdr)
        ihdr += [8, 2, 0, 0, 0]
        let raw = [UInt8](repeating: 0, count: (1 + 3 * width) * height)
        var out = PNGEncoder().start() + PNGEncoder.chunk("IHDR", ihdr)
        for (type, data) in extra { out += PNGEncoder.chunk(type, data) }
        return out + PNGEncoder.chunk("IDAT", PNGEncoder.compress(raw)) + PNGEncoder.chunk("IEND", [])
    }

    /// 200 zTXt chunks, each 7.5 MB of text compressed to a few KB: the decoder never sees
    /// them (before, libpng inflated every one: a 1.5 MB file took about 10 s). The pixels are
    /// the plain file's.
    @Test func compressedTextChunksAreNotInflated() throws {
        let text = Array("comment".utf8) + [0, 0] + PNGEncoder.compress([UInt8](repeating: 0x41, count: 7_500_000))
        let bomb = Self.png(width: 64, height: 64, extra: Array(repeating: ("zTXt", text), count: 200))
        let start = Date()
        let image = try ImageDecoder.decode(bomb)
        let elapsed = Date().timeIntervalSince(start)
        #expect(image == (try ImageDecoder.decode(Self.png(width: 64, height: 64))))
        #expect(elapsed < 1, "\(elapsed) s")
    }

    /// What reaches libpng has no ancillary chunk but those that change the pixels: a text
    /// chunk placed before IHDR — which libpng refuses ("missing IHDR") — does not stop the
    /// decode, and tRNS still makes the palette's first colour transparent.
    @Test func onlyPixelChunksReachTheDecoder() throws {
        let ihdr: [UInt8] = [0, 0, 0, 2, 0, 0, 0, 1, 8, 3, 0, 0, 0]  // 2 × 1, 8-bit palette
        let file = PNGEncoder().start() + PNGEncoder.chunk("tEXt", Array("a\u{0}b".utf8)) + PNGEncoder.chunk("IHDR", ihdr)
            + PNGEncoder.chunk("PLTE", [255, 0, 0, 0, 0, 255]) + PNGEncoder.chunk("tRNS", [0])
            + PNGEncoder.chunk("tIME", [7, 234, 12, 2, 7, 0, 0]) + PNGEncoder.chunk("IDAT", PNGEncoder.compress([0, 0, 1]))
            + PNGEncoder.chunk("IEND", [])
        let image = try ImageDecoder.decode(file)
        #expect(image.width == 2 && image.height == 1)
        #expect(image.pixel(x: 0, y: 0).alpha == 0)
        #expect(image.pixel(x: 1, y: 0) == (RGB(r: 0, g: 0, b: 255), 255))
    }

    // MARK: A scenario's total

    /// Files of 40 × 30 pixels, each different (a text chunk of its own), under a total of
    /// 5,000 pixels (the seam the default, 2^26, goes through): four make 4,800 pixels, the
    /// fifth is refused in one line naming it, and the ones after it are not read. Before,
    /// there was no total (1,000 small files aborted `check`, out of memory).
    @Test func aScenariosImagesHaveATotal() throws {
        let plain = Self.png(width: 40, height: 30)
        let dir = try ToolRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var screens: [String] = []
        for k in 0..<8 {
            var bytes = plain
            bytes.insert(contentsOf: PNGEncoder.chunk("tEXt", Array("n\u{0}\(k)".utf8)), at: 33)
            try Data(bytes).write(to: dir.appendingPathComponent("i\(k).png"))
            screens.append(#"{"id": "\#(k == 0 ? "a" : "s\(k)")", "image": "i\#(k).png"}"#)
        }
        let path = dir.appendingPathComponent("s.json").path
        let json = ImageLoadingTests.scenario(screens.joined(separator: ",\n"))
        let scenario = try ScenarioLoader.load(bytes: Array(json.utf8), file: path).scenario
        let library = ImageLibrary()
        let e = #expect(throws: DiagnosticsError.self) { try ImageLoading.load(scenario, scenarioPath: path, into: library, maxTotalPixels: 5000) }
        let line = String(json.split(separator: "\n")[5])  // line 6: screens[4]
        let column = try line.distance(from: line.startIndex, to: #require(line.range(of: "\"i4.png\"")).lowerBound) + 1
        #expect(e?.diagnostics.map(\.description) == [
            "segue: \(path):6:\(column): screens[4].image: \(dir.path)/i4.png: the scenario's images come to 6000 pixels with this one (40×30); "
                + "at most 5000 pixels are decoded for a scenario (each distinct file once)"])
        #expect(library.hashes.count == 5, "the files after the fifth are not read")
        #expect(ImageLoading.maxTotalPixels == 1 << 26)
        #expect(throws: Never.self) { try ImageLoading.load(scenario, scenarioPath: path, maxTotalPixels: 8 * 1200) }
    }

    /// The same file named many times counts once: twenty times 1,200 pixels under 5,000.
    @Test func oneFileNamedManyTimesCountsOnce() throws {
        let dir = try ToolRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(Self.png(width: 40, height: 30)).write(to: dir.appendingPathComponent("i.png"))
        let screens = (0..<20).map { k in #"{"id": "\#(k == 0 ? "a" : "s\(k)")", "image": "i.png"}"# }
        let path = dir.appendingPathComponent("s.json").path
        let scenario = try ScenarioLoader.load(bytes: Array(ImageLoadingTests.scenario(screens.joined(separator: ",\n")).utf8), file: path).scenario
        #expect(throws: Never.self) { try ImageLoading.load(scenario, scenarioPath: path, maxTotalPixels: 5000) }
    }
}
