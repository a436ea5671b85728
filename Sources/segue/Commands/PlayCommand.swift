import SegueApp
import SegueCore

/// `segue play SCENARIO`: the interactive previewer for one scenario.
struct PlayCommand: Command {
    let name = "play"
    let summary = "preview one scenario interactively (arrow keys pan, Enter releases)"

    let arguments = [Argument("SCENARIO", .one, "a scenario file or a built-in scenario name")]
    let options: [Option] = [
        .value("record", .path, valueName: "FILE", "record the session to FILE (JSON Lines, one event per line, flushed as it happens); a new regular file unless --force"),
        .flag("force", "with --record: overwrite FILE if it is an existing regular file, or its target if it is a symbolic link; "
              + "FILE keeps its mode (default: off, an existing FILE is refused)"),
        SharedOptions.set, SharedOptions.repeatDelay,
        .value("speed", .choice(["1", "0.5", "0.25", "0.1"]), valueName: "X", "the speed to start at; s cycles it", default: .string("1")),
        SharedOptions.device, SharedOptions.ascii, SharedOptions.noPanel, SharedOptions.compare, SharedOptions.compareSet,
        .flag("demo", "play the scenario's demo events (a key stops it)"),
        .flag("exit", "with --demo: quit when the demo has ended and nothing moves"),
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

    func run(_ invocation: Invocation, console: Console) throws -> Int32 {
        try PlayRun.run(Settings(invocation), console: console)
    }
}

extension PlayRun.Settings {
    /// Reads `invocation`, which the parser has checked against `options` (every value is
    /// there and of its kind; defaults filled in).
    init(_ invocation: Invocation) {
        self.init()
        scenario = invocation.argument("SCENARIO")!
        overrides = SharedOptions.overrides(invocation)
        record = invocation.string("record")
        force = invocation.flag("force")
        speed = invocation.string("speed")!
        device = invocation.string("device")
        ascii = invocation.flag("ascii")
        showsPanel = !invocation.flag("no-hud")
        demo = invocation.flag("demo")
        exit = invocation.flag("exit")
        compare = invocation.string("compare")
        compareSet = invocation.keyValues("compare-set").map { "\($0.key)=\($0.value)" }
    }
}
