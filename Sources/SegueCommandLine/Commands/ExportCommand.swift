import SegueApp
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
        static let scenario = Option.value("scenario", .path, valueName: "FILE",
                                           "also write the scenario that runs the UIKit file -o names (needs -o; docs/export.md, \"The round trip\")")
    }

    let options: [any AnyOption] = [Options.target, Options.output, Options.scenario, SharedOptions.set]

    let discussion = """
    Writes one Swift file with the scenario's exact values (0.4, not 0.40000000000000002).
    For UIKit: per operation with an animator, a class conforming to
    UIViewControllerAnimatedTransitioning; for an interactive one, its interaction controller
    with the gesture recognizer and the finish rule as code; and the navigation, transitioning
    or tab bar delegate that returns them. The header names every part the code cannot
    express. Settings that are the previewer's own (the keyboard finger's repeat delay, the
    arrow step, the terminal) are left out. A session file's embedded scenario is exported
    as recorded (--set cannot change it). --scenario also writes the scenario that runs the
    UIKit file through its set-up function (the round trip). See docs/export.md.

    Examples:
      segue export pop-parallax
      segue export pop-parallax --set transitions.pop.animator.duration=0.45 -o PopParallax.swift
      segue export pop-parallax -o PopParallax.swift --scenario PopParallax.json
      segue export modal-spring --target swiftui
    """

    typealias Settings = ExportRun.Settings

    func run(_ invocation: Invocation, console: Console, players: PlayerFactory) throws -> Int32 {
        try ExportRun.run(Settings(invocation), console: console, players: players)
    }
}

extension ExportRun.Settings {
    /// Reads `invocation`, which the parser has checked against `options` (every value is
    /// there and of its kind; defaults filled in).
    init(_ invocation: Invocation) {
        self.init()
        scenario = invocation.argument("SCENARIO")!
        target = invocation[ExportCommand.Options.target]
        output = invocation[ExportCommand.Options.output]
        scenarioOutput = invocation[ExportCommand.Options.scenario]
        overrides = invocation[SharedOptions.set].map { "\($0.key)=\($0.value)" }
    }
}
