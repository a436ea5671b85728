import SegueApp
import SegueArguments
import SegueCore

/// The top of the command line: picks the command, handles `--help`, `--version` and
/// `help COMMAND`, runs the command, and turns every error into one stderr line and an exit
/// code (0 success, 1 runtime failure, 2 usage error or invalid input). Never a stack trace.
public enum SegueCLI {
    /// The version `segue --version` prints.
    static let version = "0.1.0"

    /// Runs `segue` with `args` (without the program name) and returns the exit code: what a
    /// host's `main` calls (docs/architecture.md, "Hosts").
    /// - Parameter players: what makes every player and model: the scenario's own (`segue`,
    ///   the default) or the user's code (`segue-swift`).
    public static func main(_ args: [String], console: Console, players: PlayerFactory = .scenario) -> Int32 {
        main(args, console: console, commands: CommandRegistry.all, players: players)
    }

    /// Runs `segue` with `args` and the given `commands` (the tests' own lists).
    static func main(_ args: [String], console: Console, commands: [any Command], players: PlayerFactory = .scenario) -> Int32 {
        guard let first = args.first else {
            return runWithoutArguments(console: console, commands: commands)
        }
        switch first {
        case "--help", "-h":
            return show(Help.main(commands: commands, width: console.helpWidth), command: nil, console: console)
        case "--version":
            return show("segue \(version)\n", command: nil, console: console)
        case GeneratedFiles.command:
            return GeneratedFiles.run(Array(args.dropFirst()), console: console, commands: commands)
        case "help":
            guard args.count <= 2 else {
                return fail(.usage("help takes one command name, got \(Plural.count(args.count - 1, "argument"))"), command: nil, console: console)
            }
            guard args.count == 2 else {
                return show(Help.main(commands: commands, width: console.helpWidth), command: nil, console: console)
            }
            guard let command = find(args[1], in: commands, console: console) else { return CLIError.usageCode }
            return show(Help.command(command, width: console.helpWidth), command: command.name, console: console)
        default:
            if ArgumentParser.looksLikeOption(first) {
                let names = ["help", "version"]
                let body = String(first.drop { $0 == "-" }.prefix { $0 != "=" })
                var hint = " (see 'segue --help')"
                if let close = Suggest.closest(to: body, among: names) { hint = " (did you mean '--\(close)'?)" }
                return fail(.usage("unknown option '\(ArgumentParser.shown(first))'\(hint)"), command: nil, console: console)
            }
            guard let command = find(first, in: commands, console: console) else { return CLIError.usageCode }
            return run(command, Array(args.dropFirst()), console: console, players: players)
        }
    }

    /// `segue` alone: the gallery of built-in scenarios. Without a terminal it says so and
    /// points at the help (exit 1), writing nothing to standard output.
    static func runWithoutArguments(console: Console, commands: [any Command]) -> Int32 {
        do {
            return try Gallery.run(console: console)
        } catch let error as CLIError {
            return fail(error, command: nil, console: console)
        } catch let failure as InputFailure {
            for line in failure.lines { console.printError(line) }
            return failure.exitCode
        } catch {
            return fail(.runtime(oneLine(String(describing: error))), command: nil, console: console)
        }
    }

    /// Parses and runs one command, mapping errors to one stderr line.
    /// A scenario with Swift sources that this host cannot run hands the whole command line to
    /// `segue-swift` (`SwiftHostLauncher`).
    static func run(_ command: any Command, _ args: [String], console: Console, players: PlayerFactory = .scenario) -> Int32 {
        do {
            switch try ArgumentParser(command: command).parse(args) {
            case .help:
                try console.write(Help.command(command, width: console.helpWidth))
                return 0
            case .run(let invocation):
                return try command.run(invocation, console: console, players: players)
            }
        } catch let needed as SwiftHostNeeded {
            return SwiftHostLauncher.run(arguments: [command.name] + args, file: needed.file, console: console)
        } catch let error as CLIError {
            return fail(error, command: command.name, console: console)
        } catch let error as ArgumentError {
            return fail(.usage(error.message), command: command.name, console: console)
        } catch let failure as InputFailure {
            for line in failure.lines { console.printError(line) }
            return failure.exitCode
        } catch let error as FileError {
            return fail(CLIError("\(ArgumentParser.shown(error.path)): \(error.message)", exitCode: error.isTooLarge ? 2 : 1),
                        command: command.name, console: console)
        } catch {
            return fail(.runtime(oneLine(String(describing: error))), command: command.name, console: console)
        }
    }

    /// Writes help or the version to standard output: 0, or 1 with one line when it cannot.
    private static func show(_ text: String, command: String?, console: Console) -> Int32 {
        do {
            try console.write(text)
            return 0
        } catch {
            return fail(error, command: command, console: console)
        }
    }

    /// Looks a command up; on failure prints the unknown-command line.
    private static func find(_ name: String, in commands: [any Command], console: Console) -> (any Command)? {
        if let c = commands.first(where: { $0.name == name }) { return c }
        var hint = " (see 'segue --help')"
        if let close = Suggest.closest(to: name, among: commands.map(\.name)) {
            hint = " (did you mean '\(close)'?)"
        }
        _ = fail(.usage("unknown command '\(ArgumentParser.shown(name))'\(hint)"), command: nil, console: console)
        return nil
    }

    /// Prints `segue: [COMMAND: ]message` on stderr and returns the error's exit code.
    @discardableResult
    static func fail(_ error: CLIError, command: String?, console: Console) -> Int32 {
        let prefix = command.map { "segue: \($0): " } ?? "segue: "
        console.printError(prefix + oneLine(error.message))
        return error.exitCode
    }

    /// Collapses any line breaks so that an error is exactly one line.
    static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }
}
