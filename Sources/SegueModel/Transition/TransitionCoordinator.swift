import SegueScenario

/// UIViewControllerTransitionCoordinator (docs/transitions.md). Exists only while a transition runs.
public final class TransitionCoordinator {
    unowned let runtime: Runtime
    weak var context: TransitionContext?
    private var completions: [(TransitionCoordinator) -> Void] = []
    private var interactionHandlers: [(InteractionEndInfo) -> Void] = []
    private var changeHandlers: [(InteractionEndInfo) -> Void] = []
    private var animationsStarted = false

    /// What an interaction-end handler is told.
    public struct InteractionEndInfo: Sendable, Equatable {
        public var isCancelled: Bool
        /// 0…1 at the moment the interaction ended.
        public var percentComplete: Double
        /// Magnitude of the completion speed; unitless.
        public var completionVelocity: Double
        public var completionCurve: TimingCurve
        public var initiallyInteractive: Bool
        /// Whether the transition is interactive after the change (a catch: true).
        public var isInteractive = false
    }

    init(runtime: Runtime) { self.runtime = runtime }

    /// Whether the coordinator's transition is still running.
    public var isActive: Bool { context.map { !$0.isCompleted } ?? false }
    public var isInteractive: Bool { context?.isInteractive ?? false }
    public var isCancelled: Bool { context?.transitionWasCancelled ?? false }
    public var percentComplete: Double { context?.percent ?? 0 }

    /// `animate(alongsideTransition:completion:)`: the changes share the transition's duration and
    /// timing and are scrubbed with it. Added after the transition's animations started, the
    /// animation part is dropped (returns false) but the completion is kept.
    @discardableResult
    public func animate(alongside changes: (() -> Void)?, timing: Timing = .default,
                        completion: ((TransitionCoordinator) -> Void)? = nil) -> Bool {
        if let completion { completions.append(completion) }
        guard let context, !context.isCompleted else { return false }
        guard let changes else { return true }
        if animationsStarted {
            runtime.record(.refused(.animateAlongside, because: "after the transition started: animation dropped"))
            return false
        }
        runtime.record(.animateAlongside)
        runtime.animations.animate(duration: context.group.duration, timing: timing, group: context.group, changes: changes)
        return true
    }

    /// Marks the moment the transition's own animations have started (a host's interaction
    /// controller calls it after its `startInteractiveTransition`).
    public func transitionStarted() { animationsStarted = true }

    /// `notifyWhenInteractionEnds`: the handler runs when the interactive phase ends.
    public func notifyWhenInteractionEnds(_ handler: @escaping (InteractionEndInfo) -> Void) {
        interactionHandlers.append(handler)
    }

    /// `notifyWhenInteractionChanges`: the handler runs at every change of the interactive
    /// phase — its end at a release, and its start again when a gesture catches an
    /// interruptible transition — for as long as the transition runs.
    public func notifyWhenInteractionChanges(_ handler: @escaping (InteractionEndInfo) -> Void) {
        changeHandlers.append(handler)
    }

    func interactionChanged() {
        guard let info = currentInfo else { return }
        for h in changeHandlers {
            runtime.record(.notifyWhenInteractionChanges(isInteractive: isInteractive, isCancelled: info.isCancelled))
            h(info)
        }
    }

    private var currentInfo: InteractionEndInfo? {
        guard let context else { return nil }
        return InteractionEndInfo(isCancelled: context.transitionWasCancelled, percentComplete: context.percent,
                                  completionVelocity: abs(context.interactionCompletionVelocity),
                                  completionCurve: context.interactionCompletionCurve,
                                  initiallyInteractive: context.initiallyInteractive, isInteractive: context.isInteractive)
    }

    func interactionEnded() {
        guard let info = currentInfo else { return }
        let handlers = interactionHandlers
        interactionHandlers.removeAll()
        for h in handlers {
            runtime.record(.notifyWhenInteractionEnds(isCancelled: info.isCancelled))
            h(info)
        }
    }

    /// At the transition's end: the handlers can no longer run (the coordinator is done, as
    /// UIKit's is), so they are let go with whatever they capture.
    func releaseHandlers() {
        completions.removeAll()
        interactionHandlers.removeAll()
        changeHandlers.removeAll()
    }

    func runCompletions() {
        let list = completions
        completions.removeAll()
        for c in list { c(self) }
    }
}
