import SegueCore
import SegueJSON

/// Reads a `*.test.json` file (docs/testing-transitions.md) into a `TransitionTest`, collecting
/// every problem as `file:line:col: key.path: message`, with "did you mean" for misspelt keys
/// and columns. The scenario and the view ids are checked later, against the loaded scenario
/// (`TransitionTestParser.viewProblems`).
public enum TransitionTestParser {
    /// The largest test file; unit: bytes (1 MiB, as scenarios).
    public static let maxFileBytes = 1 << 20
    static let topKeys = ["scenario", "set", "events", "expect", "description"]
    static let viewKeys = ["at", "view", "tolerance", "transition"] + TimelineColumn.allCases.map(\.rawValue)
    static let phaseWords = ["end", "finish", "cancel"]

    /// Parses the UTF-8 `bytes` of the test file `file`.
    public static func parse(_ bytes: [UInt8], file: String) throws(DiagnosticsError) -> TransitionTest {
        let root = try JSONParser.parse(bytes, file: file, limits: JSONParser.Limits(maxBytes: maxFileBytes))
        var reader = Reader(file: file)
        let test = reader.test(root)
        guard let test, reader.problems.isEmpty else { throw DiagnosticsError(DiagnosticsError.sorted(reader.problems)) }
        return test
    }

    /// Problems with the view ids of `test` in `scenario` (an unknown id, with "did you mean").
    /// - Parameter viewIDs: every id a timeline row can carry in the scenario (`viewIDs(in:)`).
    public static func viewProblems(_ test: TransitionTest, viewIDs: [String]) -> [Diagnostic] {
        // A parsed test has every item of `expect`, in order: the index is the file's.
        test.expectations.enumerated().compactMap { i, e in
            guard case .view(_, let view, _, _, _) = e.kind, !viewIDs.contains(view) else { return nil }
            return Diagnostic(file: test.file, at: e.position, keyPath: "expect[\(i)].view",
                              message: "no view '\(view)' in the scenario" + Suggest.hint(for: view, among: viewIDs)
                                + "; the views are \(viewIDs.joined(separator: ", "))")
        }
    }

    /// The ids a timeline row of `scenario` can carry: each screen, each `screen.element`, `cover`.
    public static func viewIDs(in scenario: Scenario) -> [String] {
        scenario.screens.flatMap { s in [s.id] + s.elements.map { "\(s.id).\($0.id)" } } + ["cover"]
    }
}

/// The reading state: the problems found so far.
private struct Reader {
    let file: String
    var problems: [Diagnostic] = []

    mutating func problem(_ at: SourcePosition, _ path: JSONPath, _ message: String) {
        problems.append(Diagnostic(file: file, at: at, keyPath: path.description, message: message))
    }

    /// Reports members of `members` whose key is not in `allowed`.
    mutating func unknownKeys(_ members: [JSONMember], allowed: [String], _ path: JSONPath) {
        for m in members where !allowed.contains(m.key) {
            problem(m.keyPosition, path / m.key, "unknown key" + Suggest.hint(for: m.key, among: allowed)
                    + "; expected one of \(allowed.joined(separator: ", "))")
        }
    }

    mutating func test(_ root: JSONNode) -> TransitionTest? {
        guard let members = root.objectValue else {
            problem(root.position, .root, "a test file is an object {\"scenario\": …, \"expect\": […]}, got \(root.value.kindDescription)")
            return nil
        }
        unknownKeys(members, allowed: TransitionTestParser.topKeys, .root)
        let scenario = string(root["scenario"], "scenario", required: root)
        let events = root["events"].flatMap { string($0, "events", required: nil) }
        var overrides: [String] = []
        if let set = root["set"] {
            if let pairs = set.objectValue {
                overrides = pairs.map { "\($0.key)=\(JSONWriter.compact($0.value))" }
            } else {
                problem(set.position, JSONPath.root / "set", "expected an object of KEY.PATH: VALUE, got \(set.value.kindDescription)")
            }
        }
        var expectations: [Expectation] = []
        if let expect = root["expect"] {
            if let items = expect.arrayValue, !items.isEmpty {
                for (i, item) in items.enumerated() { if let e = expectation(item, JSONPath.root / "expect" / i) { expectations.append(e) } }
            } else {
                problem(expect.position, JSONPath.root / "expect", "expected a non-empty array of expectations, got \(expect.value.kindDescription)")
            }
        } else {
            problem(root.position, JSONPath.root / "expect", "missing key 'expect' (an array of expectations)")
        }
        guard let scenario else { return nil }
        var test = TransitionTest(file: file, scenario: scenario, overrides: overrides, events: events, expectations: expectations)
        test.scenarioPosition = root["scenario"]!.position
        test.setPosition = root["set"]?.position
        test.eventsPosition = root["events"]?.position
        return test
    }

    /// A string member; reports a missing one (when `required` is the parent) or a wrong type.
    mutating func string(_ node: JSONNode?, _ key: String, required parent: JSONNode?) -> String? {
        guard let node else {
            if let parent { problem(parent.position, JSONPath.root / key, "missing key '\(key)'") }
            return nil
        }
        guard let s = node.stringValue, !s.isEmpty else {
            problem(node.position, JSONPath.root / key, "expected a non-empty string, got \(node.value.kindDescription)")
            return nil
        }
        return s
    }

    mutating func expectation(_ node: JSONNode, _ path: JSONPath) -> Expectation? {
        guard let members = node.objectValue else {
            problem(node.position, path, "an expectation is an object, got \(node.value.kindDescription)")
            return nil
        }
        let kind: Expectation.Kind?
        if node["outcome"] != nil {
            unknownKeys(members, allowed: ["outcome", "transition"], path)
            kind = outcome(node, path)
        } else if let log = node["log"] {
            unknownKeys(members, allowed: ["log"], path)
            kind = self.log(log, path / "log")
        } else if node["curve"] != nil {
            unknownKeys(members, allowed: ["curve", "transition"], path)
            kind = curve(node, path)
        } else if node["at"] != nil || node["view"] != nil {
            unknownKeys(members, allowed: TransitionTestParser.viewKeys, path)
            kind = view(node, members, path)
        } else {
            problem(node.position, path, "an expectation names 'at' and 'view', 'outcome', 'log' or 'curve'"
                    + (members.first.map { Suggest.hint(for: $0.key, among: ["at", "view", "outcome", "log", "curve"]) } ?? ""))
            kind = nil
        }
        return kind.map { Expectation(position: node.position, kind: $0) }
    }

    /// `transition`: 1 for the first transition of the run (default), 2 for the second, …
    mutating func transitionIndex(_ node: JSONNode, _ path: JSONPath) -> Int {
        guard let t = node["transition"] else { return 1 }
        guard let n = t.intValue, n >= 1, n <= 10_000 else {
            problem(t.position, path / "transition", "expected a whole number from 1 (the first transition) to 10000")
            return 1
        }
        return n
    }

    mutating func outcome(_ node: JSONNode, _ path: JSONPath) -> Expectation.Kind? {
        let value = node["outcome"]!
        let transition = transitionIndex(node, path)
        switch value.stringValue {
        case "finished": return .outcome(finished: true, transition: transition)
        case "cancelled": return .outcome(finished: false, transition: transition)
        default:
            let word = value.stringValue ?? ""
            problem(value.position, path / "outcome", "expected \"finished\" or \"cancelled\", got "
                    + (value.stringValue.map { "'\($0)'" } ?? value.value.kindDescription) + Suggest.hint(for: word, among: ["finished", "cancelled"]))
            return nil
        }
    }

    mutating func log(_ node: JSONNode, _ path: JSONPath) -> Expectation.Kind? {
        guard let items = node.arrayValue, !items.isEmpty else {
            problem(node.position, path, "expected a non-empty array of calls, e.g. [\"cancel()\", \"completeTransition(false)\"]")
            return nil
        }
        var calls: [CallPattern] = []
        for (i, item) in items.enumerated() {
            guard let s = item.stringValue, !s.isEmpty else {
                problem(item.position, path / i, "expected a call as a non-empty string, got \(item.value.kindDescription)")
                continue
            }
            guard let call = CallPattern(s) else {
                let name = UIKitCall.name(of: s)
                problem(item.position, path / i, "no call named '\(name)' is logged" + Suggest.hint(for: name, among: UIKitCall.names.sorted()))
                continue
            }
            calls.append(call)
        }
        return calls.count == items.count ? .log(calls) : nil
    }

    mutating func curve(_ node: JSONNode, _ path: JSONPath) -> Expectation.Kind? {
        let transition = transitionIndex(node, path)
        let curve = node["curve"]!
        guard let members = curve.objectValue, !members.isEmpty else {
            problem(curve.position, path / "curve", "expected an object with maxOvershoot and/or settlesWithin")
            return nil
        }
        unknownKeys(members, allowed: ["maxOvershoot", "settlesWithin"], path / "curve")
        let overshoot = curve["maxOvershoot"].flatMap { number($0, path / "curve" / "maxOvershoot", min: 0, max: 100) }
        let settle = curve["settlesWithin"].flatMap { number($0, path / "curve" / "settlesWithin", min: 0, max: 600) }
        guard overshoot != nil || settle != nil else { return nil }
        return .curve(maxOvershoot: overshoot, settlesWithin: settle, transition: transition)
    }

    /// A finite number in [min, max]; reports anything else.
    mutating func number(_ node: JSONNode, _ path: JSONPath, min: Double, max: Double) -> Double? {
        guard let x = node.numberValue, x >= min, x <= max else {
            problem(node.position, path, "expected a number from \(DecimalText.compact(min)) to \(DecimalText.compact(max)), got "
                    + (node.numberValue.map { DecimalText.compact($0) } ?? node.value.kindDescription))
            return nil
        }
        return x
    }

    mutating func view(_ node: JSONNode, _ members: [JSONMember], _ path: JSONPath) -> Expectation.Kind? {
        let moment = self.moment(node["at"], node, path)
        guard let viewNode = node["view"] else {
            problem(node.position, path / "view", "missing key 'view' (a screen id, cover, or screen.element)")
            return nil
        }
        let view = viewNode.stringValue
        if view?.isEmpty ?? true { problem(viewNode.position, path / "view", "expected a view id as a non-empty string") }
        let tolerance = node["tolerance"].flatMap { number($0, path / "tolerance", min: 0, max: 1e6) } ?? Expectation.defaultTolerance
        var values: [ColumnValue] = []
        for m in members {
            guard let column = TimelineColumn(rawValue: m.key) else { continue }
            if column == .phase {
                if let word = m.value.stringValue, let phase = Phase(rawValue: word) {
                    values.append(ColumnValue(column: column, phase: phase, position: m.value.position))
                } else {
                    let names = Phase.allCases.map(\.rawValue)
                    problem(m.value.position, path / m.key, "expected one of \(names.joined(separator: ", "))"
                            + Suggest.hint(for: m.value.stringValue ?? "", among: names))
                }
            } else if let x = number(m.value, path / m.key, min: -1e9, max: 1e9) {
                values.append(ColumnValue(column: column, number: x, position: m.value.position))
            }
        }
        let allowed = TransitionTestParser.viewKeys
        // A misspelt column is reported as an unknown key already.
        if values.isEmpty, !members.contains(where: { TimelineColumn(rawValue: $0.key) != nil || !allowed.contains($0.key) }) {
            problem(node.position, path, "a view expectation names at least one column: "
                    + TimelineColumn.allCases.map(\.rawValue).joined(separator: ", "))
        }
        guard let moment, let view, !view.isEmpty else { return nil }
        return .view(moment: moment, view: view, values: values, tolerance: tolerance, transition: transitionIndex(node, path))
    }

    mutating func moment(_ at: JSONNode?, _ node: JSONNode, _ path: JSONPath) -> Moment? {
        guard let at else {
            problem(node.position, path / "at", "missing key 'at' (seconds, or \"end\", \"finish\", \"cancel\")")
            return nil
        }
        if let t = at.numberValue {
            guard t >= 0, t <= HeadlessRun.maximumDuration else {
                problem(at.position, path / "at", "expected a time from 0 to \(DecimalText.compact(HeadlessRun.maximumDuration)) s, got \(DecimalText.compact(t))")
                return nil
            }
            return .time(t)
        }
        switch at.stringValue {
        case "end": return .end
        case "finish": return .finish
        case "cancel": return .cancel
        default:
            problem(at.position, path / "at", "expected seconds or one of end, finish, cancel, got "
                    + (at.stringValue.map { "'\($0)'" } ?? at.value.kindDescription)
                    + Suggest.hint(for: at.stringValue ?? "", among: TransitionTestParser.phaseWords))
            return nil
        }
    }
}
