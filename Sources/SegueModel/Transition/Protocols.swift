import SegueScenario

/// UIViewControllerAnimatedTransitioning (docs/transitions.md).
public protocol AnimatedTransitioning: AnyObject {
    /// The transition's duration D; unit: seconds.
    func transitionDuration(_ context: TransitionContext) -> Double
    /// Adds the to view to the container and starts the animations; calls
    /// `context.completeTransition(!context.transitionWasCancelled)` when they end.
    func animateTransition(_ context: TransitionContext)
    /// Called after `completeTransition`, with its argument.
    func animationEnded(_ transitionCompleted: Bool)
    /// A short description for the log and the panel (`pop-parallax`, `default slide`).
    var name: String { get }
    /// The timing of the main animation, for the panel's curve plot.
    var mainTiming: Timing { get }
    /// `interruptibleAnimator(using:)`: the one property animator the whole transition runs
    /// on, the same object at every call for a transition; nil (the default) when the
    /// animator is not interruptible (docs/transitions.md, "Interruptible transitions").
    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator?
}

extension AnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
    public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? { nil }
    public var mainTiming: Timing { .default }
}

/// UIViewControllerInteractiveTransitioning.
public protocol InteractiveTransitioning: AnyObject {
    /// Called instead of `animateTransition` for an interactive start.
    func startInteractiveTransition(_ context: TransitionContext)
    /// Whether the transition starts in its interactive phase; default true.
    var wantsInteractiveStart: Bool { get }
    /// completionSpeed; unitless; a value ≤ 0 reads back as 1.0; default 1.
    var completionSpeed: Double { get set }
    /// Curve of the remaining animation after release; default easeInOut.
    var completionCurve: TimingCurve { get set }
    /// Percent of the last update, 0…1.
    var percentComplete: Double { get }
    /// The gesture calls these.
    func update(_ percent: Double)
    func finish()
    func cancel()
    /// The gesture's finish rule (not UIKit API: the scenario's interaction says it).
    var finishRule: FinishRule { get }
}

/// Where a view controller sits in a transition.
public enum TransitionKey: String, Sendable { case from, to }
