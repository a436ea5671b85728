import SegueArguments
import SegueCore
import SegueFiles

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

    /// What the command line asked for, read from the `Invocation` once.
    struct Settings {
        var long: Bool

        /// Reads `invocation`, which the parser has checked against `options` (every value is
        /// there and of its kind; defaults filled in).
        init(_ invocation: Invocation) {
            long = invocation[Options.long]
        }
    }

    func run(_ invocation: Invocation, console: Console) throws -> Int32 {
        let settings = Settings(invocation)
        guard let dir = BuiltinScenarios.locate() else {
            throw CLIError.runtime("the built-in scenarios were not found (set \(BuiltinScenarios.environmentVariable))")
        }
        let all = BuiltinScenarios.list(in: dir)
        let width = all.map(\.name.count).max() ?? 0
        var lines: [String] = []
        for s in all {
            lines.append(s.name + String(repeating: " ", count: width + 2 - s.name.count) + s.title)
            if settings.long {
                lines.append("    " + s.description)
                lines.append("    " + s.path)
            }
        }
        try console.print(lines: lines)  // names, titles and paths from files: sanitised there
        return 0
    }
}
