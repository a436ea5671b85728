import SegueScenario

/// How a recording of an earlier format version has its keys read today (`SessionVersion1Keys`,
/// `SessionVersion2Keys`), so that it replays as it was made.
public protocol OlderSessionKeys: Sendable {
    /// The key to replay for `key`, the next key line of the recording; nil: drop it.
    mutating func reading(_ key: Key) -> Key?
}
