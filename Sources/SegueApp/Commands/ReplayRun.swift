#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import SegueCore
import SegueRender
import SegueTerminal

/// `segue replay SESSION`: plays a recorded session back in the terminal at its recorded times.
public enum ReplayRun {
    static let name = "replay"

    /// What the command line asked for. Its host sets every field: the initial values only stand
    /// in until it does (the command line's defaults are its options').
    public struct Settings {
        public var session: String = ""
        public var speed: Double = 0
        public var ascii: Bool = false
        public var showsPanel: Bool = false

        public init() {}
    }

    /// Runs `segue replay` with `settings`, writing through `console`; the exit status. Throws
    /// `CLIError` (exit 2 for a usage error, 1 for a failure) or `InputFailure` (its lines).
    public static func run(_ settings: Settings, console: Console) throws -> Int32 {
        let path = settings.session
        let input = try InputLoading.load(path)
        guard let events = input.sessionEvents else {
            throw CLIError.usage("\(path) is a scenario, not a recorded session (try 'segue play \(path)')")
        }
        input.warn(console, command: name)  // before the terminal is taken, so they stay on screen
        let showsPanel = settings.showsPanel
        let session = Self.session(input, events: events, speed: settings.speed, showsPanel: showsPanel)
        return try LiveTerminal.run(session: { _ in session }, ascii: settings.ascii, showsPanel: showsPanel, device: input.scenario.device,
                                    images: nil, environment: console.environment) { loop, session in
            try loop.run(session, recorder: nil, reload: nil, showsPanel: showsPanel)
        }
    }

    /// The live session replaying `input`, a recorded session with `events`, at `speed` (× recorded
    /// time): its players see the recorded terminal and panel; a recorded comparison's both
    /// variants as `play --compare` built them, B in the right half under the recorded labels.
    static func session(_ input: LoadedInput, events: [TimedEvent], speed: Double, showsPanel: Bool) -> LiveSession {
        let size = input.sessionSize ?? (120, 40), recordedPanel = input.sessionShowsPanel ?? showsPanel
        let comparison = input.sessionComparison
        let player = comparison == nil ? Player(input.scenario, terminalSize: size, showsPanel: recordedPanel)
            : Player(comparing: input.scenario, terminalSize: size, showsPanel: recordedPanel)
        let companion = comparison.map { (player: Player(comparing: $0.scenario, terminalSize: size, showsPanel: recordedPanel), labels: $0.labels) }
        player.tuning = input.tuning
        var script = LiveScript(events: events, stopsOnKey: false)
        script.isReplay = true
        script.cutShortNote = input.wasCutShort ? "the file was cut short (no end line)" : nil
        return LiveSession(player: player, script: script, startMessage: "replaying \(input.source)", replaySpeed: speed,
                           comparison: companion)
    }
}
