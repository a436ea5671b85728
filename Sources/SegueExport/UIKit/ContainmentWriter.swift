import SegueCore

/// A containment parent's child switch (docs/transitions.md, "Containment"): the iOS 5 calls in
/// UIKit's order — `willMove(toParent: nil)`, `addChild(_:)`,
/// `transition(from:to:duration:options:animations:completion:)`, then `removeFromParent()` and
/// `didMove(toParent:)` — with the scenario's duration, options and animations.
struct ContainmentWriter {
    let names: ExportNames
    let transition: ChildTransitionSpec

    func write(into w: inout SourceWriter) {
        let plans = transition.animations.filter { ExportNotes.isRole($0.target, among: [.from, .to]) }.map(TrackPlan.init)
        let starts = plans.flatMap { ViewPropertyCode($0.start, mirrored: false).statements(view: Self.view($0.target)) }
        let ends = plans.flatMap { ViewPropertyCode($0.end, mirrored: false).statements(view: Self.view($0.target)) }
        let all = (starts + ends).joined(separator: "\n")
        w.block("extension UIViewController") { w in
            w.line("/// Switches this container's child from `fromChild` to `toChild` (both the same size).")
            w.block("func \(names.childSwitch)(from fromChild: UIViewController, to toChild: UIViewController)") { w in
                w.line("fromChild.willMove(toParent: nil)")
                w.line("addChild(toChild)")
                w.line("toChild.view.frame = fromChild.view.frame")
                if TransitionViews.mentions("width", all) { w.line("let width = fromChild.view.bounds.width") }
                if TransitionViews.mentions("height", all) { w.line("let height = fromChild.view.bounds.height") }
                w.lines(starts)
                let call = "transition(from: fromChild, to: toChild, duration: \(SwiftLiteral.number(transition.duration)), "
                    + "options: \(transition.options.swiftText)"
                if ends.isEmpty {
                    w.line(call + ", animations: nil) { _ in")
                } else {
                    w.line(call + ", animations: {")
                    w.lines(ends.map { "    " + $0 })
                    w.line("}) { _ in")
                }
                w.line("    fromChild.removeFromParent()")
                w.line("    toChild.didMove(toParent: self)")
                w.line("}")
            }
        }
    }

    /// `fromChild.view` / `toChild.view` for role tracks (elements are noted as not expressed).
    static func view(_ target: TrackTarget) -> String {
        if case .role(let r) = target { return (r == .from ? "fromChild" : "toChild") + ".view" }
        return "_"
    }
}
