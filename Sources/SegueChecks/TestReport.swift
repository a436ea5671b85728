import SegueCore

/// The results of one test file: its expectations, then the contract checks.
public struct FileResults: Sendable, Equatable {
    /// The test file as named on the command line (or found in a directory).
    public var file: String
    public var results: [CheckResult]

    public init(file: String, results: [CheckResult]) {
        self.file = file
        self.results = results
    }

    /// The results of `test` over `record`, the run of `scenario` with `events` (the test's
    /// events, else the demo; `TransitionRecorder.run`): the expectations', then the contract's.
    /// A view expectation's moment is replayed in a player from `makePlayer` (default
    /// `TransitionRecorder.player`, the scenario's own model), which should make the run's kind.
    public static func evaluate(_ test: TransitionTest, scenario: Scenario, events: [TimedEvent], record: RunRecord,
                                makePlayer: @escaping ScenarioReplay.MakePlayer = TransitionRecorder.player) -> FileResults {
        let expectations = ExpectationCheck(scenario: scenario, events: events, record: record, makePlayer: makePlayer)
            .evaluate(test.expectations)
        return FileResults(file: test.file, results: expectations + ContractCheck.check(record))
    }
}

/// `segue test`'s output (docs/testing-transitions.md): TAP-like lines, numbered across all
/// files, `ok N - FILE: WHAT` or `not ok N - FILE: WHAT: WHY`, then `P passed, F failed`.
public enum TestReport {
    /// The lines for `files`, numbered from 1, without the summary.
    public static func lines(_ files: [FileResults]) -> [String] {
        var n = 0
        return files.flatMap { f in
            f.results.map { r in
                n += 1
                return r.passed ? "ok \(n) - \(f.file): \(r.description)" : "not ok \(n) - \(f.file): \(r.description): \(r.failure!)"
            }
        }
    }

    /// `P passed, F failed`.
    public static func summary(_ files: [FileResults]) -> String {
        let all = files.flatMap(\.results)
        let failed = all.filter { !$0.passed }.count
        return "\(all.count - failed) passed, \(failed) failed"
    }
}

/// JUnit XML, as CI systems read it: one `testsuite` per test file, one `testcase` per
/// expectation and contract check, a `failure` with the message for each that failed; an invalid
/// test file is a `testsuite` with one `testcase` and an `error` holding its problems.
public enum JUnitReport {
    /// - Parameter invalid: the test files that could not run, each with its problem lines.
    public static func xml(_ files: [FileResults], invalid: [(file: String, problems: [String])] = []) -> String {
        let all = files.flatMap(\.results)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"segue test\" tests=\"\(all.count + invalid.count)\" failures=\"\(all.filter { !$0.passed }.count)\""
            + " errors=\"\(invalid.count)\">\n"
        for f in files {
            let failures = f.results.filter { !$0.passed }.count
            out += "  <testsuite name=\"\(escape(f.file))\" tests=\"\(f.results.count)\" failures=\"\(failures)\" errors=\"0\">\n"
            for r in f.results {
                let head = "    <testcase classname=\"\(escape(f.file))\" name=\"\(escape(r.description))\""
                if let why = r.failure {
                    out += head + ">\n      <failure message=\"\(escape(why))\">\(escape(why))</failure>\n    </testcase>\n"
                } else {
                    out += head + "/>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        for (file, problems) in invalid {
            let text = escape(problems.joined(separator: "\n"))
            out += "  <testsuite name=\"\(escape(file))\" tests=\"1\" failures=\"0\" errors=\"1\">\n"
                + "    <testcase classname=\"\(escape(file))\" name=\"a valid test file\">\n"
                + "      <error message=\"invalid test file\">\(text)</error>\n    </testcase>\n  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` escaped, and sanitised as the TAP lines are
    /// (issue 28): every unsafe character but the newline between an invalid file's problems
    /// written as U+FFFD (a tab as a space), invisible ones dropped — so no bidi override,
    /// zero-width character, C1 control or line separator reaches a CI page raw, and nothing
    /// XML 1.0 cannot hold is written.
    static func escape(_ text: String) -> String {
        var s = ""
        for u in text.unicodeScalars {
            switch u {
            case "&": s += "&amp;"
            case "<": s += "&lt;"
            case ">": s += "&gt;"
            case "\"": s += "&quot;"
            case "'": s += "&apos;"
            case "\n": s.unicodeScalars.append(u)
            default:
                // The TAP lines' rule (`TextSafety`, docs/scenarios.md "Text"): unsafe
                // characters (controls, C1, bidi controls, U+2028/2029, noncharacters) as
                // U+FFFD, a tab as a space, invisible ones (zero-width, tags) dropped.
                switch TextSafety.kind(of: u) {
                case .plain: s.unicodeScalars.append(u)
                case .invisible: continue
                case .unsafe: s.unicodeScalars.append(u == "\t" ? " " : "\u{FFFD}")
                }
            }
        }
        return s
    }
}
