#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueCore
import SegueFiles
import SegueImage
import SegueRender
import SegueJSON
import SeguePixels

/// What a SCENARIO|SESSION argument loaded to.
public struct LoadedInput {
    public var scenario: Scenario
    /// The scenario's JSON after `--set` (what a recording embeds).
    var json: JSONNode
    /// The session's events (with its `end`), when the argument was a session file.
    var sessionEvents: [TimedEvent]?
    /// The terminal size a session was recorded at.
    var sessionSize: (cols: Int, rows: Int)?
    /// Whether the side panel was shown while the session was recorded (mouse reports map
    /// to points through the layout of that time).
    var sessionShowsPanel: Bool?
    var wasCutShort = false
    /// A recorded comparison's second variant (the session header's `compare`).
    var sessionComparison: Comparison?
    /// The path or built-in name as given.
    var source: String
    /// Why event lines of a session were skipped (the first few; see `SessionFile.maxWarnings`).
    var warnings: [Diagnostic] = []
    /// How many event lines of a session were skipped.
    var skippedLineCount = 0
    /// The warnings about the scenario's Swift sources, as lines (`segue check` prints them).
    var codeWarnings: [String] = []
    /// The pixels of the scenario's images (docs/scenarios.md, "Images").
    public var images = ImageLibrary()
    /// The image files, as opened (the file watcher watches them too).
    var imagePaths: [String] = []
    /// A session's header (its `source` and image hashes); nil for a scenario.
    var recording: SessionHeader?
    /// The file read: the path given, or the built-in scenario's file a name stands for.
    var path = ""
    /// What makes the players of this input, and of a comparison's B played beside it
    /// (`PlayerFactory`; default the scenario's own model).
    public var players = PlayerFactory.scenario

    /// Every file the command read: the scenario or session, and its images. `-o` may not name
    /// any of them (`Console.output(to:sparing:)`).
    var readPaths: [String] { [path] + imagePaths }

    /// The scenario's document for the inspector and `tune` events (docs/terminal.md).
    var tuning: Tuning { Tuning(base: json, file: source) }

    /// One `segue: COMMAND: warning: FILE:LINE:COL: key.path: what is wrong; the line is skipped` on
    /// stderr per skipped line named, then one for the lines not named.
    func warn(_ console: Console, command: String) {
        for d in warnings { console.warn("\(d.located); the line is skipped", command: command) }
        let unnamed = skippedLineCount - warnings.count
        if unnamed > 0 {
            console.warn("\(source): \(unnamed) more bad event line\(unnamed == 1 ? "" : "s") skipped", command: command)
        }
    }
}

/// Loading scenarios and sessions for the commands: paths, built-in names, `--set`, `--device`.
/// Every failure becomes `InputFailure` lines (exit 2 for invalid input, 1 for I/O).
public enum InputLoading {
    /// Whether `path` holds a session (a `.segue` file, or JSON Lines starting with a session
    /// header). Opened without blocking, so a path swapped for a FIFO cannot hang the command.
    static func isSession(_ path: String) -> Bool {
        if path.hasSuffix(".segue") { return true }
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var head = [UInt8](repeating: 0, count: 64)
        let n = head.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        return n > 0 && String(decoding: head[0..<n], as: UTF8.self).contains("\"segue_session\"")
    }

    /// Loads a scenario (path or built-in name) or a session file, with its images.
    /// - Parameters:
    ///   - images: the library the images go into; default a new one.
    ///   - players: what makes the input's players (`LoadedInput.players`); default the scenario's own model.
    public static func load(_ argument: String, overrides: [String] = [], device: String? = nil,
                     allowSession: Bool = true, images: ImageLibrary? = nil, players: PlayerFactory = .scenario) throws -> LoadedInput {
        let path: String
        do {
            path = try BuiltinScenarios.resolve(argument, directory: BuiltinScenarios.locate())
        } catch {
            throw InputFailure(lines: [error.description])  // a name or path that is not there, or not a file: usage, exit 2
        }
        if let device, !Device.named.contains(where: { $0.name == device }) {
            let names = Device.named.compactMap(\.name)
            throw CLIError.usage("--device must be one of \(names.joined(separator: ", ")), got '\(device)'"
                                 + Suggest.hint(for: device, among: names))
        }
        var input: LoadedInput
        if allowSession && isSession(path) {
            do {
                let session = try SessionFile.read(path: path)
                if !overrides.isEmpty || device != nil {
                    throw InputFailure(lines: ["segue: \(path): --set, --repeat-delay and --device cannot change a recorded session (it replays what was recorded)"])
                }
                input = LoadedInput(scenario: session.scenario, json: session.header.scenario, sessionEvents: session.events,
                                    sessionSize: (session.header.cols, session.header.rows), sessionShowsPanel: session.header.showsPanel,
                                    wasCutShort: session.wasCutShort, source: path,
                                    warnings: session.warnings, skippedLineCount: session.skippedLineCount)
                if let c = session.header.comparison, let b = session.comparedScenario {
                    input.sessionComparison = Comparison(scenario: b, json: c.scenario, source: c.source, firstLabel: session.header.source,
                                                         label: c.label, isRecorded: true)
                }
                input.recording = session.header
            } catch let e as DiagnosticsError {
                throw InputFailure(lines: e.diagnostics.map(\.description))
            } catch let e as FileError {
                throw InputFailure(lines: [e.description], exitCode: e.isInvalidInput ? 2 : 1)
            }
        } else {
            do {
                // --device goes in as an override, so that a recording embeds the device it ran on.
                let loaded = try ScenarioLoader.load(path: path, overrides: overrides + (device.map { ["device=\($0)"] } ?? []))
                input = LoadedInput(scenario: loaded.scenario, json: loaded.json, source: argument)
            } catch let e as DiagnosticsError {
                throw InputFailure(lines: e.diagnostics.map(\.description))
            } catch let e as FileError {
                throw InputFailure(lines: [e.description], exitCode: e.isInvalidInput ? 2 : 1)
            }
        }
        input.path = path
        input.players = players
        if let recording = input.recording { input.players.stepReplaysGestures = SessionHeader.stepReplaysGestures(version: recording.version) }
        input.codeWarnings = try SwiftSourcesGate.ready(&input.scenario, file: path, models: players.models)
        try SwiftReload.readyVersions(of: input.scenario, events: input.sessionEvents ?? [], file: path, models: players.models)
        try loadImages(&input, path: path, into: images ?? ImageLibrary())
        return input
    }

    /// Parses `--events SCRIPT`.
    public static func events(_ script: String) throws -> [TimedEvent] {
        do {
            return try EventScript.parse(script)
        } catch {
            throw CLIError.usage("--events: \(error)")
        }
    }

    /// The `tune` items of `--events`, applied in order to the scenario and validated by the
    /// loader: one it refuses (an unknown key path, a value out of range) is a usage error,
    /// `--events: tune KEY.PATH=VALUE: what is wrong` (a session's are checked when it is read).
    static func checkTunes(_ events: [TimedEvent], input: LoadedInput) throws {
        var tuning = input.tuning
        for case .tune(let tune) in events.map(\.event) {
            if case .failure(let e) = tuning.validate(tune, name: input.scenario.name) {
                throw CLIError.usage("--events: tune \(tune.overrideText): \(e.diagnostics.first?.message ?? "invalid")")
            }
            tuning.record(tune)
        }
    }

    /// The events a headless run uses (docs/cli.md): `--events`, else the session's, else the
    /// scenario's demo, else none.
    /// - Parameter until: the run's last frame time (`--until`, or `--at`), nil for the
    ///   automatic end; seconds.
    /// - Throws: a usage error when, without `until`, an event lies beyond the longest run
    ///   (`HeadlessRun.maximumDuration`): the run would stop before it.
    static func headlessEvents(_ input: LoadedInput, script: String?, until: Double?) throws -> [TimedEvent] {
        let events: [TimedEvent]
        let origin: String
        if let script {
            (events, origin) = (try Self.events(script), "--events")
            try checkTunes(events, input: input)
        } else if let recorded = input.sessionEvents {
            (events, origin) = (recorded, "the session")
        } else {
            (events, origin) = (input.scenario.demo, "the scenario's demo")
        }
        if until == nil, let late = HeadlessRun.firstUnreachable(events) {
            let limit = DecimalText.compact(HeadlessRun.maximumDuration)
            throw CLIError.usage("\(origin) has an event at \(DecimalText.compact(late.t)) s, after the \(limit) s a headless run lasts "
                                 + "at most: it would never happen (give --until T, at most \(limit), to render up to T without it)")
        }
        return events
    }
}

extension HeadlessRun {
    /// `segue: COMMAND: warning: stopped at 600 s while … still animates; use --until` when a
    /// run hit the limit (`render`, `timeline`).
    static func warnIfStopped(_ ending: Ending, console: Console, command: String) {
        guard case .limit(let what) = ending else { return }
        console.warn("stopped at \(DecimalText.compact(maximumDuration)) s while \(what); use --until T (at most "
                     + "\(DecimalText.compact(maximumDuration))) to choose where a run ends", command: command)
    }
}
