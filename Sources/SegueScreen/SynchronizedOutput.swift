/// Synchronized output, DEC private mode 2026 (docs/screen.md, "How a frame goes out"): a
/// terminal that supports it holds the screen from `begin` until `end`, so it never shows half
/// a frame; others ignore both sequences.
public enum SynchronizedOutput: String, Sendable, Equatable, CaseIterable {
    /// Wrap frames when the terminal's terminfo entry has the `Sync` extended capability.
    case auto
    /// Always wrap frames.
    case on
    /// Never wrap frames.
    case off

    /// The environment variable that overrides the choice: `on`/`1`, `off`/`0` or `auto`.
    public static let environmentVariable = "SEGUE_SYNC_OUTPUT"
    /// `CSI ? 2026 h`: begin a synchronized update.
    public static let begin = "\u{1B}[?2026h"
    /// `CSI ? 2026 l`: end it (the screen shows everything written since `begin`).
    public static let end = "\u{1B}[?2026l"

    /// The choice the environment variable's value names; nil (use the default) for an unset or
    /// empty value, or one that names nothing.
    public static func named(_ value: String?) -> SynchronizedOutput? {
        switch value?.lowercased() {
        case "on", "1", "yes", "true": .on
        case "off", "0", "no", "false": .off
        case "auto": .auto
        default: nil
        }
    }

    /// Whether frames are wrapped, given whether the terminfo entry has `Sync`.
    public func isEnabled(terminfoHasSync: Bool) -> Bool {
        switch self {
        case .auto: terminfoHasSync
        case .on: true
        case .off: false
        }
    }
}
