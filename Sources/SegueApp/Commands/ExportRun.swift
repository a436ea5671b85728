import SegueCore
import SegueImage
import SegueExport
import SegueJSON

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
        /// `--scenario FILE`: where the scenario that runs the UIKit file goes; nil = none.
        public var scenarioOutput: String?
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
        try validate(settings)
        let input = try InputLoading.load(settings.scenario, overrides: settings.overrides, players: refusingSwiftSources)
        input.warn(console, command: name)
        let scenario = try Self.tunedScenario(input)
        let source = SwiftExport.source(for: scenario, target: settings.target, command: settings.commandLine)
        let out = try console.output(to: settings.output, sparing: input.readPaths)
        try out.write(source)
        try out.finish()
        if let path = settings.scenarioOutput, let swift = settings.output {
            // Image paths are relative to the scenario: the new file's are relative to its folder.
            let document = ExportScenario.document(tuning(input).json, scenario: scenario,
                                                   source: ExportScenario.relativePath(swift, from: path)) { image in
                image.hasPrefix("/") ? image : ExportScenario.relativePath(ImageLoading.resolve(image, scenarioPath: input.path), from: path)
            }
            let file = try console.output(to: path, sparing: input.readPaths + [swift])
            try file.write(JSONWriter.readable(document))
            try file.finish()
        }
        return 0
    }

    /// `--scenario` needs the UIKit target and `-o` naming a file (the scenario names it), and
    /// a file of its own (a usage error, exit 2).
    static func validate(_ settings: Settings) throws(CLIError) {
        guard let path = settings.scenarioOutput else { return }
        guard settings.target == .uikit else {
            throw CLIError.usage("--scenario needs --target uikit (it runs the UIKit file), got --target \(settings.target.rawValue)")
        }
        guard let swift = settings.output, swift != "-" else {
            throw CLIError.usage("--scenario needs -o FILE: the scenario names the Swift file it runs")
        }
        guard path != "-", ExportScenario.relativePath(path, from: path) != ExportScenario.relativePath(swift, from: path) else {
            throw CLIError.usage("--scenario \(Sanitize.text(path)): must be a file other than -o's")
        }
    }

    /// The scenario to export: a session's with its `tune` events applied in order (as
    /// `replay`, `render` and `timeline` apply them; issue 28), else the scenario as loaded.
    static func tunedScenario(_ input: LoadedInput) throws -> Scenario {
        let tuning = tuning(input)
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

    /// The input's document with a session's `tune` events applied in order.
    static func tuning(_ input: LoadedInput) -> Tuning {
        var tuning = input.tuning
        for case .tune(let tune) in (input.sessionEvents ?? []).map(\.event) { tuning.record(tune) }
        return tuning
    }
}
