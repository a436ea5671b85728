#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CNcurses
import SegueScreen

/// Asking the terminal whether it has synchronized output (docs/screen.md, "How a frame goes
/// out"): most terminals that have mode 2026 run under a `TERM` whose terminfo entry does not
/// say so (`xterm-256color`). With the choice `auto` and no `Sync` in terminfo, the backend asks
/// once at start-up with DECRQM, `ESC [ ? 2026 $ p`, and does not wait: the reply, DECRPM
/// `ESC [ ? 2026 ; state $ y`, comes in with the input, where `ESC [ ?` is bound to a key code of
/// segue's own, and turns the wrapping on when the state is 1–3 (set, reset, permanently set).
/// A terminal that does not know the query ignores it, and frames stay unwrapped.
extension NcursesBackend {
    /// DECRQM for mode 2026.
    static let synchronizedOutputQuery = "\u{1B}[?2026$p"
    /// The prefix of the terminal's private replies.
    static let privateReplyPrefix = "\u{1B}[?"

    /// Sends the query when the choice is `auto`, frames are not wrapped yet, and this is a
    /// terminal (a capture has no input to read a reply from); binds the reply's prefix.
    func querySynchronizedOutput(choice: SynchronizedOutput) {
        privateReplyCode = nil
        guard output == .terminal, choice == .auto, !synchronizesOutput else { return }
        var code = KEY_MAX + 1
        guard let bound = bindPrefix(Self.privateReplyPrefix, from: &code) else { return }
        privateReplyCode = bound
        writeRaw(Self.synchronizedOutputQuery)
    }

    /// Reads the rest of a private reply whose prefix ncurses has just matched; a DECRPM reply
    /// for mode 2026 with state 1, 2 or 3 turns synchronized output on. Any other reply (a
    /// device-attributes report, another mode) is read and dropped; a byte that shows the reply
    /// broken and may begin what comes next (an ESC) is handed back to ncurses.
    func readPrivateReply() {
        var parser = PrivateReportParser()
        while let byte = readReplyByte() {
            switch parser.feed(byte) {
            case .needsMore:
                continue
            case .report(let report):
                if let (mode, state) = report.modeReport, mode == 2026, (1...3).contains(state) { enableSynchronizedOutput() }
                return
            case .rejected(let unread):
                if let unread { ungetch(Int32(unread)) }
                return
            }
        }
    }

    private func enableSynchronizedOutput() {
        guard !synchronizesOutput else { return }
        synchronizesOutput = true
        SignalRelay.setEmergencyBytes(Self.restoreBytes(mouse: hasMouse, synchronized: true))
    }
}
