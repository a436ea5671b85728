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

extension NcursesBackend {
    /// The next key, mouse report, resize or signal. Waits in `poll(2)` on standard input and
    /// the signal self-pipe, so an idle program uses no CPU; reads input with `wget_wch` in
    /// no-delay mode. A terminal that hangs up (POLLHUP on standard input) is reported as
    /// `.signal(SIGHUP)`. In capture mode only signals and timeouts are reported.
    public func nextEvent(timeout: Double?) -> TerminalEvent? {
        let deadline = timeout.map { monotonicSeconds() + max(0, $0) }
        while true {
            if let sig = SignalRelay.takePendingSignal() { return .signal(sig) }
            if !queued.isEmpty { return queued.removeFirst() }
            if WakeFlag.woken.exchange(false, ordering: .acquiringAndReleasing) { return nil }
            guard isActive else { return nil }
            let reading = output == .terminal
            if reading {
                if SignalRelay.continued.exchange(false, ordering: .acquiringAndReleasing) {
                    // ncurses' resume redrew its own (blank) picture of the screen.
                    doupdate()
                    enableMouseModes()
                    repaintLastFrame()
                }
                if SignalRelay.resized.exchange(false, ordering: .acquiringAndReleasing) && !SignalRelay.winchChained {
                    resizeFromTerminal()
                }
                if let event = readInput() { return event }
            }
            var waitMs: Int32 = -1
            if let deadline {
                let left = deadline - monotonicSeconds()
                if left <= 0 { return nil }
                waitMs = Int32(min((left * 1000).rounded(.up), 86_400_000))
            }
            var fds = [pollfd(fd: SignalRelay.wakeRead.load(ordering: .acquiring), events: Int16(POLLIN), revents: 0)]
            if reading { fds.append(pollfd(fd: 0, events: Int16(POLLIN), revents: 0)) }
            let n = poll(&fds, nfds_t(fds.count), waitMs)
            if n < 0 && errno != EINTR { return nil }
            if n > 0 {
                if fds[0].revents != 0 { SignalRelay.drainWakePipe() }
                if reading {
                    let r = Int32(fds[1].revents)
                    if r & (POLLHUP | POLLERR | POLLNVAL) != 0 && r & POLLIN == 0 { return .signal(SIGHUP) }
                }
            }
        }
    }

    /// Reads what ncurses has until a decodable event; nil when no input is waiting.
    func readInput() -> TerminalEvent? {
        while true {
            var ch: wint_t = 0
            let r = wget_wch(window, &ch)
            if r == ERR { return nil }
            if r == KEY_CODE_YES, let code = privateReplyCode, Int32(bitPattern: ch) == code {
                readPrivateReply()
                continue
            }
            if r == KEY_CODE_YES, let encoding = mouseReportCodes[Int32(bitPattern: ch)] {
                guard let event = readMouseReport(encoding) else { continue }
                return .input(.mouse(event))
            }
            let decoded = r == KEY_CODE_YES ? KeyDecoder.decode(functionKey: Int32(bitPattern: ch))
                                            : KeyDecoder.decode(character: ch)
            switch decoded {
            case .key(let key):
                return .input(.key(key))
            case .mouse:
                // ncurses says -1 for a coordinate it could not read: no event.
                var report = MEVENT()
                guard getmouse(&report) == OK, report.x >= 0, report.y >= 0 else { continue }
                let events = mouse.decode(bstate: UInt(report.bstate), x: Int(report.x), y: Int(report.y))
                    .map { MouseDecoder.clamp($0, to: size) }
                guard let first = events.first else { continue }
                queued.append(contentsOf: events.dropFirst().map { .input(.mouse($0)) })
                return .input(.mouse(first))
            case .resize:
                updateSize()
                // ncurses would draw its own (blank) picture of the resized screen at the next
                // read, over the frame: let it now, before the loop repaints the frame in full.
                wnoutrefresh(window)
                doupdate()
                terminalScreen.forgetTerminalState()
                terminalScreen.invalidate()
                return .resize(cols: size.cols, rows: size.rows)
            case .ignored:
                continue
            }
        }
    }

    /// Without an ncurses SIGWINCH handler to chain to: read the size and resize ncurses, which
    /// queues `KEY_RESIZE`.
    func resizeFromTerminal() {
        var ws = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_row > 0, ws.ws_col > 0 else { return }
        if is_term_resized(Int32(ws.ws_row), Int32(ws.ws_col)) {
            resizeterm(Int32(ws.ws_row), Int32(ws.ws_col))
        }
    }
}

/// Seconds on the monotonic clock (for timeouts only).
func monotonicSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}
