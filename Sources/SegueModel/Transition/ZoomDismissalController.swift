import SegueScenario

/// The zoom transition's interactive dismissal (docs/gestures.md, "The zoom dismissal"): an
/// interaction controller that moves the zoomed screen itself. While the finger is down the screen
/// shrinks by the gesture's percent and its centre follows the finger (`ZoomStage.follow`); on release
/// it springs into the source (finish) or back to full size (cancel) with the zoom's spring, carrying
/// the finger's velocity (`ZoomGeometry.springVelocity`).
public final class ZoomDismissalController: InteractionController {
    let zoom: ZoomTransition
    private var stage: ZoomStage?
    /// The finger's translation (points, hysteresis removed); the gesture sets it before `update(_:)`.
    public var translation = Vector.zero
    /// The finger's velocity at the release (points per second); the gesture sets it before
    /// `finish()` or `cancel()`; default zero.
    public var releaseVelocity = Vector.zero
    /// The spring velocity the release handed on (fractions of the remaining distance per second);
    /// nil before the release.
    public private(set) var handedVelocity: Double?

    init(runtime: Runtime, zoom: ZoomTransition) {
        self.zoom = zoom
        super.init(runtime: runtime, finishRule: ZoomTransitionSpec.dismissRule)
        completionCurve = .linear
    }

    override func begin(_ context: TransitionContext) {
        runtime.record(.startInteractiveTransition(.zoomDismissal))
        stage = zoom.stage(context)
    }

    override func apply(_ p: Double, context: TransitionContext) {
        stage?.follow(translation: translation, percent: p)
    }

    /// The spring's velocity towards the end a release goes to (`forward`: the source).
    private func springVelocity(forward: Bool) -> Double {
        stage?.springVelocity(releaseVelocity, towardsFull: !forward) ?? 0
    }

    /// The settling duration of the spring that carries the release velocity; unit: seconds.
    override func completionTime(forward: Bool) -> Double {
        ZoomTransitionSpec.spring(velocity: springVelocity(forward: forward)).settlingDuration
    }

    override func complete(forward: Bool, over time: Double, context: TransitionContext) {
        guard let stage else {
            context.completeTransition(forward)
            return
        }
        let v = springVelocity(forward: forward)
        handedVelocity = v
        runtime.record(.zoomSpring(initialVelocity: v, intoSource: forward))
        stage.animate(full: !forward, velocity: v, group: nil) { _ in
            stage.cleanUp()
            context.completeTransition(forward)
        }
    }

    /// While interactive, the linear mapping p → view (offset p·D); after the release, the spring that
    /// carries the velocity, from the release.
    public override func plottedTiming(at t: Double) -> (timing: TimingEvaluator, offset: Double)? {
        guard let release, let v = handedVelocity else {
            return (Timing.curve(.linear).evaluator(nominalDuration: duration), percentComplete * duration)
        }
        return (Timing.physicalSpring(ZoomTransitionSpec.spring(velocity: v)).evaluator(nominalDuration: release.duration),
                max(0, t - release.at))
    }
}
