#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Seconds since a fixed start, never going back: what the live loop stamps input with. The
/// model never reads a clock; the live loop's driver is the one place that does.
public protocol LiveClock {
    /// Seconds since the clock was made; ≥ 0.
    var now: Double { get }
}

/// The monotonic clock: the only clock segue reads.
struct MonotonicClock: LiveClock {
    private let origin: Double
    init() { origin = Self.raw() }
    static func raw() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
    /// Seconds since this clock was made.
    var now: Double { Self.raw() - origin }
}
