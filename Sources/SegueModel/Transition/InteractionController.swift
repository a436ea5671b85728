import SegueScenario

/// What every interaction controller here shares: completionSpeed and completionCurve as
/// UIKit defines them, the interactive-phase bookkeeping, pending finish/cancel before the
/// start, logged no-ops after the end, and the release timing.
public class InteractionController: InteractiveTransitioning {
    unowned let runtime: Runtime
    /// The last clamped update, 0…1.
    public internal(set) var percentComplete: Double = 0
    private var storedSpeed: Double = 1
    /// completionSpeed; unitless; a value ≤ 0 reads back as 1.0; default 1.
    public var completionSpeed: Double {
        get { storedSpeed > 0 ? storedSpeed : 1 }
        set { storedSpeed = newValue }
    }
    /// Curve of the remaining animation after release; default easeInOut.
    public var completionCurve: TimingCurve = .easeInOut
    /// The system pop's release (`FinishRule.projection`): when set, the rest plays on curve 7
    /// (UIKit's completionCurve 7) instead of `completionCurve`, at the completionSpeed the
    /// projection gave. nil for every other interaction.
    public private(set) var projection: ReleaseProjection?
    /// `.remaining` (UIKit: the rest of the duration, scaled by completionSpeed) or a fixed
    /// completion duration in seconds.
    public var completion: CompletionMode = .remaining
    public let finishRule: FinishRule
    /// `wantsInteractiveStart`: whether the transition starts in its interactive phase (true,
    /// the default) or animating, as one started by a key is (false); an interruptible
    /// transition started animating can be caught (docs/transitions.md).
    public var wantsInteractiveStart = true
    /// The finger's velocity at the release (points per second along the gesture's axis,
    /// positive toward finishing) and its distance for percent 1 (points, > 0); set by the
    /// gesture before `finish()` or `cancel()`; nil: no gesture (velocity 0).
    public var gestureRelease: (velocity: Double, distance: Double)?
    /// The scenario's interaction this controller was made from (its edge, distance, release timing).
    var interaction = InteractionSpec()
    private(set) weak var context: TransitionContext?
    private var pending: Bool?
    var ended = false
    /// When the gesture ended (model time, seconds) and how long the completion takes (seconds).
    var release: (at: Double, duration: Double)?

    init(runtime: Runtime, finishRule: FinishRule) {
        self.runtime = runtime
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
            runtime.record(.refused(.update(percent), because: "outside the interactive phase: ignored"))
            return
        }
        let p = min(max(percent, 0), 1)
        percentComplete = p
        context.updateInteractiveTransition(p)
        context.group.pause(at: p * context.group.duration)
        apply(p, context: context)
        runtime.record(.update(p))
        (context.animator as? InteractiveProgressFollowing)?.interactiveProgressChanged(p)
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

    /// UIKit's system pop at a release: completionSpeed max(1 − p, D·|v|/W) finishing or
    /// max(p, D·|v|/W) cancelling, and completion curve 7 (docs/gestures.md, "The system pop").
    func projectRelease(_ projection: ReleaseProjection, finishing: Bool) {
        self.projection = projection
        completionSpeed = projection.completionSpeed(finishing: finishing)
        runtime.record(.completionSpeed(completionSpeed))
    }

    /// The timing the rest plays with after release: curve 7 for the system pop (its spring
    /// time-scaled to fill the completion time), else `completionCurve`.
    var completionTiming: Timing { projection == nil ? .curve(completionCurve) : .curve7() }

    public func finish() { end(forward: true) }
    public func cancel() { end(forward: false) }

    private func end(forward: Bool) {
        guard !ended else {
            runtime.record(.refused(forward ? .finish : .cancel, because: "after the interaction ended: ignored"))
            return
        }
        guard let context else {
            pending = forward
            runtime.record(.endPending(finished: forward))
            return
        }
        ended = true
        runtime.record(forward ? .finish : .cancel)
        context.interactionCompletionVelocity = completionSpeed
        context.interactionCompletionCurve = completionCurve
        let time = completionTime(forward: forward)
        release = (runtime.now, time)
        if forward { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        // The transition's offset follows the completion curve (docs/transitions.md); an
        // interruptible transition's animator continues instead (`complete`).
        if context.propertyAnimator == nil {
            context.group.complete(forward: forward, over: time, timing: completionTiming, at: runtime.now)
        }
        complete(forward: forward, over: time, context: context)
    }

    /// The timing the panel plots at time `t` (seconds) and the seconds into it, when this
    /// controller moves the views itself; nil: plot the animator's (percent-driven: the
    /// animator's own animations move the views).
    public func plottedTiming(at t: Double) -> (timing: TimingEvaluator, offset: Double)? { nil }
}
