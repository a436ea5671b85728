import SegueSupport
import SegueScenario

/// UIPresentationController (docs/transitions.md, "Presentation controllers"): owns a
/// presentation's chrome and the presented view's frame while the presented controller is up.
///
/// The modal controller calls it where UIKit does — `presentationTransitionWillBegin()` before
/// the animator runs (it adds the dimming view below the presented view and animates it
/// 0 → alpha alongside, through the coordinator), `containerViewWillLayoutSubviews()` and
/// `frameOfPresentedViewInContainerView` before the presented view's final frame is set,
/// `presentationTransitionDidEnd(completed)` inside `completeTransition`, and the dismissal
/// pair the same way (alpha → 0 alongside, scrubbed with an interactive dismissal). The dimming
/// view is removed only when a dismissal completed (or a presentation was cancelled); a
/// cancelled dismissal keeps it at its alpha.
class PresentationController {
    unowned let runtime: Runtime
    let spec: PresentationControllerSpec
    /// The container's size; unit: points.
    let containerSize: Size
    let presenting: ViewController
    let presented: ViewController
    /// The chrome: the dimming view (id `dimming`), while it is in the container.
    private(set) var dimmingView: View?

    init(runtime: Runtime, spec: PresentationControllerSpec, containerSize: Size, presenting: ViewController, presented: ViewController) {
        self.runtime = runtime
        self.spec = spec
        self.containerSize = containerSize
        self.presenting = presenting
        self.presented = presented
    }

    /// The container's bounds.
    var bounds: Rect { Rect(origin: .zero, size: containerSize) }

    /// `frameOfPresentedViewInContainerView`, logged each time it is asked (the same answer
    /// every time): the spec's frame, else the screen's own layout frame.
    final func frameOfPresentedViewInContainerView() -> Rect {
        let frame = presentedFrame
        runtime.record(.frameOfPresentedView(Self.describe(frame)))
        return frame
    }

    /// The frame `frameOfPresentedViewInContainerView` answers, without the log line.
    var presentedFrame: Rect {
        guard let f = spec.frame, f.count == 4 else { return presented.view.layoutFrame }
        let size = containerSize
        return Rect(x: f[0].resolve(in: size.width), y: f[1].resolve(in: size.height),
                    width: f[2].resolve(in: size.width), height: f[3].resolve(in: size.height))
    }

    /// The dimming view's colour and alpha at rest; nil = no dimming view.
    var dimming: DimmingSpec? { spec.dimming }

    /// The alpha the dimming view has while presented at rest.
    var restingDimmingAlpha: Double { dimming?.alpha ?? 0 }

    // MARK: The transition's calls

    /// Before the animator runs: the presentation's or the dismissal's will-begin call.
    final func transitionWillBegin(_ context: TransitionContext, timing: Timing) {
        switch context.operation {
        case .present: presentationTransitionWillBegin(context, timing: timing)
        case .dismiss: dismissalTransitionWillBegin(context, timing: timing)
        default: break
        }
    }

    /// Inside `completeTransition`: the presentation's or the dismissal's did-end call.
    final func transitionDidEnd(_ operation: Operation, completed: Bool) {
        switch operation {
        case .present: presentationTransitionDidEnd(completed)
        case .dismiss: dismissalTransitionDidEnd(completed)
        default: break
        }
    }

    func presentationTransitionWillBegin(_ context: TransitionContext, timing: Timing) {
        runtime.record(.presentationTransitionWillBegin)
        if let dimming {
            let v = View(runtime: runtime, id: "dimming", frame: bounds, color: dimming.color)
            v.border = false
            runtime.animations.performWithoutAnimation { v.alpha = 0 }
            context.containerView.addSubview(v)
            dimmingView = v
        }
        animateAlongside(context, timing: timing, presenting: true)
        containerViewWillLayoutSubviews()
        presented.view.layoutFrame = frameOfPresentedViewInContainerView()
    }

    func presentationTransitionDidEnd(_ completed: Bool) {
        runtime.record(.presentationTransitionDidEnd(completed))
        if !completed { removeDimmingView() }
    }

    func dismissalTransitionWillBegin(_ context: TransitionContext, timing: Timing) {
        runtime.record(.dismissalTransitionWillBegin)
        // Asked again (the same answer): the presented view's frame the dismissal starts from.
        _ = frameOfPresentedViewInContainerView()
        let container = context.containerView
        if !container.contains(presenting.view) {
            // shouldRemovePresentersView: the presenter's view comes back for the dismissal.
            container.insertSubview(presenting.view, at: 0)
        }
        animateAlongside(context, timing: timing, presenting: false)
    }

    func dismissalTransitionDidEnd(_ completed: Bool) {
        runtime.record(.dismissalTransitionDidEnd(completed))
        if completed {
            removeDimmingView()
        } else {
            // A cancelled dismissal: the chrome stays, at its resting alpha.
            runtime.animations.performWithoutAnimation { dimmingView?.alpha = restingDimmingAlpha }
        }
    }

    /// `containerViewWillLayoutSubviews()`, logged.
    func containerViewWillLayoutSubviews() {
        runtime.record(.containerViewWillLayoutSubviews)
    }

    /// The chrome's animation alongside the transition: the dimming view to its resting alpha
    /// (presenting) or to 0.
    func animateAlongside(_ context: TransitionContext, timing: Timing, presenting: Bool) {
        guard let v = dimmingView else { return }
        let end = presenting ? restingDimmingAlpha : 0
        context.coordinator.animate(alongside: { v.alpha = end }, timing: timing)
    }

    // MARK: At rest

    /// For a screen presented from the start: its frame and its chrome as after a presentation
    /// (`restoreChrome` puts the chrome into the container).
    final func installAtRest() {
        presented.view.layoutFrame = presentedFrame
        guard let dimming else { return }
        let v = View(runtime: runtime, id: "dimming", frame: bounds, color: dimming.color)
        v.border = false
        runtime.animations.performWithoutAnimation { v.alpha = restingDimmingAlpha }
        dimmingView = v
    }

    /// Puts the chrome back below the presented view after the container laid its views out.
    func restoreChrome(in container: View) {
        guard let v = dimmingView, container.contains(presented.view) else { return }
        container.insertSubview(v, belowSubview: presented.view)
    }

    func removeDimmingView() {
        dimmingView?.removeFromSuperview()
        dimmingView = nil
    }

    /// `(x, y, w, h)` in whole points or with the decimals needed.
    static func describe(_ r: Rect) -> String {
        let parts = [r.minX, r.minY, r.width, r.height].map { DecimalText.compact($0, decimals: 1, rounding: .halfAwayFromZero) }
        return "(" + parts.joined(separator: ", ") + ")"
    }
}
