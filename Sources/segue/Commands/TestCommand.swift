import SegueArguments
import SegueChecks
import SegueCore

/// `segue test FILE|DIR...`: runs test files — expectations about a scenario's run, and the
/// UIKit contract checks — and prints one TAP-like line per check (docs/testing-transitions.md).
struct TestCommand: Command {
    let name = "test"
    let summary = "check transitions: expectations and UIKit contract checks, for CI"

    let arguments = [Argument("FILE|DIR", .oneOrMore, "test files (*.test.json), or directories whose *.test.json files are run, sorted",
                              completion: .files)]

    /// The options of test, declared once.
    enum Options {
        static let junit = Option.value("junit", .path, valueName: "FILE",
                                        "also write the results as JUnit XML to FILE: one testsuite per test file, one testcase per check "
                                        + "(written whole, then renamed into place)")
    }

    let options: [any AnyOption] = [Options.junit]

    let discussion = """
    A test file (JSON) names a scenario and what must hold:
      {"scenario": "pop-parallax",
       "set": {"transitions.pop.interaction.finish.rule": "threshold"},
       "events": "0.5 right*12@0.03; 0.9 enter",
       "expect": [
         {"outcome": "finished"},
         {"at": "end", "view": "inbox", "x": 0, "tolerance": 0.5},
         {"log": ["finish()", "completeTransition(true)"]},
         {"curve": {"maxOvershoot": 0, "settlesWithin": 0.4}}]}
    scenario is a path relative to the test file, or a built-in name; without events the
    scenario's demo plays. "at" is seconds, "end" (the last frame), "finish" or "cancel" (the
    transition's finish() or cancel() call); a view expectation names any timeline column (x,
    y, width, height, scale, rotation, alpha, percent, phase) with a tolerance (default 1e-6).
    "transition": N picks the Nth transition (default 1).

    Always checked: completeTransition exactly once per transition (one that never completes
    within 60 s fails), the from view leaves the container only on success, appearance calls
    balanced, no updateInteractiveTransition after the end.

    Prints 'ok N - FILE: check' or 'not ok N - FILE: check: expected …, got …' per check, then
    'P passed, F failed'. Exit status 0 when every check holds, 1 when one fails, 2 for an
    invalid test file (FILE:LINE:COL: key.path: what is wrong).

    Examples:
      segue test Tests/Transitions
      segue test pop.test.json --junit results.xml
    """

    func run(_ invocation: Invocation, console: Console) throws -> Int32 {
        let junit = invocation[Options.junit]
        if junit == "-" { throw CLIError.usage("--junit needs a file (standard output is the report's)") }
        let files = try TestFileLoading.files(invocation.arguments("FILE|DIR"))
        // The JUnit file first: a path it cannot write to stops the command before any test runs.
        let junitOut = try junit.map { try console.output(to: $0, sparing: files) }
        var results: [FileResults] = []
        var invalid: [(file: String, problems: [String])] = []
        var worst: Int32 = 0
        for file in files {
            do {
                let loaded = try TestFileLoading.load(file)
                let record = TransitionRecorder.run(loaded.scenario, events: loaded.events)
                let viewProblems = TransitionTestParser.viewProblems(loaded.test, viewIDs: viewIDs(loaded.scenario, seen: record))
                if !viewProblems.isEmpty { throw InputFailure(lines: viewProblems.map(\.description)) }
                let done = FileResults.evaluate(loaded.test, scenario: loaded.scenario, events: loaded.events, record: record)
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

    /// The view ids an expectation may name: the scenario's, and any the run showed (snapshots, cells).
    func viewIDs(_ scenario: Scenario, seen record: RunRecord) -> [String] {
        let known = TransitionTestParser.viewIDs(in: scenario)
        return known + record.seenViews.subtracting(known).sorted()
    }
}
