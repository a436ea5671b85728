import SegueJSON
import SegueSupport

/// Screens, elements and the container.
extension ScenarioReader {
    /// Colours given to screens that set none, by index (cycled).
    static let defaultScreenColors: [RGB] = [
        "#1d4ed8", "#b45309", "#047857", "#7c3aed", "#be123c", "#0e7490", "#4d7c0f", "#a21caf",
    ].map { RGB(hex: $0)! }
    /// Colour of an element that sets none.
    static let defaultElementColor = RGB(hex: "#d1d5db")!
    /// Screen ids that would be ambiguous in track targets.
    static let reservedScreenIds = Role.allCases.map(\.rawValue)

    static let screenKeys = ["id", "title", "color", "content", "elements", "frame", "collection", "preferredTransition",
                             "navigationBarHidden", "hidesBottomBarWhenPushed", "image", "imageFit", "class"]
    static let elementKeys = ["id", "frame", "color", "title", "match", "image", "imageFit"]

    mutating func readScreens(_ node: JSONNode, _ path: JSONPath) -> [ScreenSpec]? {
        guard let items = r.array(node, path, count: 1...100, what: "an array of screens") else { return nil }
        var list: [ScreenSpec] = []
        var firstIndex: [String: Int] = [:]
        var ok = true
        for (k, item) in items.enumerated() {
            let p = path / k
            guard let s = readScreen(item, p, index: k) else { ok = false; continue }
            if let first = firstIndex[s.id] {
                r.error(item["id"] ?? item, p / "id", "duplicate screen id '\(s.id)' (also screens[\(first)])")
                ok = false
                continue
            }
            firstIndex[s.id] = k
            list.append(s)
        }
        // Screen references are checked against what could be read, even when some screens
        // were bad, so that one typo does not cascade into "unknown screen" everywhere.
        var byId: [String: ScreenSpec] = [:]
        for s in list { byId[s.id] = s }
        var known = byId
        for item in items {
            if let id = item["id"]?.stringValue, known[id] == nil {
                known[id] = ScreenSpec(id: id, title: id, color: .black)
            }
        }
        screens = known
        screenOrder = items.compactMap { $0["id"]?.stringValue }
        return ok ? list : nil
    }

    func readScreen(_ node: JSONNode, _ path: JSONPath, index: Int) -> ScreenSpec? {
        guard let o = r.object(node, path, allowed: Self.screenKeys, required: ["id"], what: "a screen object") else { return nil }
        let errorsBefore = r.diagnostics.count
        var id: String?
        if let v = o["id"], let s = r.identifier(v, o.path("id"), what: "screen id") {
            if Self.reservedScreenIds.contains(s) {
                r.error(v, o.path("id"), "screen id '\(s)' is reserved (it names a role in track targets)")
            } else {
                id = s
            }
        }
        var title = id ?? ""
        if let v = o["title"], let s = r.displayText(v, o.path("title")) { title = s }
        var color = Self.defaultScreenColors[index % Self.defaultScreenColors.count]
        if let v = o["color"], let c = r.color(v, o.path("color")) { color = c }
        var content: [String] = []
        if let v = o["content"], let lines = r.array(v, o.path("content"), count: 0...200, what: "an array of text lines") {
            for (k, line) in lines.enumerated() {
                if let s = r.displayText(line, o.path("content") / k, maxLength: 500) { content.append(s) }
            }
        }
        var elements: [ElementSpec] = []
        if let v = o["elements"], let items = r.array(v, o.path("elements"), count: 0...100, what: "an array of elements") {
            var seen: [String: Int] = [:]
            var matches: [String: Int] = [:]
            for (k, item) in items.enumerated() {
                let p = o.path("elements") / k
                guard let e = readElement(item, p) else { continue }
                if let first = seen[e.id] {
                    r.error(item["id"] ?? item, p / "id", "duplicate element id '\(e.id)' in this screen (also elements[\(first)])")
                    continue
                }
                if let m = e.match, let first = matches[m] {
                    r.error(item["match"] ?? item, p / "match", "match key '\(m)' is already used by elements[\(first)] of this screen")
                    continue
                }
                seen[e.id] = k
                if let m = e.match { matches[m] = k }
                elements.append(e)
            }
        }
        var frame: [Length]?
        if let v = o["frame"] { frame = readFrame(v, o.path("frame")) }
        var collection: CollectionSpec?
        if let v = o["collection"] { collection = readCollection(v, o.path("collection"), elementIds: Set(elements.map(\.id))) }
        let zoom = o["preferredTransition"].flatMap { readPreferredTransition($0, o.path("preferredTransition")) }
        let image = readImage(o)
        let screenClass = readScreenClass(o)
        guard let id, r.diagnostics.count == errorsBefore else { return nil }
        var screen = ScreenSpec(id: id, title: title, color: color, content: content, elements: elements, frame: frame,
                                collection: collection, preferredTransition: zoom)
        screen.image = image
        screen.className = screenClass?.0
        screen.classPosition = screenClass?.1
        return screen
    }

    func readElement(_ node: JSONNode, _ path: JSONPath) -> ElementSpec? {
        guard let o = r.object(node, path, allowed: Self.elementKeys, required: ["id", "frame"], what: "an element object") else { return nil }
        let errorsBefore = r.diagnostics.count
        let id = o["id"].flatMap { r.identifier($0, o.path("id"), what: "element id") }
        let frame = o["frame"].flatMap { readFrame($0, o.path("frame")) }
        var color = Self.defaultElementColor
        if let v = o["color"], let c = r.color(v, o.path("color")) { color = c }
        var title: String?
        if let v = o["title"] { title = r.displayText(v, o.path("title")) }
        var match: String?
        if let v = o["match"] { match = r.identifier(v, o.path("match"), what: "match key") }
        let image = readImage(o)
        guard let id, let frame, r.diagnostics.count == errorsBefore else { return nil }
        var element = ElementSpec(id: id, frame: frame, color: color, title: title, match: match)
        element.image = image
        return element
    }

    /// `[x, y, width, height]`: fractions of the reference size, or `"NNpt"`.
    func readFrame(_ node: JSONNode, _ path: JSONPath) -> [Length]? {
        guard let items = r.array(node, path, count: 4...4, what: "[x, y, width, height]") else { return nil }
        var out: [Length] = []
        for (k, item) in items.enumerated() {
            let isSize = k >= 2
            let l = r.length(item, path / k,
                             fraction: isSize ? .closed(0, 10) : .closed(-10, 10),
                             points: isSize ? .closed(0, 100_000) : .closed(-100_000, 100_000))
            if let l { out.append(l) }
        }
        return out.count == 4 ? out : nil
    }

    // MARK: - References

    /// A screen id that must name one of the scenario's screens.
    func screenRef(_ node: JSONNode, _ path: JSONPath) -> String? {
        guard let s = r.string(node, path) else { return nil }
        guard let screens else { return s } // screens unreadable: already reported
        if screens[s] == nil {
            r.error(node, path, "unknown screen '\(s)'" + suggestionText(for: s, among: screenOrder))
            return nil
        }
        return s
    }

    // MARK: - Container

    static let containerKinds = ["navigation", "modal", "tabs", "containment"]
    static let containerKeys: [String: [String]] = [
        "navigation": ["kind", "stack"],
        "modal": ["kind", "presenter", "style", "presented"],
        "tabs": ["kind", "tabs", "selected"],
        "containment": ["kind", "children", "selected", "transition"],
    ]
    /// The keys each container kind requires besides `kind`.
    static let requiredContainerKeys: [String: [String]] = [
        "navigation": ["stack"], "modal": ["presenter"], "tabs": ["tabs"], "containment": ["children"],
    ]

    mutating func readContainer(_ node: JSONNode, _ path: JSONPath) -> ContainerSpec? {
        guard case .object = node.value else { r.typeError(node, path, expected: "a container object"); return nil }
        var kind: String?
        if let k = node["kind"] {
            kind = r.choice(k, path / "kind", Self.containerKinds.map { ($0, $0) }, what: "container kind")
        }
        containerKind = kind
        let allowed = (kind.flatMap { Self.containerKeys[$0] } ?? Array(Set(Self.containerKeys.values.joined())).sorted())
            + Self.presentationKeys
        let required = ["kind"] + (kind.flatMap { Self.requiredContainerKeys[$0] } ?? [])
        guard let o = r.object(node, path, allowed: allowed, required: required), let kind else { return nil }
        let errorsBefore = r.diagnostics.count
        if kind != "modal" { refusePresentationKeys(o, kind: kind) }
        switch kind {
        case "navigation":
            guard let v = o["stack"], let ids = screenList(v, o.path("stack"), count: 1...100) else { return nil }
            return r.diagnostics.count == errorsBefore ? .navigation(stack: ids) : nil
        case "modal":
            let presenter = o["presenter"].flatMap { screenRef($0, o.path("presenter")) }
            // No style is UIKit's `.automatic`: a sheet (docs/scenarios.md, "Modal styles").
            var style = ModalStyle.pageSheet
            modalStyleIsAutomatic = true
            let styles = ModalStyle.allCases.map { ($0.rawValue, $0) } + [("automatic", ModalStyle.pageSheet)]
            if let v = o["style"], let s = r.choice(v, o.path("style"), styles, what: "modal style") {
                style = s
                modalStyleIsAutomatic = v.stringValue == "automatic"
            }
            var presented: String?
            if let v = o["presented"], let s = screenRef(v, o.path("presented")) {
                if s == presenter {
                    r.error(v, o.path("presented"), "the presented screen must differ from the presenter")
                } else {
                    presented = s
                }
            }
            readPresentation(o, style: style)
            guard let presenter, r.diagnostics.count == errorsBefore else { return nil }
            return .modal(presenter: presenter, style: style, presented: presented)
        case "containment":
            return readContainment(o)
        default:
            guard let v = o["tabs"], let ids = screenList(v, o.path("tabs"), count: 1...9) else { return nil }
            var selected = 0
            if let v = o["selected"] {
                if case .string(let s) = v.value {
                    if let i = ids.firstIndex(of: s) { selected = i } else {
                        r.error(v, o.path("selected"), "'\(s)' is not one of the tabs" + suggestionText(for: s, among: ids))
                    }
                } else if let i = r.int(v, o.path("selected"), 0...(ids.count - 1)) {
                    selected = i
                }
            }
            return r.diagnostics.count == errorsBefore ? .tabs(tabs: ids, selected: selected) : nil
        }
    }

    /// An array of distinct screen ids.
    func screenList(_ node: JSONNode, _ path: JSONPath, count: ClosedRange<Int>) -> [String]? {
        guard let items = r.array(node, path, count: count, what: "an array of screen ids") else { return nil }
        var ids: [String] = []
        var ok = true
        for (k, item) in items.enumerated() {
            guard let id = screenRef(item, path / k) else { ok = false; continue }
            if let first = ids.firstIndex(of: id) {
                r.error(item, path / k, "screen '\(id)' is listed twice (also [\(first)])")
                ok = false
                continue
            }
            ids.append(id)
        }
        return ok ? ids : nil
    }

    /// The operations the container performs.
    var containerOperations: [Operation] {
        switch containerKind {
        case "navigation": [.push, .pop]
        case "modal": [.present, .dismiss]
        case "tabs": [.tab]
        case "containment": [.transition]
        default: Operation.allCases
        }
    }
}
