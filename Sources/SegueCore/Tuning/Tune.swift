/// One inspector change (docs/terminal.md, "The inspector"): the number at `keyPath` in the
/// scenario's JSON becomes `value`. A session records it as
/// `{"t": 1.2, "tune": "transitions.pop.animator.duration", "value": 0.45}`, an event script as
/// `1.2 tune transitions.pop.animator.duration=0.45`.
public struct Tune: Sendable, Hashable {
    /// A `--set` key path (`Override`'s syntax), e.g. `transitions.pop.animator.curve[1]`.
    public var keyPath: String
    /// The new number; finite; its unit and range are the parameter's (checked by the loader).
    public var value: Double
    public init(keyPath: String, value: Double) {
        self.keyPath = keyPath
        self.value = value
    }

    /// The value as written into files and sessions: `DecimalText.compact` (at most 6 decimals).
    public var valueText: String { DecimalText.compact(value) }

    /// The `--set` form, `KEY.PATH=VALUE`.
    public var overrideText: String { "\(keyPath)=\(valueText)" }
}

extension Tune {
    /// Parses the event-script form `KEY.PATH=NUMBER`; nil when it is not that.
    public init?(scriptText text: String) {
        guard let eq = text.firstIndex(of: "="), eq != text.startIndex,
              let value = EventScript.number(String(text[text.index(after: eq)...])), value.isFinite else { return nil }
        self.init(keyPath: String(text[..<eq]), value: value)
    }
}
