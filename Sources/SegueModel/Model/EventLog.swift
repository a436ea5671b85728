/// The log of UIKit calls (`UIKitCall`) the previewer shows (`animationController(for: .pop, …)`,
/// `update(0.42)`, `completeTransition(true)`, appearance callbacks, warnings).
public final class EventLog {
    public private(set) var entries: [LogEntry] = []
    /// The most entries kept; older ones are dropped (the panel only shows the tail).
    public static let capacity = 2000
    /// Entries appended since the log began, the dropped ones included: `entries[i]` is entry
    /// number `appended - entries.count + i` (from 0) of the whole log.
    public private(set) var appended = 0
    public init() {}

    func append(_ t: Double, _ call: UIKitCall) {
        entries.append(LogEntry(t: t, call: call))
        appended += 1
        if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
    }
}

extension Runtime {
    /// Appends a call to the log at the current model time.
    public func record(_ call: UIKitCall) { log.append(now, call) }
    /// Appends a warning to the log at the current model time.
    public func warn(_ words: String) { log.append(now, .warning(words)) }
}

/// Formats a percent or other fraction for the log: 2 decimals (`0.42`).
func logNumber(_ v: Double) -> String {
    let r = (v * 100).rounded() / 100
    var s = String(r)
    if s.hasSuffix(".0") { s.removeLast(2) }
    return s
}
