import SegueCore

/// The `log` expectation (docs/testing-transitions.md): the calls appear in the run's call log
/// in this order, not necessarily adjacent. A log entry matches a call as `CallPattern` says
/// (`"update("` matches `update(0.42)`).
public enum LogOrder {
    public static func check(_ calls: [CallPattern], in log: [LogEntry]) -> CheckResult {
        let label = "log has " + calls.map { "\"\($0.text)\"" }.joined(separator: ", ") + (calls.count > 1 ? " in this order" : "")
        var i = log.startIndex
        var previous: LogEntry?
        for call in calls {
            guard let found = log[i...].firstIndex(where: { call.matches($0.call) }) else {
                let after = previous.map { " after \"\($0.text)\" at \(DecimalText.compact($0.t, decimals: 4)) s" } ?? ""
                let elsewhere = log.contains { call.matches($0.call) } ? " (it comes earlier)" : ""
                return CheckResult(label, failure: "\"\(call.text)\" not found\(after)\(elsewhere)")
            }
            previous = log[found]
            i = found + 1
        }
        return CheckResult(label)
    }
}
