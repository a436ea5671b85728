/// UIPercentDrivenInteractiveTransition (SPEC §4.3): drives the animator's own animations by
/// percent. At start it calls `animateTransition` itself and freezes every transition animation
/// at offset 0; `update(p)` moves the offset to p·D; `finish()` plays the rest forward over
/// (1 − p)·D / completionSpeed and `cancel()` plays back over p·D / completionSpeed, both along
/// `completionCurve`.
public final class PercentDrivenInteractiveTransition: InteractiveTransitioning {
    unowned let stage: Stage
    let animator: AnimatedTransitioning
    /// The transition's duration D, set at start from the animator; unit: seconds.
    public private(set) var duration: Double = 0
    /// The last clamped update, 0…1.
    public private(set) var percentComplete: Double = 0
    private var storedSpeed: Double = 1
    /// completionSpeed; unitless; a value ≤ 0 reads back as 1.0; default 1.
    public var completionSpeed: Double {
        get { storedSpeed > 0 ? storedSpeed : 1 }
        set { storedSpeed = newValue }
    }
    /// Curve of the remaining animation after release; default easeInOut.
    public var completionCurve: TimingCurve = .easeInOut
    /// `.remaining` (UIKit) or a fixed completion duration.
    public var completion: CompletionMode = .remaining
    public let finishRule: FinishRule
    private(set) weak var context: TransitionContext?
    private enum Pending { case finish, cancel }
    private var pending: Pending?
    private var ended = false

    init(stage: Stage, animator: AnimatedTransitioning, finishRule: FinishRule) {
        self.stage = stage
        self.animator = animator
        self.finishRule = finishRule
    }

    public func startInteractiveTransition(_ context: TransitionContext) {
        self.context = context
        duration = animator.transitionDuration(context)
        stage.record("startInteractiveTransition")
        stage.record("animateTransition")
        context.group.pause(at: 0)
        animator.animateTransition(context)
        context.coordinator.transitionStarted()
        switch pending {
        case .finish?: pending = nil; finish()
        case .cancel?: pending = nil; cancel()
        case nil: break
        }
    }

    public func update(_ percent: Double) {
        guard let context, context.isInteractive, !ended else {
            stage.warn("update(\(logNumber(percent))) outside the interactive phase: ignored")
            return
        }
        let p = min(max(percent, 0), 1)
        percentComplete = p
        context.updateInteractiveTransition(p)
        context.group.pause(at: p * duration)
        stage.record("update(\(logNumber(p)))")
    }

    /// Sets the duration and percent without a transition (for checking `completionTime`).
    func setForTesting(duration: Double, percent: Double) {
        self.duration = duration
        percentComplete = percent
    }

    /// The time the rest of the transition takes after release; unit: seconds.
    func completionTime(forward: Bool) -> Double {
        switch completion {
        case .fixed(let d): return d
        case .remaining:
            let p = percentComplete
            return (forward ? (1 - p) : p) * duration / completionSpeed
        }
    }

    public func finish() { end(forward: true) }
    public func cancel() { end(forward: false) }

    private func end(forward: Bool) {
        let name = forward ? "finish()" : "cancel()"
        guard !ended else {
            stage.warn("\(name) after the interaction ended: ignored")
            return
        }
        guard let context else {
            pending = forward ? .finish : .cancel
            stage.record("\(name) before the interactive phase: pending")
            return
        }
        ended = true
        stage.record(name)
        context.interactionCompletionVelocity = completionSpeed
        context.interactionCompletionCurve = completionCurve
        let time = completionTime(forward: forward)
        if forward { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        context.group.complete(forward: forward, over: time, curve: completionCurve, at: stage.now)
    }
}

/// A custom interaction controller (seed 000): sets the views' properties directly from p,
/// linearly, while dragging (`scale = |p − 1|` for the shrink preset), and on release runs its
/// own animation of fixed duration to the end (finish) or back to the start (cancel).
public final class DirectInteractionController: InteractiveTransitioning {
    unowned let stage: Stage
    let spec: AnimatorSpec
    public private(set) var percentComplete: Double = 0
    private var storedSpeed: Double = 1
    public var completionSpeed: Double {
        get { storedSpeed > 0 ? storedSpeed : 1 }
        set { storedSpeed = newValue }
    }
    public var completionCurve: TimingCurve = .easeInOut
    /// The fixed duration of the release animation; unit: seconds; default 0.4 (seed 000).
    public var completion: CompletionMode = .fixed(0.4)
    public let finishRule: FinishRule
    private(set) weak var context: TransitionContext?
    private var tracks: [ResolvedTrack] = []
    private var ended = false
    private var pending: Bool?

    init(stage: Stage, spec: AnimatorSpec, finishRule: FinishRule) {
        self.stage = stage
        self.spec = spec
        self.finishRule = finishRule
    }

    public func startInteractiveTransition(_ context: TransitionContext) {
        self.context = context
        stage.record("startInteractiveTransition (custom controller)")
        if let to = context.view(forKey: .to) {
            stage.animator.performWithoutAnimation { to.frame = context.finalFrame(for: context.viewController(forKey: .to)) }
        }
        var cover: View?
        let coverProvider: () -> View = { [stage, spec] in
            if let c = cover { return c }
            let c = DeclarativeAnimator.cover(in: context, color: spec.coverColor, stage: stage)
            cover = c
            return c
        }
        if spec.tracks.contains(where: { $0.target == .role(.cover) }) { _ = coverProvider() }
        DeclarativeAnimator.arrange(context, order: spec.order, cover: cover)
        let resolver = TrackResolver(container: context.bounds.size, mirror: context.direction < 0 && spec.mirrorsBackward ? -1 : 1)
        tracks = spec.tracks.compactMap { t in
            DeclarativeAnimator.view(for: t.target, in: context, cover: coverProvider).map { resolver.resolve(t, view: $0) }
        }
        apply(0)
        context.coordinator.transitionStarted()
        if let forward = pending {
            pending = nil
            forward ? finish() : cancel()
        }
    }

    private func apply(_ p: Double) {
        stage.animator.performWithoutAnimation {
            for t in tracks {
                t.view.anchor = t.spec.anchor
                t.view.apply(interpolate(t.start, t.end, p))
            }
        }
    }

    public func update(_ percent: Double) {
        guard let context, context.isInteractive, !ended else {
            stage.warn("update(\(logNumber(percent))) outside the interactive phase: ignored")
            return
        }
        let p = min(max(percent, 0), 1)
        percentComplete = p
        context.updateInteractiveTransition(p)
        context.group.pause(at: p * context.group.duration)
        apply(p)
        stage.record("update(\(logNumber(p)))")
    }

    public func finish() { end(forward: true) }
    public func cancel() { end(forward: false) }

    private func end(forward: Bool) {
        let name = forward ? "finish()" : "cancel()"
        guard !ended else {
            stage.warn("\(name) after the interaction ended: ignored")
            return
        }
        guard let context else {
            pending = forward
            return
        }
        ended = true
        stage.record(name)
        let time: Double
        switch completion {
        case .fixed(let d): time = d
        case .remaining:
            time = (forward ? 1 - percentComplete : percentComplete) * context.group.duration / completionSpeed
        }
        context.interactionCompletionVelocity = completionSpeed
        context.interactionCompletionCurve = completionCurve
        if forward { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        // Keep the transition's percent moving with the release animation (for the panel).
        context.group.complete(forward: forward, over: time, curve: completionCurve, at: stage.now)
        let tracks = self.tracks
        stage.animator.animate(duration: time, timing: .curve(completionCurve), changes: {
            for t in tracks { t.view.apply(forward ? t.end : t.start) }
        }, completion: { _ in
            context.completeTransition(forward)
        })
    }
}
