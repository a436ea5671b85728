import SegueCore
import SegueFiles

/// How `play` goes on after user code crashed (docs/user-code.md, "Crashes"): the one place that
/// decides which version of the Swift sources and which of the journal's events the relaunched
/// host resumes with. The journal writes each event before it is handled, so its last event is
/// the one whose handling crashed (or whose aftermath did): it is left out. The version that
/// crashed is left out too, so that the last good one runs: a hot reload's `swiftSources`
/// event that crashed as it took over is the last event itself; otherwise the version running
/// at the crash is the one the last `swiftSources` event brought in, which is dropped (its
/// events then replay on the version before it). A crash in the first version — no good one
/// before it — resumes that version without the crashing event.
public struct CrashResume: Equatable, Sendable {
    /// The environment variable naming the journal to resume from (set by the supervisor).
    public static let journalVariable = "SEGUE_PLAY_RESUME"
    /// The environment variable holding the crash's line, shown on the bottom row.
    public static let crashVariable = "SEGUE_PLAY_CRASH"

    /// The Swift sources the session began with, by path as written in the scenario (empty:
    /// the files'); its events' `swiftSources` switch versions as they did live.
    public var swiftSources: [String: String]
    /// The events to replay, in order.
    public var events: [TimedEvent]
    /// Whether the version that crashed was left out (the one before it runs).
    public var wentBack: Bool = false

    /// The choice for a journal that ended in a crash.
    public static func pick(_ journal: Session) -> CrashResume {
        var events = Array(journal.events.filter { $0.event != .end })
        guard let crashing = events.popLast() else { return CrashResume(swiftSources: journal.header.swiftSources, events: []) }
        var wentBack = false
        if case .swiftSources = crashing.event {
            wentBack = true
        } else if let marker = events.lastIndex(where: { if case .swiftSources = $0.event { true } else { false } }) {
            events.remove(at: marker)
            wentBack = true
        }
        return CrashResume(swiftSources: journal.header.swiftSources, events: events, wentBack: wentBack)
    }

    /// Reads the journal at `path` and picks; nil when it cannot be read.
    static func read(_ path: String) -> CrashResume? {
        guard let bytes = try? SourceFile.readBytes(path: path, maxBytes: SessionFile.maxFileBytes, kind: "a session"),
              let session = try? SessionFile.parse(bytes: bytes, file: path) else { return nil }
        return pick(session)
    }
}
