#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import SegueArguments
import SegueChecks
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
                                           "release velocities from A to B in steps of STEP, in the gesture's unit per second (pt/s for a pan), "
                                           + "positive toward finishing", default: "-1500:1500:100")
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

    func run(_ invocation: Invocation, console: Console) throws -> Int32 {
        let input = try InputLoading.load(invocation.argument("SCENARIO")!, overrides: SharedOptions.overrides(invocation), allowSession: false)
        let scenario = input.scenario
        let available = ReleaseSweep.interactiveOperations(scenario)
        let operation: Operation
        if let op = invocation[Options.operation] {
            operation = op
        } else if let first = available.first {
            operation = first
        } else {
            throw CLIError.usage("\(input.source) has no operation with an interaction to sweep")
        }
        let percents = try axis(invocation, Options.percent, within: 0...1)
        let velocities = try axis(invocation, Options.velocity, within: -1e6...1e6)
        guard percents.count * velocities.count <= SweepAxis.maxCells else {
            throw CLIError.usage("\(percents.count) × \(velocities.count) = \(percents.count * velocities.count) cells; at most \(SweepAxis.maxCells)")
        }
        // The output first: a path it may not write stops the command before the sweep runs.
        let out = try console.output(to: invocation[Options.output], sparing: input.readPaths)
        var cells: [ReleaseSweep.Cell] = []
        cells.reserveCapacity(percents.count * velocities.count)
        // Each cell's model is let go when the cell is done; a bar on a terminal's stderr says how far.
        let progress = ProgressBar(enabled: isatty(2) == 1, total: Double(percents.count * velocities.count), label: "sweeping")
        defer { progress.finish() }
        do {
            for p in percents {
                for v in velocities {
                    cells.append(try ReleaseSweep.release(scenario, operation: operation, percent: p, velocity: v))
                    progress.update(Double(cells.count))
                }
            }
        } catch .noInteraction(let op, let ops) {
            throw CLIError.usage("\(input.source): \(op.rawValue) has no interaction to release"
                                 + (ops.isEmpty ? " (the scenario has none)" : "; operations with one: \(ops.map(\.rawValue).joined(separator: ", "))"))
        }
        if invocation[Options.csv] {
            try out.write(([SweepCSV.header] + SweepCSV.rows(cells)).joined(separator: "\n") + "\n")
        } else {
            let interaction = ReleaseSweep.interaction(for: operation, in: scenario)
            let rule = interaction?.finish ?? .threshold(0.5)
            let gesture = interaction?.gesture ?? .edgePan
            let toTerminal = invocation[Options.output].map { $0 == "-" } ?? true
            let color = toTerminal && console.stdoutIsTerminal && (console.environment["NO_COLOR"] ?? "").isEmpty
            let lines = SweepHeatMap.lines(cells, percents: percents, velocities: velocities, rule: rule, color: color,
                                           unit: gesture == .pinch ? "scale/s" : "pt/s")
            try out.write(lines.joined(separator: "\n") + "\n")
        }
        try out.finish()
        return 0
    }

    /// The values of `--NAME A:B:STEP`, each within `range`.
    func axis(_ invocation: Invocation, _ option: Option<String>, within range: ClosedRange<Double>) throws -> [Double] {
        let name = option.declaration.name, text = invocation[option]
        guard let axis = SweepAxis(parsing: text) else {
            throw CLIError.usage("--\(name) needs A:B:STEP with numbers A ≤ B and STEP > 0, got '\(text)'")
        }
        guard range.contains(axis.lower), range.contains(axis.upper) else {
            throw CLIError.usage("--\(name): A and B must be from \(DecimalText.compact(range.lowerBound)) to \(DecimalText.compact(range.upperBound)), got '\(text)'")
        }
        guard axis.count <= Double(SweepAxis.maxCells) else {
            throw CLIError.usage("--\(name) '\(text)' has \(DecimalText.compact(axis.count)) values; at most \(SweepAxis.maxCells) cells in all")
        }
        return axis.values
    }
}
