extension KeyMaps {
    /// The previewer keys that meant nothing when recordings were format version 1 (docs/scenarios.md,
    /// "Sessions"): `,` (a frame back), `o` (onion skin), `t` (inspector) and the inspector's
    /// `[` `]` `{` `}` `u` `w` `e`. A version-1 recording was made by a segue that ignored them,
    /// so a replay must too: they are dropped when a version-1 session is read, and the
    /// recording plays as it did when it was made. Add a key here only together with the format
    /// version it became meaningful in.
    public static let newSinceSessionVersion1: Set<Key> = Set(Array(",ot[]{}uwe").map(Key.char))
}
