import SegueSupport
import SegueScenario

/// Catching an interruptible transition (docs/gestures.md, "Catching"): while such a
/// transition animates — started by a key, or after a release — an arrow key of its edge pan
/// or a mouse press inside the device puts a finger down on it. The interaction controller
/// pauses it (`pause()`, `pauseInteractiveTransition()`) at fraction f0, and the finger scrubs
/// on from there: fraction = f0 + translation / distance. The release continues it by the
/// finish rule, with the finger's velocity.
struct CaughtTransition {
    /// The fraction at the catch, 0…1.
    let fraction: Double
    /// Translation for a fraction of 1; unit: points; > 0.
    let distance: Double

    /// The fraction for a finger `translation` points from where it caught the transition.
    func fraction(translation: Double) -> Double { min(max(fraction + translation / distance, 0), 1) }
}

extension SimulatedApp {
    /// The interaction a catch now would drive: the running interruptible transition's, or —
    /// while an interruptible push runs and the pop is interruptible too — the pop's (iOS 18 and
    /// later: the push completes and the gesture drives a pop; not on iOS 17); nil when there
    /// is nothing to catch.
    private var catchableInteraction: InteractionSpec? {
        guard !(gesture?.gesture.isActive ?? false) else { return nil }
        if let pd = container.activeInteraction as? PercentDrivenInteractiveTransition, pd.canPause { return pd.interaction }
        guard scenario.ios.catchesPushIntoPop, let context = container.activeContext, context.operation == .push,
              context.propertyAnimator != nil,
              !context.isCompleted, container is NavigationController,
              let pop = scenario.transitions[.pop], pop.animator.interruptible,
              let interaction = pop.interaction, interaction.gesture == .edgePan else { return nil }
        return interaction
    }

    /// An arrow key of the running transition's edge pan catches it; false when nothing is caught.
    func catchTransition(_ arrow: Arrow, at t: Double) -> Bool {
        guard let spec = catchableInteraction, arrow == spec.edge.panInwardArrow || arrow == spec.edge.panOutwardArrow,
              let f = performCatch() else { return false }
        var g = EdgePanGesture(catching: spec, containerSize: size, at: f, keyRepeat: scenario.keyRepeat(for: spec))
        caught = CaughtTransition(fraction: f, distance: g.distance)
        let updates = g.handle(.arrow(arrow), at: t)
        gesture = .pan(g)
        apply(updates)
        return true
    }

    /// A mouse press inside the device catches the running transition; false when nothing is caught.
    func catchTransition(pressAt p: Point, at t: Double) -> Bool {
        guard let spec = catchableInteraction, p.x >= 0, p.y >= 0, p.x <= size.width, p.y <= size.height,
              let f = performCatch() else { return false }
        let extent = spec.edge.panExtent(of: size)
        var g = MousePan(edge: spec.edge, containerSize: size, distance: spec.distance, hysteresis: 0, edgeRegion: extent)
        caught = CaughtTransition(fraction: f, distance: g.distance)
        let updates = g.handle(.mouse(.press, p), at: t)
        gesture = .mouse(g)
        apply(updates)
        return true
    }

    /// Catches what `catchableInteraction` names: pauses the running transition, or completes
    /// the running push at once (`stopAnimation(false)`, `finishAnimation(at: .end)`: did-appear)
    /// and begins its pop interactively at 1 − the push's fraction, where the pushed view
    /// stands when the pop's tracks mirror the push's. Returns the fraction the finger scrubs
    /// on from; nil when nothing could be caught.
    private func performCatch() -> Double? {
        if let pd = container.activeInteraction as? PercentDrivenInteractiveTransition, pd.canPause { return pauseForCatch(pd) }
        guard let push = container.activeContext?.propertyAnimator else { return nil }
        let f = push.shownProgress
        runtime.record(.gestureCaught(turnsPushIntoPop: true))
        push.stopAnimation(false)
        push.finishAnimation(at: .end)
        _ = prepareGesture(.edgePan)
        guard let op = gestureOperation, container.beginInteractive(op),
              let pd = container.activeInteraction as? PercentDrivenInteractiveTransition else { return nil }
        gestureRule = pd.interaction.finish
        if pd.canPause { pd.pause() }  // a pop that wants no interactive start began animating
        pd.update(1 - f)
        return pd.percentComplete
    }

    /// A gesture that began a transition whose interaction controller does not want an
    /// interactive start (it started animating) catches it at once.
    func catchOnBegin() {
        guard let pd = container.activeInteraction as? PercentDrivenInteractiveTransition, pd.canPause,
              let distance = gesture?.gesture.tracker.distance else { return }
        caught = CaughtTransition(fraction: pauseForCatch(pd), distance: distance)
    }

    private func pauseForCatch(_ pd: PercentDrivenInteractiveTransition) -> Double {
        runtime.record(.gestureCaught(turnsPushIntoPop: false))
        gestureRule = pd.interaction.finish
        pd.pause()
        return pd.percentComplete
    }

    /// A caught transition's gesture: every move scrubs from the fraction at the catch; the
    /// release (or a touch that never moved) finishes or cancels by the finish rule. `caught`
    /// stays until the next gesture starts, so the panel words the release with its fraction.
    func applyCaught(_ updates: [GestureUpdate]) {
        guard let caught, let pd = container.activeInteraction as? PercentDrivenInteractiveTransition else {
            self.caught = nil
            return
        }
        let translation = gesture?.gesture.translation ?? 0
        for u in updates {
            switch u {
            case .began:
                pd.update(caught.fraction(translation: translation))
            case .changed(_, let tr, _):
                pd.update(caught.fraction(translation: tr))
            case .ended(_, let v):
                release(pd, fraction: caught.fraction(translation: translation), velocity: v, distance: caught.distance)
            case .failed:
                release(pd, fraction: caught.fraction, velocity: 0, distance: caught.distance)
            case .cancelled:
                runtime.record(.gestureCancelled)
                pd.cancel()
            }
        }
    }

    /// The gesture's facts with a caught transition's fraction as the percent its release
    /// verdict reads (the tracker's own percent counts from 0 at the catch). A finger that has
    /// not moved since the catch has no hysteresis to cross: its release is decided by the rule
    /// at f0 with velocity 0 (docs/gestures.md, "Catching"), not a `fail (moved 0 pt < 0 pt)`.
    func caughtInfo(_ info: GestureInfo) -> GestureInfo {
        guard let caught else { return info }
        var out = info
        let unmoved = FinishVerdict(rule: gestureRule, percent: caught.fraction, velocity: 0, unit: gestureUnit)
        switch info.releaseOutcome {
        case .wouldFail: out.releaseOutcome = .wouldRelease(unmoved)
        case .failedTooShort: out.releaseOutcome = .released(unmoved)
        case .wouldRelease(let v):
            out.releaseOutcome = .wouldRelease(FinishVerdict(rule: v.rule, percent: caught.fraction(translation: info.translation),
                                                             velocity: v.velocity, unit: v.unit))
        case .released(let v):
            out.releaseOutcome = .released(FinishVerdict(rule: v.rule, percent: caught.fraction(translation: info.translation),
                                                         velocity: v.velocity, unit: v.unit))
        default: break
        }
        return out
    }

    private func release(_ pd: PercentDrivenInteractiveTransition, fraction f: Double, velocity v: Double, distance: Double) {
        let finish = gestureRule.shouldFinish(percent: f, velocity: v)
        runtime.record(.gestureEnded(gestureRule.explain(percent: f, velocity: v, unit: gestureUnit)))
        pd.gestureRelease = (v, distance)
        finish ? pd.finish() : pd.cancel()
    }
}
