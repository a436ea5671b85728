#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import SegueArguments
import SegueCore
import SegueRender

/// `segue render SCENARIO|SESSION`: headless frames as text, ANSI or an asciicast v2 recording,
/// or pictures: a PNG film strip or an animated GIF (`PictureRender`).
struct RenderCommand: Command {
    let name = "render"
    let summary = "headless frames: text, ANSI, asciicast (.cast), a PNG film strip or an animated GIF"

    let arguments = [Argument("SCENARIO|SESSION", .one, "a scenario file, a built-in scenario name, or a recorded session",
                              completion: .function(SharedOptions.scenarioCompletion))]

    /// The options of render alone, declared once (`options` lists them in help's order).
    enum Options {
        static let size = Option.size("size", columns: 1...1000, rows: 1...500, valueName: "COLSxROWS", "the terminal size to render for",
                                      unit: "cells", default: (columns: 120, rows: 40))
        static let format = Option.choice("format", of: Settings.Format.self, valueName: "FORMAT",
                                          "text: plain frames, each after a '--- t=…' line; ansi: escape sequences redrawing only changed cells; "
                                          + "cast: asciicast v2; png: a film strip of frames at --at or --percent; gif: the whole run, animated; "
                                          + "pictures need -o FILE or a redirected stdout",
                                          default: .text)
        static let at = Option.numbers("at", NumberRange(lower: 0, lowerInclusive: true, upper: HeadlessRun.maximumDuration),
                                       valueName: "T[,T…]",
                                       "render only the frame at time T, without a header; png: the frames of the strip, "
                                       + "which has at most 32 M pixels", unit: "seconds")
        static let percent = Option.numbers("percent", NumberRange.closed(0, 100), valueName: "P[,P…]",
                                            "png: the frames where the run's first transition first reaches P percent; the strip has at most 32 M pixels",
                                            unit: "percent",
                                            defaultText: "png: five frames evenly spaced over the first transition, unless --at is given")
        static let scale = Option.number("scale", NumberRange(lower: 0, lowerInclusive: false, upper: 4), valueName: "X",
                                         "png and gif: pixels per point of the device; a picture has at most 32 M pixels", unit: "pixels/point",
                                         default: 1)
        static let onion = Option.flag("onion", "text, ansi and cast: the onion skin, outlines of each moving view every 0.05 s over the last 0.3 s "
                                       + "(as o in play; docs/terminal.md)")
        static let color = Option.value("color", .choice(["auto", "direct", "256", "16", "none"]), valueName: "MODE",
                                        "colours of ansi and cast output; auto: none under NO_COLOR, else ansi follows COLORTERM/TERM and cast uses 256",
                                        default: "auto")
        static let output = Option.output
    }

    let options: [any AnyOption] = [Options.size, SharedOptions.fps, Options.format, Options.at, Options.percent, Options.scale]
        + HeadlessInput.options + [SharedOptions.ascii, SharedOptions.noPanel, SharedOptions.compare, SharedOptions.compareSet,
                                   Options.onion, Options.color, Options.output]

    let discussion = """
    Frames are rendered from t = 0 every 1/fps s until the last event has happened and nothing
    moves any more, plus 0.1 s (or until --until), and for at most 600 s: an event later than
    that is refused unless --until is given, and a run still moving at 600 s stops with a
    warning. A text, ansi or cast render draws at most 2^32 cells (frames x columns x rows,
    about 4 GB of text), counted over --until, else over 600 s: more is refused before anything
    is written. Input comes from --events, else the session, else the scenario's demo. A --size
    too small for the device is an error that names the smallest size it fits in. A cast
    played by asciinema ends on exactly the last
    text frame. A progress bar goes to stderr for long renders when stderr is a terminal.

    Pictures (png, gif) show the device at its size in points x --scale, views as the rounded
    rectangles they are with their titles and text; the side panel is never drawn (--no-hud is
    implied) and --size does not apply. A gif runs at --fps 30 unless given (at most 50: GIF
    delays are whole centiseconds, and browsers show delays under 2 cs as 10 cs). A png without
    --at or --percent shows five frames evenly spaced over the first transition (0, 25, 50,
    75 and 100 % of an animated one; docs/cli.md). A picture (the whole png strip, a gif's
    frame) has at most 32 M pixels (2^25): about 80 frames of a phone at --scale 1, 20 at
    --scale 2; more is refused before anything is drawn. The strip is drawn a frame at a time.

    Examples:
      segue render pop-parallax --at 0.7
      segue render pop-parallax --format cast -o pop.cast
      segue render session.segue --format ansi --size 100x30
      segue render pop-parallax --format png --percent 0,50,100 -o pop.png
      segue render pop-parallax --format gif --scale 0.5 -o pop.gif
    """

    /// What the command line asked for, read from the `Invocation` once.
    struct Settings {
        /// `--format`: the export format.
        enum Format: String, CaseIterable, Sendable {
            case text, ansi, cast, png, gif
            /// Whether the format is a picture (pixels, not cells).
            var isPicture: Bool { self == .png || self == .gif }
        }
        var input: String
        var overrides: [String]
        var device: String?
        var events: String?
        var size: (columns: Int, rows: Int)
        var fps: Int
        /// Whether --fps was given (a gif's default differs).
        var fpsGiven: Bool
        var format: Format
        /// `--at`: the times given, in order (one for text, ansi and cast).
        var times: [Double]?
        /// `--at` with one time.
        var at: Double? { times.flatMap { $0.count == 1 ? $0[0] : nil } }
        /// `--percent`: percents 0…100 of the first transition, in order.
        var percents: [Double]?
        /// `--scale`: pixels per point, (0, 4].
        var scale: Double
        /// Whether --scale was given (it is for pictures only).
        var scaleGiven: Bool
        var until: Double?
        var ascii: Bool
        var showsPanel: Bool
        /// `--onion`: draw the onion skin's ghosts.
        var onion: Bool
        var color: String
        var output: String?

        /// Reads `invocation`, which the parser has checked against `options` (every value is
        /// there and of its kind; defaults filled in).
        init(_ invocation: Invocation) {
            input = invocation.argument("SCENARIO|SESSION")!
            let headless = invocation[HeadlessInput.self]
            overrides = headless.overrides
            device = headless.device
            events = headless.events
            size = invocation[Options.size]
            fps = invocation[SharedOptions.fps]
            fpsGiven = invocation.isGiven(SharedOptions.fps)
            format = invocation[Options.format]
            times = invocation[Options.at]
            percents = invocation[Options.percent]
            scale = invocation[Options.scale]
            scaleGiven = invocation.isGiven(Options.scale)
            until = headless.until
            ascii = invocation[SharedOptions.ascii]
            showsPanel = !invocation[SharedOptions.noPanel]
            onion = invocation[Options.onion]
            color = invocation[Options.color]
            output = invocation[Options.output]
        }
    }

    func run(_ invocation: Invocation, console: Console) throws -> Int32 {
        let settings = Settings(invocation)
        try Self.checkPictureOptions(settings)
        let input = try InputLoading.load(settings.input, overrides: settings.overrides, device: settings.device)
        input.warn(console, command: name)
        if settings.format.isPicture, invocation.isGiven(SharedOptions.compare) || invocation.isGiven(SharedOptions.compareSet) || input.sessionComparison != nil {
            throw CLIError.usage(input.sessionComparison != nil ? "a recorded comparison renders with --format text, ansi or cast"
                                 : "--compare and --compare-set are for --format text, ansi and cast")
        }
        if settings.format.isPicture { return try PictureRender.run(settings, input: input, console: console, command: name) }
        try Self.requireBoundedVolume(settings)
        let events = try InputLoading.headlessEvents(input, script: settings.events, until: settings.at ?? settings.until)
        let size = settings.size, showsPanel = settings.showsPanel
        let comparison = try Comparison.load(invocation, input: input, argument: settings.input, overrides: settings.overrides,
                                             device: settings.device, images: input.images)
        let half = SideBySide.halfSize(cols: size.columns, rows: size.rows)
        try Self.requireRoom(comparison == nil ? size : (half.cols, half.rows), for: input.scenario.device)
        let mode = Self.colorMode(settings.color, format: settings.format, environment: console.environment)
        let options = RenderOptions(colorMode: mode, ascii: settings.ascii, showsPanel: showsPanel,
                                    isFill: input.scenario.device.isFill)
        var compositor = Compositor(options: options)
        compositor.renderer.images = input.images
        var grid = CellGrid(width: size.columns, height: size.rows)
        let (player, other) = Self.players(input, comparison: comparison, size: size, showsPanel: showsPanel)
        func overlay(_ p: Player, compared: PanelComparePlot.Variants? = nil) -> Compositor.Overlay {
            .init(speed: p.speed, paused: p.paused, logScroll: p.logScroll, onionSkin: settings.onion ? OnionSkin.ghosts(of: p) : [],
                  comparedPanel: compared)
        }
        var otherCompositor = Compositor(options: options)
        otherCompositor.renderer.images = input.images
        var halves = (CellGrid(width: 0, height: 0), CellGrid(width: 0, height: 0))
        func frame() -> CellGrid {
            guard let other, let comparison else {
                compositor.compose(player.scene(), cols: size.columns, rows: size.rows, overlay: overlay(player), into: &grid)
                return grid
            }
            let scenes = (player.scene(), other.scene())  // once a frame: the panel reads both
            let both = PanelComparePlot.Variants(a: scenes.0.panel, b: scenes.1.panel)
            compositor.compose(scenes.0, cols: half.cols, rows: half.rows, overlay: overlay(player, compared: both), into: &halves.0)
            otherCompositor.compose(scenes.1, cols: half.cols, rows: half.rows, overlay: overlay(other, compared: both),
                                    into: &halves.1)
            SideBySide.join(halves.0, halves.1, labels: comparison.labels, cols: size.columns, rows: size.rows,
                            ascii: settings.ascii, into: &grid)
            return grid
        }
        let players = [player] + [other].compactMap { $0 }

        let at = settings.at
        var encoder = Self.encoder(settings.format, size: size, title: input.scenario.title, colorMode: mode, timeHeaders: at == nil)
        // Frames go out as they are made, so memory does not grow with the length of the run
        // (a file is renamed into place at the end).
        let out = try console.output(to: settings.output, sparing: input.readPaths + (comparison?.readPaths ?? []))
        let until = settings.until
        let progress = ProgressBar(enabled: at == nil && isatty(2) == 1 && settings.output != nil,
                                   total: until ?? max(events.map(\.t).max() ?? 0, 1))
        defer { progress.finish() }
        try out.write(encoder.start())
        if let at {
            for e in events where e.t <= at { for p in players { p.handle(e) } }
            for p in players { p.advance(to: at) }
            try out.write(encoder.frame(frame(), at: 0))
        } else {
            let ending = try HeadlessRun.run(players, events: events, fps: Double(settings.fps), until: until) { t in
                try out.write(encoder.frame(frame(), at: t))
                progress.update(t)
            }
            HeadlessRun.warnIfStopped(ending, console: console, command: name)
        }
        try out.write(encoder.finish())
        try out.finish()
        if at == nil, input.wasCutShort { console.warn("\(input.source) was cut short (no end line): rendered up to its last event", command: name) }
        return 0
    }

    /// The players: A (with the input's tuning) and a comparison's B, driven by the same events.
    /// The model sees the size a session was recorded at until a resize event says otherwise
    /// (a recorded comparison's variants as `play --compare` built them); a comparison from the
    /// command line sees half of `size`, where each variant is drawn; the picture is drawn at `size`.
    static func players(_ input: LoadedInput, comparison: Comparison?, size: (columns: Int, rows: Int),
                        showsPanel: Bool) -> (Player, Player?) {
        let panel = input.sessionShowsPanel ?? showsPanel
        let player: Player, other: Player?
        if let comparison, let recorded = input.sessionSize {
            player = Player(comparing: input.scenario, terminalSize: recorded, showsPanel: panel)
            other = Player(comparing: comparison.scenario, terminalSize: recorded, showsPanel: panel)
        } else if let comparison {
            let half = SideBySide.halfSize(cols: size.columns, rows: size.rows)
            player = Player(input.scenario, terminalSize: half, showsPanel: showsPanel)
            other = Player(comparison.scenario, terminalSize: half, showsPanel: showsPanel)
        } else {
            player = Player(input.scenario, terminalSize: input.sessionSize ?? (size.columns, size.rows), showsPanel: panel)
            other = nil
        }
        player.tuning = input.tuning
        return (player, other)
    }

    /// Refuses the picture options with a cell format, and --at with --percent or with a gif.
    static func checkPictureOptions(_ s: Settings) throws {
        if !s.format.isPicture {
            if let times = s.times, times.count > 1 { throw CLIError.usage("--at takes one time with --format \(s.format.rawValue) (a list is for png)") }
            if s.percents != nil { throw CLIError.usage("--percent is for --format png") }
            if s.scaleGiven { throw CLIError.usage("--scale is for --format png and gif") }
        } else if s.onion {
            throw CLIError.usage("--onion is for --format text, ansi and cast")
        }
        if s.format == .gif, s.times != nil || s.percents != nil {
            throw CLIError.usage("--format gif renders the whole run: --at and --percent are for png (--until ends it earlier)")
        }
        if s.format == .png, s.times != nil, s.percents != nil { throw CLIError.usage("--at and --percent: give one of them") }
    }

    /// Most cells (frames × columns × rows) a text, ansi or cast render may draw: 2^32, about
    /// 4 GB of text frames (a 400x120 terminal at 60 fps over the whole 600 s fits). The maxima of --size, --fps and the run's 600 s multiply to 3·10^11
    /// (hundreds of GB), so the product is bounded, not only each factor (issue 28).
    static let maximumCells = 1 << 32

    /// Refuses, before anything is drawn or written, a render that could pass `maximumCells`:
    /// the frames counted over --until, else the run's longest (`HeadlessRun.maximumDuration`),
    /// or the --at frames.
    static func requireBoundedVolume(_ s: Settings) throws {
        let seconds = s.until ?? HeadlessRun.maximumDuration
        let frames = s.times.map { Double($0.count) } ?? (seconds * Double(s.fps)).rounded(.down) + 1
        let cells = frames * Double(s.size.columns * s.size.rows)
        guard cells > Double(maximumCells) else { return }
        let span = s.until == nil ? "up to \(DecimalText.compact(seconds)) s (no --until)" : "--until \(DecimalText.compact(seconds))"
        throw CLIError.usage("--size \(s.size.columns)x\(s.size.rows) at --fps \(s.fps) for \(span) is "
                             + "\(DecimalText.compact(frames)) frames of \(s.size.columns * s.size.rows) cells, "
                             + "\(DecimalText.compact(cells)) cells; at most \(maximumCells) (2^32): give a shorter --until, "
                             + "a lower --fps or a smaller --size")
    }

    /// Refuses a `--size` the device does not fit in (the live previewer says "terminal too
    /// small" until resized; a file of such frames would only ever say that): a usage error
    /// naming the smallest size that fits (`Layout`'s minimum, without the panel).
    static func requireRoom(_ size: (columns: Int, rows: Int), for device: Device) throws {
        let layout = Layout(cols: size.columns, rows: size.rows, deviceSize: device.size, isFill: device.isFill, wantsPanel: false)
        guard case .tooSmall(let cols, let rows) = layout.fit else { return }
        let name = device.name ?? "\(DecimalText.compact(device.size.width))x\(DecimalText.compact(device.size.height)) pt"
        throw CLIError.usage("--size \(size.columns)x\(size.rows): too small for the device \(name) (need at least \(cols)x\(rows))")
    }

    /// The encoder for `format`: a single frame (`--at`) is written without a text header and
    /// as a cast's event at 0 s.
    static func encoder(_ format: Settings.Format, size: (columns: Int, rows: Int), title: String, colorMode: ColorMode,
                        timeHeaders: Bool) -> any FrameEncoder {
        switch format {
        case .ansi: ANSIEncoder(colorMode: colorMode)
        case .cast: AsciicastEncoder(width: size.columns, height: size.rows, title: Sanitize.text(title), colorMode: colorMode)
        // Pictures never get here (`PictureRender` writes them); text stands in to keep the switch whole.
        case .text, .png, .gif: TextFrameEncoder(timeHeaders: timeHeaders)
        }
    }

    static func colorMode(_ choice: String, format: Settings.Format, environment: [String: String]) -> ColorMode {
        switch choice {
        case "direct": return .direct
        case "256": return .xterm256
        case "16": return .ansi16
        case "none": return .none
        default:
            if let v = environment["NO_COLOR"], !v.isEmpty { return .none }
            return format == .ansi ? ColorMode.detect(environment: environment) : .xterm256
        }
    }
}

/// A progress bar on stderr (`render` to a file from a terminal, `sweep`):
/// `segue: rendering [#####     ] 52%`.
final class ProgressBar {
    let enabled: Bool
    let total: Double
    /// What is under way, `rendering` or `sweeping`.
    let label: String
    private var shown = -1

    /// - Parameters:
    ///   - total: the amount `update` reaches at the end (seconds of a run, cells of a sweep).
    ///   - label: what is under way; default `rendering`.
    init(enabled: Bool, total: Double, label: String = "rendering") {
        self.enabled = enabled
        self.total = max(total, 0.001)
        self.label = label
    }

    func update(_ t: Double) {
        guard enabled else { return }
        let percent = min(99, Int(t / total * 100))
        guard percent != shown else { return }
        shown = percent
        let filled = percent * 30 / 100
        let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: 30 - filled)
        writeToStandardError("\rsegue: \(label) [\(bar)] \(percent)%")
    }

    func finish() {
        guard enabled, shown >= 0 else { return }
        writeToStandardError("\r\u{1B}[K")
    }

    /// `text` as is (the bar redraws itself with a carriage return); a failure is ignored.
    private func writeToStandardError(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { SafeOutput.writeAll(2, $0) }
    }
}
