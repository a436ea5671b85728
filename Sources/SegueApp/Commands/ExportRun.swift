import SegueCore
import SegueExport

/// `segue export SCENARIO`: the scenario's transitions as Swift source for an Xcode project
/// (docs/export.md, docs/cli.md).
public enum ExportRun {
    static let name = "export"

    /// What the command line asked for. Its host sets every field: the initial values only stand
    /// in until it does (the command line's defaults are its options').
    public struct Settings {
        public var scenario: String = ""
        public var target: ExportTarget = .uikit
        public var output: String?
        public var overrides: [String] = []

        public init() {}

        /// The command line the file's header names: what reproduces it (no `-o`).
        public var commandLine: String {
            var words = ["segue", "export", Self.quoted(scenario)]
            if target != .uikit { words += ["--target", target.rawValue] }
            for o in overrides { words += ["--set", Self.quoted(o)] }
            return words.joined(separator: " ")
        }

        /// `word`, single-quoted for a POSIX shell when it holds anything but safe characters.
        static func quoted(_ word: String) -> String {
            let safe = word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./=:,+@%".contains($0)) }
            if safe && !word.isEmpty { return word }
            return "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
        }
    }

    /// Runs `segue export` with `settings`, writing through `console`; the exit status. Throws
    /// `CLIError` (exit 2 for a usage error, 1 for a failure) or `InputFailure` (its lines).
    /// - Parameter players: the host's (unused but for the one refusal: a scenario with Swift
    ///   sources has no JSON transitions to write as Swift); default `.scenario`.
    public static func run(_ settings: Settings, console: Console, players: PlayerFactory = .scenario) throws -> Int32 {
        let input = try InputLoading.load(settings.scenario, overrides: settings.overrides, players: refusingSwiftSources)
        input.warn(console, command: name)
        let source = SwiftExport.source(for: try Self.tunedScenario(input), target: settings.target, command: settings.commandLine)
        let out = try console.output(to: settings.output, sparing: input.readPaths)
        try out.write(source)
        try out.finish()
        return 0
    }

    /// The scenario to export: a session's with its `tune` events applied in order (as
    /// `replay`, `render` and `timeline` apply them; issue 28), else the scenario as loaded.
    static func tunedScenario(_ input: LoadedInput) throws -> Scenario {
        var tuning = input.tuning
        for case .tune(let tune) in (input.sessionEvents ?? []).map(\.event) { tuning.record(tune) }
        guard !tuning.history.isEmpty else { return input.scenario }
        do {
            var tuned = try tuning.scenario(name: input.scenario.name)
            tuned.repeatDelay = input.scenario.repeatDelay
            return tuned
        } catch {
            throw InputFailure(lines: error.diagnostics.map(\.description))
        }
    }

    /// Export writes Swift from a scenario's JSON transitions: one whose transitions are already
    /// Swift (its `"swift"` sources) is refused with one line, in either host.
    static let refusingSwiftSources = PlayerFactory(models: ModelFactory(make: ModelFactory.scenario.make) { _, file in
        throw InputFailure(lines: ["segue: \(file): swift: export writes a scenario's JSON transitions as Swift; this scenario's transitions are its own Swift sources already"])
    })
}
