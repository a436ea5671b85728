import SegueScenario

/// A custom interaction controller (seed 000): sets the views' properties directly from p,
/// linearly, while dragging (`scale = |p − 1|` for the shrink preset), and on release runs its
/// own animation of fixed duration to the end (finish) or back to the start (cancel).
public final class DirectInteractionController: InteractionController {
    let spec: AnimatorSpec
    private var tracks: [ResolvedTrack] = []

    init(runtime: Runtime, spec: AnimatorSpec, finishRule: FinishRule) {
        self.spec = spec
        super.init(runtime: runtime, finishRule: finishRule)
        completion = .fixed(0.4)
    }

    override func begin(_ context: TransitionContext) {
        runtime.record(.startInteractiveTransition(.customController))
        if let to = context.view(forKey: .to) {
            runtime.animations.performWithoutAnimation { to.frame = context.finalFrame(for: context.viewController(forKey: .to)) }
        }
        var cover: View?
        let coverProvider: () -> View = { [runtime, spec] in
            if let c = cover { return c }
            let c = DeclarativeAnimator.cover(in: context, color: spec.coverColor, runtime: runtime)
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
        runtime.animations.performWithoutAnimation {
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
        runtime.animations.animate(duration: time, timing: .curve(completionCurve), changes: {
            for t in tracks { t.view.apply(forward ? t.end : t.start) }
        }, completion: { _ in
            context.completeTransition(forward)
        })
    }
}
