import SegueApp
import SegueArguments

/// `segue list`: the built-in scenarios, one line each.
struct ListCommand: Command {
    let name = "list"
    let summary = "the built-in scenarios, one line each"
    let arguments: [Argument] = []
    /// The options of list, declared once.
    enum Options {
        static let long = Option.flag("long", "add each scenario's description and file")
    }

    let options: [any AnyOption] = [Options.long]

    let discussion = """
    Built-in scenarios are found wherever the binary runs from: $SEGUE_SCENARIOS, then a
    Scenarios/ folder beside or above the executable, then <prefix>/share/segue/Scenarios, then
    ./Scenarios. Any of their names can stand for SCENARIO in other commands.

    Example:
      segue list
    """

    typealias Settings = ListRun.Settings

    func run(_ invocation: Invocation, console: Console, players: PlayerFactory) throws -> Int32 {
        try ListRun.run(Settings(invocation), console: console)
    }
}

extension ListRun.Settings {
    /// Reads `invocation`, which the parser has checked against `options` (every value is
    /// there and of its kind; defaults filled in).
    init(_ invocation: Invocation) {
        self.init()
        long = invocation[ListCommand.Options.long]
    }
}
