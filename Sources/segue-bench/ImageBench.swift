import SegueCore
import SegueFiles
import SegueImage
import SegueRender
import SeguePicture
import SeguePixels

/// (g) images (docs/screen.md, "Images"), with two simulator-sized screenshots (1179 × 2556 px)
/// made here as PNGs (a gradient with stripes and text-like bars, so that zlib has work):
///   image load      one PNG: SHA-256 of the file, libpng decode, the library's master and pyramid
///                   (goal under 50 ms);
///   image memory    what the library holds for both (masters, pyramids, scaled copies after the
///                   frames below; goal under 8 MiB);
///   compose + diff  pop-parallax-images with the two screenshots as its screens, mid-pan at
///                   120 × 40, as line (a) measures pop-parallax (goal ≥ 10,000 frames/s in release).
@MainActor func benchImages() {
    let width = 1179, height = 2556
    let files = [screenshotPNG(width: width, height: height, tint: 0), screenshotPNG(width: width, height: height, tint: 1)]
    let library = ImageLibrary()
    var hashes: [String] = []
    var loadMillis = Double.infinity, decodeMillis = 0.0
    for bytes in files {
        let start = cpuNanoseconds()
        let sha = SHA256.hex(bytes)
        let image: RGBAImage
        do { image = try ImageDecoder.decode(bytes) } catch { fail("the screenshot does not decode: \(error)") }
        let decoded = cpuNanoseconds()
        library.add(image, sha256: sha)
        if Double(cpuNanoseconds() - start) / 1e6 < loadMillis {
            loadMillis = Double(cpuNanoseconds() - start) / 1e6
            decodeMillis = Double(decoded - start) / 1e6
        }
        hashes.append(sha)
    }
    print("image load \(width)x\(height) PNG (\(format(Double(files[0].count) / 1024, 0)) KiB): \(format(loadMillis, 1)) ms, "
          + "of which hash + decode \(format(decodeMillis, 1)) ms (goal < 50 ms; then the master and its pyramid)")

    let scenario = loadImagesScenario().mappingImages { ref in
        var r = ref
        (r.pixelWidth, r.pixelHeight) = (width, height)
        r.sha256 = ref.path.hasSuffix("inbox.png") ? hashes[0] : hashes[1]
        return r
    }
    let steps = 240, cols = 120, rows = 40
    let scenes = scrubScenes(scenario, count: steps, cols: cols, rows: rows)
    var compositor = Compositor(options: RenderOptions(colorMode: .xterm256, showsPanel: true, isFill: scenario.device.isFill))
    compositor.renderer.images = library
    let (r, changed) = composeAndDiff(scenes, &compositor, cols: cols, rows: rows)
    print("compose + diff \(cols)x\(rows) with images: \(Int(r.fps.rounded())) frames/s, \(format(r.micros, 1)) µs/frame"
          + " (pop-parallax-images mid-pan, two \(width)x\(height) screenshots, panel on, \(changed) changed cells/frame; goal ≥ 10000)")
    print("image memory: \(format(Double(library.byteCount) / 1_048_576, 2)) MiB for two \(width)x\(height) screenshots "
          + "(masters, pyramids, scaled copies; goal < 8 MiB)")
}

func loadImagesScenario() -> Scenario {
    do {
        let path = try BuiltinScenarios.resolve("pop-parallax-images", directory: BuiltinScenarios.locate())
        return try ScenarioLoader.load(path: path).scenario
    } catch {
        fail("cannot load the built-in pop-parallax-images scenario: \(error)")
    }
}

/// A PNG of `width` × `height` that looks like a list screenshot: a vertical gradient, bars
/// of "text" every 120 px, a separator line under each row.
func screenshotPNG(width: Int, height: Int, tint: Int) -> [UInt8] {
    var picture = PixelImage(width: width, height: height, color: RGB(r: 255, g: 255, b: 255))
    for y in 0..<height {
        let row = y % 120
        for x in 0..<width {
            let g = UInt8(200 + 55 * y / height)
            var c = tint == 0 ? RGB(r: g, g: g, b: 255) : RGB(r: 255, g: g, b: UInt8(180 + 75 * x / width))
            if row >= 30 && row < 48 && x > 120 && x < 120 + (y / 120 * 97) % 800 + 200 { c = RGB(r: 17, g: 24, b: 39) }
            if row == 119 { c = RGB(r: 229, g: 231, b: 235) }
            picture[x, y] = c
        }
    }
    var encoder = PNGEncoder()
    return encoder.start() + encoder.frame(picture, at: 0) + encoder.finish()
}
