import SegueScenario

extension KeyMaps {
    /// The previewer keys that meant nothing when recordings were format version 1 (docs/scenarios.md,
    /// "Sessions"): `,` (a frame back), `o` (onion skin), `t` (inspector), the inspector's
    /// `[` `]` `{` `}` `u` `w` `e`, and `g` (replay the last gesture). A version-1 recording was made by a segue that ignored them,
    /// so a replay must too: they are dropped when a version-1 session is read, and the
    /// recording plays as it did when it was made. Add a key here only together with the format
    /// version it became meaningful in.
    public static let newSinceSessionVersion1: Set<Key> = Set(Array(",ot[]{}uweg").map(Key.char))
}

/// How the keys of a version-1 recording are read today, so that it replays as it was made
/// (docs/scenarios.md, "Sessions"). Two rules of version 1 differ from today's: the keys of
/// `KeyMaps.newSinceSessionVersion1` did nothing, and while the help overlay was shown (`?`)
/// the next key, whatever it was, only closed it — today → ← PgUp PgDn turn its pages and the
/// overlay stays. So a key that closed the overlay is kept as Escape (which closes it today and
/// does nothing else, even if it is one of the dropped keys), and a dropped key is dropped only
/// while the overlay is not shown.
public struct SessionVersion1Keys: OlderSessionKeys {
    /// Whether the help overlay was shown when the recording reached this point.
    private var helpShown = false

    public init() {}

    /// The key to replay for `key`, the next key line of the recording; nil: drop it.
    public mutating func reading(_ key: Key) -> Key? {
        if helpShown {
            helpShown = false
            return .escape
        }
        if KeyMaps.previewer.intent(for: key) == .showHelp { helpShown = true }
        return KeyMaps.newSinceSessionVersion1.contains(key) ? nil : key
    }
}
