import SegueCore

/// Writes a custom modal's `UIPresentationController` subclass (docs/export.md, "Presentation
/// controllers"): the presented view's frame, the dimming view added below it and animated
/// alongside the transition through the coordinator, removed when a presentation is cancelled
/// or a dismissal completes, and `shouldRemovePresentersView` when true.
struct PresentationControllerWriter {
    let names: ExportNames
    let spec: PresentationControllerSpec
    /// `frameOfPresentedViewInContainerView`: the spec's frame, else the presented screen's own;
    /// nil = the whole container (UIKit's default, not overridden).
    let frame: [Length]?

    func write(into w: inout SourceWriter) {
        w.lines(summary.map { "/// " + $0 })
        w.block("final class \(names.presentationController): UIPresentationController") { w in
            if spec.dimming != nil {
                w.line("private let dimmingView = UIView()")
                w.line()
            }
            if let frame { writeFrame(frame, into: &w) }
            if spec.shouldRemovePresentersView {
                w.line("/// The presenting view leaves the container once the presentation completes.")
                w.line("override var shouldRemovePresentersView: Bool { true }")
                w.line()
            }
            if let dimming = spec.dimming { writeDimming(dimming, into: &w) }
            w.block("override func containerViewWillLayoutSubviews()") { w in
                w.line("super.containerViewWillLayoutSubviews()")
                if spec.dimming != nil { w.line("dimmingView.frame = containerView?.bounds ?? .zero") }
                w.line("presentedView?.frame = frameOfPresentedViewInContainerView")
            }
        }
    }

    /// The class's doc comment: where the view goes and what chrome it has.
    private var summary: [String] {
        let place = frame == nil ? "fills the container" : "gets the scenario's frame"
        var text = ["The presentation controller: the presented view \(place)"]
        if let d = spec.dimming {
            text[0] += ", above a dimming view (alpha 0 → \(SwiftLiteral.number(d.alpha)))"
            text.append("animated alongside the presentation and the dismissal")
        }
        text[text.count - 1] += "."
        return text
    }

    private func writeFrame(_ f: [Length], into w: inout SourceWriter) {
        let parts = [ViewPropertyCode.length(f[0], extent: "bounds.width"), ViewPropertyCode.length(f[1], extent: "bounds.height"),
                     ViewPropertyCode.length(f[2], extent: "bounds.width"), ViewPropertyCode.length(f[3], extent: "bounds.height")]
        w.block("override var frameOfPresentedViewInContainerView: CGRect") { w in
            if parts.contains(where: { $0.contains("bounds.") }) { w.line("let bounds = containerView?.bounds ?? .zero") }
            w.line("return CGRect(x: \(parts[0]), y: \(parts[1]), width: \(parts[2]), height: \(parts[3]))")
        }
        w.line()
    }

    /// The dimming view to `alpha` alongside the transition, or at once when it is not animated.
    private func writeAlongside(alpha: String, into w: inout SourceWriter) {
        w.block("guard let coordinator = presentedViewController.transitionCoordinator else") { w in
            w.line("dimmingView.alpha = \(alpha)")
            w.line("return")
        }
        w.line("coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = \(alpha) }, completion: nil)")
    }

    /// The four transition callbacks: add and fade in, remove if cancelled; fade out, remove if completed.
    private func writeDimming(_ d: DimmingSpec, into w: inout SourceWriter) {
        let alpha = SwiftLiteral.number(d.alpha)
        w.block("override func presentationTransitionWillBegin()") { w in
            w.line("guard let containerView else { return }")
            w.line("dimmingView.backgroundColor = \(SwiftLiteral.color(d.color))")
            w.line("dimmingView.frame = containerView.bounds")
            w.line("dimmingView.alpha = 0")
            w.line("containerView.insertSubview(dimmingView, at: 0)  // below the presented view")
            writeAlongside(alpha: alpha, into: &w)
        }
        w.line()
        w.block("override func presentationTransitionDidEnd(_ completed: Bool)") { w in
            w.line("if !completed { dimmingView.removeFromSuperview() }")
        }
        w.line()
        w.block("override func dismissalTransitionWillBegin()") { w in
            writeAlongside(alpha: "0", into: &w)
        }
        w.line()
        w.line("/// A cancelled interactive dismissal keeps the dimming view.")
        w.block("override func dismissalTransitionDidEnd(_ completed: Bool)") { w in
            w.line("if completed { dimmingView.removeFromSuperview() }")
        }
        w.line()
    }
}
