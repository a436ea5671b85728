import SegueScenario

/// The state changes of a property animator (docs/animation.md, "Property animators"):
/// inactive → active (startAnimation, pauseAnimation, fractionComplete) → inactive at the
/// natural end; stopAnimation(false) → stopped → finishAnimation(at:) → inactive.
extension PropertyAnimator {
    /// `startAnimation()`: from inactive, runs from fraction 0 (1 when reversed); from paused,
    /// runs on from the current fraction over the rest of the duration.
    public func startAnimation() {
        runtime.record(.startAnimation(afterDelay: nil))
        start(afterDelay: 0)
    }

    /// `startAnimation(afterDelay:)`: `delay` in seconds (≥ 0); the animator is running at
    /// once, its animations hold still until the delay has passed.
    public func startAnimation(afterDelay delay: Double) {
        runtime.record(.startAnimation(afterDelay: delay))
        start(afterDelay: max(delay, 0))
    }

    private func start(afterDelay delay: Double) {
        switch state {
        case .stopped:
            runtime.record(.refused(.startAnimation(afterDelay: nil), because: "on a stopped animator: ignored (UIKit raises; call finishAnimation(at:))"))
            return
        case .inactive: activate()
        case .active: if isRunning { return }
        }
        let f = restFraction
        let to = reversed ? 0.0 : 1.0
        begin(AnimatorRun(start: runtime.now + delay, length: abs(to - f) * duration, from: f, to: to, retimed: nil))
    }

    /// `pauseAnimation()`: holds every animation where it is (an inactive animator becomes
    /// active, paused at fraction 0).
    public func pauseAnimation() {
        runtime.record(.pauseAnimation)
        switch state {
        case .stopped: runtime.record(.refused(.pauseAnimation, because: "on a stopped animator: ignored (UIKit raises)"))
        case .inactive: activate()
        case .active: settle(at: runtime.now)
        }
    }

    func setFractionComplete(_ value: Double) {
        let f = min(max(value, 0), 1)
        runtime.record(.fractionComplete(f))
        switch state {
        case .stopped:
            runtime.warn("fractionComplete set on a stopped animator: ignored")
            return
        case .active where isRunning:
            runtime.warn("fractionComplete set while running: no effect (pause the animator first)")
            return
        case .inactive: activate()
        case .active: break
        }
        restFraction = f
        for e in entries { e.base = scrubsLinearly ? e.linear(f) : e.onCurve(f, duration: duration) }
    }

    func setReversed(_ value: Bool) {
        runtime.record(.isReversed(value))
        guard value != reversed else { return }
        reversed = value
        guard isRunning, let run, runtime.now >= run.start else { return }
        // Turn round now and go back along the timing curve over the rest, in the new direction.
        settle(at: runtime.now)
        let f = restFraction, to = value ? 0.0 : 1.0
        begin(AnimatorRun(start: runtime.now, length: abs(to - f) * duration, from: f, to: to, retimed: nil))
    }

    /// `continueAnimation(withTimingParameters:durationFactor:)` on an active animator: the
    /// rest runs from the current values to the end (the start when reversed) with
    /// `parameters` (nil keeps the animator's timing) over `durationFactor` × duration
    /// seconds (`durationFactor` ≥ 0; 0 keeps the remaining time). A spring's initial velocity
    /// is in units of each axis's remaining distance per second (`Vector.springVelocity`).
    public func continueAnimation(withTimingParameters parameters: TimingParameters?, durationFactor: Double) {
        runtime.record(.continueAnimation(timingParameters: parameters?.logDescription, durationFactor: durationFactor))
        guard state == .active else {
            runtime.warn("continueAnimation on a\(state == .inactive ? "n inactive" : " stopped") animator: ignored (UIKit raises)")
            return
        }
        settle(at: runtime.now)
        let f = restFraction, to = reversed ? 0.0 : 1.0
        let length = durationFactor > 0 ? durationFactor * duration : abs(to - f) * duration
        var retimed: [VelocityAxis: TimingEvaluator]?
        if let parameters {
            retimed = [:]
            for axis in [VelocityAxis.horizontal, .vertical] {
                retimed![axis] = parameters.timing(for: axis).evaluator(nominalDuration: length)
            }
        }
        begin(AnimatorRun(start: runtime.now, length: length, from: f, to: to, retimed: retimed))
    }

    /// `stopAnimation(_:)`: every animation stops where it is and the views keep those values.
    /// `withoutFinishing` true: inactive at once, no completion; false: `stopped`, waiting for
    /// `finishAnimation(at:)`.
    public func stopAnimation(_ withoutFinishing: Bool) {
        runtime.record(.stopAnimation(withoutFinishing: withoutFinishing))
        guard state == .active else {
            runtime.record(.refused(.stopAnimation(withoutFinishing: withoutFinishing), because: "on a\(state == .inactive ? "n inactive" : " stopped") animator: ignored"))
            return
        }
        settle(at: runtime.now)
        for e in entries { setModel(e, e.value(progress: e.base)) }
        if withoutFinishing { deactivate() } else { state = .stopped }
    }

    /// `finishAnimation(at:)` on a stopped animator: the views take the end values (`.end`),
    /// the start values (`.start`) or stay (`.current`); the completions run with `position`.
    public func finishAnimation(at position: Position) {
        runtime.record(.finishAnimation(at: position))
        guard state == .stopped else {
            runtime.record(.refused(.finishAnimation(at: position), because: "on a\(state == .inactive ? "n inactive" : "n active") animator: ignored (UIKit raises; call stopAnimation(false) first)"))
            return
        }
        end(at: position)
    }

    // MARK: Internals

    /// inactive → active: runs the blocks given so far, each with its delay factor as window.
    private func activate() {
        state = .active
        restFraction = reversed ? 1 : 0
        runtime.animations.register(self)
        let blocks = pending
        pending.removeAll()
        for b in blocks { perform(b.block, window: b.delayFactor) }
        if reversed { for e in entries { e.base = 1 } }
    }

    /// Runs an animation block whose animations start at animator fraction `window`.
    func perform(_ block: () -> Void, window: Double) {
        addingWindow = window
        runtime.animations.animate(driver: self, changes: block)
    }

    /// Freezes the motion at `t`: every animation keeps the progress it has, the fraction too.
    private func settle(at t: Double) {
        guard let run else { return }
        for e in entries { e.base = run.progress(of: e, at: t, duration: duration) }
        restFraction = run.fraction(at: t)
        self.run = nil
        supersede()
    }

    private func begin(_ r: AnimatorRun) {
        run = r
        supersede()
        let g = generation
        endTimer = runtime.clock.schedule(at: r.endTime) { [weak self] in
            guard let self, self.generation == g else { return }
            self.endTimer = nil
            self.reachEnd()
        }
    }

    /// Every change of course: the end timer of the motion before it goes.
    func supersede() {
        generation += 1
        if let id = endTimer { runtime.clock.cancel(id) }
        endTimer = nil
    }

    /// The natural end: paused there (`pausesOnCompletion`) or inactive with the completions.
    private func reachEnd() {
        guard let run else { return }
        settle(at: run.endTime)
        if pausesOnCompletion { return }
        end(at: run.isForward ? .end : .start)
    }

    private func end(at position: Position) {
        for e in entries where runtime.animations.isCurrent(e.animation) || state == .stopped {
            switch position {
            case .end: setModel(e, e.to)
            case .start: setModel(e, e.from)
            case .current: break
            }
        }
        deactivate()
        runtime.record(.animatorCompletion(position))
        let blocks = completions
        completions.removeAll()
        for c in blocks { c(position) }
    }

    private func deactivate() {
        for e in entries { runtime.animations.removeIfCurrent(e.animation) }
        entries.removeAll()
        run = nil
        restFraction = 0
        supersede()
        state = .inactive
        runtime.animations.unregister(self)
    }

    private func setModel(_ e: AnimatorEntry, _ v: Double) {
        runtime.animations.performWithoutAnimation { e.view.set(e.property, v) }
    }
}
