#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueChecks
import SegueCore

/// `segue sweep SCENARIO`: finish or cancel, and how long the completion takes, for every
/// release percent × velocity of an interactive operation (docs/cli.md, "segue sweep").
public enum SweepRun {
    /// What the command line asked for. Its host sets every field: the initial values only stand
    /// in until it does (the command line's defaults are its options').
    public struct Settings {
        /// A scenario file or a built-in name.
        public var scenario = ""
        /// `--set`, `KEY=VALUE` each.
        public var overrides: [String] = []
        /// The operation to release; nil: the scenario's first with an interaction.
        public var operation: Operation?
        /// `--percent` and `--velocity`, `A:B:STEP` each; velocity nil: from the gesture and its
        /// rule (`SweepAxis.defaultVelocity`).
        public var percent = ""
        public var velocity: String?
        public var csv = false
        public var output: String?

        public init() {}
    }

    /// Runs `segue sweep` with `settings`, writing through `console`; the exit status. Throws
    /// `CLIError` (exit 2 for a usage error, 1 for a failure) or `InputFailure` (its lines).
    /// Each cell's fresh model is built by `models` (default `.scenario`, the scenario's own).
    public static func run(_ settings: Settings, console: Console, models: ModelFactory = .scenario) throws -> Int32 {
        let input = try InputLoading.load(settings.scenario, overrides: settings.overrides, allowSession: false,
                                          players: PlayerFactory(models: models))
        let scenario = input.scenario
        let available = ReleaseSweep.interactiveOperations(scenario)
        let operation: Operation
        if let op = settings.operation {
            operation = op
        } else if let first = available.first {
            operation = first
        } else {
            throw CLIError.usage("\(input.source) has no operation with an interaction to sweep")
        }
        let interaction = ReleaseSweep.interaction(for: operation, in: scenario)
        let rule = interaction?.finish ?? .threshold(0.5)
        let gesture = interaction?.gesture ?? .edgePan
        let percents = try axis("percent", settings.percent, within: 0...1)
        let velocities = try settings.velocity.map { try axis("velocity", $0, within: -1e6...1e6) }
            ?? SweepAxis.defaultVelocity(gesture: gesture, rule: rule).values
        guard percents.count * velocities.count <= SweepAxis.maxCells else {
            throw CLIError.usage("\(percents.count) × \(velocities.count) = \(percents.count * velocities.count) cells; at most \(SweepAxis.maxCells)")
        }
        // The output first: a path it may not write stops the command before the sweep runs.
        let out = try console.output(to: settings.output, sparing: input.readPaths)
        var cells: [ReleaseSweep.Cell] = []
        cells.reserveCapacity(percents.count * velocities.count)
        // Each cell's model is let go when the cell is done; a bar on a terminal's stderr says how far.
        let progress = ProgressBar(enabled: isatty(2) == 1, total: Double(percents.count * velocities.count), label: "sweeping")
        defer { progress.finish() }
        do {
            for p in percents {
                for v in velocities {
                    cells.append(try ReleaseSweep.release(scenario, operation: operation, percent: p, velocity: v, models: models))
                    progress.update(Double(cells.count))
                }
            }
        } catch .noInteraction(let op, let ops) {
            throw CLIError.usage("\(input.source): \(op.rawValue) has no interaction to release"
                                 + (ops.isEmpty ? " (the scenario has none)" : "; operations with one: \(ops.map(\.rawValue).joined(separator: ", "))"))
        }
        if settings.csv {
            try out.write(([SweepCSV.header] + SweepCSV.rows(cells)).joined(separator: "\n") + "\n")
        } else {
            let toTerminal = settings.output.map { $0 == "-" } ?? true
            let color = toTerminal && console.stdoutIsTerminal && (console.environment["NO_COLOR"] ?? "").isEmpty
            let lines = SweepHeatMap.lines(cells, percents: percents, velocities: velocities, rule: rule, color: color,
                                           unit: gesture == .pinch ? "scale/s" : "pt/s")
            try out.write(lines.joined(separator: "\n") + "\n")
        }
        try out.finish()
        return 0
    }

    /// The values of `--NAME A:B:STEP`, each within `range`.
    /// The values of `--name text` (`A:B:STEP`), each within `range`.
    static func axis(_ name: String, _ text: String, within range: ClosedRange<Double>) throws -> [Double] {
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
