import SegueCore
import SegueExport
import SegueFiles
import SegueJSON

/// `segue export … --scenario FILE` (docs/export.md, "The round trip"): the scenario that runs
/// the exported Swift file — the exported scenario's document with what the code replaces left
/// out (`transitions`, a `presentationController`, a zoomed screen's `preferredTransition`), a
/// `swift` object naming the file and its set-up function, and `class` on the screens the file
/// defines a class for. Keys keep their order.
enum ExportScenario {
    /// The top-level keys the code replaces.
    static let replacedKeys: Set<String> = ["transitions", "presentationController"]

    /// The scenario document that runs the export of `scenario`.
    /// - Parameters:
    ///   - json: the exported scenario's document (after `--set` and a session's tuning).
    ///   - scenario: the scenario it loads to.
    ///   - source: the Swift file's path relative to the scenario file's folder.
    ///   - images: rewrites a screen's or element's image path (relative to the exported
    ///     scenario's folder) for the new file's folder; default none.
    static func document(_ json: JSONNode, scenario: Scenario, source: String, images: (String) -> String = { $0 }) -> JSONNode {
        let entry = UIKitEntry(scenario: scenario)
        guard case .object(var members) = json.value else { return json }
        members.removeAll { replacedKeys.contains($0.key) }
        if let i = members.firstIndex(where: { $0.key == "screens" }), let screens = members[i].value.arrayValue {
            members[i].value.value = .array(screens.map { rebasingImages(screen(in: $0, entry: entry), images) })
        }
        let swift = object([
            ("sources", JSONNode(.array([string(source)]), position: json.position)),
            ("setUp", string(entry.function)),
        ], at: json.position)
        let at = members.firstIndex { $0.key == "demo" } ?? members.count
        members.insert(JSONMember(key: "swift", keyPosition: json.position, value: swift), at: at)
        return JSONNode(.object(members), position: json.position)
    }

    /// A screen with `class` after its `id` when the file defines one for it, and without the
    /// `preferredTransition` the class sets.
    private static func screen(in node: JSONNode, entry: UIKitEntry) -> JSONNode {
        guard case .object(var members) = node.value, let id = node["id"]?.stringValue,
              let name = entry.screenClasses[id] else { return node }
        if entry.zoomScreens.contains(id) { members.removeAll { $0.key == "preferredTransition" } }
        let at = (members.firstIndex { $0.key == "id" } ?? -1) + 1
        members.insert(JSONMember(key: "class", keyPosition: node.position, value: string(name)), at: at)
        return JSONNode(.object(members), position: node.position)
    }

    /// `node` with the string value of every `image` key in it passed through `rebase`.
    private static func rebasingImages(_ node: JSONNode, _ rebase: (String) -> String) -> JSONNode {
        switch node.value {
        case .object(let members):
            let rebased = members.map { m -> JSONMember in
                var m = m
                if m.key == "image", let path = m.value.stringValue {
                    m.value = JSONNode(.string(rebase(path)), position: m.value.position)
                } else {
                    m.value = rebasingImages(m.value, rebase)
                }
                return m
            }
            return JSONNode(.object(rebased), position: node.position)
        case .array(let items):
            return JSONNode(.array(items.map { rebasingImages($0, rebase) }), position: node.position)
        default:
            return node
        }
    }

    private static func string(_ s: String) -> JSONNode {
        JSONNode(.string(s), position: SourcePosition(line: 1, column: 1))
    }

    private static func object(_ members: [(String, JSONNode)], at position: SourcePosition) -> JSONNode {
        JSONNode(.object(members.map { JSONMember(key: $0.0, keyPosition: position, value: $0.1) }), position: position)
    }

    /// `path` relative to the folder of `base` (both as given on the command line, relative to
    /// the working directory or absolute): `X.swift` beside the scenario, `../Sources/X.swift`.
    static func relativePath(_ path: String, from base: String) -> String {
        let target = components(path)
        let folder = Array(components(base).dropLast())
        var common = 0
        while common < min(folder.count, target.count - 1) && folder[common] == target[common] { common += 1 }
        let ups = Array(repeating: "..", count: folder.count - common)
        return (ups + target[common...]).joined(separator: "/")
    }

    /// The absolute path's components, `.` and `..` resolved by name.
    private static func components(_ path: String) -> [String] {
        let absolute = path.hasPrefix("/") ? path : FileSystem.currentDirectory() + "/" + path
        var parts: [String] = []
        for part in absolute.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(String(part)) }
        }
        return parts
    }
}
