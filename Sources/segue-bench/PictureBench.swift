import SegueApp
import SegueCore
import SeguePicture

/// (c) pictures, as `segue render --format gif|png` makes them, measured once each in thread
/// CPU time: a 60-frame GIF of the pop-parallax demo (frames 1/50 s apart from t = 0, at
/// 390 × 844 px: rasterise, palette, LZW) and its 5-frame PNG film strip (finding the first
/// transition at 1 ms steps, five frames, the strip, zlib). The goal for the GIF is under 2 s.
func benchPictures(_ scenario: Scenario) {
    let fonts: FontSet
    do { fonts = try FontSet() } catch { fail(error.message) }
    let rasterizer = PictureRasterizer(device: scenario.device, fonts: fonts)
    func player() -> Player { Player(scenario, terminalSize: (120, 40), showsPanel: false) }

    let gifStart = cpuNanoseconds()
    let p = player()
    let size = rasterizer.pixelSize(p.scene().containerSize)
    var gif = GIFEncoder(width: size.width, height: size.height, fps: 50)
    var bytes = gif.start(), frames = 0
    HeadlessSession(player: p).run(events: scenario.demo, fps: 50, until: 59.0 / 50) { t in
        bytes += gif.frame(rasterizer.render(p.scene()), at: t)
        frames += 1
    }
    bytes += gif.finish()
    let gifSeconds = Double(cpuNanoseconds() - gifStart) / 1e9
    print("gif \(size.width)x\(size.height), \(frames) frames: \(format(gifSeconds, 3)) s (goal < 2 s), "
          + "\(format(Double(bytes.count) / 1024, 1)) KiB (pop-parallax demo at 50 fps)")

    let pngStart = cpuNanoseconds()
    guard let span = FilmStripTimes.firstTransition(player: player(), events: scenario.demo) else { fail("pop-parallax has no transition") }
    let images = span.evenTimes(5).map { t -> PixelImage in
        let q = player()
        for e in scenario.demo where e.t <= t { q.handle(e) }
        q.advance(to: t)
        return rasterizer.render(q.scene())
    }
    let strip = FilmStrip.compose(images, labels: images.indices.map { "frame \($0)" }, scale: 1,
                                  cornerRadius: PictureShapes.displayCornerRadius(scenario.device), fonts: fonts)
    var png = PNGEncoder()
    let pngBytes = png.start() + png.frame(strip, at: 0) + png.finish()
    let pngSeconds = Double(cpuNanoseconds() - pngStart) / 1e9
    print("png strip \(strip.width)x\(strip.height), 5 frames: \(format(pngSeconds, 3)) s, "
          + "\(format(Double(pngBytes.count) / 1024, 1)) KiB (pop-parallax, five frames over its first transition)")
}
