#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueCore
import SegueImage
import SegueRender
import SeguePicture

/// `segue render --format png|gif`: the pictures (docs/panel-and-exports.md, "Pictures"). A
/// png is a film strip of the frames at `--at` or `--percent` (by default five frames evenly
/// spaced over the first transition), each labelled with its time; a gif is the whole run at
/// `--fps` (default `defaultGIFFPS`, at most `maximumGIFFPS`), on the frame schedule of the
/// other formats. The model runs exactly as for them (the same terminal size and panel setting,
/// which place mouse events); only the picture leaves the panel out.
enum PictureRender {
    /// A gif's frame rate when --fps is not given; unit: frames/s. 30 fps gives delays of 3 and
    /// 4 centiseconds.
    static let defaultGIFFPS = 30
    /// The highest gif frame rate: GIF delays are whole centiseconds and browsers show delays
    /// under 2 cs as 10 cs; unit: frames/s.
    static let maximumGIFFPS = 50
    /// The environment variable naming another directory for the DejaVu faces (tests).
    static let fontDirectoryVariable = "SEGUE_FONT_DIR"

    static func run(_ settings: RenderRun.Settings, input: LoadedInput, console: Console, command: String) throws -> Int32 {
        if settings.format == .gif, settings.fpsGiven, settings.fps > maximumGIFFPS {
            throw CLIError.usage("--fps \(settings.fps): a gif runs at most at \(maximumGIFFPS) frames/s (GIF delays are whole "
                                 + "centiseconds, and browsers show delays under 2 cs as 10 cs); default \(defaultGIFFPS)")
        }
        if settings.output == nil || settings.output == "-", console.stdoutIsTerminal {
            throw CLIError.usage("--format \(settings.format.rawValue) writes binary data: give -o FILE or redirect standard output")
        }
        if let output = settings.output, output != "-" { try OutputTarget.requireNotInput(output, inputs: input.readPaths) }
        let fonts: FontSet
        do { fonts = try FontSet(directory: console.environment[fontDirectoryVariable] ?? FontSet.defaultDirectory) } catch {
            throw CLIError.runtime(error.message)
        }
        var rasterizer = PictureRasterizer(device: input.scenario.device, scale: settings.scale, fonts: fonts)
        rasterizer.images = input.images
        let events = try InputLoading.headlessEvents(input, script: settings.events, until: settings.until)
        func player() -> Player {
            let player = input.players.player(input.scenario, terminalSize: input.sessionSize ?? (settings.size.columns, settings.size.rows),
                                              showsPanel: input.sessionShowsPanel ?? settings.showsPanel)
            player.tuning = input.tuning
            return player
        }
        if settings.format == .png {
            try filmStrip(settings, events: events, player: player, rasterizer: rasterizer, fonts: fonts, console: console)
        } else {
            try animation(settings, events: events, player: player(), rasterizer: rasterizer, console: console, command: command)
            if input.wasCutShort { console.warn("\(input.source) was cut short (no end line): rendered up to its last event", command: command) }
        }
        return 0
    }

    /// Most pixels of one picture: a png's whole strip, a gif's frame. 2^25 (32 Mi pixels,
    /// 96 MiB of RGB): about 80 frames of a phone at the default --scale 1, 20 at --scale 2;
    /// unit: pixels. More is refused before anything is drawn (issue 28: a 5000 × 5000 pt device at
    /// --scale 4 asked for 1.2 GB, and 2,000 --at times aborted).
    static let maxPicturePixels = 1 << 25

    /// Refuses a picture of `width` × `height` pixels over `maxPicturePixels` (exit 2), saying
    /// what makes it up (`what`).
    static func requireBounded(width: Int, height: Int, _ what: String) throws {
        guard width * height > maxPicturePixels else { return }
        throw CLIError.usage("\(what): a picture of \(width)×\(height) pixels (\(ImageLoading.pixels(width * height))); "
                             + "at most \(ImageLoading.pixels(maxPicturePixels)) are drawn (fewer frames, or a smaller --scale)")
    }

    /// The png: one frame per time, each from a fresh run up to it (as `--at` renders), drawn
    /// into the strip as it is made.
    private static func filmStrip(_ settings: RenderRun.Settings, events: [TimedEvent], player: () -> Player,
                                  rasterizer: PictureRasterizer, fonts: FontSet, console: Console) throws {
        let (times, label) = try stripTimes(settings, events: events, player: player)
        let frame = rasterizer.pixelSize(player().scene().containerSize)
        let size = FilmStrip.size(count: times.count, frameWidth: frame.width, frameHeight: frame.height, scale: settings.scale)
        try requireBounded(width: size.width, height: size.height,
                           "--format png: \(Plural.count(times.count, "frame")) of \(frame.width)×\(frame.height) pixels")
        var strip = FilmStrip.Builder(count: times.count, frameWidth: frame.width, frameHeight: frame.height, scale: settings.scale,
                                      cornerRadius: PictureShapes.displayCornerRadius(rasterizer.device))
        for (i, t) in times.enumerated() {
            let p = player()
            for e in events where e.t <= t { p.handle(e) }
            p.advance(to: t)
            let scene = p.scene()
            strip.place(rasterizer.render(scene), at: i, label: label(i, t, scene.panel.percent), fonts: fonts)
        }
        var encoder = PNGEncoder()
        let out = try console.output(to: settings.output)
        try out.write(bytes: encoder.start() + encoder.frame(strip.image, at: 0) + encoder.finish())
        try out.finish()
    }

    /// The strip's times and how to label frame i at time t with the percent its scene shows:
    /// `t = 0.20 s`, with the percent after it (`· 50 %`) when --percent is given or by default
    /// (the default's last frame says `100 %` or `cancelled`).
    private static func stripTimes(_ settings: RenderRun.Settings, events: [TimedEvent], player: () -> Player) throws
        -> (times: [Double], label: (Int, Double, Double?) -> String) {
        func time(_ t: Double) -> String { "t = \(DecimalText.fixed(t, decimals: 2)) s" }
        if let given = settings.times { return (given, { _, t, _ in time(t) }) }
        if let percents = settings.percents {
            do {
                let times = try FilmStripTimes.times(for: percents, player: player(), events: events, until: settings.until)
                return (times, { i, t, _ in time(t) + " · \(DecimalText.compact(percents[i])) %" })
            } catch {
                throw CLIError.usage(error.message)
            }
        }
        guard let span = FilmStripTimes.firstTransition(player: player(), events: events, until: settings.until) else {
            throw CLIError.usage(FilmStripTimes.Failure.noTransition.message)
        }
        let times = span.evenTimes(FilmStripTimes.defaultPercents.count)
        return (times, { i, t, percent in
            if let percent { return time(t) + " · \(DecimalText.fixed(percent * 100, decimals: 0)) %" }
            return time(t) + (i == 0 ? "" : span.cancelled ? " · cancelled" : " · 100 %")
        })
    }

    /// The gif: the whole run, frames written as they are made.
    private static func animation(_ settings: RenderRun.Settings, events: [TimedEvent], player: Player,
                                  rasterizer: PictureRasterizer, console: Console, command: String) throws {
        let fps = settings.fpsGiven ? settings.fps : defaultGIFFPS
        let size = rasterizer.pixelSize(player.scene().containerSize)
        try requireBounded(width: size.width, height: size.height, "--format gif: the device at --scale \(DecimalText.compact(settings.scale))")
        var encoder = GIFEncoder(width: size.width, height: size.height, fps: Double(fps))
        let out = try console.output(to: settings.output)
        let until = settings.until
        let progress = ProgressBar(enabled: isatty(2) == 1 && settings.output != nil,
                                   total: until ?? max(events.map(\.t).max() ?? 0, 1))
        defer { progress.finish() }
        try out.write(bytes: encoder.start())
        let ending = try HeadlessSession(player: player).run(events: events, fps: Double(fps), until: until) { t in
            try out.write(bytes: encoder.frame(rasterizer.render(player.scene()), at: t))
            progress.update(t)
        }
        HeadlessRun.warnIfStopped(ending, console: console, command: command)
        try out.write(bytes: encoder.finish())
        try out.finish()
    }
}
