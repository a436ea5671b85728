import SegueCore

/// https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition — for each
/// transition it drives, backed by the model's `PercentDrivenInteractiveTransition`, made when the
/// delegate returns this object: the animator's animations are frozen at 0 and `update(_:)` scrubs
/// them; `finish()` and `cancel()` play the rest along `completionCurve` at `completionSpeed`
/// (docs/user-code.md, "The API: navigation and transitions"). Before a transition starts and after
/// it ends, update, finish and cancel are logged and ignored by the model.
@preconcurrency @MainActor open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The model's controller of the transition this one drives now (or drove last).
    public private(set) var modelController: PercentDrivenInteractiveTransition?

    public override init() { super.init() }

    /// The transition's duration; unit: seconds; 0 before it starts.
    open var duration: CGFloat { CGFloat(modelController?.duration ?? 0) }

    /// The last update's percent, 0…1.
    open var percentComplete: CGFloat { CGFloat(modelController?.percentComplete ?? 0) }

    /// The rest's speed after finish or cancel, unitless (a value ≤ 0 reads back as 1); default 1.
    open var completionSpeed: CGFloat = 1 {
        didSet { modelController?.completionSpeed = Double(completionSpeed) }
    }

    /// The rest's curve after finish or cancel; default easeInOut.
    open var completionCurve: UIView.AnimationCurve = .easeInOut {
        didSet { modelController?.completionCurve = completionCurve.timingCurve }
    }

    /// https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/timingcurve —
    /// kept; the model continues with `completionCurve` (interruptible animators are not yet bridged).
    open var timingCurve: UITimingCurveProvider?

    /// Whether the transition starts in its interactive phase; default true.
    open var wantsInteractiveStart: Bool = true

    /// UIKit calls this; segue's model starts the backing controller itself (an override is not called).
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {}

    /// Moves the transition to `percentComplete` (0…1, clamped).
    open func update(_ percentComplete: CGFloat) { modelController?.update(Double(percentComplete)) }

    /// Plays the rest forward.
    open func finish() { modelController?.finish() }

    /// Plays back to the start.
    open func cancel() { modelController?.cancel() }

    /// Catches a finishing or cancelling interruptible transition.
    open func pause() { modelController?.pause() }

    /// The backing controller for a transition animated by `animator`.
    func makeModelController(driving animator: UserAnimator) -> PercentDrivenInteractiveTransition {
        let controller = PercentDrivenInteractiveTransition(runtime: animator.world.runtime, animator: animator)
        controller.completionSpeed = Double(completionSpeed)
        controller.completionCurve = completionCurve.timingCurve
        controller.wantsInteractiveStart = wantsInteractiveStart
        modelController = controller
        return controller
    }
}
