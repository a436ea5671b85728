import Synchronization

/// Waking the run loop from another thread (a file watcher): `nextEvent` then returns nil at
/// once, as if its timeout had passed, so the loop looks at what changed.
enum WakeFlag {
    static let woken = Atomic<Bool>(false)
}

extension NcursesBackend {
    /// Makes a `nextEvent` that is waiting (or the next one) return nil promptly. Safe to call
    /// from any thread.
    public static func wake() {
        WakeFlag.woken.store(true, ordering: .releasing)
        SignalRelay.wake()
    }
}
