import SegueSupport
import SegueScenario

/// UIViewControllerContextTransitioning (docs/transitions.md): what an animator and an interaction
/// controller know about the transition they drive.
public final class TransitionContext {
    unowned let runtime: Runtime
    /// The view the transition happens in; holds the from view at the start.
    public let containerView: View
    /// The operation, for the log (`push`, `pop`, `present`, `dismiss`, `tab`).
    public let operation: Operation
    public let presentationStyle: ModalStyle
    /// Whether the transition is animated (always true here: unanimated changes need no context).
    public let isAnimated = true
    /// True only during the interactive phase.
    public private(set) var isInteractive: Bool
    /// Set by `cancelInteractiveTransition`.
    public private(set) var transitionWasCancelled = false
    /// Whether the transition began interactively.
    public let initiallyInteractive: Bool
    /// Tab transitions: +1 when the new tab is to the right of the old one, −1 when to the left.
    public let direction: Int

    let fromViewController: ViewController
    let toViewController: ViewController
    /// The group every animation started for this transition joins, so it can be scrubbed.
    /// Created once the animator has said the transition's duration (`startGroup`).
    public private(set) var group: AnimationGroup!
    /// The coordinator that exists while this transition runs.
    public let coordinator: TransitionCoordinator
    weak var animator: AnimatedTransitioning?
    /// Container bookkeeping, run inside `completeTransition` (docs/transitions.md order).
    var bookkeeping: ((Bool) -> Void)?
    /// Called after everything in `completeTransition` (the container moves on: queued requests).
    var afterCompletion: ((Bool) -> Void)?
    public private(set) var isCompleted = false
    /// What the transition is doing now, for the panel and the timeline.
    public internal(set) var phase: Phase
    /// The object that faces this context in a host's API (SegueUIKit's
    /// `UIViewControllerContextTransitioning`); nil for a scenario's own model. Never read here.
    public var host: AnyObject?

    init(runtime: Runtime, container: View, operation: Operation, style: ModalStyle, from: ViewController, to: ViewController,
         interactive: Bool, direction: Int = 1) {
        // `interactive`: whether it starts in its interactive phase (an interaction controller
        // with wantsInteractiveStart false starts it animating).
        self.runtime = runtime
        containerView = container
        self.operation = operation
        presentationStyle = style
        fromViewController = from
        toViewController = to
        isInteractive = interactive
        initiallyInteractive = interactive
        self.direction = direction
        coordinator = TransitionCoordinator(runtime: runtime)
        phase = interactive ? .interactive : .animating
        coordinator.context = self
    }

    /// Creates the transition's animation group: running from now, or paused at 0 when interactive.
    func startGroup(duration: Double) {
        group = runtime.animations.makeGroup(duration: duration, paused: initiallyInteractive)
    }

    public func viewController(forKey key: TransitionKey) -> ViewController {
        key == .from ? fromViewController : toViewController
    }

    /// The view for a key; nil for the presenting view in a `custom` or `pageSheet` modal
    /// presentation (it stays where it is and is not the animator's to manage).
    public func view(forKey key: TransitionKey) -> View? {
        if presentationStyle.keepsPresenter {
            if operation == .present && key == .from { return nil }
            if operation == .dismiss && key == .to { return nil }
        }
        return viewController(forKey: key).view
    }

    /// The frame of the view controller on screen at the start — the container's bounds, or a
    /// card-sized screen's own frame — and `.zero` otherwise.
    public func initialFrame(for vc: ViewController) -> Rect {
        vc === fromViewController ? vc.view.layoutFrame : .zero
    }

    /// The frame of the view controller on screen at the end (the container's bounds, a
    /// card-sized screen's own frame, or what a presentation controller's
    /// `frameOfPresentedViewInContainerView` said), `.zero` otherwise; the presenting controller
    /// of a custom or page-sheet presentation stays where it is.
    public func finalFrame(for vc: ViewController) -> Rect {
        if vc === toViewController { return vc.view.layoutFrame }
        if presentationStyle.keepsPresenter && operation == .present && vc === fromViewController { return vc.view.layoutFrame }
        return .zero
    }

    var bounds: Rect { Rect(origin: .zero, size: containerView.frame.size) }

    /// The property animator of an interruptible transition (set by `interruptibleAnimator(using:)`,
    /// the model's or a host's animator's).
    public var propertyAnimator: PropertyAnimator?

    /// The transition's progress, 0…1: its group's (`AnimationGroup.progress(at:)`, reaching 1
    /// when the last animation ends, a spring's settling included), or, for an interruptible
    /// transition, its animator's fractionComplete.
    public var percent: Double {
        if followsHostUpdates { return interactivePercent }
        if let propertyAnimator { return propertyAnimator.fractionComplete }
        guard let group else { return 0 }
        return group.progress(at: runtime.now)
    }

    // MARK: Interaction

    /// The last percent passed to `updateInteractiveTransition`, clamped to [0, 1].
    public private(set) var interactivePercent = 0.0

    /// Records the interactive percent, clamped to [0, 1]; ignored outside the interactive
    /// phase. (The interaction controller moves the animations.)
    public func updateInteractiveTransition(_ p: Double) {
        guard isInteractive else { return }
        interactivePercent = min(max(p, 0), 1)
    }

    /// Whether a host's own interaction controller has updated this context: its views move by
    /// the host's code, not by scrubbing the animation group, so the percent is the last update.
    private var followsHostUpdates = false

    /// A host's own interaction controller's calls on the context (user code's
    /// `UIViewControllerContextTransitioning`, its controller not a percent-driven one): logged as
    /// the model's own interaction controllers' are — `update(p)`, `finish()`, `cancel()`, or
    /// refused with the reason outside the interactive phase — and the percent follows the updates.
    public func hostUpdateInteractiveTransition(_ p: Double) {
        guard isInteractive else {
            runtime.record(.refused(.update(p), because: "outside the interactive phase: ignored"))
            return
        }
        followsHostUpdates = true
        updateInteractiveTransition(p)
        runtime.record(.update(interactivePercent))
    }

    /// `finishInteractiveTransition()` or `cancelInteractiveTransition()` from a host's own
    /// interaction controller (see `hostUpdateInteractiveTransition`).
    public func hostEndInteraction(cancelled: Bool) {
        guard isInteractive else {
            runtime.record(.refused(cancelled ? .cancel : .finish, because: "after the interaction ended: ignored"))
            return
        }
        runtime.record(cancelled ? .cancel : .finish)
        endInteraction(cancelled: cancelled)
    }

    /// Ends the interactive phase towards the end.
    public func finishInteractiveTransition() { endInteraction(cancelled: false) }

    /// Ends the interactive phase towards the start.
    public func cancelInteractiveTransition() { endInteraction(cancelled: true) }

    /// `pauseInteractiveTransition()`: an animating interruptible transition becomes interactive
    /// again (a catch); the coordinator's interaction-change handlers run.
    public func pauseInteractiveTransition() {
        guard !isInteractive, !isCompleted else { return }
        runtime.record(.pauseInteractiveTransition)
        isInteractive = true
        transitionWasCancelled = false
        phase = .interactive
        coordinator.interactionChanged()
    }

    var interactionCompletionVelocity = 0.0
    var interactionCompletionCurve: TimingCurve = .easeInOut

    private func endInteraction(cancelled: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        transitionWasCancelled = cancelled
        phase = cancelled ? .cancelling : .finishing
        coordinator.interactionEnded()
        coordinator.interactionChanged()
    }

    // MARK: Completion

    /// Completes the transition. Takes effect exactly once; later calls are logged as warnings.
    /// Order: coordinator completion blocks, container bookkeeping, then `animationEnded`.
    public func completeTransition(_ didComplete: Bool) {
        guard !isCompleted else {
            runtime.record(.refused(.completeTransition(didComplete), because: "called again: ignored"))
            return
        }
        isCompleted = true
        phase = .idle
        runtime.record(.completeTransition(didComplete))
        coordinator.runCompletions()
        bookkeeping?(didComplete)
        animator?.animationEnded(didComplete)
        runtime.record(.animationEnded(didComplete))
        coordinator.context = nil
        coordinator.releaseHandlers()
        // Each runs once: letting go of them breaks the cycles through what they capture.
        let after = afterCompletion
        bookkeeping = nil
        afterCompletion = nil
        after?(didComplete)
    }
}
