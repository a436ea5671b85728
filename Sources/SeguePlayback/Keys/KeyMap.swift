import SegueScenario

/// One row of a key map: the keys, how help texts show them, what they do, and the intent each
/// key means (docs/cli.md, "Keys").
public struct KeyBinding<Meaning: Sendable & Hashable>: Sendable {
    /// Each key with the intent it means here; empty for a row that only explains (a mouse drag).
    public let keys: [(key: Key, intent: Meaning)]
    /// The keys as the help overlay shows them, e.g. `→ ←`, `⏎ / space`.
    public let shown: String
    /// What they do, as the help overlay says it.
    public let label: String

    /// A row whose keys all mean `intent`.
    public init(_ keys: [Key], _ shown: String, _ label: String, _ intent: Meaning) {
        self.keys = keys.map { ($0, intent) }
        self.shown = shown
        self.label = label
    }

    /// A row whose keys mean different intents (the arrows, `+`/`-`, the digits).
    public init(_ keys: [(Key, Meaning)], _ shown: String, _ label: String) {
        self.keys = keys.map { (key: $0.0, intent: $0.1) }
        self.shown = shown
        self.label = label
    }
}

/// The keys of one mode (previewer, replay, gallery, help overlay): what each key means, and the
/// help rows that explain them. The one table behind matching a key and every text that lists
/// keys (the help overlay, `play --help`, the README's table; docs/cli.md).
public struct KeyMap<Meaning: Sendable & Hashable>: Sendable {
    /// The rows, in the order help texts list them. A key bound in two rows (Space) means the
    /// intent of its first row.
    public let bindings: [KeyBinding<Meaning>]
    /// What every key no row binds means (the help overlay's "any key closes it"); nil: nothing.
    public let otherKeys: Meaning?

    public init(_ bindings: [KeyBinding<Meaning>], otherKeys: Meaning? = nil) {
        self.bindings = bindings
        self.otherKeys = otherKeys
    }

    /// What `key` means in this mode, or nil when it does nothing.
    public func intent(for key: Key) -> Meaning? {
        for binding in bindings {
            if let match = binding.keys.first(where: { $0.key == key }) { return match.intent }
        }
        return otherKeys
    }

    /// The keys that mean `intent`, in table order.
    public func keys(for intent: Meaning) -> [Key] {
        var keys: [Key] = []
        for binding in bindings {
            for k in binding.keys where k.intent == intent && !keys.contains(k.key) && self.intent(for: k.key) == intent {
                keys.append(k.key)
            }
        }
        return keys
    }

    /// The help rows, as (keys as shown, what they do).
    public var helpRows: [(String, String)] { bindings.map { ($0.shown, $0.label) } }
}
