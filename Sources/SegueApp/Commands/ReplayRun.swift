#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueCore
import SegueRender
import SegueTerminal
import SegueScreen

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
    /// - Parameter players: what makes the players (default the scenario's own model).
    public static func run(_ settings: Settings, console: Console, players: PlayerFactory = .scenario) throws -> Int32 {
        let path = settings.session
        let input = try InputLoading.load(path, players: players)
        guard let events = input.sessionEvents else {
            throw CLIError.usage("\(path) is a scenario, not a recorded session (try 'segue play \(path)')")
        }
        input.warn(console, command: name)  // before the terminal is taken, so they stay on screen
        let showsPanel = settings.showsPanel
        return try LiveTerminal.take { backend in
            let loop = LiveLoop(backend: backend, options: LiveTerminal.options(ascii: settings.ascii, showsPanel: showsPanel,
                                                                                device: input.scenario.device,
                                                                                environment: console.environment, backend: backend))
            return LiveTerminal.status(try replay(input, events: events, speed: settings.speed, showsPanel: showsPanel, in: loop))
        }
    }

    /// Replays `input`, a recorded session with `events`, at `speed` (× recorded time) in `loop`
    /// (the terminal's, or a host's `ScriptedTerminal`) until it ends or q; the scenario's images
    /// are drawn as `play` draws them.
    public static func replay<Backend: TerminalBackend, Clock: LiveClock>(
        _ input: LoadedInput, events: [TimedEvent], speed: Double, showsPanel: Bool, in loop: LiveLoop<Backend, Clock>) throws -> LiveOutcome {
        loop.compositor.renderer.images = input.images
        return try loop.run(session(input, events: events, speed: speed, showsPanel: showsPanel), recorder: nil, reload: nil,
                            showsPanel: showsPanel)
    }

    /// The live session replaying `input`, a recorded session with `events`, at `speed` (× recorded
    /// time): its players (made by `input.players`) see the recorded terminal and panel; a
    /// recorded comparison's both variants as `play --compare` built them, B in the right half
    /// under the recorded labels.
    static func session(_ input: LoadedInput, events: [TimedEvent], speed: Double, showsPanel: Bool) -> LiveSession {
        let size = input.sessionSize ?? (120, 40), recordedPanel = input.sessionShowsPanel ?? showsPanel
        let comparison = input.sessionComparison, players = input.players
        let player = comparison == nil ? players.player(input.scenario, terminalSize: size, showsPanel: recordedPanel)
            : players.player(comparing: input.scenario, terminalSize: size, showsPanel: recordedPanel)
        let companion = comparison.map {
            (player: players.player(comparing: $0.scenario, terminalSize: size, showsPanel: recordedPanel), labels: $0.labels)
        }
        player.tuning = input.tuning
        var script = LiveScript(events: events, stopsOnKey: false)
        script.isReplay = true
        script.cutShortNote = input.wasCutShort ? "the file was cut short (no end line)" : nil
        return LiveSession(player: player, script: script, startMessage: "replaying \(input.source)", replaySpeed: speed,
                           comparison: companion)
    }
}
