import SegueCore

/// `segue check FILE...`: validates scenarios and sessions, reporting every problem.
public enum CheckRun {
    static let name = "check"

    /// What the command line asked for. Its host sets every field: the initial values only stand
    /// in until it does (the command line's defaults are its options').
    public struct Settings {
        public var files: [String] = []
        public var explain: Bool = false
        public var overrides: [String] = []

        public init() {}
    }

    /// Runs `segue check` with `settings`, writing through `console`; the exit status. Throws
    /// `CLIError` (exit 2 for a usage error, 1 for a failure) or `InputFailure` (its lines).
    /// - Parameter players: the host's; a scenario with Swift sources is compiled and loaded by its
    ///   models (`SwiftSourcesGate`), so that `check` reports the code's errors; default `.scenario`.
    public static func run(_ settings: Settings, console: Console, players: PlayerFactory = .scenario) throws -> Int32 {
        var problems: [String] = []
        var status: Int32 = 0
        for file in settings.files {
            do {
                let input = try InputLoading.load(file, overrides: settings.overrides, players: players)
                input.warn(console, command: name)
                for line in input.codeWarnings { console.printError(line) }
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
