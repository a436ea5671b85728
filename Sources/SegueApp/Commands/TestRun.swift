import SegueChecks
import SegueCore

/// `segue test FILE|DIR...`: runs test files — expectations about a scenario's run, and the
/// UIKit contract checks — and prints one TAP-like line per check (docs/testing-transitions.md).
public enum TestRun {
    /// Runs the test files `paths` name (files, or directories of `*.test.json`), prints the
    /// report, and with `junit` writes it as JUnit XML there; the exit status.
    /// - Parameter players: what makes the player of each recorded run (default the scenario's own
    ///   model; the expectations' exact moments are replayed from the scenario, `ScenarioReplay`).
    public static func run(paths: [String], junit: String?, console: Console, players: PlayerFactory = .scenario) throws -> Int32 {
        if junit == "-" { throw CLIError.usage("--junit needs a file (standard output is the report's)") }
        let files = try TestFileLoading.files(paths)
        // The JUnit file first: a path it cannot write to stops the command before any test runs.
        let junitOut = try junit.map { try console.output(to: $0, sparing: files) }
        var results: [FileResults] = []
        var invalid: [(file: String, problems: [String])] = []
        var worst: Int32 = 0
        for file in files {
            do {
                let loaded = try TestFileLoading.load(file, models: players.models)
                let record = Self.record(loaded.scenario, events: loaded.events, players: players)
                let viewProblems = TransitionTestParser.viewProblems(loaded.test, viewIDs: viewIDs(loaded.scenario, seen: record))
                if !viewProblems.isEmpty { throw InputFailure(lines: viewProblems.map(\.description)) }
                let done = FileResults.evaluate(loaded.test, scenario: loaded.scenario, events: loaded.events, record: record,
                                                makePlayer: replayer(players))
                let first = results.flatMap(\.results).count
                try console.print(lines: Array(TestReport.lines(results + [done]).dropFirst(first)))
                results.append(done)
            } catch let failure as InputFailure {
                for line in failure.lines { console.printError(line) }
                invalid.append((file, failure.lines))
                worst = max(worst, failure.exitCode)
            }
        }
        try console.print(TestReport.summary(results) + (invalid.isEmpty ? "" : ", \(Plural.count(invalid.count, "invalid test file"))"))
        if let junitOut {
            try junitOut.write(JUnitReport.xml(results, invalid: invalid))
            try junitOut.finish()
        }
        if worst > 0 { return worst == 1 ? 1 : 2 }
        return results.contains { $0.results.contains { !$0.passed } } ? 1 : 0
    }

    /// The run of `scenario` through `events` and what `segue test` checks of it: the headless
    /// loop of `segue timeline` (`HeadlessSession`, 60 frames/s, the automatic end) with a
    /// `TransitionRecorder` watching, stopped early when a transition overruns.
    static func record(_ scenario: Scenario, events: [TimedEvent], players: PlayerFactory) -> RunRecord {
        let size = TransitionRecorder.terminalSize
        let recorder = TransitionRecorder(player: players.player(scenario, terminalSize: size, showsPanel: true))
        do {
            try HeadlessSession(player: recorder.player).run(events: events, fps: TransitionRecorder.fps, until: nil,
                                                             afterEvent: recorder.followRestart) { try recorder.frame(at: $0) }
        } catch {
            // `TransitionRecorder.Overrun`: the record says which transition never completed.
        }
        return recorder.finish()
    }

    /// The player a view expectation's moment is replayed in (`ScenarioReplay`): the factory's,
    /// laid out as the recorded run is.
    static func replayer(_ players: PlayerFactory) -> ScenarioReplay.MakePlayer {
        { players.player($0, terminalSize: TransitionRecorder.terminalSize, showsPanel: true) }
    }

    /// The view ids an expectation may name: the scenario's, and any the run showed (snapshots, cells).
    static func viewIDs(_ scenario: Scenario, seen record: RunRecord) -> [String] {
        let known = TransitionTestParser.viewIDs(in: scenario)
        return known + record.seenViews.subtracting(known).sorted()
    }
}
