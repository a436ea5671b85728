import SegueJSON
import SegueSupport

/// The modal container's `presentationController` (style `custom`) and `sheet` (style
/// `pageSheet`) objects (docs/scenarios.md, "Presentation controllers" and "Sheets").
extension ScenarioReader {
    static let presentationControllerKeys = ["frame", "dimming", "shouldRemovePresentersView"]
    static let dimmingKeys = ["color", "alpha"]
    static let sheetKeys = ["detents", "selectedDetentIdentifier", "largestUndimmedDetentIdentifier", "prefersGrabberVisible",
                            "isModalInPresentation", "prefersEdgeAttachedInCompactHeight"]
    static let customDetentKeys = ["identifier", "height"]
    /// The system detents' names.
    static let systemDetentNames = ["medium", "large"]
    /// The container keys only a modal reads.
    static let presentationKeys = ["presentationController", "sheet"]

    /// Refuses `presentationController` and `sheet` in a container of another kind.
    func refusePresentationKeys(_ o: ObjectView, kind: String) {
        for key in Self.presentationKeys {
            guard let v = o[key] else { continue }
            r.error(v, o.path(key), "\(key) applies only to a modal container (kind modal), not \(kind)")
        }
    }

    /// Reads the modal's `presentationController` and `sheet` for `style` into the reader.
    mutating func readPresentation(_ o: ObjectView, style: ModalStyle) {
        if let v = o["presentationController"] {
            if style != .custom {
                r.error(v, o.path("presentationController"), "a presentation controller needs style custom (got \(styleName(style)))")
            } else {
                presentationController = readPresentationController(v, o.path("presentationController"))
            }
        }
        if let v = o["sheet"] {
            if style != .pageSheet {
                r.error(v, o.path("sheet"), "sheet needs style pageSheet or automatic (got \(style.rawValue))")
            } else {
                sheet = readSheet(v, o.path("sheet"))
            }
        } else if style == .pageSheet {
            sheet = SheetSpec(detents: [.large])  // UIKit's default: one large detent
        }
    }

    func readPresentationController(_ node: JSONNode, _ path: JSONPath) -> PresentationControllerSpec? {
        guard let o = r.object(node, path, allowed: Self.presentationControllerKeys, what: "a presentation controller object") else { return nil }
        var spec = PresentationControllerSpec()
        if let v = o["frame"] { spec.frame = readFrame(v, o.path("frame")) }
        if let v = o["dimming"], let d = r.object(v, o.path("dimming"), allowed: Self.dimmingKeys, what: "a dimming object") {
            var dimming = DimmingSpec()
            if let c = d["color"], let color = r.color(c, d.path("color")) { dimming.color = color }
            if let a = d["alpha"], let alpha = r.number(a, d.path("alpha"), .closed(0, 1)) { dimming.alpha = alpha }
            spec.dimming = dimming
        }
        if let v = o["shouldRemovePresentersView"], let b = r.bool(v, o.path("shouldRemovePresentersView")) {
            spec.shouldRemovePresentersView = b
        }
        return spec
    }

    func readSheet(_ node: JSONNode, _ path: JSONPath) -> SheetSpec? {
        guard let o = r.object(node, path, allowed: Self.sheetKeys, required: ["detents"], what: "a sheet object") else { return nil }
        let errorsBefore = r.diagnostics.count
        guard let items = o["detents"].flatMap({ r.array($0, o.path("detents"), count: 1...10, what: "an array of detents") }) else {
            return nil
        }
        var detents: [SheetDetent] = []
        for (k, item) in items.enumerated() {
            guard let d = readDetent(item, o.path("detents") / k) else { continue }
            if detents.contains(where: { $0.identifier == d.identifier }) {
                r.error(item, o.path("detents") / k, "detent '\(d.identifier)' is listed twice")
                continue
            }
            detents.append(d)
        }
        let ids = detents.map(\.identifier)
        func detentRef(_ key: String) -> String? {
            guard let v = o[key], let s = r.string(v, o.path(key)) else { return nil }
            guard ids.contains(s) else {
                r.error(v, o.path(key), "'\(s)' names no detent of this sheet" + suggestionText(for: s, among: ids))
                return nil
            }
            return s
        }
        var spec = SheetSpec(detents: detents, selectedDetentIdentifier: detentRef("selectedDetentIdentifier"),
                             largestUndimmedDetentIdentifier: detentRef("largestUndimmedDetentIdentifier"))
        if let v = o["prefersGrabberVisible"], let b = r.bool(v, o.path("prefersGrabberVisible")) { spec.prefersGrabberVisible = b }
        if let v = o["isModalInPresentation"], let b = r.bool(v, o.path("isModalInPresentation")) { spec.isModalInPresentation = b }
        if let v = o["prefersEdgeAttachedInCompactHeight"], let b = r.bool(v, o.path("prefersEdgeAttachedInCompactHeight")) {
            spec.prefersEdgeAttachedInCompactHeight = b
        }
        if o["selectedDetentIdentifier"] == nil, let smallest = smallestDetent(detents) { spec.selectedDetentIdentifier = smallest }
        return r.diagnostics.count == errorsBefore ? spec : nil
    }

    /// UIKit's default selected detent: the smallest.
    private func smallestDetent(_ detents: [SheetDetent]) -> String? {
        let geometry = SheetGeometry(sheet: SheetSpec(detents: detents), device: device, containerSize: device.size)
        return geometry.detentsBySize.first?.identifier
    }

    /// `"medium"`, `"large"`, or `{"identifier": "small", "height": 200}` (points, or `"200pt"`).
    func readDetent(_ node: JSONNode, _ path: JSONPath) -> SheetDetent? {
        if case .string(let s) = node.value {
            switch s {
            case "medium": return .medium
            case "large": return .large
            default:
                r.error(node, path, "unknown detent '\(s)'" + suggestionText(for: s, among: Self.systemDetentNames)
                        + "; a custom detent is {\"identifier\": …, \"height\": …}")
                return nil
            }
        }
        guard let o = r.object(node, path, allowed: Self.customDetentKeys, required: ["identifier", "height"],
                               what: "a detent: \"medium\", \"large\" or {\"identifier\": …, \"height\": …}") else { return nil }
        let id = o["identifier"].flatMap { r.identifier($0, o.path("identifier"), what: "identifier") }
        let height = o["height"].flatMap { detentHeight($0, o.path("height")) }
        guard let id, let height else { return nil }
        return SheetDetent(identifier: id, kind: .custom(height: height))
    }

    /// A custom detent's height: > 0 and at most UIKit's `maximumDetentValue` on this device,
    /// the large detent's height less the bottom safe area (which a custom detent excludes).
    private func detentHeight(_ node: JSONNode, _ path: JSONPath) -> Double? {
        let value: Double?
        switch node.value {
        case .number(let n): value = n.value
        case .string(let s):
            value = r.parsePoints(s)
            if value == nil { r.error(node, path, "'\(s)' is not a height: write points (200 or \"200pt\")") }
        default:
            r.typeError(node, path, expected: "a height in points")
            value = nil
        }
        guard let h = value else { return nil }
        let maximum = device.size.height - device.sheetTopInset - device.safeAreaBottom
        let maximumText = DecimalText.compact(maximum, decimals: 1, rounding: .halfAwayFromZero)
        guard h > 0, h <= maximum else {
            r.error(node, path, "must be in (0, \(maximumText)] points: above 0 and at most the large detent less the bottom safe area (UIKit's maximumDetentValue) (got \(DecimalText.compact(h, decimals: 3)))")
            return nil
        }
        return h
    }

    /// The style as the scenario wrote it: `automatic` for a modal with none.
    func styleName(_ style: ModalStyle) -> String { modalStyleIsAutomatic ? "automatic" : style.rawValue }

    /// A page sheet animates itself: `transitions.present` and `.dismiss` do not apply.
    func refuseSheetTransitions(_ root: ObjectView) {
        guard sheet != nil, let t = root["transitions"], case .object(let members) = t.value else { return }
        for m in members where m.key == "present" || m.key == "dismiss" {
            let message = modalStyleIsAutomatic
                ? "a modal with no style is .automatic, a sheet that presents and dismisses with its own spring: "
                    + "write \"style\": \"fullScreen\" or \"custom\" in the container to use transitions.\(m.key)"
                : "a pageSheet presents and dismisses with the sheet's own spring: remove transitions.\(m.key)"
            r.error(at: m.keyPosition, root.path("transitions") / m.key, message)
        }
    }
}
