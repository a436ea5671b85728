import SegueSupport
import SegueScenario

/// The zoom transition's dismissal pan in the model (docs/gestures.md, "The zoom dismissal"): while
/// a screen that prefers a zoom is on top of a navigation stack (and no transition runs), any arrow
/// key or a mouse press inside it puts a `ZoomDismissPan` finger down; when the pan begins, the
/// navigation controller begins the interactive zoom pop, and every frame hands the finger's
/// translation and percent to its `ZoomDismissalController`; the release finishes or cancels by
/// `ZoomTransitionSpec.dismissRule` with the finger's velocity.
extension SimulatedApp {
    private var zoomNavigation: NavigationController? { container as? NavigationController }

    /// Whether the zoom pop may begin now (the pan crossed its hysteresis).
    func zoomCanBegin() -> Bool { zoomNavigation?.canBeginZoomDismissal ?? false }

    /// An arrow key starts the zoom dismissal pan; false when the top screen is not zoomed (or a
    /// transition runs, or a finger is down).
    func startZoomDismissal(_ arrow: Arrow, at t: Double) -> Bool {
        guard zoomCanBegin(), !(gesture?.gesture.isActive ?? false) else { return false }
        var g = ZoomDismissPan(containerSize: size, input: .keyboard, keyRepeat: scenario.keyRepeat(for: InteractionSpec()))
        prepareZoomGesture()
        let updates = g.handle(.arrow(arrow), at: t, canBegin: { [unowned self] in self.zoomCanBegin() })
        gesture = .zoom(g)
        apply(updates)
        return true
    }

    /// A mouse press inside the zoomed screen starts the zoom dismissal pan; false when it does not.
    func startZoomDismissal(pressAt p: Point, at t: Double) -> Bool {
        guard zoomCanBegin(), let top = zoomNavigation?.stack.last?.view else { return false }
        let f = top.presentationFrame
        guard p.x >= f.minX, p.y >= f.minY, p.x <= f.maxX, p.y <= f.maxY else { return false }
        var g = ZoomDismissPan(containerSize: size, input: .mouse)
        prepareZoomGesture()
        let updates = g.handle(.mouse(.press, p), at: t)
        gesture = .zoom(g)
        apply(updates)
        return true
    }

    private func prepareZoomGesture() {
        _ = prepareGesture(.edgePan)
        gestureOperation = .pop
        gestureRule = ZoomTransitionSpec.dismissRule
    }

    /// The zoom pan's updates: began starts the interactive zoom pop; each move hands the
    /// translation and percent on; the release finishes or cancels by the rule, with the velocity.
    func applyZoom(_ updates: [GestureUpdate]) {
        guard case .zoom(let g)? = gesture else { return }
        for u in updates {
            if case .began = u { zoomNavigation?.beginZoomDismissal() }
            guard let controller = container.activeInteraction as? ZoomDismissalController else { continue }
            switch u {
            case .began(let p), .changed(let p, _, _):
                controller.translation = g.translationVector
                controller.update(p)
            case .ended(let p, let v):
                let finish = gestureRule.shouldFinish(percent: p, velocity: v)
                runtime.record(.gestureEnded(gestureRule.explain(percent: p, velocity: v, unit: .points)))
                controller.releaseVelocity = g.releaseVelocityVector(at: realNow)
                finish ? controller.finish() : controller.cancel()
            case .cancelled:
                runtime.record(.gestureCancelled)
                controller.cancel()
            case .failed:
                break
            }
        }
    }
}
