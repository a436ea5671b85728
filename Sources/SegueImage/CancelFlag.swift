#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CJPEG

/// A flag one thread raises to abandon the image decodes another thread runs under it (hot
/// reload, docs/terminal.md "Hot reload"): libjpeg's progress monitor reads it at every row of
/// every scan and stops (`ImageError.cancelled`); `ImageLoading` reads it before each file. A
/// PNG already being decoded is not stopped (libpng's simplified API has no callback); its
/// work is bounded by the size limits.
public final class CancelFlag: @unchecked Sendable {
    /// The flag itself, read and written atomically by CJPEG's `segue_flag_*`.
    let cell: UnsafeMutablePointer<Int32>

    public init() {
        cell = .allocate(capacity: 1)
        cell.initialize(to: 0)
    }

    deinit { cell.deallocate() }

    /// Asks the decodes running under this flag to stop. Safe from any thread.
    public func raise() { segue_flag_raise(cell) }

    /// Whether `raise()` was called.
    public var isRaised: Bool { segue_flag_is_raised(cell) != 0 }

    /// Runs `body` with this flag as the calling thread's: the decodes `body` runs read it.
    public func during<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        let previous = pthread_getspecific(Self.key)
        pthread_setspecific(Self.key, Unmanaged.passUnretained(self).toOpaque())
        defer { pthread_setspecific(Self.key, previous) }
        return try body()
    }

    /// The flag the calling thread runs under (`during`), nil: none.
    public static var current: CancelFlag? {
        pthread_getspecific(key).map { Unmanaged<CancelFlag>.fromOpaque($0).takeUnretainedValue() }
    }

    /// The thread-specific slot `during` sets.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
}
