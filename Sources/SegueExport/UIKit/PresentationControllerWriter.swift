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
    /// The animators' cover tracks animate the dimming view (`dimmingView` is then theirs to
    /// reach, and its alpha theirs to set); false = it fades alongside the transition to the
    /// spec's alpha. Default false.
    var animatorsDim = false

    func write(into w: inout SourceWriter) {
        w.lines(summary.map { "/// " + $0 })
        w.block("final class \(names.presentationController): UIPresentationController") { w in
            if spec.dimming != nil {
                if animatorsDim { w.line("/// The cover the animators fade in and out; this controller adds, lays out and removes it.") }
                w.line("\(animatorsDim ? "" : "private ")let dimmingView = UIView()")
                w.line()
            }
            if let frame { writeFrame(frame, into: &w) }
            if spec.shouldRemovePresentersView {
                w.line("/// The presenting view leaves the container once the presentation completes.")
                w.line("override var shouldRemovePresentersView: Bool { true }")
                w.line()
            }
            if let dimming = spec.dimming {
                writeDimming(dimming, into: &w)
            } else {
                writeModality(into: &w)
            }
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
        if spec.dimming != nil, animatorsDim {
            text[0] += ", above the cover (a dimming view)"
            text.append("that the animators fade; VoiceOver stays in the presented view")
        } else if let d = spec.dimming {
            text[0] += ", above a dimming view (alpha 0 → \(SwiftLiteral.number(d.alpha)))"
            text.append("animated alongside the presentation and the dismissal; VoiceOver stays in the presented view")
        } else {
            text.append("VoiceOver stays in the presented view")
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

    /// VoiceOver: the container's siblings (the presenting screen's hierarchy) are left out.
    private static let modality = "accessibilityViewIsModal = true  // VoiceOver stays in the presented view"

    /// A presentation without chrome still keeps VoiceOver in the presented view.
    private func writeModality(into w: inout SourceWriter) {
        w.block("override func presentationTransitionWillBegin()") { w in
            w.line("containerView?.\(Self.modality)")
        }
        w.line()
    }

    /// The four transition callbacks: add and fade in, remove if cancelled; fade out, remove if
    /// completed (the fades are the animators' when `animatorsDim`).
    private func writeDimming(_ d: DimmingSpec, into w: inout SourceWriter) {
        let alpha = SwiftLiteral.number(d.alpha)
        w.block("override func presentationTransitionWillBegin()") { w in
            w.line("guard let containerView else { return }")
            w.line("containerView." + Self.modality)
            w.line("dimmingView.backgroundColor = \(SwiftLiteral.color(d.color))")
            w.line("dimmingView.frame = containerView.bounds")
            w.line("dimmingView.alpha = 0")
            w.line("containerView.insertSubview(dimmingView, at: 0)  // below the presented view")
            if !animatorsDim { writeAlongside(alpha: alpha, into: &w) }
        }
        w.line()
        w.block("override func presentationTransitionDidEnd(_ completed: Bool)") { w in
            w.line("if !completed { dimmingView.removeFromSuperview() }")
        }
        w.line()
        if !animatorsDim {
            w.block("override func dismissalTransitionWillBegin()") { w in
                writeAlongside(alpha: "0", into: &w)
            }
            w.line()
        }
        w.line("/// A cancelled interactive dismissal keeps the dimming view.")
        w.block("override func dismissalTransitionDidEnd(_ completed: Bool)") { w in
            w.line("if completed { dimmingView.removeFromSuperview() }")
        }
        w.line()
    }
}
