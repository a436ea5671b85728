import SegueScenario

/// The zoom transition in a navigation controller (docs/transitions.md, "The zoom transition"): a
/// screen whose `preferredTransition` is a zoom is pushed and popped by `ZoomTransition`, and popped
/// interactively by `ZoomDismissalController` when the zoom dismissal pan begins.
extension NavigationController {
    /// The zoom `vc`'s screen prefers, if any: the host's, else the scenario's.
    func zoomSpec(of vc: ViewController) -> ZoomTransitionSpec? {
        transitionDelegate?.preferredZoom(of: vc) ?? scenario.screens.first { $0.id == vc.id }?.preferredTransition
    }

    /// Runs `op` as a zoom when the screen pushed (or popped) prefers one; false when it does not.
    /// The delegate is still asked and answers nil: the preferred transition applies.
    func runZoomIfPreferred(_ op: Operation, from: ViewController, to: ViewController, interactive: Bool,
                            bookkeeping: @escaping (Bool) -> Void) -> Bool {
        guard op == .push || op == .pop, let spec = zoomSpec(of: op == .push ? to : from) else { return false }
        runtime.record(.navigationAnimationController(op, from: from.id, to: to.id, answer: .zoom))
        let animator = ZoomTransition(spec: spec, runtime: runtime)
        let interaction = interactive && op == .pop ? ZoomDismissalController(runtime: runtime, zoom: animator) : nil
        announceWillShow(to)
        recordNavigationBarItems(op, from: from, to: to)
        runTransition(TransitionSetup(op, from: from, to: to, animator: animator, interaction: interaction), bookkeeping: bookkeeping)
        return true
    }

    /// Whether the zoom dismissal may begin now: the top screen prefers a zoom, it is not the root,
    /// and no transition is running.
    public var canBeginZoomDismissal: Bool {
        guard stack.count > 1, !isTransitioning, let top = stack.last else { return false }
        return zoomSpec(of: top) != nil
    }

    /// Whether the arrows pan the zoomed screen now: the dismissal can begin, or it drives the
    /// running pop while the finger is down (for the key hints).
    var offersZoomPan: Bool {
        canBeginZoomDismissal || (activeInteraction is ZoomDismissalController && activeContext?.isInteractive == true)
    }

    /// Begins the interactive zoom pop (the dismissal pan began); false when it could not begin.
    @discardableResult
    public func beginZoomDismissal() -> Bool {
        guard canBeginZoomDismissal else { return false }
        perform(.pop, interactive: true)
        return activeInteraction is ZoomDismissalController
    }
}
