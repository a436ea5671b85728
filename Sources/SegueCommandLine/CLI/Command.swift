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
    /// Runs the command with the host's `players` (what makes every player and model: the
    /// scenario's own in `segue`, the user's code in `segue-swift`). Returns the exit code (0 on
    /// success); throws `CLIError` for usage errors (exit 2) and runtime failures (exit 1).
    func run(_ invocation: Invocation, console: Console, players: PlayerFactory) throws -> Int32
}

extension Command {
    var program: String { "segue" }
}
