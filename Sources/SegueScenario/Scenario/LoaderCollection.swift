import SegueJSON

/// Collections (UICollectionViewController screens) and their layout-to-layout navigation
/// transitions (docs/scenarios.md, "Collections").
extension ScenarioReader {
    static let collectionKeys = ["cells", "layout", "useLayoutToLayoutNavigationTransitions"]
    static let cellKeys = ["id", "color", "title"]
    static let flagKey = "useLayoutToLayoutNavigationTransitions"

    /// A screen's `collection`; `elementIds` are the screen's element ids, which cell ids must not reuse.
    func readCollection(_ node: JSONNode, _ path: JSONPath, elementIds: Set<String>) -> CollectionSpec? {
        guard let o = r.object(node, path, allowed: Self.collectionKeys, required: ["layout"], what: "a collection object") else { return nil }
        let errorsBefore = r.diagnostics.count
        var flag = false
        if let v = o[Self.flagKey], let b = r.bool(v, o.path(Self.flagKey)) { flag = b }
        var cells: [CellSpec] = []
        if let v = o["cells"] { cells = readCells(v, o.path("cells"), elementIds: elementIds) ?? [] }
        var layout: [[Length]] = []
        if let v = o["layout"], let items = r.array(v, o.path("layout"), count: 0...100, what: "an array of [x, y, width, height] frames") {
            for (k, item) in items.enumerated() {
                if let f = readFrame(item, o.path("layout") / k) { layout.append(f) }
            }
            if flag, !cells.isEmpty, let cv = o["cells"] {
                r.error(cv, o.path("cells"), "a controller pushed with \(Self.flagKey) shares the collection view of the one "
                        + "below it, which stays the data source: give it a layout only")
            } else if !flag, layout.count == items.count, layout.count != cells.count {
                r.error(v, o.path("layout"), "expected one frame per cell (\(cells.count)), found \(items.count)")
            }
        }
        guard r.diagnostics.count == errorsBefore else { return nil }
        return CollectionSpec(cells: cells, layout: layout, useLayoutToLayoutNavigationTransitions: flag)
    }

    func readCells(_ node: JSONNode, _ path: JSONPath, elementIds: Set<String>) -> [CellSpec]? {
        guard let items = r.array(node, path, count: 0...100, what: "an array of cells") else { return nil }
        var cells: [CellSpec] = []
        var seen: [String: Int] = [:]
        for (k, item) in items.enumerated() {
            let p = path / k
            guard let o = r.object(item, p, allowed: Self.cellKeys, required: ["id"], what: "a cell object") else { continue }
            guard let idNode = o["id"], let id = r.identifier(idNode, o.path("id"), what: "cell id") else { continue }
            if let first = seen[id] {
                r.error(idNode, o.path("id"), "duplicate cell id '\(id)' (also cells[\(first)])")
                continue
            }
            if elementIds.contains(id) {
                r.error(idNode, o.path("id"), "cell id '\(id)' is also an element id of this screen (both name the view '<screen>.\(id)')")
                continue
            }
            seen[id] = k
            var color = Self.defaultElementColor
            if let v = o["color"], let c = r.color(v, o.path("color")) { color = c }
            var title: String?
            if let v = o["title"] { title = r.displayText(v, o.path("title")) }
            cells.append(CellSpec(id: id, color: color, title: title))
        }
        return cells.count == items.count ? cells : nil
    }

    /// What only the whole scenario can tell about layout-to-layout collections: they live on a
    /// navigation stack, not at its root, share cells with a layout of the same count, and take
    /// UIKit's own push and pop (the delegate returns no animation controller).
    func checkLayoutToLayout(_ o: ObjectView, screens list: [ScreenSpec], container: ContainerSpec) {
        guard let items = o["screens"].flatMap({ node -> [JSONNode]? in
            if case .array(let a) = node.value { return a }
            return nil
        }) else { return }
        let owners = list.filter { !($0.collection?.cells.isEmpty ?? true) }
        var flagged: String?
        for (k, item) in items.enumerated() {
            guard let id = item["id"]?.stringValue, let spec = list.first(where: { $0.id == id }),
                  let collection = spec.collection, collection.useLayoutToLayoutNavigationTransitions,
                  let cnode = item["collection"], let flagNode = cnode[Self.flagKey] else { continue }
            let path = o.path("screens") / k / "collection"
            guard case .navigation(let stack) = container else {
                r.error(flagNode, path / Self.flagKey, "layout-to-layout transitions are navigation transitions: the container must be a navigation stack")
                continue
            }
            if stack.first == id {
                r.error(flagNode, path / Self.flagKey, "the root of the navigation stack has no collection view controller below it to share a collection view with")
            }
            if owners.isEmpty {
                r.error(flagNode, path / Self.flagKey, "no screen has a collection with cells to share")
            }
            for owner in owners where owner.collection!.cells.count != collection.layout.count {
                r.error(cnode["layout"] ?? cnode, path / "layout",
                        "expected one frame per cell of the shared collection '\(owner.id)' (\(owner.collection!.cells.count)), found \(collection.layout.count)")
            }
            flagged = flagged ?? id
        }
        if let flagged { reportCustomNavigationAnimators(o, screen: flagged) }
    }

    /// A push or pop animator given with a layout-to-layout collection on the stack.
    private func reportCustomNavigationAnimators(_ o: ObjectView, screen id: String) {
        guard let t = o["transitions"], case .object(let members) = t.value else { return }
        for m in members where m.key == Operation.push.rawValue || m.key == Operation.pop.rawValue {
            r.error(at: m.keyPosition, o.path("transitions") / m.key,
                    "'\(id)' uses \(Self.flagKey): UIKit animates its layout change only when the navigation delegate "
                    + "returns no animation controller; leave '\(m.key)' out")
        }
    }
}
