#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import SegueArguments
import SegueCore
import SegueFiles
import SegueRender
import SegueTerminal

/// `segue play SCENARIO`: the interactive previewer for one scenario.
struct PlayCommand: Command {
    let name = "play"
    let summary = "preview one scenario interactively (arrow keys pan, Enter releases)"

    let arguments = [Argument("SCENARIO", .one, "a scenario file or a built-in scenario name",
                              completion: .function(SharedOptions.scenarioCompletion))]

    /// The options of play alone, declared once.
    enum Options {
        static let record = Option.value("record", .path, valueName: "FILE",
                                         "record the session to FILE (JSON Lines, one event per line, flushed as it happens); a new regular file unless --force")
        static let force = Option.flag("force", "with --record: overwrite FILE if it is an existing regular file, or its target if it is a symbolic link; "
                                       + "FILE keeps its mode (default: off, an existing FILE is refused)")
        static let speed = Option.value("speed", .choice(["1", "0.5", "0.25", "0.1"]), valueName: "X", "the speed to start at; s cycles it",
                                        default: "1")
        static let demo = Option.flag("demo", "play the scenario's demo events (a key stops it)")
        static let exit = Option.flag("exit", "with --demo: quit when the demo has ended and nothing moves")
    }

    let options: [any AnyOption] = [
        Options.record, Options.force, SharedOptions.set, SharedOptions.repeatDelay, Options.speed,
        SharedOptions.device, SharedOptions.ascii, SharedOptions.noPanel, SharedOptions.compare, SharedOptions.compareSet,
        Options.demo, Options.exit,
    ]

    let discussion = """
    Keys (? shows them in the previewer too; while they are shown any key, q too, only closes them):
    \(KeyHelp.table(KeyMaps.previewer))

    While the inspector is open (t; docs/terminal.md), these keys come first:
    \(KeyHelp.table(KeyMaps.inspector))

    The scenario file is watched (with --compare, B's too; with --compare-set alone a change of
    the scenario reloads both): when it changes it is reloaded, and problems are shown in the
    previewer while the last good version keeps running (not while recording, so that a
    recording always replays the scenarios it embeds; a comparison's B is embedded too).

    Examples:
      segue play pop-parallax
      segue play Scenarios/alert.json --record alert.segue
      segue play pop-parallax --set transitions.pop.animator.duration=1.2 --speed 0.25
    """

    /// What the command line asked for, read from the `Invocation` once.
    struct Settings {
        var scenario: String
        var overrides: [String]
        var record: String?
        var force: Bool
        var speed: String
        var device: String?
        var ascii: Bool
        var showsPanel: Bool
        var demo: Bool
        var exit: Bool

        /// Reads `invocation`, which the parser has checked against `options` (every value is
        /// there and of its kind; defaults filled in).
        init(_ invocation: Invocation) {
            scenario = invocation.argument("SCENARIO")!
            overrides = SharedOptions.overrides(invocation)
            record = invocation[Options.record]
            force = invocation[Options.force]
            speed = invocation[Options.speed]
            device = invocation[SharedOptions.device]
            ascii = invocation[SharedOptions.ascii]
            showsPanel = !invocation[SharedOptions.noPanel]
            demo = invocation[Options.demo]
            exit = invocation[Options.exit]
        }
    }

    func run(_ invocation: Invocation, console: Console) throws -> Int32 {
        let settings = Settings(invocation)
        let argument = settings.scenario, overrides = settings.overrides
        let input = try InputLoading.load(argument, overrides: overrides, device: settings.device, allowSession: false)
        if settings.exit && !settings.demo { throw CLIError.usage("--exit goes with --demo") }
        if settings.force && settings.record == nil { throw CLIError.usage("--force goes with --record") }
        let comparison = try Comparison.load(invocation, input: input, argument: argument, overrides: overrides, device: settings.device,
                                             images: input.images)
        // From here on a terminating signal is noted, not fatal: the recording gets its header
        // whole, and a signal that came meanwhile ends segue right after it, before the
        // terminal is touched (docs/terminal.md, "Signals").
        TerminatingSignals.hold()
        // Open the recording before anything else: a path that is not a regular file, or that
        // exists without --force, is refused before the terminal is even looked at (and a new
        // file is removed again if the terminal check fails).
        let recording = try settings.record.map { path throws(CLIError) in
            try SafeOutput.recording(path, force: settings.force)
        }
        try LiveTerminal.requireTerminal()
        let showsPanel = settings.showsPanel
        var recorder: SessionWriter?
        if let recording {
            let size = LiveTerminal.currentSize() ?? (80, 24)
            let header = Self.recordingHeader(argument: argument, input: input, comparison: comparison, size: size,
                                              unixSeconds: Int64(time(nil)), showsPanel: showsPanel)
            recorder = try SessionWriter(sink: recording, header: header)
        }
        if let n = TerminatingSignals.received {
            try recorder?.finish(at: 0)
            return LiveTerminal.status(.signal(n))
        }
        let backend = NcursesBackend()
        try LiveTerminal.start(backend)
        defer { backend.stop() }
        let options = LiveTerminal.options(ascii: settings.ascii, showsPanel: showsPanel, device: input.scenario.device,
                                           environment: console.environment, backend: backend)
        let loop = LiveLoop(backend: backend, options: options)
        loop.compositor.renderer.images = input.images
        let terminalSize = (cols: backend.size.cols, rows: backend.size.rows)
        let player = comparison == nil ? Player(input.scenario, terminalSize: terminalSize, showsPanel: showsPanel)
            : Player(comparing: input.scenario, terminalSize: terminalSize, showsPanel: showsPanel)
        // A comparison: B in the right half, driven by the same events.
        let companion = comparison.map { (player: Player(comparing: $0.scenario, terminalSize: terminalSize, showsPanel: showsPanel),
                                          labels: $0.labels) }
        player.tuning = input.tuning
        var script = LiveScript()
        let speedKeys = ["1": 0, "0.5": 1, "0.25": 2, "0.1": 3][settings.speed] ?? 0
        script.events = Array(repeating: TimedEvent(t: 0, event: .key(.char("s"))), count: speedKeys)
        if settings.demo {
            script.events += input.scenario.demo
            script.exitWhenDone = settings.exit
        }
        let isFile = FileSystem.isRegularFile(argument)
        let reloads: (a: LiveReload?, b: LiveReload?) = recorder == nil
            ? Self.reloads(settings, comparison: comparison, imagePaths: input.imagePaths) : (nil, nil)
        let note = recorder != nil ? "recording to \(settings.record!)" : nil
        let session = LiveSession(player: player, script: script, startMessage: note, reloads: reloads.a != nil || reloads.b != nil,
                                  comparison: companion)
        let resolved = (try? BuiltinScenarios.resolve(argument, directory: BuiltinScenarios.locate())) ?? argument
        let tuneTarget = TuneTarget(sourcePath: resolved, isBuiltin: !isFile, workingDirectory: FileSystem.currentDirectory())
        let outcome = try loop.run(session, recorder: recorder, reload: reloads.a, companionReload: reloads.b, showsPanel: showsPanel,
                                   tuneTarget: tuneTarget)
        backend.stop()
        return LiveTerminal.status(outcome)
    }

    /// What a recording's first line says (docs/scenarios.md, "Sessions"): A embedded in full
    /// (after `--set` and `--device`) under its argument's name, and a comparison's B embedded
    /// in full after its changes, with its label.
    /// - Parameters:
    ///   - size: the terminal when recording starts; unit: cells.
    ///   - unixSeconds: the start, whole seconds since 1970-01-01 UTC (the caller reads the clock).
    static func recordingHeader(argument: String, input: LoadedInput, comparison: Comparison?, size: (cols: Int, rows: Int),
                                unixSeconds: Int64, showsPanel: Bool) -> SessionHeader {
        var header = SessionHeader(created: SessionFile.timestamp(unixSeconds: unixSeconds), cols: size.cols, rows: size.rows,
                                   source: argument, scenario: input.json, showsPanel: showsPanel, comparison: comparison?.recorded)
        header.images = SessionHeader.imageHashes(of: input.scenario)
        return header
    }

    /// The files hot reload watches (docs/terminal.md, "Hot reload while comparing"): A's when it is a file
    /// (a built-in is not), and a comparison's B — B's file with `--compare-set` re-applied, or
    /// for `--compare-set` alone A's file with A's `--set` and the changes (a change of A
    /// reloads both).
    /// - Parameter imagePaths: A's image files, watched with A's file (B's are B's scenario's).
    static func reloads(_ settings: Settings, comparison: Comparison?, imagePaths: [String] = []) -> (a: LiveReload?, b: LiveReload?) {
        let device = settings.device.flatMap { n in Device.named.first { $0.name == n } }
        let variant: LiveReload.Variant? = comparison == nil ? nil : .a
        let a = FileSystem.isRegularFile(settings.scenario)
            ? LiveReload(path: settings.scenario, overrides: settings.overrides, device: device, variant: variant, imagePaths: imagePaths) : nil
        guard let comparison, FileSystem.isRegularFile(comparison.source) else { return (a, nil) }
        return (a, LiveReload(path: comparison.source, overrides: comparison.overrides, device: device, variant: .b,
                              imagePaths: comparison.imagePaths))
    }
}
