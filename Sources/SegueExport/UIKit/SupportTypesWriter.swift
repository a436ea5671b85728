/// The small types the animators share (docs/export.md, "Support types"), each written only when
/// used: the cover (dimming) view, the protocol through which screens hand over the subviews
/// tracks target, and the matched-element snapshot flights.
struct SupportTypesWriter {
    let names: ExportNames
    var cover = false
    var elementViews = false
    var matched = false

    func write(into w: inout SourceWriter) {
        if cover {
            w.separator()
            w.line("/// The cover view dimming what lies below the presented screen; a dismissal finds it by its type.")
            w.line("final class \(names.coverView): UIView {}")
        }
        if elementViews {
            w.separator()
            w.line("/// A screen whose subviews the transition animates, looked up by the scenario's element ids.")
            w.block("protocol \(names.elementViews): UIViewController") { w in
                w.line("func elementView(_ id: String) -> UIView?")
            }
        }
        if matched { writeMatched(into: &w) }
    }

    private func writeMatched(into w: inout SourceWriter) {
        w.separator()
        w.line("/// A screen with matched elements: its subviews by their `match` keys.")
        w.block("protocol \(names.matchedElements): UIViewController") { w in
            w.line("var matchedElementViews: [String: UIView] { get }")
        }
        w.line()
        w.line("/// A matched element flying as a snapshot from its frame on the from screen to its partner's")
        w.line("/// frame on the to screen, both originals hidden meanwhile, the to screen's view fading in with it.")
        w.line("@MainActor")
        w.block("struct \(names.matchedFlight)") { w in
            w.line("let snapshot: UIView")
            w.line("let targetFrame: CGRect")
            w.line("let originals: [UIView]")
            w.line("let destinationView: UIView")
            w.line()
            w.line("/// One flight per element of `source` whose match key `destination` has too, its snapshot added to `container`.")
            w.line("static func flights(from source: UIViewController, to destination: UIViewController,")
            w.block("                    in container: UIView) -> [\(names.matchedFlight)]") { w in
                w.line("guard let sources = (source as? \(names.matchedElements))?.matchedElementViews,")
                w.line("      let partners = (destination as? \(names.matchedElements))?.matchedElementViews else { return [] }")
                w.line("destination.view.layoutIfNeeded()")
                w.line("return sources.compactMap { key, view in")
                w.lines([
                    "guard let partner = partners[key], let snapshot = view.snapshotView(afterScreenUpdates: false) else { return nil }",
                    "snapshot.frame = container.convert(view.bounds, from: view)",
                    "container.addSubview(snapshot)",
                    "view.isHidden = true",
                    "partner.isHidden = true",
                    "destination.view.alpha = 0",
                    "return \(names.matchedFlight)(snapshot: snapshot, targetFrame: container.convert(partner.bounds, from: partner),",
                    "       originals: [view, partner], destinationView: destination.view)",
                ].map { "    " + $0 })
                w.line("}")
            }
            w.line()
            w.line("/// Inside the animations: to the partner's frame, the to screen's view to opaque.")
            w.block("func fly()") { w in
                w.line("snapshot.frame = targetFrame")
                w.line("destinationView.alpha = 1")
            }
            w.line()
            w.line("/// After them: the snapshot goes and the originals show again.")
            w.block("func land()") { w in
                w.line("snapshot.removeFromSuperview()")
                w.line("originals.forEach { $0.isHidden = false }")
                w.line("destinationView.alpha = 1")
            }
        }
    }
}
