import SegueCore

/// Where a live session writes each event before its player handles it (`LiveSession.writeAhead`).
protocol EventJournal: AnyObject {
    /// Writes `event` out now, before it is handled.
    func write(_ event: TimedEvent)
}

/// The `segue-swift` host's journal of a `play` session (docs/user-code.md, "Crashes"): a
/// session file (the recording's format: its header embeds the Swift sources) at the path the
/// supervising `segue` names in `$SEGUE_PLAY_JOURNAL`, each event written whole before it is
/// handled — so when user code crashes while handling one, the journal ends with it and the
/// supervisor can resume `play` without it (`CrashResume`). A `--record` recording is written
/// ahead the same way, so it too ends with the crashing event and its replay reproduces the crash.
final class CrashJournal: EventJournal {
    /// The environment variable the supervisor names the journal's path in (unset: no journal).
    static let pathVariable = "SEGUE_PLAY_JOURNAL"

    private let path: String?
    private let header: SessionHeader
    private let resumed: [TimedEvent]
    private var journal: SessionWriter?
    private var opened = false
    private let recorder: SessionWriter?
    /// The first failure to write the recording (`play` stops on it when it ends); the journal's
    /// own failures only cost the resume.
    private(set) var recordingFailure: (any Error)?

    /// A journal at `path` (nil: none) with `header`, to start with `events` (a resumed session's
    /// replayed ones), and the recording written ahead beside it.
    init(path: String?, header: SessionHeader, events: [TimedEvent], recorder: SessionWriter?) {
        self.path = path
        self.header = header
        resumed = events
        self.recorder = recorder
    }

    /// Creates the journal file, once `play` has begun (its session made, a resume replayed):
    /// the supervisor takes a crash before that for one it cannot resume from.
    func open() {
        guard !opened, let path else { return }
        opened = true
        journal = (try? SafeOutput.recording(path, force: true)).flatMap { try? SessionWriter(sink: $0, header: header) }
        for e in resumed where journal != nil {
            if (try? journal?.write(e)) == nil { journal = nil }
        }
    }

    func write(_ event: TimedEvent) {
        if recordingFailure == nil {
            do { try recorder?.write(event) } catch { recordingFailure = error }
        }
        try? journal?.write(event)
    }
}
