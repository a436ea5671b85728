import SegueApp
import SegueArguments

/// A subcommand of `segue` (`curve`, `play`, `render`, …).
///
/// A command declares its options (`Option`s, each a `static let`, read back as
/// `invocation[option]`) and positional arguments (`CommandDeclaration`); the parser, `--help`,
/// the error messages, the completions and the man page's option lists come from those
/// declarations. To add a command: write one type conforming to `Command` in
/// `Sources/SegueCommandLine/Commands/`, and add one line to `CommandRegistry.all`.
protocol Command: CommandDeclaration {
    /// Runs the command. Returns the exit code (0 on success); throws `CLIError` for usage
    /// errors (exit 2) and runtime failures (exit 1).
    func run(_ invocation: Invocation, console: Console) throws -> Int32
}

extension Command {
    var program: String { "segue" }
}
