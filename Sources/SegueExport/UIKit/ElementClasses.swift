import SegueCore

/// The screens that hand over their element views (docs/export.md, "The element classes"): when
/// the export looks elements up through its element protocols (a track or an alongside animation
/// of `from.x` or `to.x`, the zoom's source view, matched elements), each screen the lookups reach
/// has a class of the file that adopts the protocol and finds the views by their
/// `accessibilityIdentifier`, which the app sets to the scenario's element ids (in its storyboard,
/// or in code): what an app would do with outlets, written so the file runs as it is.
struct ElementClasses: Sendable, Equatable {
    /// The screens whose class adopts the element-views protocol (`elementView(_:)`), in the
    /// scenario's order.
    let viewScreens: [String]
    /// The screens whose class adopts the matched-elements protocol, each with its match keys to
    /// the ids of the elements that carry them.
    let matchedScreens: [String: [String: String]]

    /// The element classes of `scenario`'s UIKit export.
    init(scenario: Scenario) {
        var targeted: Set<String> = []
        var bySource: Set<String> = []
        for t in scenario.transitions.values {
            for track in t.animator.tracks where ExportNotes.isReachable(track.target) {
                if case let .element(_, e) = track.target { targeted.insert(e) }
            }
        }
        if case .navigation = scenario.container,
           let op = Operation.allCases.first(where: { !(scenario.transitions[$0]?.alongside.isEmpty ?? true) }) {
            for track in scenario.transitions[op]?.alongside ?? [] where ExportNotes.isReachable(track.target) {
                if case let .element(_, e) = track.target { targeted.insert(e) }
            }
        }
        for s in scenario.screens { if let zoom = s.preferredTransition { bySource.insert(zoom.sourceScreen) } }
        viewScreens = scenario.screens.filter { s in
            bySource.contains(s.id) || s.elements.contains { targeted.contains($0.id) }
        }.map(\.id)
        var matched: [String: [String: String]] = [:]
        if scenario.transitions.values.contains(where: { $0.animator.matchedElements }) {
            for s in scenario.screens {
                let keys = s.elements.compactMap { e in e.match.map { ($0, e.id) } }
                if !keys.isEmpty { matched[s.id] = Dictionary(keys, uniquingKeysWith: { first, _ in first }) }
            }
        }
        matchedScreens = matched
    }

    /// Whether the file has element classes at all.
    var isEmpty: Bool { viewScreens.isEmpty && matchedScreens.isEmpty }

    /// The screens with an element class, in `scenario`'s order.
    func screens(of scenario: Scenario) -> [String] {
        scenario.screens.map(\.id).filter { viewScreens.contains($0) || matchedScreens[$0] != nil }
    }

    /// The depth-first search of a view's subviews by `accessibilityIdentifier` the classes share.
    static func writeSearch(names: ExportNames, into w: inout SourceWriter) {
        w.line("/// The first subview of `view`, depth first, whose accessibilityIdentifier is `identifier`.")
        w.line("@MainActor")
        w.block("func \(names.subviewSearch)(identifiedBy identifier: String, in view: UIView) -> UIView?") { w in
            w.block("for subview in view.subviews") { w in
                w.line("if subview.accessibilityIdentifier == identifier { return subview }")
                w.line("if let found = \(names.subviewSearch)(identifiedBy: identifier, in: subview) { return found }")
            }
            w.line("return nil")
        }
    }

    /// The extensions by which `className`, the class of `screen`, adopts the protocols.
    func writeConformances(of screen: String, className: String, names: ExportNames, into w: inout SourceWriter) {
        if viewScreens.contains(screen) {
            w.line()
            w.line("/// `\(SwiftLiteral.comment(screen))`'s element views: the subviews whose accessibilityIdentifier is the element's id.")
            w.block("extension \(className): \(names.elementViews)") { w in
                w.block("func elementView(_ id: String) -> UIView?") { w in
                    w.line("\(names.subviewSearch)(identifiedBy: id, in: view)")
                }
            }
        }
        if let keys = matchedScreens[screen] {
            let literal = keys.sorted { $0.key < $1.key }
                .map { "\(SwiftLiteral.string($0.key)): \(SwiftLiteral.string($0.value))" }.joined(separator: ", ")
            w.line()
            w.line("/// `\(SwiftLiteral.comment(screen))`'s matched elements: each match key to the accessibilityIdentifier of its view.")
            w.block("extension \(className): \(names.matchedElements)") { w in
                w.block("var matchedElementViews: [String: UIView]") { w in
                    w.line("[\(literal)].compactMapValues { \(names.subviewSearch)(identifiedBy: $0, in: view) }")
                }
            }
        }
    }
}
