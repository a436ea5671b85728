import SegueApp
import SegueArguments
import SegueCore

/// `segue sweep SCENARIO`: finish or cancel, and how long the completion takes, for every
/// release percent × velocity of an interactive operation (docs/cli.md, "segue sweep").
struct SweepCommand: Command {
    let name = "sweep"
    let summary = "finish/cancel map over release percent × velocity"

    let arguments = [Argument("SCENARIO", .one, "a scenario file or a built-in scenario name",
                              completion: .function(SharedOptions.scenarioCompletion))]

    /// The options of sweep alone, declared once.
    enum Options {
        static let operation = Option.choice("operation", of: Operation.self, valueName: "OP", "the interactive operation to release",
                                             defaultText: "the scenario's first operation with an interaction")
        static let percent = Option.value("percent", .string, valueName: "A:B:STEP",
                                          "release percents from A to B in steps of STEP, where 0 ≤ A ≤ B ≤ 1 and STEP > 0", default: "0:1:0.05")
        static let velocity = Option.value("velocity", .string, valueName: "A:B:STEP",
                                           "release velocities from A to B in steps of STEP, in the gesture's unit per second (pt/s for a pan, scale/s for a pinch), "
                                           + "positive toward finishing",
                                           defaultText: "-1500:1500:100 for a pan; for a pinch -2v:2v:v/5 around its rule's velocity v (-10:10:1)")
        static let csv = Option.flag("csv", "print percent,velocity,outcome,completion rows instead of the map")
        static let output = Option.output
    }

    let options: [any AnyOption] = [Options.operation, Options.percent, Options.velocity, Options.csv, SharedOptions.set, Options.output]

    let discussion = """
    Each cell starts the operation's interactive transition in a fresh model (after one push or
    present when the scenario starts without one to undo), releases it exactly at the percent
    with the velocity — no key timing — and runs it to completeTransition. outcome is finish
    or cancel; completion is the seconds from the release to completeTransition (empty when it
    took more than 60 s).

    The map: percent across, velocity down; ## finish and .. cancel (green and red on a colour
    terminal; marks alone under NO_COLOR or when not a terminal), | where the outcome changes.
    At most 10000 cells.

    Examples:
      segue sweep pop-parallax --operation pop --percent 0:1:0.05 --velocity -1500:1500:100
      segue sweep pop-percent-driven --csv -o sweep.csv
    """

    func run(_ invocation: Invocation, console: Console, players: PlayerFactory) throws -> Int32 {
        var settings = SweepRun.Settings()
        settings.scenario = invocation.argument("SCENARIO")!
        settings.overrides = SharedOptions.overrides(invocation)
        settings.operation = invocation[SweepCommand.Options.operation]
        settings.percent = invocation[SweepCommand.Options.percent]
        settings.velocity = invocation[SweepCommand.Options.velocity]
        settings.csv = invocation[SweepCommand.Options.csv]
        settings.output = invocation[SweepCommand.Options.output]
        return try SweepRun.run(settings, console: console, models: players.models)
    }
}
