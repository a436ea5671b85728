#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization
import SegueScreen

/// Process-wide signal plumbing for the ncurses backend. Every handler here is
/// async-signal-safe: it only touches atomics and preallocated memory and calls `write`,
/// `tcsetattr`, `sigaction`, `raise`, `alarm` or `_exit`.
///
/// - Terminating signals (SIGINT, SIGTERM, SIGHUP, SIGQUIT), while something holds them (an
///   active backend, or the whole process after `TerminatingSignals.hold()`), are noted — the
///   first one is kept — and wake the event loop through a self-pipe; the loop returns
///   `.signal(n)`, and the program stops the backend (restoring the terminal) and exits with
///   128 + n. A second terminating signal while the first is still unread only hurries: it
///   starts a grace period (`graceSeconds`, SIGALRM), after which a program still running is
///   stuck, and the relay restores the terminal and exits with 128 + the first signal. While
///   nothing holds them (`TerminatingSignals.install()` early in `main`), they end the process
///   as their default action would. See docs/terminal.md, "Signals".
/// - SIGWINCH is chained to ncurses' own handler (which makes `wgetch` return `KEY_RESIZE`) and
///   also wakes the loop.
/// - Crash signals (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT) write the precomputed
///   restore bytes and the saved terminal modes, then re-raise to the previous handler.
enum SignalRelay {
    /// The signals that end the program through the event loop.
    static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    /// The signals of a crash.
    static let crashing: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT]

    /// The first terminating signal not reported by `nextEvent` yet (0: none).
    static let pending = Atomic<Int32>(0)
    /// The first terminating signal since they were held (0: none): the one the program ends with.
    static let first = Atomic<Int32>(0)
    /// Whether the process holds the terminating signals until it exits, and whether an active
    /// backend holds them (from `start()` to `stop()`).
    static let heldByProcess = Atomic<Bool>(false)
    static let heldByBackend = Atomic<Bool>(false)
    /// Whether the grace period after a second terminating signal is running.
    static let graceRunning = Atomic<Bool>(false)
    /// How long a program has to end after a second terminating signal before the relay
    /// restores the terminal and exits by itself; unit: seconds (whole, for `alarm`).
    static let graceSeconds: UInt32 = 1
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
    /// Which handler groups are installed (touched by the owning thread only): the terminating
    /// ones for the whole process (`installForProcess`) or for a backend (`installTerminating`).
    nonisolated(unsafe) static var installedForProcess = false
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

    /// The first terminating signal not reported yet, cleared; nil when none.
    static func takePendingSignal() -> Int32? {
        let sig = pending.exchange(0, ordering: .acquiringAndReleasing)
        return sig == 0 ? nil : sig
    }

    /// Whether terminating signals are held (noted for the loop) rather than ending the process.
    static var isHeld: Bool {
        heldByProcess.load(ordering: .acquiring) || heldByBackend.load(ordering: .acquiring)
    }

    /// Starts the grace period once (async-signal-safe).
    static func startGrace() {
        if !graceRunning.exchange(true, ordering: .acquiringAndReleasing) { alarm(graceSeconds) }
    }

    /// Stops a running grace period: the alarm first, so that one firing meanwhile still finds
    /// the period running.
    static func endGrace() {
        guard graceRunning.load(ordering: .acquiring) else { return }
        alarm(0)
        graceRunning.store(false, ordering: .releasing)
    }

    /// Ends the process as the default action of `sig` would (async-signal-safe): back to
    /// SIG_DFL, then `sig` again, delivered as soon as the running handler returns.
    static func endAsDefault(_ sig: Int32) {
        var action = sigaction()
        sigemptyset(&action.sa_mask)
        sigaction(sig, &action, nil)
        raise(sig)
    }

    // MARK: Installing

    /// Installs the terminating-signal handlers (and SIGALRM's, for the grace period) for the
    /// rest of the process; until something holds them, they end the process as the default
    /// action would. Takes over a backend's installation.
    static func installForProcess() {
        guard !installedForProcess else { return }
        if !installedTerminating { installTerminatingHandlers() }
        installedTerminating = false
        installedForProcess = true
        unblockTerminating()
    }

    /// Holds the terminating signals for an active backend (before ncurses starts, so that
    /// ncurses keeps its own hands off them), installing the handlers unless the process has
    /// them already, and saving the previous actions.
    static func installTerminating() {
        heldByBackend.store(true, ordering: .releasing)
        if !installedForProcess && !installedTerminating {
            installTerminatingHandlers()
            installedTerminating = true
        }
        unblockTerminating()
    }

    /// The handlers of the terminating signals and SIGALRM, each run with all of them blocked:
    /// otherwise a signal arriving with another would run its handler inside the other's, before
    /// it, and the second signal would be taken for the first.
    private static func installTerminatingHandlers() {
        var mask = sigset_t()
        sigemptyset(&mask)
        for sig in terminating + [SIGALRM] { sigaddset(&mask, sig) }
        for sig in terminating { install(sig, handler: terminatingHandler, blocking: mask) }
        install(SIGALRM, handler: graceHandler, blocking: mask)
    }

    /// A parent may have left these blocked (a blocked signal never reaches its handler).
    private static func unblockTerminating() {
        var set = sigset_t()
        sigemptyset(&set)
        for sig in terminating + [SIGALRM, SIGWINCH, SIGCONT] { sigaddset(&set, sig) }
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

    /// Disarms the emergency restore and puts every saved action back; the backend no longer
    /// holds the terminating signals. Unless the process holds them, what was noted is
    /// forgotten and a running grace period ends.
    static func uninstallAll() {
        emergencyArmed.store(false, ordering: .releasing)
        if installedCrash { for sig in crashing { sigaction(sig, saved + Int(sig), nil) } }
        if installedWinch {
            sigaction(SIGWINCH, saved + Int(SIGWINCH), nil)
            sigaction(SIGCONT, saved + Int(SIGCONT), nil)
        }
        if installedTerminating { for sig in terminating + [SIGALRM] { sigaction(sig, saved + Int(sig), nil) } }
        installedCrash = false
        installedWinch = false
        installedTerminating = false
        heldByBackend.store(false, ordering: .releasing)
        if !heldByProcess.load(ordering: .acquiring) {
            endGrace()
            pending.store(0, ordering: .releasing)
            first.store(0, ordering: .releasing)
        }
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

    /// Installs `handler` for `sig`, run with the signals of `mask` blocked (default: none but
    /// `sig`), saving the previous action.
    private static func install(_ sig: Int32, handler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void,
                                blocking mask: sigset_t? = nil) {
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = handler
        if let mask { action.sa_mask = mask } else { sigemptyset(&action.sa_mask) }
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

/// SIGINT, SIGTERM, SIGHUP, SIGQUIT: while held, note (the first is kept) and wake, and a second
/// one before the first was reported starts the grace period; otherwise the default action.
private let terminatingHandler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = { sig, _, _ in
    let savedErrno = errno
    guard SignalRelay.isHeld else {
        SignalRelay.endAsDefault(sig)
        errno = savedErrno
        return
    }
    _ = SignalRelay.first.compareExchange(expected: 0, desired: sig, ordering: .acquiringAndReleasing)
    if !SignalRelay.pending.compareExchange(expected: 0, desired: sig, ordering: .acquiringAndReleasing).exchanged {
        SignalRelay.startGrace()
    }
    SignalRelay.wake()
    errno = savedErrno
}

/// SIGALRM: the grace period is over and the program is still running (stuck): restore the
/// terminal and exit with 128 + the first signal. An alarm outside a grace period is left to its
/// default action.
private let graceHandler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = { sig, _, _ in
    guard SignalRelay.graceRunning.load(ordering: .acquiring) else {
        SignalRelay.endAsDefault(sig)
        return
    }
    SignalRelay.emergencyRestore()
    let first = SignalRelay.first.load(ordering: .acquiring)
    _exit(128 + (first != 0 ? first : sig))
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
