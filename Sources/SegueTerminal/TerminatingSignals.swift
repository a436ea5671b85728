/// The process's hold on the terminating signals — SIGINT, SIGTERM, SIGHUP and SIGQUIT — for a
/// program that has something to give back before it ends: the terminal, a recording's end line
/// (docs/terminal.md, "Signals").
///
/// `install()` first thing in `main`; `hold()` before the program takes anything it must give
/// back; `exitStatus(_:)` for the status it exits with. An `NcursesBackend` holds the signals by
/// itself while it is active, for programs that never call these.
public enum TerminatingSignals {
    /// Installs segue's handlers for the terminating signals, for the rest of the process. Call
    /// it first thing in `main`, before anything else runs. Until `hold()`, a terminating signal
    /// still ends the process at once, as its default action would — SIGQUIT included, which
    /// the Swift runtime's crash backtracer would otherwise catch. Idempotent.
    public static func install() {
        SignalRelay.installForProcess()
    }

    /// From now until the process exits, a terminating signal no longer ends it by itself. The
    /// signal is noted (the first one is kept, see `received`), wakes an `NcursesBackend`
    /// waiting in `nextEvent` (which reports it as `.signal(n)`), and the program ends when it
    /// is ready, with `exitStatus(_:)`. A second signal before the first was reported only
    /// hurries: if the process still runs a second later (the grace period), it restores the terminal and
    /// exits with 128 + the first signal. Installs the handlers if `install()` was not called.
    /// Idempotent; a hold is never let go.
    public static func hold() {
        SignalRelay.heldByProcess.store(true, ordering: .releasing)
        SignalRelay.installForProcess()
        try? SignalRelay.makeWakePipe()
    }

    /// The first terminating signal that arrived while held (2 SIGINT, 15 SIGTERM, 1 SIGHUP,
    /// 3 SIGQUIT); nil when none has.
    public static var received: Int32? {
        let sig = SignalRelay.first.load(ordering: .acquiring)
        return sig == 0 ? nil : sig
    }

    /// The status for a program ending with `status` (0…255): 128 + the first terminating
    /// signal that arrived while held, else `status`.
    public static func exitStatus(_ status: Int32) -> Int32 {
        received.map { 128 + $0 } ?? status
    }
}
