#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueCore
import SegueFiles
import SegueRender
import SegueTerminal
import SegueScreen

/// `segue play SCENARIO`: the interactive previewer for one scenario.
public enum PlayRun {
    static let name = "play"

    /// What the command line asked for. Its host sets every field: the initial values only stand
    /// in until it does (the command line's defaults are its options').
    public struct Settings {
        public var scenario: String = ""
        public var overrides: [String] = []
        public var record: String?
        public var force: Bool = false
        public var speed: String = ""
        public var device: String?
        public var ascii: Bool = false
        public var showsPanel: Bool = false
        public var demo: Bool = false
        public var exit: Bool = false

        /// `--compare`: B's scenario; `--compare-set`: B's changes, `KEY=VALUE` each (`Comparison`).
        public var compare: String?
        public var compareSet: [String] = []

        public init() {}
    }

    /// Runs `segue play` with `settings`, writing through `console`; the exit status. Throws
    /// `CLIError` (exit 2 for a usage error, 1 for a failure) or `InputFailure` (its lines).
    /// - Parameter players: what makes the players, a hot reload's too (default the scenario's own model).
    public static func run(_ settings: Settings, console: Console, players: PlayerFactory = .scenario) throws -> Int32 {
        let argument = settings.scenario, overrides = settings.overrides
        var input = try InputLoading.load(argument, overrides: overrides, device: settings.device, allowSession: false, players: players)
        if settings.exit && !settings.demo { throw CLIError.usage("--exit goes with --demo") }
        if settings.force && settings.record == nil { throw CLIError.usage("--force goes with --record") }
        let comparison = try Comparison.load(compare: settings.compare, changes: settings.compareSet, input: input, argument: argument,
                                             overrides: overrides, device: settings.device, images: input.images)
        // From here on a terminating signal is noted, not fatal: the recording gets its header
        // whole, and a signal that came meanwhile ends segue right after it, before the
        // terminal is touched (docs/terminal.md, "Signals").
        TerminatingSignals.hold()
        // Open the recording before anything else: a path that is not a regular file, or that
        // exists without --force, is refused before the terminal is even looked at (and a new
        // file is removed again if the terminal check fails).
        // A host resuming after a crash (docs/user-code.md, "Crashes") does not record again.
        let resume = try Self.crashResume(input: &input, players: players)
        let recording = try (resume == nil ? settings.record : nil).map { path throws(CLIError) in
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
        // Resumed: the journal holds what the script played so far (a demo's rest is not played).
        let script = resume == nil ? Self.script(settings, demo: input.scenario.demo) : LiveScript()
        let isFile = FileSystem.isRegularFile(argument)
        let reloads = Self.reloads(settings, comparison: comparison, input: input, recording: recorder != nil, players: players)
        let note = recorder != nil ? "recording to \(settings.record!)" : nil
        let journal = Self.crashJournal(argument: argument, input: input, comparison: comparison, showsPanel: showsPanel,
                                        resume: resume?.resume, recorder: recorder)
        let resolved = (try? BuiltinScenarios.resolve(argument, directory: BuiltinScenarios.locate())) ?? argument
        let tuneTarget = TuneTarget(sourcePath: resolved, isBuiltin: !isFile, workingDirectory: FileSystem.currentDirectory())
        return try LiveTerminal.run(session: { size in
            var session = Self.session(input, comparison: comparison, size: size, showsPanel: showsPanel, script: script,
                                       startMessage: note, reloads: reloads.a != nil || reloads.b != nil)
            if let resume { Self.resume(&session, resume.resume, crash: resume.crash, recordingAsked: settings.record != nil) }
            session.writeAhead = journal
            journal?.open()
            return session
        }, ascii: settings.ascii, showsPanel: showsPanel, device: input.scenario.device, images: input.images,
           environment: console.environment) { loop, session in
            let outcome = try loop.run(session, recorder: recorder, reload: reloads.a, companionReload: reloads.b, showsPanel: showsPanel,
                                       tuneTarget: tuneTarget)
            if let failure = journal?.recordingFailure { throw failure }
            return outcome
        }
    }

    /// The crash this host resumes after, and how (`CrashResume`): nil unless the supervising
    /// `segue` relaunched it with a journal. A first version other than the files' is put into
    /// `input`'s scenario, and it and every version the events switch to are readied for `players`.
    private static func crashResume(input: inout LoadedInput, players: PlayerFactory) throws -> (resume: CrashResume, crash: String)? {
        guard let path = getenv(CrashResume.journalVariable).map({ String(cString: $0) }), !path.isEmpty,
              let resume = CrashResume.read(path) else { return nil }
        let crash = getenv(CrashResume.crashVariable).map { String(cString: $0) } ?? "segue: swift: the code crashed"
        if !resume.swiftSources.isEmpty, resume.swiftSources != SwiftSourcesGate.texts(of: input.scenario, file: input.path) {
            input.scenario.swift?.embedded = resume.swiftSources
            try SwiftSourcesGate.ready(&input.scenario, file: input.path, models: players.models)
        }
        try SwiftReload.readyVersions(of: input.scenario, events: resume.events, file: input.path, models: players.models)
        return (resume, crash)
    }

    /// The host's crash journal when its supervisor asked for one (`$SEGUE_PLAY_JOURNAL`), with a
    /// resumed session's events first; nil otherwise (then the recording is written after each event).
    private static func crashJournal(argument: String, input: LoadedInput, comparison: Comparison?, showsPanel: Bool,
                                     resume: CrashResume?, recorder: SessionWriter?) -> CrashJournal? {
        guard let path = getenv(CrashJournal.pathVariable).map({ String(cString: $0) }), !path.isEmpty else { return nil }
        let size = LiveTerminal.currentSize() ?? (80, 24)
        let header = recordingHeader(argument: argument, input: input, comparison: comparison, size: size, unixSeconds: Int64(time(nil)),
                                     showsPanel: showsPanel)
        return CrashJournal(path: path, header: header, events: resume?.events ?? [], recorder: recorder)
    }

    /// `session` put where it was before the crash, the crash's line on the bottom row until it
    /// ends (`resumed after CardPop.swift:72: swift: the code crashed: …`).
    private static func resume(_ session: inout LiveSession, _ resume: CrashResume, crash: String, recordingAsked: Bool) {
        session.resume(resume.events)
        let line = crash.hasPrefix("segue: ") ? String(crash.dropFirst(7)) : crash
        let how = (recordingAsked ? "resumed, not recording, " : "resumed ") + (resume.wentBack ? "on the last good version, " : "")
        session.keepMessage(how + "after " + line)
    }

    /// What plays besides the keyboard: `s` pressed at 0 s until the speed is `--speed`, then
    /// with `--demo` the scenario's `demo` (quitting at its end with `--exit`).
    static func script(_ settings: Settings, demo: [TimedEvent]) -> LiveScript {
        var script = LiveScript()
        let speedKeys = ["1": 0, "0.5": 1, "0.25": 2, "0.1": 3][settings.speed] ?? 0
        script.events = Array(repeating: TimedEvent(t: 0, event: .key(.char("s"))), count: speedKeys)
        if settings.demo {
            script.events += demo
            script.exitWhenDone = settings.exit
        }
        return script
    }

    /// The live session of `play` for a terminal of `size`: A's player (with the input's
    /// tuning) and a comparison's B in the right half, driven by the same events, playing `script`
    /// besides the keyboard; both made by `input.players`. A host runs it in a `LiveLoop`
    /// (`LiveTerminal.run` on the terminal).
    /// - Parameters:
    ///   - startMessage: said at the bottom for the first 4 s (nil: nothing).
    ///   - reloads: whether the scenario files are watched (not while recording).
    public static func session(_ input: LoadedInput, comparison: Comparison? = nil, size: TerminalSize, showsPanel: Bool,
                               script: LiveScript, startMessage: String? = nil, reloads: Bool = false) -> LiveSession {
        let terminalSize = (cols: size.cols, rows: size.rows)
        let players = input.players
        let player = comparison == nil ? players.player(input.scenario, terminalSize: terminalSize, showsPanel: showsPanel)
            : players.player(comparing: input.scenario, terminalSize: terminalSize, showsPanel: showsPanel)
        // A comparison: B in the right half, driven by the same events.
        let companion = comparison.map { (player: players.player(comparing: $0.scenario, terminalSize: terminalSize, showsPanel: showsPanel),
                                          labels: $0.labels) }
        player.tuning = input.tuning
        return LiveSession(player: player, script: script, startMessage: startMessage, reloads: reloads, comparison: companion)
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
        header.swiftSources = SwiftSourcesGate.texts(of: input.scenario, file: input.path)
        return header
    }

    /// The files hot reload watches (docs/terminal.md, "Hot reload while comparing"): A's when it is a file
    /// (a built-in is not), and a comparison's B — B's file with `--compare-set` re-applied, or
    /// for `--compare-set` alone A's file with A's `--set` and the changes (a change of A
    /// reloads both).
    /// A's Swift sources are watched too (docs/user-code.md, "Hot reload"), and while recording
    /// they alone are: a recording embeds each version of the code, not of the scenario.
    /// - Parameters:
    ///   - input: A as loaded: its image files are watched with A's file (B's are B's scenario's).
    ///   - recording: whether the session is recorded.
    ///   - players: what makes a reloaded version's player.
    static func reloads(_ settings: Settings, comparison: Comparison?, input: LoadedInput, recording: Bool,
                        players: PlayerFactory = .scenario) -> (a: LiveReload?, b: LiveReload?) {
        let both = reloads(settings, comparison: comparison, imagePaths: input.imagePaths, players: players)
        var a = both.a
        a?.swiftSources = SwiftReload.watchedSources(of: input.scenario, file: input.path)
        a?.swiftTexts = SwiftSourcesGate.texts(of: input.scenario, file: input.path)
        guard recording else { return (a, both.b) }
        a?.watchesScenario = false
        return (comparison == nil && a?.swiftSources.isEmpty == false ? a : nil, nil)
    }

    /// The scenario files of `reloads(_:comparison:input:recording:players:)`.
    /// - Parameters:
    ///   - imagePaths: A's image files, watched with A's file (B's are B's scenario's).
    ///   - players: what makes a reloaded version's player.
    static func reloads(_ settings: Settings, comparison: Comparison?, imagePaths: [String] = [],
                        players: PlayerFactory = .scenario) -> (a: LiveReload?, b: LiveReload?) {
        let device = settings.device.flatMap { n in Device.named.first { $0.name == n } }
        let variant: LiveReload.Variant? = comparison == nil ? nil : .a
        let a = FileSystem.isRegularFile(settings.scenario)
            ? LiveReload(path: settings.scenario, overrides: settings.overrides, device: device, variant: variant, imagePaths: imagePaths,
                         players: players) : nil
        guard let comparison, FileSystem.isRegularFile(comparison.source) else { return (a, nil) }
        return (a, LiveReload(path: comparison.source, overrides: comparison.overrides, device: device, variant: .b,
                              imagePaths: comparison.imagePaths, players: players))
    }
}
