import SegueCore
import SegueFiles

/// How `play` goes on after user code crashed (docs/user-code.md, "Crashes"): the one place that
/// decides which version of the Swift sources and which of the journal's events the relaunched
/// host resumes with. Today: the journal's sources (the version that was running) and its events
/// without the last one — the journal writes each event before it is handled, so the last is
/// the one whose handling crashed (or whose aftermath did).
public struct CrashResume: Equatable, Sendable {
    /// The environment variable naming the journal to resume from (set by the supervisor).
    public static let journalVariable = "SEGUE_PLAY_RESUME"
    /// The environment variable holding the crash's line, shown on the bottom row.
    public static let crashVariable = "SEGUE_PLAY_CRASH"

    /// The Swift sources to run, by path as written in the scenario (empty: the files').
    public var swiftSources: [String: String]
    /// The events to replay, in order.
    public var events: [TimedEvent]

    /// The choice for a journal that ended in a crash.
    public static func pick(_ journal: Session) -> CrashResume {
        let events = journal.events.filter { $0.event != .end }
        return CrashResume(swiftSources: journal.header.swiftSources, events: Array(events.dropLast()))
    }

    /// Reads the journal at `path` and picks; nil when it cannot be read.
    static func read(_ path: String) -> CrashResume? {
        guard let bytes = try? SourceFile.readBytes(path: path, maxBytes: SessionFile.maxFileBytes, kind: "a session"),
              let session = try? SessionFile.parse(bytes: bytes, file: path) else { return nil }
        return pick(session)
    }
}
