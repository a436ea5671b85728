import SegueJSON
import SegueScenario

/// A scenario's JSON and the inspector's changes to it, in order (docs/terminal.md, "The
/// inspector"). Every change is validated by the scenario loader itself, so the ranges a tune
/// may take are exactly the ranges a file may spell; nothing here restates them.
///
/// The document with every change applied is kept up to date as changes are recorded, so a
/// change costs one override and one load whatever came before it: a session with N `tune`
/// lines is read, checked and replayed in time linear in N (issue 28). Only `undo` applies the
/// remaining changes again.
public struct Tuning: Sendable, Equatable {
    /// The scenario's document as loaded (after `--set`).
    public let base: JSONNode
    /// The file name the loader's messages use.
    public let file: String
    /// The changes, oldest first; `undo` drops the last.
    public private(set) var history: [Tune] = []
    /// `base` with every change in `history` applied.
    public private(set) var json: JSONNode

    public init(base: JSONNode, file: String) {
        self.base = base
        self.file = file
        self.json = base
    }

    /// The net change per key path (the last value of each), in the order first changed.
    public var changes: [Tune] {
        var out: [Tune] = []
        var index: [String: Int] = [:]
        for t in history {
            if let k = index[t.keyPath] { out[k].value = t.value } else { index[t.keyPath] = out.count; out.append(t) }
        }
        return out
    }

    /// The scenario `tune` would make, or the loader's first message about it (which names the
    /// allowed range), without changing anything.
    /// - Parameter name: the scenario's name, kept when the document has no `name`.
    public func validate(_ tune: Tune, name: String) -> Result<Scenario, DiagnosticsError> {
        do {
            let tuned = try Self.applying([tune], to: self.json)
            return .success(try ScenarioLoader.scenario(from: tuned, file: file, defaultName: name))
        } catch {
            return .failure(error)
        }
    }

    /// Records `tune` (already validated; one that does not apply is not recorded).
    public mutating func record(_ tune: Tune) {
        guard let applied = try? Self.applying([tune], to: json) else { return }
        history.append(tune)
        json = applied
    }

    /// Drops the last change; false when there was none.
    @discardableResult
    public mutating func undo() -> Bool {
        guard history.popLast() != nil else { return false }
        json = (try? Self.applying(history, to: base)) ?? base
        return true
    }

    /// The scenario with the changes so far.
    public func scenario(name: String) throws(DiagnosticsError) -> Scenario {
        try ScenarioLoader.scenario(from: json, file: file, defaultName: name)
    }

    static func applying(_ tunes: [Tune], to base: JSONNode) throws(DiagnosticsError) -> JSONNode {
        var root = base
        for t in tunes { try Override(parsing: t.overrideText).apply(to: &root) }
        return root
    }

    /// The number at `keyPath` in `json`, or nil when it is not spelled there (or not a number).
    public static func number(at keyPath: String, in json: JSONNode) -> JSONNode? {
        node(at: keyPath, in: json).flatMap { $0.numberValue == nil ? nil : $0 }
    }

    /// The value at `keyPath` in `json`, of any kind, or nil when it is not spelled there.
    public static func node(at keyPath: String, in json: JSONNode) -> JSONNode? {
        guard let steps = try? Override(parsing: keyPath + "=0").steps else { return nil }
        var node = json
        for step in steps {
            if step.isIndex || node.arrayValue != nil {
                guard let items = node.arrayValue, let i = Int(step.text), i < items.count else { return nil }
                node = items[i]
            } else {
                guard let child = node[step.text] else { return nil }
                node = child
            }
        }
        return node
    }
}
