import SegueJSON
import SegueSupport

/// A screen's `preferredTransition` (docs/scenarios.md, "The zoom transition"):
/// `{"zoom": {"sourceElement": "grid.photo1", "dimmingColor": "#000000", "dimmingAlpha": 0.2}}`.
extension ScenarioReader {
    static let preferredTransitionKeys = ["zoom"]
    static let zoomKeys = ["sourceElement", "dimmingColor", "dimmingAlpha", "recedesPresentingView", "recededScale"]
    /// The presenter's receded scale's bounds: unitless, 0.5 to 1 (1: no visible recession).
    static let recededScaleBounds = NumberRange.closed(0.5, 1)

    /// The zoom's own keys; the source element is checked against the screens later (`checkZooms`).
    func readPreferredTransition(_ node: JSONNode, _ path: JSONPath) -> ZoomTransitionSpec? {
        guard let o = r.object(node, path, allowed: Self.preferredTransitionKeys, required: ["zoom"],
                               what: "a preferred transition object ({\"zoom\": {…}})"),
              let zoomNode = o["zoom"],
              let z = r.object(zoomNode, o.path("zoom"), allowed: Self.zoomKeys, required: ["sourceElement"],
                               what: "a zoom object") else { return nil }
        let errorsBefore = r.diagnostics.count
        var source: String?
        if let v = z["sourceElement"], let s = r.string(v, z.path("sourceElement")) {
            let parts = s.split(separator: ".", omittingEmptySubsequences: false)
            if parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty {
                source = s
            } else {
                r.error(v, z.path("sourceElement"), "'\(s)' is not an element: write \"screenId.elementId\" (an element of the screen the zoom is pushed from)")
            }
        }
        var spec = ZoomTransitionSpec(sourceElement: source ?? "")
        if let v = z["dimmingColor"], let c = r.color(v, z.path("dimmingColor")) { spec.dimmingColor = c }
        if let v = z["dimmingAlpha"], let a = r.number(v, z.path("dimmingAlpha"), .closed(0, 1)) { spec.dimmingAlpha = a }
        if let v = z["recedesPresentingView"], let b = r.bool(v, z.path("recedesPresentingView")) { spec.recedesPresentingView = b }
        if let v = z["recededScale"], let k = r.number(v, z.path("recededScale"), Self.recededScaleBounds) { spec.recededScale = k }
        guard source != nil, r.diagnostics.count == errorsBefore else { return nil }
        return spec
    }

    /// Every zoom's source element names an element of another screen, and the container pushes
    /// (segue zooms navigation pushes; a modal zoom is not modelled yet).
    func checkZooms(_ o: ObjectView, screens list: [ScreenSpec], container: ContainerSpec) {
        guard let items = o["screens"].flatMap({ node -> [JSONNode]? in
            if case .array(let a) = node.value { return a }
            return nil
        }) else { return }
        for (k, item) in items.enumerated() {
            guard let id = item["id"]?.stringValue, let zoom = list.first(where: { $0.id == id })?.preferredTransition,
                  let ptNode = item["preferredTransition"], let zNode = ptNode["zoom"] else { continue }
            let path = o.path("screens") / k / "preferredTransition"
            guard ios.hasZoomTransition else {
                r.error(ptNode, path, "the zoom transition needs iOS 18 or later (the scenario says \"ios\": \(ios.rawValue))")
                continue
            }
            guard case .navigation = container else {
                r.error(ptNode, path, "a zoom transition zooms a navigation push here: the container must be a navigation stack (it is '\(containerKind ?? "?")')")
                continue
            }
            checkSource(zoom, of: id, in: list, node: zNode["sourceElement"] ?? zNode, path: path / "zoom" / "sourceElement")
        }
    }

    private func checkSource(_ zoom: ZoomTransitionSpec, of id: String, in list: [ScreenSpec], node: JSONNode, path: JSONPath) {
        let screenID = zoom.sourceScreen
        let element = String(zoom.sourceElement.dropFirst(screenID.count + 1))
        guard let screen = list.first(where: { $0.id == screenID }) else {
            r.error(node, path, "unknown screen '\(screenID)'" + suggestionText(for: screenID, among: list.map(\.id)))
            return
        }
        if screenID == id {
            r.error(node, path, "the source element must be on the screen the zoom is pushed from, not on '\(id)' itself")
            return
        }
        let ids = screen.elements.map(\.id)
        if !ids.contains(element) {
            let known = ids.isEmpty ? " (it has no elements)" : suggestionText(for: element, among: ids)
            r.error(node, path, "screen '\(screenID)' has no element '\(element)'" + known)
        }
    }
}
