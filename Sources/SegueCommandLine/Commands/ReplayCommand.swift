import SegueApp
import SegueArguments
import SegueCore

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

    typealias Settings = ReplayRun.Settings

    func run(_ invocation: Invocation, console: Console, players: PlayerFactory) throws -> Int32 {
        try ReplayRun.run(Settings(invocation), console: console, players: players)
    }
}

extension ReplayRun.Settings {
    /// Reads `invocation`, which the parser has checked against `options` (every value is
    /// there and of its kind; defaults filled in).
    init(_ invocation: Invocation) {
        self.init()
        session = invocation.argument("SESSION")!
        speed = invocation[ReplayCommand.Options.speed]
        ascii = invocation[SharedOptions.ascii]
        showsPanel = !invocation[SharedOptions.noPanel]
    }
}
