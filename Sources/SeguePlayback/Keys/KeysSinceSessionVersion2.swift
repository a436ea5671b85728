import SegueScenario

extension KeyMaps {
    /// The previewer keys that meant nothing when recordings were format version 2 (docs/scenarios.md,
    /// "Sessions"): `g` (replay the last gesture). Add a key here only together with the format
    /// version it became meaningful in.
    public static let newSinceSessionVersion2: Set<Key> = [.char("g")]
}

/// How the keys of a version-2 recording are read today, so that it replays as it was made
/// (docs/scenarios.md, "Sessions"): a key of `KeyMaps.newSinceSessionVersion2` did nothing, so it
/// is dropped — but not while the help overlay was shown, where any key closed it then as now
/// (the overlay's page keys turned its pages then as now and kept it open).
public struct SessionVersion2Keys: OlderSessionKeys {
    /// Whether the help overlay was shown when the recording reached this point.
    private var helpShown = false

    public init() {}

    /// The key to replay for `key`, the next key line of the recording; nil: drop it.
    public mutating func reading(_ key: Key) -> Key? {
        if helpShown {
            if case .page? = KeyMaps.helpOverlay.intent(for: key) { return key }
            helpShown = false
            return key
        }
        if KeyMaps.previewer.intent(for: key) == .showHelp { helpShown = true }
        return KeyMaps.newSinceSessionVersion2.contains(key) ? nil : key
    }
}
