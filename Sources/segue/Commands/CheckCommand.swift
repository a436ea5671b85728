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

    /// What the command line asked for, read from the `Invocation` once.
    struct Settings {
        var files: [String]
        var explain: Bool
        var overrides: [String]

        /// Reads `invocation`, which the parser has checked against `options` (every value is
        /// there and of its kind; defaults filled in).
        init(_ invocation: Invocation) {
            files = invocation.arguments("FILE")
            explain = invocation[Options.explain]
            overrides = SharedOptions.overrides(invocation)
        }
    }

    func run(_ invocation: Invocation, console: Console) throws -> Int32 {
        let settings = Settings(invocation)
        var problems: [String] = []
        var status: Int32 = 0
        for file in settings.files {
            do {
                let input = try InputLoading.load(file, overrides: settings.overrides)
                input.warn(console, command: name)
                let s = input.scenario
                let kind = input.sessionEvents == nil ? "scenario" : "session"
                var line = "\(file): ok (\(kind) '\(s.name)', \(Plural.count(s.screens.count, "screen")), "
                    + Plural.count(s.describedTransitionCount, "transition")
                if let events = input.sessionEvents {
                    line += ", " + Plural.count(events.count, "event") + (input.wasCutShort ? ", cut short" : "")
                    let n = input.skippedLineCount
                    if n > 0 { line += ", " + Plural.count(n, "bad line") + " skipped" }
                }
                try console.print(line + ")")  // file names and titles are sanitised there
                if settings.explain {
                    // Line by line, so each is sanitised (explain's text ends with a newline).
                    let text = explain(s)
                    try console.print(lines: text.dropLast().split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
                }
            } catch let failure as InputFailure {
                problems += failure.lines
                status = max(status, failure.exitCode)
            }
        }
        if !problems.isEmpty { throw InputFailure(lines: problems, exitCode: status) }
        return 0
    }
}
