import SegueApp
import SegueArguments
import SegueCore

/// `segue check FILE...`: validates scenarios and sessions, reporting every problem.
struct CheckCommand: Command {
    let name = "check"
    let summary = "validate scenarios and sessions"

    let arguments = [Argument("FILE", .oneOrMore, "scenario files, built-in names, or session files",
                              completion: .function(SharedOptions.scenarioCompletion))]

    /// The options of check alone, declared once.
    enum Options {
        static let explain = Option.flag("explain", "print what each transition expands to (presets → tracks, UIKit defaults)")
    }

    let options: [any AnyOption] = [Options.explain, SharedOptions.set]

    let discussion = """
    Prints 'FILE: ok' for each valid file, and one line per problem for the others:
      segue: FILE:LINE:COLUMN: key.path: what is wrong
    A session's bad event lines are skipped with a warning each (the file stays valid).
    Exit status 0 when every file is valid, 2 otherwise.

    Examples:
      segue check Scenarios/*.json
      segue check --explain alert
    """

    typealias Settings = CheckRun.Settings

    func run(_ invocation: Invocation, console: Console, players: PlayerFactory) throws -> Int32 {
        try CheckRun.run(Settings(invocation), console: console, players: players)
    }
}

extension CheckRun.Settings {
    /// Reads `invocation`, which the parser has checked against `options` (every value is
    /// there and of its kind; defaults filled in).
    init(_ invocation: Invocation) {
        self.init()
        files = invocation.arguments("FILE")
        explain = invocation[CheckCommand.Options.explain]
        overrides = SharedOptions.overrides(invocation)
    }
}
