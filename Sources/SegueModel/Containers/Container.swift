import SegueSupport
import SegueScenario

/// A request to a container (docs/transitions.md). Requests made during a transition are queued and run
/// when the current one completes.
public enum ContainerRequest: Sendable, Equatable {
    case push(String)
    case pop
    case popToRoot
    case setViewControllers([String])
    case present(String)
    case dismiss
    case select(Int)
    /// A containment parent's switch to its child at this index (0-based).
    case transition(toChild: Int)
}

/// What every container shares: the container view, the screens' view controllers, and the
/// mechanics of running a transition (delegate queries, context, coordinator, appearance
/// callbacks, completion, the request queue).
public class Container {
    unowned let runtime: Runtime
    let scenario: Scenario
    /// The container view (the device's bounds).
    public let view: View
    /// The view controllers by screen id.
    public private(set) var controllers: [String: ViewController] = [:]
    /// The transition running now, if any.
    public private(set) var activeContext: TransitionContext?
    /// The interaction controller of the running transition, while it is interactive or finishing.
    public private(set) var activeInteraction: InteractiveTransitioning?
    /// The animator of the running transition.
    public private(set) var activeAnimator: AnimatedTransitioning?
    private var queue: [ContainerRequest] = []
    /// The cell views of each collection that has cells, by screen id, in item order
    /// (docs/scenarios.md, "Collections"); they start in that screen's view.
    private(set) var collectionCells: [String: [View]] = [:]

    /// A transition starting or completing, for observers (tests, the timeline).
    public enum TransitionEvent: Sendable, Equatable {
        case started(Operation, from: String, to: String, interactive: Bool)
        case completed(Operation, from: String, to: String, didComplete: Bool)
    }
    /// Told of every transition start and completion.
    public var observer: ((TransitionEvent) -> Void)?
    /// The system chrome's progress through the running transition (its `x`, 0…1), animated
    /// with the transition's views (docs/chrome.md); never in the hierarchy.
    let chromeProgress: View

    init(runtime: Runtime, scenario: Scenario, size: Size) {
        self.runtime = runtime
        self.scenario = scenario
        view = View(runtime: runtime, id: "container", frame: Rect(origin: .zero, size: size), color: .black)
        view.border = false
        chromeProgress = View(runtime: runtime, id: "chrome.progress", frame: Rect(x: 0, y: 0, width: 0, height: 0), color: .black)
        for s in scenario.screens {
            var screenFrame = Rect(origin: .zero, size: size)
            if let f = s.frame, f.count == 4 {
                // A card-sized screen (a custom modal's presented view), relative to the container.
                screenFrame = Rect(x: f[0].resolve(in: size.width), y: f[1].resolve(in: size.height),
                                   width: f[2].resolve(in: size.width), height: f[3].resolve(in: size.height))
            }
            let root = View(runtime: runtime, id: s.id, frame: screenFrame, color: s.color)
            root.title = s.title
            root.content = s.content
            root.image = s.image
            for e in s.elements {
                let f = e.frame
                let frame = Rect(x: f[0].resolve(in: screenFrame.width), y: f[1].resolve(in: screenFrame.height),
                                 width: f[2].resolve(in: screenFrame.width), height: f[3].resolve(in: screenFrame.height))
                let ev = View(runtime: runtime, id: "\(s.id).\(e.id)", frame: frame, color: e.color)
                ev.title = e.title
                ev.matchKey = e.match
                ev.image = e.image
                root.addSubview(ev)
            }
            let cells = Self.cellViews(of: s, screenSize: screenFrame.size, runtime: runtime)
            cells.forEach(root.addSubview)
            if !cells.isEmpty { collectionCells[s.id] = cells }
            controllers[s.id] = ViewController(runtime: runtime, id: s.id, title: s.title, view: root)
        }
    }

    /// Whether a transition is running.
    public var isTransitioning: Bool { activeContext != nil }

    /// The running transition's phase (idle at rest), for the panel and the timeline.
    public var phase: Phase { activeContext?.phase ?? .idle }

    /// The running transition's time offset / duration, 0…1; nil at rest.
    public var percent: Double? { activeContext?.percent }

    /// The view controllers whose views are in the container at rest, bottom to top.
    public var visibleAtRest: [ViewController] { [] }

    /// Puts the at-rest views into the container (used at start and after immediate changes).
    func layoutAtRest() {
        for v in view.subviews where v.id != "cover" { v.removeFromSuperview() }
        let covers = view.subviews
        covers.forEach { $0.removeFromSuperview() }
        let visible = visibleAtRest
        for (i, vc) in visible.enumerated() {
            vc.view.resetToLayout()
            view.addSubview(vc.view)
            if i == visible.count - 2, let c = covers.first, keepsCoverAtRest { view.addSubview(c) }
        }
    }

    /// Whether a cover view stays between the presenter and the presented screen at rest.
    var keepsCoverAtRest: Bool { false }

    /// Sends the first appearance callbacks for the screens visible at start.
    func appearInitially() {
        for vc in visibleAtRest {
            vc.viewWillAppear(false)
            vc.viewDidAppear(false)
        }
    }

    // MARK: Requests

    /// Performs a request now, or queues it when a transition is running.
    public func request(_ r: ContainerRequest) {
        if isTransitioning {
            runtime.record(.queued(describe(r)))
            queue.append(r)
            return
        }
        perform(r, interactive: false)
    }

    /// What going forward (`p`) performs here: push, present; nil in a tab bar.
    var forwardOperation: Operation? { nil }
    /// What going back (`b`) asks for here: pop, dismiss; nil in a tab bar.
    var backRequest: ContainerRequest? { nil }
    /// What digit `index + 1` asks for here (select a tab, transition to a child); nil in
    /// containers without numbered children.
    func childRequest(_ index: Int) -> ContainerRequest? { nil }

    /// Subclasses perform the requests they know; others are logged as not applicable.
    func perform(_ r: ContainerRequest, interactive: Bool) {
        runtime.record(.refused(describe(r), because: "does not apply to this container"))
    }

    /// The UIKit call a request makes.
    func describe(_ r: ContainerRequest) -> UIKitCall {
        switch r {
        case .push(let id): .pushViewController(id)
        case .pop: .popViewController(gesture: nil)
        case .popToRoot: .popToRootViewController
        case .setViewControllers(let ids): .setViewControllers(ids)
        case .present(let id): .present(id)
        case .dismiss: .dismiss(.request)
        case .select(let i): .selectedIndex(i)
        case .transition(let i): .transitionToChild("child \(i + 1)")
        }
    }

    /// The operation an edge pan (or pinch) would start now, with its interaction spec, or nil
    /// when no interactive transition may begin (docs/transitions.md: not on the root, not during a transition).
    public func interactiveOperation(for gesture: GestureKind) -> (Operation, InteractionSpec)? { nil }

    /// Why `interactiveOperation(for:)` is nil now, for the side panel's `no transition: …`
    /// line (which words it, e.g. `pop has no interaction`, `a push is running`).
    public func interactionRefusal(for gesture: GestureKind) -> InteractionRefusal {
        .nothingInteractive
    }

    /// Why an interactive `op` (`pop`, `dismiss`) cannot begin with `gesture` now, if only the
    /// transition is in the way (`nil` when `isAvailable` and the scenario allow it): a running
    /// transition, no interaction for `op`, or one driven by the other gesture.
    func refusal(of op: Operation, by gesture: GestureKind, interaction: InteractionSpec?) -> InteractionRefusal? {
        if let running = activeContext?.operation { return .transitionRunning(running) }
        guard let interaction else { return .noInteraction(op) }
        guard interaction.gesture == gesture else { return .drivenByOtherGesture(op, gesture: interaction.gesture) }
        return nil
    }

    /// Starts the interactive operation a gesture began. Returns false if it could not begin.
    @discardableResult
    public func beginInteractive(_ op: Operation) -> Bool { false }

    // MARK: Transitions

    /// Which controllers a transition spec uses for an operation: the scenario's, else UIKit's default.
    func transitionSpec(_ op: Operation) -> TransitionSpec? {
        scenario.transitions[op] ?? SystemTransitions.transition(for: op)
    }

    /// An interaction controller for a spec.
    func makeInteraction(_ spec: TransitionSpec, animator: AnimatedTransitioning) -> InteractiveTransitioning {
        let interaction = spec.interaction ?? SystemTransitions.popInteraction
        let controller: InteractiveTransitioning
        switch interaction.driver {
        case .percentDriven:
            let pd = PercentDrivenInteractiveTransition(runtime: runtime, animator: animator, finishRule: interaction.finish)
            pd.completion = interaction.completion
            controller = pd
        case .direct:
            let d = DirectInteractionController(runtime: runtime, spec: spec.animator, finishRule: interaction.finish)
            d.completion = interaction.completion == .remaining ? .fixed(0.4) : interaction.completion
            controller = d
        }
        controller.completionSpeed = interaction.completionSpeed
        controller.completionCurve = interaction.completionCurve
        (controller as? InteractionController)?.interaction = interaction
        (controller as? InteractionController)?.wantsInteractiveStart = interaction.wantsInteractiveStart
        return controller
    }

    /// For a transition started by a key: the interaction controller of an interruptible
    /// animator with an interaction, with `wantsInteractiveStart = false` (logged), so that it
    /// starts animating and a gesture can catch it (docs/transitions.md); nil otherwise.
    func catchableInteraction(_ spec: TransitionSpec, animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        guard spec.animator.interruptible, spec.interaction != nil else { return nil }
        let controller = makeInteraction(spec, animator: animator)
        (controller as? InteractionController)?.wantsInteractiveStart = false
        runtime.record(.wantsInteractiveStartFalse)
        return controller
    }

    /// Runs the transition `setup` describes.
    /// - Parameter bookkeeping: the container's own change, run inside `completeTransition`
    ///   with whether the transition completed.
    func runTransition(_ setup: TransitionSetup, bookkeeping: @escaping (Bool) -> Void) {
        let (op, from, to) = (setup.operation, setup.from, setup.to)
        let interactive = setup.interaction?.wantsInteractiveStart ?? false
        observer?(.started(op, from: from.id, to: to.id, interactive: interactive))
        guard let animator = setup.animator else {
            changeWithoutAnimation(setup, bookkeeping: bookkeeping)
            return
        }
        let realContext = TransitionContext(runtime: runtime, container: view, operation: op, style: setup.style, from: from, to: to,
                                            interactive: interactive, direction: setup.direction)
        realContext.startGroup(duration: animator.transitionDuration(realContext))
        realContext.animator = animator
        activeContext = realContext
        activeAnimator = animator
        activeInteraction = setup.interaction
        setup.presentation?.transitionWillBegin(realContext, timing: animator.mainTiming)
        if setup.appearanceFrom { from.viewWillDisappear(true) }
        if setup.appearanceTo { to.viewWillAppear(true) }
        if !setup.alongside.isEmpty { addAlongsideAnimations(setup, in: realContext, timing: animator.mainTiming) }
        realContext.bookkeeping = { [weak self] didComplete in
            self?.completeBookkeeping(setup, didComplete: didComplete, bookkeeping: bookkeeping)
        }
        realContext.afterCompletion = { [weak self] didComplete in
            self?.transitionCompleted(setup, didComplete: didComplete)
        }
        if let interaction = setup.interaction {
            interaction.startInteractiveTransition(realContext)
        } else {
            runtime.record(.animateTransition)
            animator.animateTransition(realContext)
            realContext.coordinator.transitionStarted()
        }
        animateChrome(in: realContext, animator: animator)
    }

    /// An immediate change (no animator): callbacks with animated false around the bookkeeping.
    private func changeWithoutAnimation(_ setup: TransitionSetup, bookkeeping: (Bool) -> Void) {
        let (from, to) = (setup.from, setup.to)
        if setup.appearanceFrom { from.viewWillDisappear(false) }
        if setup.appearanceTo { to.viewWillAppear(false) }
        bookkeeping(true)
        layoutAtRest()
        if setup.appearanceFrom { from.viewDidDisappear(false) }
        if setup.appearanceTo { to.viewDidAppear(false) }
        observer?(.completed(setup.operation, from: from.id, to: to.id, didComplete: true))
    }

    /// Alongside animations, as the appearing controller would add them in viewWillAppear: set
    /// to their start, animated to their end with the transition, and left at the end — or put
    /// back to the start after a cancel when `restoreOnCancel`.
    private func addAlongsideAnimations(_ setup: TransitionSetup, in realContext: TransitionContext, timing: Timing) {
        let mirrors = setup.direction < 0 && (scenario.transitions[setup.operation]?.animator.mirrorsBackward ?? true)
        let resolver = TrackResolver(container: view.frame.size, mirror: mirrors ? -1 : 1)
        var alongsideTracks: [ResolvedTrack] = []
        for t in setup.alongside {
            guard let v = DeclarativeAnimator.view(for: t.target, in: realContext, cover: {
                DeclarativeAnimator.cover(in: realContext, color: .black, runtime: self.runtime)
            }) else { continue }
            alongsideTracks.append(resolver.resolve(t, view: v))
        }
        let tracks = alongsideTracks, restoreOnCancel = setup.restoreOnCancel
        runtime.animations.performWithoutAnimation { for r in tracks { r.view.apply(r.start) } }
        realContext.coordinator.animate(alongside: { for r in tracks { r.view.apply(r.end) } }, timing: timing)
        if setup.interaction != nil {
            realContext.coordinator.notifyWhenInteractionEnds { [runtime] info in
                guard info.isCancelled, restoreOnCancel else { return }
                // Restore once the reverse animation is over (seed 002's handler).
                realContext.coordinator.animate(alongside: nil) { _ in
                    runtime.animations.performWithoutAnimation { for r in tracks { r.view.apply(r.start) } }
                    runtime.record(.alongsideRestored)
                }
            }
        }
        realContext.coordinator.animate(alongside: nil) { [runtime] _ in
            if !realContext.transitionWasCancelled {
                runtime.animations.performWithoutAnimation { for r in tracks { r.view.apply(r.end) } }
            } else if !restoreOnCancel {
                runtime.animations.performWithoutAnimation { for r in tracks { r.view.apply(r.end) } }
            }
        }
    }

    /// Inside `completeTransition`: the container's change, the leaving view put back to its
    /// layout, and the appearance callbacks in UIKit's order for a finish or a cancel.
    private func completeBookkeeping(_ setup: TransitionSetup, didComplete: Bool, bookkeeping: (Bool) -> Void) {
        let (from, to) = (setup.from, setup.to)
        bookkeeping(didComplete)
        setup.presentation?.transitionDidEnd(setup.operation, completed: didComplete)
        // The view that left is put back to its layout for next time.
        let leaving = didComplete ? from : to
        if !view.contains(leaving.view) || !visibleAtRest.contains(where: { $0 === leaving }) {
            leaving.view.removeFromSuperview()
            leaving.view.resetToLayout()
        }
        if didComplete {
            if setup.appearanceFrom { from.viewDidDisappear(true) }
            if setup.appearanceTo { to.viewDidAppear(true) }
        } else {
            // UIKit's order for a cancelled transition.
            if setup.appearanceTo { to.viewWillDisappear(true); to.viewDidDisappear(true) }
            if setup.appearanceFrom { from.viewWillAppear(true); from.viewDidAppear(true) }
        }
    }

    /// After the completion handlers: the transition is over; the next queued request runs.
    private func transitionCompleted(_ setup: TransitionSetup, didComplete: Bool) {
        observer?(.completed(setup.operation, from: setup.from.id, to: setup.to.id, didComplete: didComplete))
        activeContext = nil
        activeInteraction = nil
        activeAnimator = nil
        transitionDidEnd()
        runNextQueuedRequest()
    }

    /// Once a transition is over: performs the oldest queued request, if any.
    func runNextQueuedRequest() {
        guard !queue.isEmpty else { return }
        let next = queue.removeFirst()
        runtime.record(.dequeued(describe(next)))
        perform(next, interactive: false)
    }

    /// Hook for subclasses after a transition ends (navigation `didShow`).
    func transitionDidEnd() {}

    /// Makes the animator for an operation's spec.
    func makeAnimator(_ spec: TransitionSpec, op: Operation) -> AnimatedTransitioning {
        DeclarativeAnimator(spec: spec.animator, name: spec.animator.preset ?? "\(op.rawValue) animator", runtime: runtime)
    }
}
