/// A subcommand of `segue` (`curve`, later `play`, `render`, …).
///
/// A command declares its options and positional arguments; the parser, `--help` and the
/// error messages come from those declarations. To add a command: write one type conforming
/// to `Command` in `Sources/segue/Commands/`, and add one line to `CommandRegistry.all`.
protocol Command: Sendable {
    /// The word after `segue` (`curve`).
    var name: String { get }
    /// One line for `segue --help` (no period).
    var summary: String { get }
    /// The synopsis after `Usage: `; by default generated from the declarations.
    var usage: String { get }
    /// Extra help text printed after the option list (paragraphs separated by blank lines;
    /// lines starting with spaces are kept as they are). Default: none.
    var discussion: String { get }
    /// Positional arguments, in order.
    var arguments: [Argument] { get }
    /// Options (`--help` is added by the framework).
    var options: [Option] { get }

    /// Runs the command. Returns the exit code (0 on success); throws `CLIError` for usage
    /// errors (exit 2) and runtime failures (exit 1).
    func run(_ invocation: Invocation, console: Console) throws -> Int32
}

extension Command {
    var discussion: String { "" }

    var usage: String {
        var parts = ["segue", name]
        parts += arguments.map(\.synopsis)
        for o in options where o.inSynopsis {
            switch o.arity {
            case .flag: parts.append("[--\(o.name)]")
            case .single: parts.append("[--\(o.name) \(o.valueName)]")
            case .repeating: parts.append("[--\(o.name) \(o.valueName)]...")
            }
        }
        return parts.joined(separator: " ")
    }
}
