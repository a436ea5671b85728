import SegueCore
import SegueFiles

/// `segue list`: the built-in scenarios, one line each.
public enum ListRun {
    static let name = "list"

    /// What the command line asked for. Its host sets every field: the initial values only stand
    /// in until it does (the command line's defaults are its options').
    public struct Settings {
        public var long: Bool = false

        public init() {}
    }

    /// Runs `segue list` with `settings`, writing through `console`; the exit status. Throws
    /// `CLIError` (exit 2 for a usage error, 1 for a failure) or `InputFailure` (its lines).
    public static func run(_ settings: Settings, console: Console) throws -> Int32 {
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
