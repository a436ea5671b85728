#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import SegueArguments
import SegueCore
import SegueRender
import SegueTerminal

/// `segue replay SESSION`: plays a recorded session back in the terminal at its recorded times.
struct ReplayCommand: Command {
    let name = "replay"
    let summary = "replay a recorded session in the terminal"

    let arguments = [Argument("SESSION", .one, "a session file recorded with 'segue play --record'", completion: .files)]

    /// The options of replay alone, declared once.
    enum Options {
        static let speed = Option.number("speed", .above(0, atMost: 10), valueName: "X", "replay speed; s cycles 1, 0.5, 0.25, 0.1, 2, 4",
                                         unit: "× recorded time", default: 1)
    }

    let options: [any AnyOption] = [Options.speed, SharedOptions.ascii, SharedOptions.noPanel]

    let discussion = """
    Keys while replaying: \(KeyHelp.sentence(KeyMaps.replay)).
    A file without its end line (the recorder was killed) replays up to its last event and says so.
    A recorded comparison (play --compare, --compare-set) replays both devices side by side.
    For the same frames without a terminal: segue render SESSION.

    Example:
      segue replay alert.segue --speed 0.5
    """

    /// What the command line asked for, read from the `Invocation` once.
    struct Settings {
        var session: String
        var speed: Double
        var ascii: Bool
        var showsPanel: Bool

        /// Reads `invocation`, which the parser has checked against `options` (every value is
        /// there and of its kind; defaults filled in).
        init(_ invocation: Invocation) {
            session = invocation.argument("SESSION")!
            speed = invocation[Options.speed]
            ascii = invocation[SharedOptions.ascii]
            showsPanel = !invocation[SharedOptions.noPanel]
        }
    }

    func run(_ invocation: Invocation, console: Console) throws -> Int32 {
        let settings = Settings(invocation)
        let path = settings.session
        let input = try InputLoading.load(path)
        guard let events = input.sessionEvents else {
            throw CLIError.usage("\(path) is a scenario, not a recorded session (try 'segue play \(path)')")
        }
        input.warn(console, command: name)  // before the terminal is taken, so they stay on screen
        try LiveTerminal.requireTerminal()
        let showsPanel = settings.showsPanel
        let backend = NcursesBackend()
        try LiveTerminal.start(backend)
        defer { backend.stop() }
        let options = LiveTerminal.options(ascii: settings.ascii, showsPanel: showsPanel, device: input.scenario.device,
                                           environment: console.environment, backend: backend)
        let loop = LiveLoop(backend: backend, options: options)
        let session = Self.session(input, events: events, speed: settings.speed, showsPanel: showsPanel)
        let outcome = try loop.run(session, recorder: nil, reload: nil, showsPanel: showsPanel)
        backend.stop()
        return LiveTerminal.status(outcome)
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
