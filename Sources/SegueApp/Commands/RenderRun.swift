#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueCore
import SegueRender

/// `segue render SCENARIO|SESSION`: headless frames as text, ANSI or an asciicast v2 recording,
/// or pictures: a PNG film strip or an animated GIF (`PictureRender`).
public enum RenderRun {
    static let name = "render"

    /// What the command line asked for. Its host sets every field: the initial values only stand
    /// in until it does (the command line's defaults are its options').
    public struct Settings {
        /// `--format`: the export format.
        public enum Format: String, CaseIterable, Sendable {
            case text, ansi, cast, png, gif
            /// Whether the format is a picture (pixels, not cells).
            public var isPicture: Bool { self == .png || self == .gif }
        }
        public var input: String = ""
        public var overrides: [String] = []
        public var device: String?
        public var events: String?
        public var size: (columns: Int, rows: Int) = (0, 0)
        public var fps: Int = 0
        /// Whether --fps was given (a gif's default differs).
        public var fpsGiven: Bool = false
        public var format: Format = .text
        /// `--at`: the times given, in order (one for text, ansi and cast).
        public var times: [Double]?
        /// `--at` with one time.
        public var at: Double? { times.flatMap { $0.count == 1 ? $0[0] : nil } }
        /// `--percent`: percents 0…100 of the first transition, in order.
        public var percents: [Double]?
        /// `--scale`: pixels per point, (0, 4].
        public var scale: Double = 0
        /// Whether --scale was given (it is for pictures only).
        public var scaleGiven: Bool = false
        public var until: Double?
        public var ascii: Bool = false
        public var showsPanel: Bool = false
        /// `--onion`: draw the onion skin's ghosts.
        public var onion: Bool = false
        public var color: String = ""
        public var output: String?

        /// `--compare`: B's scenario; `--compare-set`: B's changes, `KEY=VALUE` each (`Comparison`).
        public var compare: String?
        public var compareSet: [String] = []

        public init() {}
    }

    /// Runs `segue render` with `settings`, writing through `console`; the exit status. Throws
    /// `CLIError` (exit 2 for a usage error, 1 for a failure) or `InputFailure` (its lines).
    /// - Parameter players: what makes the players (default the scenario's own model).
    public static func run(_ settings: Settings, console: Console, players: PlayerFactory = .scenario) throws -> Int32 {
        try Self.checkPictureOptions(settings)
        let input = try InputLoading.load(settings.input, overrides: settings.overrides, device: settings.device, players: players)
        input.warn(console, command: name)
        if settings.format.isPicture, settings.compare != nil || !settings.compareSet.isEmpty || input.sessionComparison != nil {
            throw CLIError.usage(input.sessionComparison != nil ? "a recorded comparison renders with --format text, ansi or cast"
                                 : "--compare and --compare-set are for --format text, ansi and cast")
        }
        if settings.format.isPicture { return try PictureRender.run(settings, input: input, console: console, command: name) }
        try Self.requireBoundedVolume(settings)
        let events = try InputLoading.headlessEvents(input, script: settings.events, until: settings.at ?? settings.until)
        let size = settings.size, showsPanel = settings.showsPanel
        let comparison = try Comparison.load(compare: settings.compare, changes: settings.compareSet, input: input, argument: settings.input,
                                             overrides: settings.overrides, device: settings.device, images: input.images)
        let half = SideBySide.halfSize(cols: size.columns, rows: size.rows)
        try Self.requireRoom(comparison == nil ? size : (half.cols, half.rows), for: input.scenario.device)
        let mode = Self.colorMode(settings.color, format: settings.format, environment: console.environment)
        let options = RenderOptions(colorMode: mode, ascii: settings.ascii, showsPanel: showsPanel,
                                    isFill: input.scenario.device.isFill)
        let (player, other) = Self.players(input, comparison: comparison, size: size, showsPanel: showsPanel)
        let session = HeadlessSession(player: player, other: other, labels: comparison?.labels, options: options, images: input.images,
                                      onion: settings.onion)
        func frame() -> CellGrid { session.frame(cols: size.columns, rows: size.rows) }

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
            session.advance(events, to: at)
            try out.write(encoder.frame(frame(), at: 0))
        } else {
            let ending = try session.run(events: events, fps: Double(settings.fps), until: until) { t in
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

    /// The players (made by `input.players`): A (with the input's tuning) and a comparison's B,
    /// driven by the same events.
    /// The model sees the size a session was recorded at until a resize event says otherwise
    /// (a recorded comparison's variants as `play --compare` built them); a comparison from the
    /// command line sees half of `size`, where each variant is drawn; the picture is drawn at `size`.
    static func players(_ input: LoadedInput, comparison: Comparison?, size: (columns: Int, rows: Int),
                        showsPanel: Bool) -> (Player, Player?) {
        let panel = input.sessionShowsPanel ?? showsPanel, players = input.players
        let player: Player, other: Player?
        if let comparison, let recorded = input.sessionSize {
            player = players.player(comparing: input.scenario, terminalSize: recorded, showsPanel: panel)
            other = players.player(comparing: comparison.scenario, terminalSize: recorded, showsPanel: panel)
        } else if let comparison {
            let half = SideBySide.halfSize(cols: size.columns, rows: size.rows)
            player = players.player(input.scenario, terminalSize: half, showsPanel: showsPanel, compactPanel: true)
            other = players.player(comparison.scenario, terminalSize: half, showsPanel: showsPanel, compactPanel: true)
        } else {
            player = players.player(input.scenario, terminalSize: input.sessionSize ?? (size.columns, size.rows), showsPanel: panel)
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
