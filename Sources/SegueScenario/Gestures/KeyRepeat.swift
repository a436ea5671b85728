/// How a held key reaches segue, and so when the keyboard's virtual finger lifts on its own
/// (docs/gestures.md, "Holding a key").
///
/// A terminal sends one press when a key goes down, waits its key-repeat delay (250–660 ms on
/// common systems; X11's default is 660 ms), then sends a press every 25–50 ms while the key is
/// held, and never says when the key goes up. The finger must not lift inside that first wait,
/// so until the key repeats it lifts `repeatDelay` after the last press, at rest. Once it
/// repeats, the repeats stopping is the key going up: the lift is *detected* `idleRelease` after
/// the last press — by default 2.5 × the measured repeat interval, within 0.08…0.25 s
/// (`idleRelease(interval:)`) — and dated to the end of the last glide (`KeyboardFinger`).
/// Both are real seconds: slow motion does not stretch them.
public struct KeyRepeat: Sendable, Equatable {
    /// Default wait for the first repeat; unit: seconds; 0.7.
    public static let defaultRepeatDelay = 0.7
    /// Two presses less than this apart are the key repeating; unit: seconds; 0.1.
    public static let repeatGap = 0.1
    /// The measured idle release is this many repeat intervals; 2.5.
    public static let idleReleaseIntervals = 2.5
    /// The measured idle release is at least this; unit: seconds; 0.08.
    public static let shortestIdleRelease = 0.08
    /// The measured idle release is at most this; unit: seconds; 0.25.
    public static let longestIdleRelease = 0.25

    /// Seconds after a press that is not a repeat before the finger lifts; > 0; default 0.7.
    public var repeatDelay: Double
    /// Seconds after a repeated press before the lift is detected, when fixed; > 0; default nil:
    /// measured from the repeats (`idleRelease(interval:)`).
    public var idleRelease: Double?

    /// - Parameters:
    ///   - repeatDelay: seconds; nil or ≤ 0 = 0.7.
    ///   - idleRelease: seconds; nil or ≤ 0 = measured from the repeats.
    public init(repeatDelay: Double? = nil, idleRelease: Double? = nil) {
        self.repeatDelay = repeatDelay.flatMap { $0 > 0 ? $0 : nil } ?? Self.defaultRepeatDelay
        self.idleRelease = idleRelease.flatMap { $0 > 0 ? $0 : nil }
    }

    /// Whether a press `gap` seconds after the previous one is the key repeating.
    public static func isRepeat(gap: Double) -> Bool { gap < repeatGap }

    /// The idle release for a key that repeats every `interval` seconds: 2.5 × interval, clamped
    /// to 0.08…0.25 s — 0.08 for 30 ms, 0.1 for 40 ms (X11's 25 Hz), 0.225 for 90 ms.
    public static func idleRelease(interval: Double) -> Double {
        min(max(idleReleaseIntervals * interval, shortestIdleRelease), longestIdleRelease)
    }

    /// The idle release this timing uses for a key measured to repeat every `interval` seconds:
    /// the fixed `idleRelease`, else `idleRelease(interval:)`; unit: seconds.
    public func idleRelease(measured interval: Double) -> Double {
        idleRelease ?? Self.idleRelease(interval: interval)
    }
}
