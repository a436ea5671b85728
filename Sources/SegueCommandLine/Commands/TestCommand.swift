import SegueApp
import SegueArguments

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

    func run(_ invocation: Invocation, console: Console, players: PlayerFactory) throws -> Int32 {
        let junit = invocation[TestCommand.Options.junit]
        return try TestRun.run(paths: invocation.arguments("FILE|DIR"), junit: junit, console: console, players: players)
    }
}
