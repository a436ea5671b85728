/// What every interaction controller here shares: completionSpeed and completionCurve as
/// UIKit defines them, the interactive-phase bookkeeping, pending finish/cancel before the
/// start, logged no-ops after the end, and the release timing.
public class InteractionController: InteractiveTransitioning {
    unowned let stage: Stage
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
    /// `.remaining` (UIKit: the rest of the duration, scaled by completionSpeed) or a fixed
    /// completion duration in seconds.
    public var completion: CompletionMode = .remaining
    public let finishRule: FinishRule
    private(set) weak var context: TransitionContext?
    private var pending: Bool?
    private var ended = false
    /// When the gesture ended (model time, seconds) and how long the completion takes (seconds).
    private(set) var release: (at: Double, duration: Double)?

    init(stage: Stage, finishRule: FinishRule) {
        self.stage = stage
        self.finishRule = finishRule
    }

    /// The transition's duration D; unit: seconds.
    public var duration: Double { context?.group.duration ?? 0 }

    public func startInteractiveTransition(_ context: TransitionContext) {
        self.context = context
        begin(context)
        context.coordinator.transitionStarted()
        if let forward = pending {
            pending = nil
            end(forward: forward)
        }
    }

    /// Subclasses set the transition up here (call the animator, or lay the views out).
    func begin(_ context: TransitionContext) {}
    /// Subclasses move the views to percent `p` here.
    func apply(_ p: Double, context: TransitionContext) {}
    /// Subclasses play the rest of the transition here, over `time` seconds.
    func complete(forward: Bool, over time: Double, context: TransitionContext) {}

    public func update(_ percent: Double) {
        guard let context, context.isInteractive, !ended else {
            stage.warn("update(\(logNumber(percent))) outside the interactive phase: ignored")
            return
        }
        let p = min(max(percent, 0), 1)
        percentComplete = p
        context.updateInteractiveTransition(p)
        context.group.pause(at: p * context.group.duration)
        apply(p, context: context)
        stage.record("update(\(logNumber(p)))")
    }

    /// The time the rest of the transition takes after release; unit: seconds.
    /// `.remaining`: (1 − p)·D / speed forward, p·D / speed in reverse; `.fixed(d)`: d.
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
            pending = forward
            stage.record("\(name) before the interactive phase: pending")
            return
        }
        ended = true
        stage.record(name)
        context.interactionCompletionVelocity = completionSpeed
        context.interactionCompletionCurve = completionCurve
        let time = completionTime(forward: forward)
        release = (stage.now, time)
        if forward { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        // The transition's offset follows the completion curve (docs/transitions.md).
        context.group.complete(forward: forward, over: time, curve: completionCurve, at: stage.now)
        complete(forward: forward, over: time, context: context)
    }

    /// Sets the percent without a transition (for checking `completionTime`).
    func setForTesting(percent: Double) { percentComplete = percent }

    /// The timing the panel plots at time `t` (seconds) and the seconds into it, when this
    /// controller moves the views itself; nil: plot the animator's (percent-driven: the
    /// animator's own animations move the views).
    public func plottedTiming(at t: Double) -> (timing: TimingEvaluator, offset: Double)? { nil }
}

/// UIPercentDrivenInteractiveTransition (docs/transitions.md): drives the animator's own animations by
/// percent. At start it calls `animateTransition` itself and freezes every transition animation
/// at offset 0; `update(p)` moves the offset to p·D; `finish()` plays the rest forward over
/// (1 − p)·D / completionSpeed and `cancel()` plays back over p·D / completionSpeed, both along
/// `completionCurve`.
public final class PercentDrivenInteractiveTransition: InteractionController {
    let animator: AnimatedTransitioning

    init(stage: Stage, animator: AnimatedTransitioning, finishRule: FinishRule) {
        self.animator = animator
        super.init(stage: stage, finishRule: finishRule)
    }

    override func begin(_ context: TransitionContext) {
        stage.record("startInteractiveTransition")
        stage.record("animateTransition")
        context.group.pause(at: 0)
        animator.animateTransition(context)
    }
    // The animations are in the transition's group: moving its offset is all update and
    // completion need.
}

/// A custom interaction controller (seed 000): sets the views' properties directly from p,
/// linearly, while dragging (`scale = |p − 1|` for the shrink preset), and on release runs its
/// own animation of fixed duration to the end (finish) or back to the start (cancel).
public final class DirectInteractionController: InteractionController {
    let spec: AnimatorSpec
    private var tracks: [ResolvedTrack] = []

    init(stage: Stage, spec: AnimatorSpec, finishRule: FinishRule) {
        self.spec = spec
        super.init(stage: stage, finishRule: finishRule)
        completion = .fixed(0.4)
    }

    override func begin(_ context: TransitionContext) {
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
        apply(0, context: context)
    }

    override func apply(_ p: Double, context: TransitionContext) {
        stage.animator.performWithoutAnimation {
            for t in tracks {
                t.view.anchor = t.spec.anchor
                t.view.apply(interpolate(t.start, t.end, p))
            }
        }
    }

    /// While interactive, the linear mapping p → views over the duration D (offset p·D); after
    /// release, the fixed completion animation: `completionCurve` over its time, from the release.
    public override func plottedTiming(at t: Double) -> (timing: TimingEvaluator, offset: Double)? {
        if let release {
            return (Timing.curve(completionCurve).evaluator(nominalDuration: release.duration), max(0, t - release.at))
        }
        return (Timing.curve(.linear).evaluator(nominalDuration: duration), percentComplete * duration)
    }

    override func complete(forward: Bool, over time: Double, context: TransitionContext) {
        let tracks = self.tracks
        stage.animator.animate(duration: time, timing: .curve(completionCurve), changes: {
            for t in tracks { t.view.apply(forward ? t.end : t.start) }
        }, completion: { _ in
            context.completeTransition(forward)
        })
    }
}
