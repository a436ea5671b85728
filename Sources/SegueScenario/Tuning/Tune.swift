import SegueJSON

/// One inspector change (docs/terminal.md, "The inspector"): the number at `keyPath` in the
/// scenario's JSON becomes `value`. A session records it as
/// `{"t": 1.2, "tune": "transitions.pop.animator.duration", "value": 0.45}`, an event script as
/// `1.2 tune transitions.pop.animator.duration=0.45`; a named curve converted to its control
/// points as `"value": [0.42,0,0.58,1]` (`tune transitions.pop.animator.curve=[0.42,0,0.58,1]`).
public struct Tune: Sendable, Hashable {
    /// A `--set` key path (`Override`'s syntax), e.g. `transitions.pop.animator.curve[1]`.
    public var keyPath: String
    /// What it becomes: a number (finite; its unit and range are the parameter's, checked by
    /// the loader), or the JSON that gives a named curve or a missing finish rule numbers.
    public var value: TuneValue
    public init(keyPath: String, value: TuneValue) {
        self.keyPath = keyPath
        self.value = value
    }

    /// A number tune.
    public init(keyPath: String, value: Double) { self.init(keyPath: keyPath, value: .number(value)) }

    /// The value as written into sessions and scripts: `TuneValue.compactText` (numbers with at
    /// most 6 decimals).
    public var valueText: String { value.compactText }

    /// The `--set` form, `KEY.PATH=VALUE`.
    public var overrideText: String { "\(keyPath)=\(valueText)" }
}

extension Tune {
    /// Parses the event-script form `KEY.PATH=VALUE` (a number, or `TuneValue`'s compact JSON);
    /// nil when it is not that.
    public init?(scriptText text: String) {
        guard let eq = text.firstIndex(of: "="), eq != text.startIndex else { return nil }
        let valueText = String(text[text.index(after: eq)...])
        if let number = EventScript.number(valueText), number.isFinite {
            self.init(keyPath: String(text[..<eq]), value: number)
        } else if let node = try? JSONParser.parse(valueText, file: "tune"), let value = TuneValue(json: node), value.number == nil {
            self.init(keyPath: String(text[..<eq]), value: value)
        } else {
            return nil
        }
    }
}
