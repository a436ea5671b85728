import SegueCore
import SegueRender
import SegueRecords

/// `segue timeline SCENARIO|SESSION`: the numeric timeline of every view, one CSV row per frame
/// per view, and with `--log FILE` the call log as JSON Lines (docs/panel-and-exports.md). Headless: no
/// terminal is touched.
public enum TimelineRun {
    static let name = "timeline"

    /// What the command line asked for. Its host sets every field: the initial values only stand
    /// in until it does (the command line's defaults are its options').
    public struct Settings {
        public var input: String = ""
        public var overrides: [String] = []
        public var device: String?
        public var events: String?
        public var fps: Int = 0
        public var until: Double?
        public var output: String?
        public var log: String?
        /// `--presented`: each view's box as it appears (its own transform applied) instead of
        /// its frame; default false.
        public var presented = false

        /// `--compare`: B's scenario; `--compare-set`: B's changes, `KEY=VALUE` each (`Comparison`).
        public var compare: String?
        public var compareSet: [String] = []

        public init() {}
    }

    /// Runs `segue timeline` with `settings`, writing through `console`; the exit status. Throws
    /// `CLIError` (exit 2 for a usage error, 1 for a failure) or `InputFailure` (its lines).
    /// - Parameter players: what makes the players (default the scenario's own model).
    public static func run(_ settings: Settings, console: Console, players: PlayerFactory = .scenario) throws -> Int32 {
        let input = try InputLoading.load(settings.input, overrides: settings.overrides, device: settings.device, players: players)
        input.warn(console, command: name)
        let events = try InputLoading.headlessEvents(input, script: settings.events, until: settings.until)
        let size = input.sessionSize ?? (120, 40)
        let logPath = settings.log
        if logPath == "-" { throw CLIError.usage("--log needs a file (standard output is the CSV's)") }
        let showsPanel = input.sessionShowsPanel ?? true
        let comparison = try Comparison.load(compare: settings.compare, changes: settings.compareSet, input: input, argument: settings.input,
                                             overrides: settings.overrides, device: settings.device)
        // A recorded comparison's variants as `play --compare` built them (each in its half), by
        // `input.players` (the factory given, with the recording's replay rules).
        func variant(_ scenario: Scenario) -> Player {
            comparison?.isRecorded == true ? input.players.player(comparing: scenario, terminalSize: size, showsPanel: showsPanel)
                : input.players.player(scenario, terminalSize: size, showsPanel: showsPanel)
        }
        let player = variant(input.scenario)
        let other = comparison.map { variant($0.scenario) }
        player.tuning = input.tuning
        var log = CallLogJSONLines.Collector()
        // The log's file first: a path it cannot write to stops the command before any CSV is out.
        let inputs = input.readPaths + (comparison?.readPaths ?? [])
        let logOut = try logPath.map { try console.output(to: $0, sparing: inputs) }
        // Rows go out as they are made (the file is renamed into place at the end).
        let out = try console.output(to: settings.output, sparing: inputs)
        try out.write((other == nil ? "" : "variant,") + TimelineCSV.header + "\n")
        let session = HeadlessSession(player: player, other: other)
        let ending = try session.run(events: events, fps: Double(settings.fps), until: settings.until) { t in
            for row in TimelineCSV.rows(t: t, scene: player.scene(), presented: settings.presented) {
                try out.write((other == nil ? "" : "A,") + row + "\n")
            }
            for row in other.map({ TimelineCSV.rows(t: t, scene: $0.scene(), presented: settings.presented) }) ?? [] {
                try out.write("B," + row + "\n")
            }
            if logPath != nil { log.collect(from: player) }
        }
        try out.finish()
        if input.wasCutShort { console.warn("\(input.source) was cut short (no end line): timeline up to its last event", command: name) }
        HeadlessRun.warnIfStopped(ending, console: console, command: name)
        if let logOut {
            try logOut.write(log.text)
            try logOut.finish()
        }
        return 0
    }
}
