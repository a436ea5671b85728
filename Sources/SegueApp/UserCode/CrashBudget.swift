#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How often the supervisor relaunches `play` after crashes (docs/user-code.md, "Crashes"): a
/// crash is resumed from unless `limit` restarts already came within the last `span` seconds —
/// code that crashes again and again is one line and exit 1, never a restart loop.
struct CrashBudget {
    /// Restarts allowed within `span`; default 3.
    var limit = 3
    /// The window; unit: seconds of real time; default 10.
    var span = 10.0
    /// The times of the restarts so far; unit: seconds (`now()`).
    private(set) var restarts: [Double] = []

    /// Whether a crash at `time` (seconds) may be resumed from; counts it when it may.
    mutating func allowsRestart(at time: Double) -> Bool {
        restarts.removeAll { time - $0 >= span }
        guard restarts.count < limit else { return false }
        restarts.append(time)
        return true
    }

    /// The monotonic clock's reading; unit: seconds. The supervisor's own clock, never the model's.
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
