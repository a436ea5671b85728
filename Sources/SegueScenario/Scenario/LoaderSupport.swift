import SegueJSON
import SegueSupport

/// A JSON object being read: its members by key, with the path and node for messages.
struct ObjectView {
    let node: JSONNode
    let path: JSONPath
    let members: [JSONMember]

    subscript(key: String) -> JSONNode? { members.first { $0.key == key }?.value }
    func has(_ key: String) -> Bool { members.contains { $0.key == key } }
    func keyPosition(_ key: String) -> SourcePosition? { members.first { $0.key == key }?.keyPosition }
    func path(_ key: String) -> JSONPath { path / key }
}

/// Reads a JSON tree into typed values and collects every problem as a `Diagnostic`.
/// Every accessor reports its own type or range error and returns nil, so callers can go on
/// checking the rest of the document.
final class TreeReader {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String) { self.file = file }

    var hasErrors: Bool { !diagnostics.isEmpty }

    func error(at position: SourcePosition, _ path: JSONPath, _ message: String, kind: Diagnostic.Kind = .invalid) {
        diagnostics.append(Diagnostic(file: file, at: position, keyPath: path.description, message: message, kind: kind))
    }

    func error(_ node: JSONNode, _ path: JSONPath, _ message: String) {
        error(at: node.position, path, message)
    }

    func add(_ list: [Diagnostic]) { diagnostics.append(contentsOf: list) }

    func typeError(_ node: JSONNode, _ path: JSONPath, expected: String) {
        error(node, path, "expected \(expected), found \(node.value.kindDescription)")
    }

    /// An object whose keys must all be in `allowed`; `required` keys must be present.
    /// Unknown keys are reported with a "did you mean" hint; missing ones at the object.
    func object(_ node: JSONNode, _ path: JSONPath, allowed: [String], required: [String] = [],
                what: String = "an object") -> ObjectView? {
        guard case .object(let members) = node.value else {
            typeError(node, path, expected: what)
            return nil
        }
        for m in members where !allowed.contains(m.key) {
            error(at: m.keyPosition, path / m.key, "unknown key '\(m.key)'" + suggestionText(for: m.key, among: allowed), kind: .unknownKey)
        }
        for k in required where !members.contains(where: { $0.key == k }) {
            error(node, path, "missing required key '\(k)'")
        }
        return ObjectView(node: node, path: path, members: members)
    }

    func string(_ node: JSONNode, _ path: JSONPath) -> String? {
        guard case .string(let s) = node.value else { typeError(node, path, expected: "a string"); return nil }
        return s
    }

    /// A string shown on screen: none of the characters `TextSafety` calls unsafe (control
    /// characters, so no escape sequences; line and paragraph separators; bidirectional
    /// controls; noncharacters), at most `maxLength` scalars. The first one found is reported at
    /// its own position.
    func displayText(_ node: JSONNode, _ path: JSONPath, maxLength: Int = 200) -> String? {
        guard let s = string(node, path) else { return nil }
        if let bad = TextSafety.firstUnsafe(in: s) {
            error(at: node.position(ofScalar: bad.index), path,
                  "\(bad.category.name) \(TextSafety.codePoint(bad.scalar)) in text (\(bad.category.reason))")
            return nil
        }
        if s.unicodeScalars.count > maxLength {
            error(node, path, "text is \(s.unicodeScalars.count) characters long; at most \(maxLength) are allowed")
            return nil
        }
        return s
    }

    /// An identifier: letters, digits, `_` and `-`, 1 to 64 characters.
    func identifier(_ node: JSONNode, _ path: JSONPath, what: String) -> String? {
        guard let s = string(node, path) else { return nil }
        if s.isEmpty { error(node, path, "\(what) must not be empty"); return nil }
        for (k, u) in s.unicodeScalars.enumerated() {
            let ok = (u.value >= 0x30 && u.value <= 0x39) || (u.value >= 0x41 && u.value <= 0x5A)
                || (u.value >= 0x61 && u.value <= 0x7A) || u == "_" || u == "-"
            if !ok {
                error(at: node.position(ofScalar: k), path,
                      "\(what) '\(s)' may only contain letters, digits, '_' and '-'")
                return nil
            }
        }
        if s.unicodeScalars.count > 64 { error(node, path, "\(what) is longer than 64 characters"); return nil }
        return s
    }

    func number(_ node: JSONNode, _ path: JSONPath, _ bounds: NumberRange, unit: String = "") -> Double? {
        guard case .number(let n) = node.value else { typeError(node, path, expected: "a number"); return nil }
        guard bounds.contains(n.value) else {
            error(node, path, "must be \(bounds.text)\(unit.isEmpty ? "" : " " + unit) (got \(n.text))")
            return nil
        }
        return n.value
    }

    func int(_ node: JSONNode, _ path: JSONPath, _ range: ClosedRange<Int>) -> Int? {
        guard case .number(let n) = node.value else { typeError(node, path, expected: "an integer"); return nil }
        guard let v = n.intValue else { error(node, path, "expected an integer, found \(n.text)"); return nil }
        guard range.contains(v) else {
            error(node, path, "must be in [\(range.lowerBound), \(range.upperBound)] (got \(v))")
            return nil
        }
        return v
    }

    func bool(_ node: JSONNode, _ path: JSONPath) -> Bool? {
        guard case .bool(let b) = node.value else { typeError(node, path, expected: "true or false"); return nil }
        return b
    }

    func array(_ node: JSONNode, _ path: JSONPath, count: ClosedRange<Int>? = nil, what: String = "an array") -> [JSONNode]? {
        guard case .array(let a) = node.value else { typeError(node, path, expected: what); return nil }
        if let c = count, !c.contains(a.count) {
            let want = c.lowerBound == c.upperBound ? "exactly \(c.lowerBound)" :
                (c.upperBound == Int.max ? "at least \(c.lowerBound)" : "\(c.lowerBound) to \(c.upperBound)")
            error(node, path, "expected \(want) item\(c.upperBound == 1 ? "" : "s"), found \(a.count)")
            return nil
        }
        return a
    }

    /// One of a fixed set of names (`"easeInOut"`, `"left"`, …), with a "did you mean" hint.
    func choice<T>(_ node: JSONNode, _ path: JSONPath, _ options: [(String, T)], what: String) -> T? {
        guard let s = string(node, path) else { return nil }
        if let o = options.first(where: { $0.0 == s }) { return o.1 }
        error(node, path, "unknown \(what) '\(s)'" + suggestionText(for: s, among: options.map(\.0)))
        return nil
    }

    /// A colour `#rgb` or `#rrggbb`.
    func color(_ node: JSONNode, _ path: JSONPath) -> RGB? {
        guard let s = string(node, path) else { return nil }
        guard let c = RGB(hex: s) else {
            error(node, path, "'\(s)' is not a colour: write #rgb or #rrggbb (hex digits)")
            return nil
        }
        return c
    }

    /// A length: a number (a fraction of the reference extent) or a string `"120pt"` (points).
    func length(_ node: JSONNode, _ path: JSONPath, fraction: NumberRange, points: NumberRange) -> Length? {
        switch node.value {
        case .number(let n):
            guard fraction.contains(n.value) else {
                error(node, path, "must be \(fraction.text) as a fraction (got \(n.text))")
                return nil
            }
            return .fraction(n.value)
        case .string(let s):
            guard let v = parsePoints(s) else {
                error(node, path, "'\(s)' is not a length: write a fraction (0.25) or points (\"120pt\")")
                return nil
            }
            guard points.contains(v) else {
                error(node, path, "must be \(points.text) points (got \(s))")
                return nil
            }
            return .points(v)
        default:
            typeError(node, path, expected: "a fraction or a \"NNpt\" length")
            return nil
        }
    }

    /// Parses `-?DIGITS(.DIGITS)?pt`.
    func parsePoints(_ s: String) -> Double? {
        guard s.hasSuffix("pt") else { return nil }
        let body = s.dropLast(2)
        var sawDigit = false, sawDot = false
        for (k, ch) in body.enumerated() {
            if ch == "-" && k == 0 { continue }
            if ch == "." && !sawDot && sawDigit { sawDot = true; continue }
            guard ch.isASCII, ch.isNumber else { return nil }
            sawDigit = true
        }
        guard sawDigit, body.last != ".", body.count <= 20, let v = Double(body), v.isFinite else { return nil }
        return v
    }
}
