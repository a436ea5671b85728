import SegueJSON
import SegueSupport

/// What an inspector change sets at its key path (docs/terminal.md, "The inspector"): a number,
/// or — where the file has no number to step — the JSON that gives it one.
public enum TuneValue: Sendable, Hashable {
    /// A number literal: a step.
    case number(Double)
    /// A curve's four control points `[x1, y1, x2, y2]` in place of a named curve ("convert to
    /// bezier"); each unitless, x in [0, 1].
    case points([Double])
    /// A finish rule object `{"rule": rule, key: value}` where the file has no finish object (or
    /// only the rule's name): `rule` a finish rule's name, `key` `threshold` or `velocity`.
    case finish(rule: String, key: String, value: Double)

    /// The value read back from its JSON (a session's `"value"`, an event script's text after
    /// `=`): a number, an array of four numbers, or `{"rule": NAME, "threshold"|"velocity": NUMBER}`;
    /// nil for anything else.
    public init?(json node: JSONNode) {
        if let n = node.numberValue, n.isFinite {
            self = .number(n)
        } else if let items = node.arrayValue?.compactMap(\.numberValue), items.count == 4, node.arrayValue?.count == 4 {
            self = .points(items)
        } else if let members = node.objectValue, members.count == 2, let rule = node["rule"]?.stringValue,
                  let other = members.first(where: { $0.key != "rule" }), ["threshold", "velocity"].contains(other.key),
                  let v = other.value.numberValue {
            self = .finish(rule: rule, key: other.key, value: v)
        } else {
            return nil
        }
    }

    /// The number of a `.number`; nil for the others.
    public var number: Double? {
        if case .number(let n) = self { return n }
        return nil
    }

    /// As sessions, event scripts and `--set` write it: compact JSON (`0.45`, `[0.42,0,0.58,1]`,
    /// `{"rule":"threshold","threshold":0.55}`), numbers as `DecimalText.compact` writes them.
    public var compactText: String { text(comma: ",", colon: ":") }

    /// As `w` writes it into a scenario file: `0.45`, `[0.42, 0, 0.58, 1]`,
    /// `{"rule": "threshold", "threshold": 0.55}`.
    public var fileText: String { text(comma: ", ", colon: ": ") }

    private func text(comma: String, colon: String) -> String {
        switch self {
        case .number(let n): DecimalText.compact(n)
        case .points(let p): "[" + p.map { DecimalText.compact($0) }.joined(separator: comma) + "]"
        case let .finish(rule, key, value):
            "{\"rule\"\(colon)\(JSONWriter.quoted(rule))\(comma)\(JSONWriter.quoted(key))\(colon)\(DecimalText.compact(value))}"
        }
    }
}
