import SegueSupport
import SegueScenario

/// The whole model of one running scenario: the container with its screens, the transition
/// machinery, the gesture, and the event log. Its state at time t is a pure function of the
/// scenario and the inputs before t: time moves only through `advance(to:)` and `handle(_:at:)`.
public final class SimulatedApp {
    public let scenario: Scenario
    public let runtime: Runtime
    public let container: Container
    /// The container's size; unit: points.
    public let size: Size

    /// A pointer event in container points (the caller maps terminal cells to points).
    public enum Pointer: Sendable, Equatable {
        case press(Point), drag(Point), release(Point)

        /// The gesture input this report is.
        var gestureInput: GestureInput {
            switch self {
            case .press(let p): .mouse(.press, p)
            case .drag(let p): .mouse(.drag, p)
            case .release(let p): .mouse(.release, p)
            }
        }
    }

    var gesture: ActiveGesture?
    /// The interruptible transition the current gesture caught, when it did.
    var caught: CaughtTransition?
    /// The operation the current gesture drives and its finish rule.
    var gestureOperation: Operation?
    var gestureRule: FinishRule = .threshold(0.5)
    /// The finger's motion for an exact release (`releaseInteractive`): a steady finger; nil
    /// for a real finger, whose tracker knows its motion.
    var exactReleaseMotion: ReleaseMotion?
    /// Why the container refused the current gesture's transition, when it did.
    private var refusal: InteractionRefusal?
    /// The sheet pan's last release, for the panel once the sheet it dismissed is gone.
    var lastSheetRelease: SheetVerdict?
    /// Recognizers outside the model (user code) that may take the finger instead of the
    /// built-in interactions (docs/user-code.md, "The API: gestures"); nil: none.
    public weak var gestureHost: GestureRecognizerHost?
    /// The kind of the current touch when `gestureHost` took it; nil for the model's own.
    var hostKind: HostGestureKind?

    /// Creates the model. `size` overrides the device size (the `fill` device).
    public init(scenario: Scenario, size: Size? = nil) {
        self.scenario = scenario
        self.size = size ?? scenario.device.size
        runtime = Runtime()
        switch scenario.container {
        case .navigation(let stack):
            container = NavigationController(runtime: runtime, scenario: scenario, size: self.size, stack: stack)
        case let .modal(presenter, style, presented):
            container = ModalController(runtime: runtime, scenario: scenario, size: self.size, presenter: presenter,
                                        style: style, presented: presented)
        case let .tabs(tabs, selected):
            container = TabBarController(runtime: runtime, scenario: scenario, size: self.size, tabs: tabs, selected: selected)
        case let .containment(children, selected, transition):
            container = ContainmentController(runtime: runtime, scenario: scenario, size: self.size, children: children,
                                              selected: selected, transition: transition)
        }
        runtime.commitSnapshots()
    }

    /// Current model time; unit: seconds.
    public var now: Double { runtime.now }
    /// Current real time (what gestures are measured in); unit: seconds.
    public private(set) var realNow = 0.0

    // MARK: Time

    /// The earliest future model time at which an animation or timer does something by
    /// itself, or nil; unit: seconds of model time.
    public var nextAnimationDeadline: Double? { runtime.nextDeadline }

    /// The earliest future real time at which the gesture does something by itself (a frame
    /// of a gliding finger, its velocity going stale, a lift on its own), or nil; unit: seconds
    /// of real time.
    public var nextGestureDeadline: Double? { gesture?.gesture.deadline }

    /// The earliest deadline of either kind, when both clocks agree (full speed, never paused).
    public var nextDeadline: Double? {
        [nextAnimationDeadline, nextGestureDeadline].compactMap { $0 }.min()
    }

    /// Whether anything moves on its own now (animations running, not paused).
    public var isAnimating: Bool { runtime.animations.isAnimating(at: runtime.now) }

    /// Moves time forward to `t` on both clocks (full speed): see `advance(to: Instant)`.
    public func advance(to t: Double) { advance(to: Instant(model: max(t, runtime.now), real: max(t, realNow))) }

    /// Moves both clocks forward to `instant`, firing in time order the gesture's frames and
    /// lifts (real time) and the animations' timers and completions (model time). Between the
    /// clocks' current values and `instant` model time is taken to run evenly with real time
    /// (the player re-anchors whenever its speed or pause changes).
    public func advance(to instant: Instant) {
        let start = Instant(model: runtime.now, real: realNow)
        let target = Instant(model: max(instant.model, start.model), real: max(instant.real, start.real))
        func modelTime(atReal r: Double) -> Double {
            guard target.real > start.real else { return target.model }
            return start.model + (target.model - start.model) * (r - start.real) / (target.real - start.real)
        }
        var steps = 0
        // Frames are due within a nanosecond of their time: k / 60 and k × (1 / 60) may differ in the last bit.
        while let d = nextGestureDeadline, d <= target.real + 1e-9, steps < 100_000 {
            steps += 1
            let r = max(d, realNow)
            runtime.advance(to: min(modelTime(atReal: r), target.model))
            realNow = r
            apply(advanceGesture(to: r))
            if let next = nextGestureDeadline, next <= r { break }  // no progress: leave it to the next advance
        }
        runtime.advance(to: target.model)
        realNow = max(realNow, target.real)
        runtime.commitSnapshots()
    }

    private func advanceGesture(to r: Double) -> [GestureUpdate] {
        guard var g = gesture else { return [] }
        let kind = g.kind
        defer { gesture = g }
        return g.advance(to: r, canBegin: { [unowned self] in self.canBegin(kind) })
    }

    // MARK: Input

    /// Handles an intent at time `t` on both clocks (full speed): see `handle(_:at: Instant)`.
    @discardableResult
    public func handle(_ intent: Intent, at t: Double) -> Bool {
        handle(intent, at: Instant(model: max(t, runtime.now), real: max(t, realNow)))
    }

    /// Handles the gesture's and the container's intents at `instant` (the player's own, such as
    /// quit or speed, are not the model's). Returns false when the model has no use for it (so the
    /// player may: Space pauses when no gesture is active).
    @discardableResult
    public func handle(_ intent: Intent, at instant: Instant) -> Bool {
        advance(to: instant)
        defer { runtime.commitSnapshots() }
        let t = realNow
        // A finger is down: the gesture owns its input.
        if var g = gesture, g.gesture.isActive {
            let kind = g.kind
            if let input = intent.gestureInput,
               let updates = g.handle(input, at: t, canBegin: { [unowned self] in self.canBegin(kind) }) {
                gesture = g
                apply(updates)
                return true
            }
            if intent.startsGesture {
                return true  // one finger at a time: the active gesture ignores other gestures' keys
            }
        }
        if intent.startsGesture { hostKind = hostTakes(intent) }
        if hostKind == nil, case .pan(let arrow) = intent, startZoomDismissal(arrow, at: t) { return true }
        if hostKind == nil, case .pan(let arrow) = intent, startSheetPan(arrow, at: t) { return true }
        if hostKind == nil, case .pan(let arrow) = intent, catchTransition(arrow, at: t) { return true }
        switch intent {
        case .pan(let arrow):
            return startPan(arrow, at: t)
        case .pinch:
            let candidate = prepareGesture(.pinch)
            var g = PinchGesture(spec: candidate, keyRepeat: scenario.keyRepeat(for: candidate))
            let updates = intent.gestureInput.map { g.handle($0, at: t, canBegin: { [unowned self] in self.canBegin(.pinch) }) } ?? []
            gesture = .pinch(g)
            apply(updates)
            return true
        case .forward:
            container.requestForward()
            return true
        case .back:
            container.requestBack()
            return true
        case .selectTab(let number):
            container.requestTab(number)
            return true
        default:
            return false
        }
    }

    /// Handles a pointer event (container points) at time `t` on both clocks (full speed).
    public func handle(_ pointer: Pointer, at t: Double) {
        handle(pointer, at: Instant(model: max(t, runtime.now), real: max(t, realNow)))
    }

    /// Handles a pointer event (container points) at `instant`.
    public func handle(_ pointer: Pointer, at instant: Instant) {
        advance(to: instant)
        defer { runtime.commitSnapshots() }
        let t = realNow
        switch pointer {
        case .press(let p):
            if case .mouse(var old)? = gesture, old.isActive {
                apply(old.release(at: t))
                gesture = .mouse(old)
            } else if isGestureActive {
                return
            }
            hostKind = hostTakes(pressAt: p)
            if hostKind == nil, startZoomDismissal(pressAt: p, at: t) { return }
            if hostKind == nil, startSheetDrag(pressAt: p, at: t) { return }
            if hostKind == nil, catchTransition(pressAt: p, at: t) { return }
            let spec = interactionSpec(for: .edgePan)
            var g = hostKind == .pan ? MousePan(containerSize: size, edgeRegion: .infinity) : MousePan(spec: spec, containerSize: size)
            guard g.isInEdgeRegion(p) else { return }
            _ = prepareGesture(.edgePan)
            apply(g.handle(pointer.gestureInput, at: t))
            gesture = .mouse(g)
        case .drag, .release:
            // The mouse's finger, if one drives the gesture (a drag or release with none does nothing).
            guard var g = gesture else { return }
            let kind = g.kind
            guard let updates = g.handle(pointer.gestureInput, at: t, canBegin: { [unowned self] in self.canBegin(kind) }) else { return }
            gesture = g
            apply(updates)
        }
    }

    /// Whether a finger is down.
    private var isGestureActive: Bool { gesture?.gesture.isActive ?? false }

    /// The interaction a new gesture of `kind` would drive: the container's, else the system
    /// pop's (whose transition the container will then refuse).
    func interactionSpec(for kind: GestureKind) -> InteractionSpec {
        container.interactiveOperation(for: kind)?.1
            ?? (kind == .pinch ? InteractionSpec(gesture: .pinch, finish: .pinch(threshold: 0.3, velocity: 5))
                               : SystemTransitions.popInteraction)
    }

    /// Notes the operation and rule a new gesture of `kind` drives; returns its interaction.
    func prepareGesture(_ kind: GestureKind) -> InteractionSpec {
        let candidate = container.interactiveOperation(for: kind)
        let spec = interactionSpec(for: kind)
        gestureOperation = candidate?.0
        gestureRule = spec.finish
        refusal = nil
        caught = nil
        return spec
    }

    /// Whether the gesture's transition may begin now; when not, notes why.
    private func canBegin(_ kind: GestureKind) -> Bool {
        if let hostKind { return gestureHost?.gestureShouldBegin(hostKind) ?? false }
        if case .zoom? = gesture { return zoomCanBegin() }
        if caught != nil { return true }  // the caught transition is already running
        if let op = gestureOperation, container.interactiveOperation(for: kind)?.0 == op { return true }
        refusal = container.interactionRefusal(for: kind)
        return false
    }

    private func startPan(_ arrow: Arrow, at t: Double) -> Bool {
        let spec = interactionSpec(for: .edgePan)
        guard arrow == spec.edge.panInwardArrow else { return false }
        _ = prepareGesture(.edgePan)
        var g = EdgePanGesture(spec: spec, containerSize: size, keyRepeat: scenario.keyRepeat(for: spec))
        let updates = g.handle(.arrow(arrow), at: t, canBegin: { [unowned self] in self.canBegin(.edgePan) })
        gesture = .pan(g)
        apply(updates)
        return true
    }

    func apply(_ updates: [GestureUpdate]) {
        if let hostKind {
            deliverToHost(updates, kind: hostKind)
            return
        }
        if case .sheet? = gesture {
            applySheet(updates)
            return
        }
        if case .zoom? = gesture {
            applyZoom(updates)
            return
        }
        if caught != nil {
            applyCaught(updates)
            return
        }
        for u in updates {
            switch u {
            case .began(let p):
                if let op = gestureOperation, container.beginInteractive(op) {
                    catchOnBegin()  // wantsInteractiveStart false: the gesture catches what started animating
                    container.activeInteraction?.update(p)
                }
            case .changed(let p, _, _):
                container.activeInteraction?.update(p)
            case .ended(let p, let v):
                guard let interaction = container.activeInteraction else { continue }
                let motion = gestureRule == .projection ? exactReleaseMotion ?? gesture?.gesture.tracker.lastRelease?.motion : nil
                let finish = gestureRule.shouldFinish(percent: p, velocity: v, motion: motion)
                runtime.record(.gestureEnded(gestureRule.explain(percent: p, velocity: v, unit: gestureUnit, motion: motion)))
                let controller = interaction as? InteractionController
                controller?.gestureRelease = (v, gesture?.gesture.tracker.distance ?? 1)
                if gestureRule == .projection, let controller {
                    controller.projectRelease(ReleaseProjection(percent: p, motion: motion ?? ReleaseMotion(
                        meanVelocity: v, acceleration: 0, sampleCount: 0, distance: gesture?.gesture.tracker.distance ?? 1)), finishing: finish)
                }
                finish ? interaction.finish() : interaction.cancel()
            case .cancelled:
                guard let interaction = container.activeInteraction else { continue }
                runtime.record(.gestureCancelled)
                interaction.cancel()
            case .failed:
                break
            }
        }
    }

    var gestureUnit: GestureUnit { gesture?.gesture.unit ?? .points }

    /// What the side panel shows about the gesture now (real time: the prediction uses the
    /// velocity a release now would have).
    private var gestureInfo: GestureInfo? {
        gesture.map {
            var info = caughtInfo(GestureInfo($0.gesture, at: realNow, rule: gestureRule, refusal: refusal))
            if hostKind != nil {
                // The code's own recognizer has the finger: its action, not a rule segue knows, decides.
                switch info.releaseOutcome {
                case .wouldRelease: info.releaseOutcome = .decidedByCode(released: false)
                case .released: info.releaseOutcome = .decidedByCode(released: true)
                default: break
                }
            }
            return info
        }
    }

    // MARK: Output

    /// The transition's phase now.
    public var phase: Phase { container.phase }

    /// Transition time offset / duration, 0…1, nil when idle.
    public var percent: Double? { container.percent }

    /// The presentation state now.
    public func scene() -> Scene {
        let views = container.applyingSafeArea(to: container.view.subviews.filter { !$0.isHidden }.map { $0.sceneView() })
        var panel = PanelInfo(title: scenario.title, phase: phase, percent: percent, log: runtime.log.entries)
        if let context = container.activeContext, let animator = container.activeAnimator {
            let nominal = (animator as? DeclarativeAnimator)?.spec.duration ?? context.group.duration
            let delay = (animator as? DeclarativeAnimator)?.spec.delay ?? 0
            panel.timing = animator.mainTiming.evaluator(nominalDuration: nominal)
            panel.timingOffset = max(0, context.group.offset(at: runtime.now) - delay)
            if let plotted = (container.activeInteraction as? InteractionController)?.plottedTiming(at: runtime.now) {
                (panel.timing, panel.timingOffset) = (plotted.timing, plotted.offset)
            }
            panel.operation = context.operation
            if let pa = context.propertyAnimator {
                // An interruptible transition: the playhead is its animator's fraction.
                panel.timingOffset = pa.fractionComplete * pa.duration
                let handed = (container.activeInteraction as? PercentDrivenInteractiveTransition)?.handedVelocity
                panel.propertyAnimator = PropertyAnimatorInfo(pa, releaseVelocity: handed)
            }
        } else if let running = (container as? ContainmentController)?.runningSwitch {
            panel.timing = running.timing.evaluator(nominalDuration: running.group.duration)
            panel.timingOffset = running.group.offset(at: runtime.now)
            panel.operation = .transition
        }
        panel.gesture = sheetGestureInfo ?? gestureInfo
        panel.controls = sheetControls(container.controls)
        return Scene(containerSize: size, views: views, panel: panel, chrome: container.chromeNodes())
    }
}
