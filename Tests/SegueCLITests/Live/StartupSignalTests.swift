import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Signals in segue's first milliseconds (issue 9, items 9 and 10): `segue play --record F` on a
/// pseudo-terminal of its own, signalled 0 to 50 ms after it was started. Whatever the moment,
/// segue must end with 128 + n (the first signal's n), leave the terminal's modes as they were
/// and the main screen on, never show the Swift runtime's crash report, and leave F either
/// absent or a whole session that `segue check` reads and that ends with one end line — never
/// an empty file.
///
/// What broke before: a SIGQUIT in the first ~10 ms reached the runtime's crash backtracer,
/// which printed "Program crashed: Signal 3", waited on its prompt, and then let segue run on
/// (exit 0); a signal 5–7 ms in left an empty F; and a second signal before the first was
/// handled ended segue at once, without F's end line.
@Suite(.serialized, .enabled(if: segueBinaryURL() != nil, "the segue binary is missing"))
struct StartupSignalTests {
    static let scenario = "pop-percent-driven"
    /// Trials per signal, at delays spread evenly over 0 … `maxDelay`.
    static let trials = 20
    /// The latest signal after the start; unit: seconds. segue is in its event loop by then.
    static let maxDelay = 0.05

    /// What one trial left behind, and what was wrong with it (empty when all is well).
    struct Trial {
        var delay: Double
        var problems: [String]
    }

    /// Starts segue, sends `signals` (back to back) `delay` seconds later, and checks the ending.
    func trial(_ signals: [Int32], delay: Double) throws -> Trial {
        let dir = try SeguePane.makeDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("take.segue").path
        let run = try PseudoTerminalRun(["play", Self.scenario, "--record", file], directory: dir)
        if delay > 0 { usleep(UInt32(delay * 1_000_000)) }
        for sig in signals { run.signal(sig) }
        var problems: [String] = []
        let expected = 128 + signals[0]
        let status = run.waitForExit(timeout: 5)
        if status != expected { problems.append("exit \(status.map(String.init) ?? "none within 5 s (hung)"), not \(expected)") }
        if !run.modesUnchanged { problems.append("terminal modes changed") }
        let trace = PrivateModeTrace(run.output)
        if !trace.restored { problems.append("terminal left in modes \(trace.last.filter { $0.value }.keys.sorted())") }
        let shown = String(decoding: run.output, as: UTF8.self) + run.standardError
        if shown.contains("Program crashed") || shown.contains("Backtrace") { problems.append("the runtime's crash report") }
        problems += try recordingProblems(file)
        return Trial(delay: delay, problems: problems)
    }

    /// F absent is fine; otherwise it must be a whole session: a header first, one end line
    /// last (read here as JSON, independently of segue's reader), and `segue check` content.
    func recordingProblems(_ file: String) throws -> [String] {
        guard let data = FileManager.default.contents(atPath: file) else { return [] }
        guard !data.isEmpty else { return ["an empty recording"] }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        var problems: [String] = []
        if lines.first?.hasPrefix("{\"segue_session\":3,") != true { problems.append("no header line") }
        func isEnd(_ line: String) -> Bool {
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["end"] as? Bool == true
        }
        let ends = lines.filter(isEnd).count
        if ends != 1 || !isEnd(lines.last ?? "") { problems.append("\(ends) end lines, the last line \(lines.last?.prefix(40) ?? "")…") }
        let check = try runSegue(["check", file])
        if check.status != 0 || check.stdout.contains("cut short") {
            problems.append("segue check: exit \(check.status), \(check.stdout.suffix(30))\(check.stderr)")
        }
        return problems
    }

    /// `trials` runs of `signals` at delays 0 … `maxDelay`; every one must end well.
    func expectAllEndWell(_ signals: [Int32]) throws {
        var failed: [Trial] = []
        for i in 0..<Self.trials {
            let delay = Self.maxDelay * Double(i) / Double(Self.trials - 1)
            let t = try trial(signals, delay: delay)
            if !t.problems.isEmpty { failed.append(t) }
        }
        let report = failed.map { String(format: "%.1f ms: ", $0.delay * 1000) + $0.problems.joined(separator: "; ") }
        #expect(failed.count == 0, "\(failed.count) of \(Self.trials) trials went wrong:\n\(report.joined(separator: "\n"))")
    }

    /// One signal at any moment of start-up: SIGQUIT (the runtime's backtracer hooks it),
    /// SIGTERM and SIGINT.
    @Test(arguments: [SIGQUIT, SIGTERM, SIGINT])
    func oneSignalAtStartUp(signal: Int32) throws {
        try expectAllEndWell([signal])
    }

    /// Two signals back to back: the second only hurries the first — the exit status is the
    /// first's and F still gets its one end line. (The lower-numbered signal goes first: when
    /// both are pending at once, the kernel delivers the lower number first, so no order
    /// could be told.)
    @Test(arguments: [[SIGINT, SIGTERM], [SIGHUP, SIGQUIT]])
    func twoSignalsBackToBack(signals: [Int32]) throws {
        try expectAllEndWell(signals)
    }
}
