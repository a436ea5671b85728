/// The whole model of one running scenario: the container with its screens, the transition
/// machinery, the gesture, and the event log. Its state at time t is a pure function of the
/// scenario and the inputs before t: time moves only through `advance(to:)` and `handle(_:at:)`.
public final class Model {
    public let scenario: Scenario
    public let stage: Stage
    public let container: Container
    /// The container's size; unit: points.
    public let size: Size

    /// A pointer event in container points (the caller maps terminal cells to points).
    public enum Pointer: Sendable, Equatable {
        case press(Point), drag(Point), release(Point)
    }

    private enum ActiveGesture {
        case pan(EdgePanGesture)
        case mouse(MousePan)
        case pinch(PinchGesture)
    }
    private var gesture: ActiveGesture?
    /// The operation the current gesture drives and its finish rule.
    private var gestureOperation: Operation?
    private var gestureRule: FinishRule = .threshold(0.5)
    private var lastGestureInfo: GestureInfo?

    /// Creates the model. `size` overrides the device size (the `fill` device).
    public init(scenario: Scenario, size: Size? = nil) {
        self.scenario = scenario
        self.size = size ?? scenario.device.size
        stage = Stage()
        switch scenario.container {
        case .navigation(let stack):
            container = NavigationController(stage: stage, scenario: scenario, size: self.size, stack: stack)
        case let .modal(presenter, style, presented):
            container = ModalController(stage: stage, scenario: scenario, size: self.size, presenter: presenter,
                                        style: style, presented: presented)
        case let .tabs(tabs, selected):
            container = TabBarController(stage: stage, scenario: scenario, size: self.size, tabs: tabs, selected: selected)
        }
        stage.commitSnapshots()
    }

    /// Current model time; unit: seconds.
    public var now: Double { stage.now }

    // MARK: Time

    /// The earliest future time at which something happens by itself, or nil.
    public var nextDeadline: Double? {
        [stage.nextDeadline, gestureDeadline].compactMap { $0 }.min()
    }

    /// Whether anything moves on its own now (animations running, not paused).
    public var isAnimating: Bool { stage.animator.isAnimating(at: stage.now) }

    private var gestureDeadline: Double? {
        switch gesture {
        case .pan(let g)?: g.deadline
        case .pinch(let g)?: g.deadline
        case .mouse, nil: nil
        }
    }

    /// Moves time forward to `t`, firing idle releases, timers and completions on the way in order.
    public func advance(to t: Double) {
        while let d = gestureDeadline, d <= t {
            stage.advance(to: max(d, stage.now))
            var updates: [GestureUpdate] = []
            switch gesture {
            case .pan(var g)?: updates = g.advance(to: d); gesture = .pan(g)
            case .pinch(var g)?: updates = g.advance(to: d); gesture = .pinch(g)
            default: break
            }
            apply(updates)
            if updates.isEmpty { break }
        }
        stage.advance(to: t)
        stage.commitSnapshots()
    }

    // MARK: Input

    /// Handles a key at time `t`. Returns false when the model has no use for it (so the
    /// player may: Space pauses when no gesture is active).
    @discardableResult
    public func handle(_ key: Key, at t: Double) -> Bool {
        advance(to: t)
        defer { stage.commitSnapshots() }
        // A finger is down: the gesture owns its keys.
        switch gesture {
        case .pan(var g)? where g.consumes(key) && g.isActive:
            let updates = g.handle(key, at: t, canBegin: { [unowned self] in self.canBegin(.edgePan) })
            gesture = .pan(g)
            apply(updates)
            return true
        case .pinch(var g)? where g.consumes(key) && g.isActive:
            let updates = g.handle(key, at: t, canBegin: { [unowned self] in self.canBegin(.pinch) })
            gesture = .pinch(g)
            apply(updates)
            return true
        case .mouse(var g)? where g.isActive && key == .escape:
            let updates = g.cancel(at: t)
            gesture = .mouse(g)
            apply(updates)
            return true
        default: break
        }
        if isGestureActive, [.right, .left, .up, .down, .plus, .minus].contains(key) {
            return true  // one finger at a time: the active gesture ignores other gestures' keys
        }
        switch key {
        case .right, .left, .up, .down:
            return startPan(key, at: t)
        case .plus, .minus:
            let candidate = container.interactiveOperation(for: .pinch)
            var g = PinchGesture(spec: candidate?.1 ?? InteractionSpec(gesture: .pinch))
            gestureOperation = candidate?.0
            gestureRule = candidate?.1.finish ?? .pinch(threshold: 0.3, velocity: 5)
            currentGestureKind = .pinch
            let updates = g.handle(key, at: t, canBegin: { [unowned self] in self.canBegin(.pinch) })
            gesture = .pinch(g)
            apply(updates)
            return true
        case .char("p"):
            pushNext()
            return true
        case .char("b"):
            switch container {
            case is NavigationController: container.request(.pop)
            case is ModalController: container.request(.dismiss)
            default: stage.warn("b: nothing to go back from in a tab bar")
            }
            return true
        case .char(let c) where c.isNumber && c != "0":
            if container is TabBarController {
                container.request(.select(Int(String(c))! - 1))
            } else {
                stage.warn("\(c): tabs only")
            }
            return true
        default:
            return false
        }
    }

    /// Handles a pointer event (container points) at time `t`.
    public func handle(_ pointer: Pointer, at t: Double) {
        advance(to: t)
        defer { stage.commitSnapshots() }
        switch pointer {
        case .press(let p):
            if isGestureActive, case .mouse? = gesture {} else if isGestureActive { return }
            let candidate = container.interactiveOperation(for: .edgePan)
            let spec = candidate?.1 ?? SystemTransitions.popInteraction
            var g = MousePan(spec: spec, containerSize: size)
            if case .mouse(var old)? = gesture, old.isActive { apply(old.release(at: t)) }
            guard g.isInEdgeRegion(p) else { return }
            gestureOperation = candidate?.0
            gestureRule = spec.finish
            currentGestureKind = .edgePan
            apply(g.handle(.press, at: p, t: t))
            gesture = .mouse(g)
        case .drag(let p), .release(let p):
            guard case .mouse(var g)? = gesture else { return }
            let kind: MouseEvent.Kind = { if case .drag = pointer { return .drag } else { return .release } }()
            let updates = g.handle(kind, at: p, t: t, canBegin: { [unowned self] in self.canBegin(.edgePan) })
            gesture = .mouse(g)
            apply(updates)
        }
    }

    /// Whether a finger is down.
    private var isGestureActive: Bool {
        switch gesture {
        case .pan(let g)?: g.isActive
        case .mouse(let g)?: g.isActive
        case .pinch(let g)?: g.isActive
        case nil: false
        }
    }

    /// Whether the gesture's transition may begin now (SPEC §4.5).
    private func canBegin(_ kind: GestureKind) -> Bool {
        guard let op = gestureOperation else { return false }
        return container.interactiveOperation(for: kind)?.0 == op
    }

    /// The kind of the gesture being handled, set when a gesture starts (for the panel's units).
    private var currentGestureKind: GestureKind = .edgePan

    private func startPan(_ key: Key, at t: Double) -> Bool {
        let candidate = container.interactiveOperation(for: .edgePan)
        let spec = candidate?.1 ?? SystemTransitions.popInteraction
        var g = EdgePanGesture(spec: spec, containerSize: size)
        guard key == spec.edge.panInwardKey else { return false }
        gestureOperation = candidate?.0
        gestureRule = spec.finish
        currentGestureKind = .edgePan
        let updates = g.handle(key, at: t, canBegin: { [unowned self] in self.canBegin(.edgePan) })
        gesture = .pan(g)
        apply(updates)
        return true
    }

    private func apply(_ updates: [GestureUpdate]) {
        for u in updates {
            switch u {
            case .began(let p):
                if let op = gestureOperation, container.beginInteractive(op) {
                    container.activeInteraction?.update(p)
                }
            case .changed(let p, _, _):
                container.activeInteraction?.update(p)
            case .ended(let p, let v):
                guard let interaction = container.activeInteraction else { continue }
                let finish = gestureRule.shouldFinish(percent: p, velocity: v)
                stage.record("gesture ended: \(gestureRule.explain(percent: p, velocity: v, unit: unitSymbol))")
                finish ? interaction.finish() : interaction.cancel()
            case .cancelled:
                guard let interaction = container.activeInteraction else { continue }
                stage.record("gesture cancelled")
                interaction.cancel()
            case .failed:
                break
            }
        }
        lastGestureInfo = gestureInfo
    }

    private var unitSymbol: String { currentGestureKind == .pinch ? "scale/s" : "pt/s" }

    private var gestureInfo: GestureInfo? {
        switch gesture {
        case .pan(let g)?: g.info(at: stage.now, rule: gestureRule)
        case .mouse(let g)?: g.info(at: stage.now, rule: gestureRule)
        case .pinch(let g)?: g.info(at: stage.now, rule: gestureRule)
        case nil: nil
        }
    }

    /// `p`: push (or present) the next screen in the scenario's list after the one on top.
    private func pushNext() {
        if container is TabBarController {
            stage.warn("p: a tab bar has nothing to push")
            return
        }
        guard let next = container.nextScreenID else {
            stage.warn("p: no screen after \(container.topScreenID ?? "the top") in the scenario")
            return
        }
        container.request(container is ModalController ? .present(next) : .push(next))
    }

    // MARK: Output

    /// The transition's phase now.
    public var phase: Phase { container.activeContext?.phase ?? .idle }

    /// Transition time offset / duration, 0…1, nil when idle.
    public var percent: Double? { container.activeContext?.percent }

    /// The presentation state now.
    public func scene() -> Scene {
        let views = container.view.subviews.filter { !$0.isHidden }.map { $0.sceneView() }
        var hud = HUDInfo(title: scenario.title, phase: phase, percent: percent, log: stage.log.entries)
        if let context = container.activeContext, let animator = container.activeAnimator {
            let nominal = (animator as? DeclarativeAnimator)?.spec.duration ?? context.group.duration
            let delay = (animator as? DeclarativeAnimator)?.spec.delay ?? 0
            hud.timing = animator.mainTiming.evaluator(nominalDuration: nominal)
            hud.timingOffset = max(0, context.group.offset(at: stage.now) - delay)
            if let plotted = (container.activeInteraction as? InteractionController)?.plottedTiming(at: stage.now) {
                (hud.timing, hud.timingOffset) = (plotted.timing, plotted.offset)
            }
            hud.operation = context.operation.rawValue
        }
        hud.gesture = gestureInfo ?? lastGestureInfo
        hud.controls = container.controls
        return Scene(containerSize: size, views: views, hud: hud)
    }
}
