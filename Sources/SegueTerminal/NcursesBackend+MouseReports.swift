#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CNcurses
import SegueCore
import SegueScreen

/// xterm mouse reports, both forms, whatever `TERM` says (docs/terminal.md, "Mouse").
///
/// ncurses decodes only the one form its terminfo `kmous` names (X10 for tmux and screen, SGR
/// for xterm); the other arrives as plain keys (ESC, `[`, `<`, digits…), and its own decoders
/// read past a truncated report and turn a malformed one into an event at −1 or 0. So both
/// prefixes are bound to key codes of segue's own, and what follows is read here, byte for byte
/// from the terminal, by `MouseReportParser`. ncurses' `KEY_MOUSE` / `getmouse` path stays for
/// any other mouse source (e.g. gpm on the Linux console).
extension NcursesBackend {
    /// How long a report's next byte may take (a terminal writes a report at once); after that
    /// the report counts as truncated and is dropped. Unit: milliseconds.
    static let mouseReportByteTimeout: Int32 = 100

    /// Binds `ESC [ M` and `ESC [ <` to two key codes ncurses does not use (above `KEY_MAX`),
    /// replacing `kmous`' binding to `KEY_MOUSE`. A prefix that is the start of some other key's
    /// sequence in this terminfo is left alone.
    func bindMouseReportPrefixes() {
        mouseReportCodes = [:]
        guard hasMouse else { return }
        var code = KEY_MAX + 1
        for encoding in MouseReport.Encoding.allCases {
            if let bound = bindPrefix(encoding.prefix, from: &code) { mouseReportCodes[bound] = encoding }
        }
    }

    /// Binds `prefix` to the first key code from `code` on that nothing is bound to (and moves
    /// `code` past it); nil when `prefix` is the start of some other key's sequence in this
    /// terminfo, or ncurses refuses.
    func bindPrefix(_ prefix: String, from code: inout Int32) -> Int32? {
        guard key_defined(prefix) >= 0 else { return nil }
        while let bound = keybound(code, 0) {
            free(bound)
            code += 1
        }
        define_key(prefix, 0)
        defer { code += 1 }
        return define_key(prefix, code) == OK ? code : nil
    }

    /// Reads the rest of a report whose prefix ncurses has just matched, and decodes it: the
    /// mouse event it stands for, on the screen (`MouseDecoder.clamp`); nil for a report that
    /// is no event of the first button, malformed or truncated.
    ///
    /// The bytes after the prefix are read from the descriptor, as ncurses' own mouse decoders
    /// do (ncurses reads one byte at a time, so they are still there), because `wget_wch` would
    /// take X10's raw bytes ≥ 0x80 for UTF-8. A byte that shows the report broken and belongs to
    /// what comes next (such as the ESC of the next report) is handed back to ncurses.
    func readMouseReport(_ encoding: MouseReport.Encoding) -> MouseEvent? {
        var parser = MouseReportParser()
        for byte in encoding.prefix.utf8 { _ = parser.feed(byte) }
        while let byte = readReplyByte() {
            switch parser.feed(byte) {
            case .needsMore:
                continue
            case .report(let report):
                return mouse.decode(report: report).map { MouseDecoder.clamp($0, to: size) }
            case .rejected(let unread):
                if let unread { ungetch(Int32(unread)) }
                return nil
            }
        }
        return nil
    }

    /// One byte from the terminal, waiting at most `mouseReportByteTimeout`; nil when none came.
    func readReplyByte() -> UInt8? {
        let fd = inputFile.map { fileno($0) } ?? 0
        let deadline = monotonicSeconds() + Double(Self.mouseReportByteTimeout) / 1000
        while true {
            let left = Int32(((deadline - monotonicSeconds()) * 1000).rounded(.up))
            guard left > 0 else { return nil }
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let n = poll(&pfd, 1, left)
            if n < 0 && errno == EINTR { continue }
            guard n > 0, pfd.revents & Int16(POLLIN) != 0 else { return nil }
            var byte: UInt8 = 0
            let got = read(fd, &byte, 1)
            if got < 0 && errno == EINTR { continue }
            return got == 1 ? byte : nil
        }
    }
}
