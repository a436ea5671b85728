import SegueApp
import SegueArguments
import SegueCore

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

    typealias Settings = PlayRun.Settings

    func run(_ invocation: Invocation, console: Console, players: PlayerFactory) throws -> Int32 {
        try PlayRun.run(Settings(invocation), console: console, players: players)
    }
}

extension PlayRun.Settings {
    /// Reads `invocation`, which the parser has checked against `options` (every value is
    /// there and of its kind; defaults filled in).
    init(_ invocation: Invocation) {
        self.init()
        scenario = invocation.argument("SCENARIO")!
        overrides = SharedOptions.overrides(invocation)
        record = invocation[PlayCommand.Options.record]
        force = invocation[PlayCommand.Options.force]
        speed = invocation[PlayCommand.Options.speed]
        device = invocation[SharedOptions.device]
        ascii = invocation[SharedOptions.ascii]
        showsPanel = !invocation[SharedOptions.noPanel]
        demo = invocation[PlayCommand.Options.demo]
        exit = invocation[PlayCommand.Options.exit]
        compare = invocation[SharedOptions.compare]
        compareSet = invocation[SharedOptions.compareSet].map { "\($0.key)=\($0.value)" }
    }
}
