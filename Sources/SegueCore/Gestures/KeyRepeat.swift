/// How a held key reaches segue, and so when the keyboard's virtual finger lifts on its own
/// (docs/gestures.md, "Holding a key").
///
/// A terminal sends one press when a key goes down, waits its key-repeat delay (250–660 ms on
/// common systems; X11's default is 660 ms), then sends a press every 25–50 ms while the key is
/// held. The finger must not lift inside that first wait, so until the key repeats it lifts
/// `repeatDelay` after the last press, and once it repeats, `idleRelease` after the last press.
/// Both are real seconds: slow motion does not stretch them.
public struct KeyRepeat: Sendable, Equatable {
    /// Default wait for the first repeat; unit: seconds; 0.7.
    public static let defaultRepeatDelay = 0.7
    /// Default wait after the last repeated press; unit: seconds; 0.25.
    public static let defaultIdleRelease = 0.25
    /// Two presses less than this apart are the key repeating; unit: seconds; 0.1.
    public static let repeatGap = 0.1

    /// Seconds after a press that is not a repeat before the finger lifts; > 0; default 0.7.
    public var repeatDelay: Double
    /// Seconds after a repeated press before the finger lifts; > 0; default 0.25.
    public var idleRelease: Double

    /// - Parameters:
    ///   - repeatDelay: seconds; nil or ≤ 0 = 0.7.
    ///   - idleRelease: seconds; nil or ≤ 0 = 0.25.
    public init(repeatDelay: Double? = nil, idleRelease: Double? = nil) {
        self.repeatDelay = repeatDelay.flatMap { $0 > 0 ? $0 : nil } ?? Self.defaultRepeatDelay
        self.idleRelease = idleRelease.flatMap { $0 > 0 ? $0 : nil } ?? Self.defaultIdleRelease
    }

    /// Whether a press `gap` seconds after the previous one is the key repeating.
    public static func isRepeat(gap: Double) -> Bool { gap < repeatGap }
}
