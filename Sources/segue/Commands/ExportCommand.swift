import SegueArguments
import SegueCore
import SegueExport

/// `segue export SCENARIO`: the scenario's transitions as Swift source for an Xcode project
/// (docs/export.md, docs/cli.md).
struct ExportCommand: Command {
    let name = "export"
    let summary = "write the scenario's transitions as Swift code for UIKit or SwiftUI"

    let arguments = [
        Argument("SCENARIO", .one, "a scenario file or built-in name, or a session file (its embedded scenario is exported)",
                 completion: .function(SharedOptions.scenarioCompletion)),
    ]

    /// The options of export alone, declared once.
    enum Options {
        static let target = Option.choice("target", of: ExportTarget.self, valueName: "TARGET",
                                          "uikit: animators, interaction controllers and the delegate; swiftui: the timing as Animation values",
                                          default: .uikit)
        static let output = Option.output
    }

    let options: [any AnyOption] = [Options.target, Options.output, SharedOptions.set]

    let discussion = """
    Writes one Swift file with the scenario's exact values (0.4, not 0.40000000000000002).
    For UIKit: per operation with an animator, a class conforming to
    UIViewControllerAnimatedTransitioning; for an interactive one, its interaction controller
    with the gesture recognizer and the finish rule as code; and the navigation, transitioning
    or tab bar delegate that returns them. The header names every part the code cannot
    express. Settings that are the previewer's own (the keyboard finger's repeat delay, the
    arrow step, the terminal) are left out. A session file's embedded scenario is exported
    as recorded (--set cannot change it). See docs/export.md.

    Examples:
      segue export pop-parallax
      segue export pop-parallax --set transitions.pop.animator.duration=0.45 -o PopParallax.swift
      segue export modal-spring --target swiftui
    """

    /// What the command line asked for, read from the `Invocation` once.
    struct Settings {
        var scenario: String
        var target: ExportTarget
        var output: String?
        var overrides: [String]

        /// Reads `invocation`, which the parser has checked against `options` (every value is
        /// there and of its kind; defaults filled in).
        init(_ invocation: Invocation) {
            scenario = invocation.argument("SCENARIO")!
            target = invocation[Options.target]
            output = invocation[Options.output]
            overrides = invocation[SharedOptions.set].map { "\($0.key)=\($0.value)" }
        }

        /// The command line the file's header names: what reproduces it (no `-o`).
        var commandLine: String {
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

    func run(_ invocation: Invocation, console: Console) throws -> Int32 {
        let settings = Settings(invocation)
        let input = try InputLoading.load(settings.scenario, overrides: settings.overrides)
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
}
