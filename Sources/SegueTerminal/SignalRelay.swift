#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Synchronization

/// Process-wide signal plumbing for the ncurses backend. Every handler here is
/// async-signal-safe: it only touches atomics and preallocated memory and calls `write`,
/// `tcsetattr`, `sigaction`, `raise` or `_exit`.
///
/// - Terminating signals (SIGINT, SIGTERM, SIGHUP, SIGQUIT) are recorded in an atomic bit set and
///   wake the event loop through a self-pipe; the loop returns `.signal(n)`, and the program
///   stops the backend (restoring the terminal) and exits with 128 + n. A second terminating
///   signal while the first is still unread restores the terminal at once and exits 128 + n
///   (so a stuck program still dies cleanly on a second Ctrl-C).
/// - SIGWINCH is chained to ncurses' own handler (which makes `wgetch` return `KEY_RESIZE`) and
///   also wakes the loop.
/// - Crash signals (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT) write the precomputed
///   restore bytes and the saved terminal modes, then re-raise to the previous handler.
enum SignalRelay {
    /// The signals that end the program through the event loop.
    static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    /// The signals of a crash.
    static let crashing: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT]

    /// Bit n set: signal n arrived and has not been reported yet.
    static let pending = Atomic<UInt64>(0)
    /// A SIGWINCH arrived since the loop last looked.
    static let resized = Atomic<Bool>(false)
    /// A SIGCONT arrived (the program was continued after a stop) since the loop last looked.
    static let continued = Atomic<Bool>(false)
    /// The self-pipe: the handlers write a byte to `wakeWrite`, the loop polls `wakeRead`.
    static let wakeRead = Atomic<Int32>(-1)
    static let wakeWrite = Atomic<Int32>(-1)
    /// Whether the emergency restore may still run (armed while a terminal screen is active).
    static let emergencyArmed = Atomic<Bool>(false)

    /// Saved actions, indexed by signal number (preallocated so that handlers can read them).
    nonisolated(unsafe) static let saved = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    /// Whether ncurses (or someone else) had a SIGWINCH handler we chain to.
    nonisolated(unsafe) static var winchChained = false
    /// Which handler groups are installed (touched by the owning thread only).
    nonisolated(unsafe) static var installedTerminating = false
    nonisolated(unsafe) static var installedWinch = false
    nonisolated(unsafe) static var installedCrash = false
    /// Bytes that put the terminal back (mouse off, keypad off, cursor on, main screen), the
    /// descriptor to write them to, and the terminal modes to put back on `ttyFD`.
    nonisolated(unsafe) static let emergencyBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 512)
    nonisolated(unsafe) static var emergencyCount = 0
    nonisolated(unsafe) static var emergencyFD: Int32 = -1
    nonisolated(unsafe) static var ttyFD: Int32 = -1
    nonisolated(unsafe) static let savedModes = UnsafeMutablePointer<termios>.allocate(capacity: 1)

    // MARK: The self-pipe

    /// Creates the self-pipe once per process (non-blocking, close-on-exec).
    static func makeWakePipe() throws(TerminalError) {
        if wakeRead.load(ordering: .acquiring) >= 0 { return }
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw .system(call: "pipe", errno: errno) }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        wakeWrite.store(fds[1], ordering: .releasing)
        wakeRead.store(fds[0], ordering: .releasing)
    }

    /// Writes one byte to the self-pipe (async-signal-safe; a full pipe already wakes the loop).
    static func wake() {
        let fd = wakeWrite.load(ordering: .acquiring)
        guard fd >= 0 else { return }
        var byte: UInt8 = 1
        _ = write(fd, &byte, 1)
    }

    /// Empties the self-pipe.
    static func drainWakePipe() {
        let fd = wakeRead.load(ordering: .acquiring)
        guard fd >= 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(fd, &buffer, buffer.count) > 0 {}
    }

    /// The lowest pending terminating signal, cleared; nil when none.
    static func takePendingSignal() -> Int32? {
        while true {
            let bits = pending.load(ordering: .acquiring)
            guard bits != 0 else { return nil }
            let sig = Int32(bits.trailingZeroBitCount)
            let (exchanged, _) = pending.compareExchange(expected: bits, desired: bits & ~(UInt64(1) << UInt64(sig)),
                                                         ordering: .acquiringAndReleasing)
            if exchanged { return sig }
        }
    }

    // MARK: Installing

    /// Installs the terminating-signal handlers (before ncurses starts, so that ncurses keeps its
    /// own hands off them), saving the previous actions.
    static func installTerminating() {
        guard !installedTerminating else { return }
        pending.store(0, ordering: .releasing)
        for sig in terminating { install(sig, handler: terminatingHandler) }
        installedTerminating = true
        // A parent may have left these blocked (a blocked signal never reaches its handler).
        var set = sigset_t()
        sigemptyset(&set)
        for sig in terminating + [SIGWINCH, SIGCONT] { sigaddset(&set, sig) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Chains SIGWINCH to the current handler (ncurses' own, after `newterm`), and notes SIGCONT.
    static func installWinch() {
        guard !installedWinch else { return }
        resized.store(false, ordering: .releasing)
        var current = sigaction()
        sigaction(SIGWINCH, nil, &current)
        winchChained = kind(of: current) == .function
        install(SIGWINCH, handler: winchHandler)
        continued.store(false, ordering: .releasing)
        install(SIGCONT, handler: continueHandler)
        installedWinch = true
    }

    /// Installs the crash handlers and arms the emergency restore.
    static func installCrash() {
        guard !installedCrash else { return }
        for sig in crashing { install(sig, handler: crashHandler) }
        installedCrash = true
        emergencyArmed.store(true, ordering: .releasing)
    }

    /// Disarms the emergency restore and puts every saved action back.
    static func uninstallAll() {
        emergencyArmed.store(false, ordering: .releasing)
        if installedCrash { for sig in crashing { sigaction(sig, saved + Int(sig), nil) } }
        if installedWinch {
            sigaction(SIGWINCH, saved + Int(SIGWINCH), nil)
            sigaction(SIGCONT, saved + Int(SIGCONT), nil)
        }
        if installedTerminating { for sig in terminating { sigaction(sig, saved + Int(sig), nil) } }
        installedCrash = false
        installedWinch = false
        installedTerminating = false
        pending.store(0, ordering: .releasing)
        resized.store(false, ordering: .releasing)
    }

    /// Saves the terminal modes of `tty` as they are now (before ncurses changes them), for the
    /// emergency restore; no-op when `tty` is not a terminal.
    static func saveTerminalModes(of tty: Int32) {
        ttyFD = tcgetattr(tty, savedModes) == 0 ? tty : -1
        emergencyFD = tty == 0 ? 1 : tty
    }

    /// Stores the bytes the emergency restore writes to standard output.
    static func setEmergencyBytes(_ bytes: [UInt8]) {
        let n = min(bytes.count, 512)
        for i in 0..<n { emergencyBytes[i] = bytes[i] }
        emergencyCount = n
        emergencyFD = 1
    }

    /// Writes the restore bytes and puts the saved terminal modes back, once.
    static func emergencyRestore() {
        guard emergencyArmed.exchange(false, ordering: .acquiringAndReleasing) else { return }
        var done = 0
        while done < emergencyCount {
            let n = write(emergencyFD, emergencyBytes + done, emergencyCount - done)
            if n <= 0 { break }
            done += n
        }
        if ttyFD >= 0 { tcsetattr(ttyFD, TCSANOW, savedModes) }
    }

    private static func install(_ sig: Int32, handler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void) {
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_SIGINFO | SA_RESTART
        sigaction(sig, &action, saved + Int(sig))
    }

    enum HandlerKind { case defaultAction, ignore, function }

    static func kind(of action: sigaction) -> HandlerKind {
        let raw = unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
        switch raw {
        case 0: return .defaultAction
        case 1: return .ignore
        default: return .function
        }
    }
}

/// SIGINT, SIGTERM, SIGHUP, SIGQUIT: record, wake; on a second unread one, restore and exit.
private let terminatingHandler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = { sig, _, _ in
    let savedErrno = errno
    let bit = UInt64(1) << UInt64(sig)
    let before = SignalRelay.pending.bitwiseOr(bit, ordering: .acquiringAndReleasing).oldValue
    if before != 0 {
        SignalRelay.emergencyRestore()
        _exit(128 + sig)
    }
    SignalRelay.wake()
    errno = savedErrno
}

/// SIGWINCH: let the previous handler (ncurses') run, then wake the loop.
private let winchHandler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = { sig, info, context in
    let savedErrno = errno
    let previous = SignalRelay.saved[Int(sig)]
    if SignalRelay.kind(of: previous) == .function {
        if previous.sa_flags & SA_SIGINFO != 0 {
            previous.__sigaction_handler.sa_sigaction?(sig, info, context)
        } else {
            previous.__sigaction_handler.sa_handler?(sig)
        }
    }
    SignalRelay.resized.store(true, ordering: .releasing)
    SignalRelay.wake()
    errno = savedErrno
}

/// SIGCONT: note it and wake the loop (which then re-enables what ncurses' resume does not).
private let continueHandler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = { _, _, _ in
    let savedErrno = errno
    SignalRelay.continued.store(true, ordering: .releasing)
    SignalRelay.wake()
    errno = savedErrno
}

/// Crash signals: restore the terminal, then let the previous handler (or the default action) run.
private let crashHandler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = { sig, _, _ in
    SignalRelay.emergencyRestore()
    sigaction(sig, SignalRelay.saved + Int(sig), nil)
    raise(sig)
}
