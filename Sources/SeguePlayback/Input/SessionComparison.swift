import SegueJSON
import SegueScenario
import SegueSupport

/// A recorded comparison's second variant (`play A --compare B --record`, `--compare-set`;
/// docs/scenarios.md, "Sessions"): the header key `compare`, from format version 2,
/// `{"label": "pop-shrink + transitions.pop.animator.duration=0.9", "source": "pop-shrink",
///   "scenario": {…B in full, after --compare-set and --device…}}`.
/// B is embedded after its changes were applied, so a replay shows exactly what was compared
/// even if either file changed since; both variants get every event of the session.
public struct SessionComparison: Sendable, Equatable {
    /// What differs, as the right half's label says it (`B: …`).
    public var label: String
    /// Where B came from: a path or a built-in name (informational).
    public var source: String
    /// B's scenario document, embedded in full (after `--compare-set` and `--device`).
    public var scenario: JSONNode

    public init(label: String, source: String, scenario: JSONNode) {
        self.label = label
        self.source = source
        self.scenario = scenario
    }

    /// The header's `compare` member as JSON text, `"compare":{…}` (no separator around it).
    var member: String {
        "\"compare\":{\"label\":\(JSONWriter.quoted(label)),\"source\":\(JSONWriter.quoted(source)),"
            + "\"scenario\":\(JSONWriter.compact(scenario))}"
    }

    /// The first format version with a `compare` header key.
    public static let sinceVersion = 2
}

extension SessionParser {
    /// The header's `compare` object, or nil with its problems in `diagnostics` (line 1).
    mutating func readComparison(_ v: JSONNode, version: Int) -> SessionComparison? {
        guard version >= SessionComparison.sinceVersion else {
            error(1, v.position.column, "compare", "a comparison needs session format version \(SessionComparison.sinceVersion), "
                  + "but the header says \(version)")
            return nil
        }
        guard case .object(let members) = v.value else {
            error(1, v.position.column, "compare", "expected {\"label\": …, \"source\": …, \"scenario\": {…}}, found \(v.value.kindDescription)")
            return nil
        }
        let keys = ["label", "source", "scenario"]
        let before = diagnostics.count
        for m in members where !keys.contains(m.key) {
            error(1, m.keyPosition.column, "compare.\(m.key)", "unknown key '\(m.key)'" + suggestionText(for: m.key, among: keys), kind: .unknownKey)
        }
        for k in keys where v[k] == nil { error(1, v.position.column, "compare", "missing required key '\(k)'") }
        var texts: [String] = []
        for k in ["label", "source"] {
            guard let node = v[k] else { continue }
            if let s = node.stringValue { texts.append(s) } else {
                error(1, node.position.column, "compare.\(k)", "expected a string, found \(node.value.kindDescription)")
            }
        }
        if let s = v["scenario"], case .object = s.value {} else if let s = v["scenario"] {
            error(1, s.position.column, "compare.scenario", "expected the scenario object, found \(s.value.kindDescription)")
        }
        guard diagnostics.count == before, texts.count == 2, let scenario = v["scenario"] else { return nil }
        return SessionComparison(label: texts[0], source: texts[1], scenario: scenario)
    }

    /// The compared scenario validated, its diagnostics at `compare.scenario.…` in line 1.
    func comparedScenario(_ comparison: SessionComparison) throws(DiagnosticsError) -> Scenario {
        try embeddedScenario(comparison.scenario, source: comparison.source, at: "compare.scenario")
    }

    /// A scenario embedded in the header at `keyPath`, validated with positions pointing into
    /// this file and its diagnostics' key paths under `keyPath`.
    func embeddedScenario(_ json: JSONNode, source: String, at keyPath: String) throws(DiagnosticsError) -> Scenario {
        do {
            return try ScenarioLoader.scenario(from: json, file: file, defaultName: ScenarioLoader.defaultName(forFile: source))
        } catch {
            throw DiagnosticsError(error.diagnostics.map { d in
                var d = d
                d.keyPath = d.keyPath.isEmpty ? keyPath : "\(keyPath).\(d.keyPath)"
                return d
            })
        }
    }
}
