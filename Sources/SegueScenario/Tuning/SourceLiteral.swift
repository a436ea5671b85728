import SegueSupport

/// A number literal in a scenario's Swift sources that tunes its transition — a duration, a
/// damping ratio, a spring velocity, a threshold — which the inspector lists beside the
/// scenario's own rows and a step rewrites in the source file in place (docs/user-code.md, "The
/// inspector on your code"). Which literals these are, and their names, is SegueUserCode's
/// `SwiftLiteralRows`; this is the value the inspector shows and steps.
public struct SourceLiteral: Sendable, Equatable {
    /// The source's path as the scenario writes it (`CardPop.swift`, relative to its folder).
    public var file: String
    /// Where the literal starts (its sign, when it has one): line and column, 1-based, the
    /// column in UTF-8 bytes (as swiftc counts).
    public var line: Int
    public var column: Int
    /// The literal's UTF-8 byte offsets in the source's text, its sign included.
    public var range: Range<Int>
    /// The literal as spelled (`0.35`, `600`, `-1.5`, `1_000`).
    public var text: String
    /// Its value.
    public var value: Double
    /// What it tunes, from its place in the code: `duration`, `damping`, `velocity`, `delay`,
    /// a constant's name (`popDuration`), or a comparison's left side (`progress >`).
    public var name: String
    /// `s`, `pt/s`, `pt`, or empty for a unitless number.
    public var unit: String
    /// Its `[`/`]` and `{`/`}` steps (`TuneStep`'s table where its kind is there).
    public var step: TuneStep

    public init(file: String, line: Int, column: Int, range: Range<Int>, text: String, value: Double, name: String,
                unit: String, step: TuneStep) {
        self.file = file
        self.line = line
        self.column = column
        self.range = range
        self.text = text
        self.value = value
        self.name = name
        self.unit = unit
        self.step = step
    }

    /// The row's name in the inspector: the source's file name, the line, what it tunes —
    /// `CardPop.swift:37 duration`.
    public var placeName: String {
        let base = file.lastIndex(of: "/").map { String(file[file.index(after: $0)...]) } ?? file
        return "\(base):\(line) \(name)"
    }

    /// The inspector row (its key path is the literal's place, `CardPop.swift:37:9`: it is not
    /// in the scenario's JSON).
    public var parameter: TunableParameter {
        TunableParameter(name: placeName, keyPath: "\(file):\(line):\(column)", value: value, unit: unit, isSpelled: true, step: step)
    }

    /// The literal stepped by `delta` (in its unit; rounded to 6 decimals as the inspector's
    /// steps are), as Swift text: its sign is kept — a step that would cross 0 stops at 0 —, a
    /// literal spelled with a fraction or an exponent keeps one (`1.0` stepped by 1 is `2.0`, so a
    /// `let d = 1.0` stays a Double), an integer literal stepped to a fraction gets one.
    public func stepped(by delta: Double) -> (value: Double, text: String) {
        var v = Double(DecimalText.compact(value + delta)) ?? value + delta
        if value >= 0 && !text.hasPrefix("-") { v = max(v, 0) } else { v = min(v, 0) }
        var out = DecimalText.compact(v)
        if v == 0 { out = "0" }
        let fractional = text.contains(".") || text.contains("e") || text.contains("E")
        if fractional && !out.contains(".") && !out.contains("e") { out += ".0" }
        return (v, out)
    }
}
