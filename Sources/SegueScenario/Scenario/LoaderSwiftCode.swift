import SegueJSON

/// The scenario's `swift` key and a screen's `class` (docs/scenarios.md, "Your own Swift code").
/// Only the values are checked here; whether the files exist, compile and declare the names is
/// the host's to say, at the positions kept in `SwiftCodeSpec` and `ScreenSpec.classPosition`.
extension ScenarioReader {
    static let swiftKeys = ["sources", "setUp", "swiftVersion"]

    func readSwiftCode(_ node: JSONNode, _ path: JSONPath) -> SwiftCodeSpec? {
        guard let o = r.object(node, path, allowed: Self.swiftKeys, required: ["sources", "setUp"],
                               what: "an object {\"sources\": [...], \"setUp\": \"name\"}") else { return nil }
        let errorsBefore = r.diagnostics.count
        let sources = o["sources"].flatMap { readSwiftSources($0, o.path("sources")) }
        let setUp = o["setUp"].flatMap { swiftIdentifier($0, o.path("setUp"), what: "setUp") }
        var version = SwiftCodeSpec.swiftVersions.lowerBound
        if let v = o["swiftVersion"], let n = r.int(v, o.path("swiftVersion"), SwiftCodeSpec.swiftVersions) { version = n }
        guard let sources, let setUp, let setUpNode = o["setUp"], r.diagnostics.count == errorsBefore else { return nil }
        return SwiftCodeSpec(sources: sources.map(\.0), setUp: setUp, swiftVersion: version,
                             sourcePositions: sources.map(\.1), setUpPosition: setUpNode.position)
    }

    /// The distinct relative `.swift` paths, with where each is written.
    func readSwiftSources(_ node: JSONNode, _ path: JSONPath) -> [(String, SourcePosition)]? {
        guard let items = r.array(node, path, count: 1...SwiftCodeSpec.maxSources, what: "an array of .swift file paths") else { return nil }
        var out: [(String, SourcePosition)] = []
        var ok = true
        for (k, item) in items.enumerated() {
            guard let s = swiftSourcePath(item, path / k) else { ok = false; continue }
            if let first = out.firstIndex(where: { $0.0 == s }) {
                r.error(item, path / k, "'\(s)' is listed twice (also [\(first)])")
                ok = false
                continue
            }
            out.append((s, item.position))
        }
        return ok ? out : nil
    }

    /// One source path: 1 to 4096 bytes, no NUL, not absolute, ending in `.swift`.
    func swiftSourcePath(_ node: JSONNode, _ path: JSONPath) -> String? {
        guard let s = r.string(node, path) else { return nil }
        if s.isEmpty || s.utf8.count > 4096 || s.utf8.contains(0) {
            r.error(node, path, "a source path must be 1 to 4096 bytes, without NUL")
        } else if s.hasPrefix("/") {
            r.error(node, path, "'\(s)' is absolute: write the path relative to the scenario's folder")
        } else if !s.hasSuffix(".swift") {
            r.error(node, path, "'\(s)' is not a Swift source: the path must end in .swift")
        } else {
            return s
        }
        return nil
    }

    /// A plain Swift identifier (a global function's or a class's name): ASCII letters, digits
    /// and `_`, not starting with a digit; the first character that is not is reported at its
    /// own position.
    func swiftIdentifier(_ node: JSONNode, _ path: JSONPath, what: String) -> String? {
        guard let s = r.string(node, path) else { return nil }
        if s.isEmpty { r.error(node, path, "\(what) must not be empty"); return nil }
        for (k, u) in s.unicodeScalars.enumerated() {
            let digit = u.value >= 0x30 && u.value <= 0x39
            let letter = (u.value >= 0x41 && u.value <= 0x5A) || (u.value >= 0x61 && u.value <= 0x7A) || u == "_"
            if !(letter || (digit && k > 0)) {
                r.error(at: node.position(ofScalar: k), path,
                        "\(what) '\(s)' is not a plain Swift identifier (letters, digits and '_', not starting with a digit)")
                return nil
            }
        }
        return s
    }

    /// A screen's `class`, with where it is written; nil when the screen names none. Refused
    /// (at the key) when the scenario has no `swift` sources to declare it.
    func readScreenClass(_ o: ObjectView) -> (String, SourcePosition)? {
        guard let v = o["class"] else { return nil }
        guard hasSwiftCode else {
            r.error(at: o.keyPosition("class") ?? v.position, o.path("class"), "a screen's class needs the scenario's \"swift\" sources")
            return nil
        }
        return swiftIdentifier(v, o.path("class"), what: "class").map { ($0, v.position) }
    }
}
