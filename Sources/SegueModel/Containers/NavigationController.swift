import SegueSupport
import SegueScenario

/// UINavigationController (docs/transitions.md): a stack with push, pop, popToRoot and
/// setViewControllers; the delegate (the scenario) is asked `animationController(for:from:to:)`
/// and, only when that returned one, `interactionController(for:)`; then `willShow`, the
/// transition, `didShow`. The edge-pan pop may begin only with more than one screen on the
/// stack and no transition running (seed 003).
public final class NavigationController: Container {
    /// The stack, bottom first.
    public private(set) var stack: [ViewController] = []
    /// A host's UINavigationControllerDelegate (docs/user-code.md, "The API: navigation and
    /// transitions"); nil (the default): the scenario's `transitions` answer.
    public weak var transitionDelegate: NavigationTransitionDelegate?
    /// `interactivePopGestureRecognizer.isEnabled`: whether the system edge-pan pop may begin;
    /// default true.
    public var isSystemPopEnabled = true
    /// Whether the request being performed animates (a host's `animated:`); default true.
    var animatesRequest = true

    init(runtime: Runtime, scenario: Scenario, size: Size, stack ids: [String]) {
        super.init(runtime: runtime, scenario: scenario, size: size)
        stack = ids.compactMap { controllers[$0] }
        layoutAtRest()
        appearInitially()
    }

    public override var visibleAtRest: [ViewController] { stack.last.map { [$0] } ?? [] }

    override func layoutAtRest() {
        super.layoutAtRest()
        installSharedCells()
    }

    /// The stack's screen ids, bottom first.
    public var stackIDs: [String] { stack.map(\.id) }

    override var forwardOperation: Operation? { .push }
    override var backRequest: ContainerRequest? { .pop }

    override func perform(_ r: ContainerRequest, interactive: Bool) {
        switch r {
        case .push(let id):
            guard let to = controllers[id], let from = stack.last else { return }
            guard !stack.contains(where: { $0 === to }) else {
                runtime.warn("pushViewController(\(id)): already on the stack")
                return
            }
            runtime.record(describe(r))
            transition(.push, from: from, to: to, interactive: interactive) { [weak self] done in
                if done { self?.stack.append(to) }
            }
        case .pop:
            guard stack.count > 1 else {
                runtime.warn("popViewController: only the root is on the stack")
                return
            }
            let from = stack[stack.count - 1], to = stack[stack.count - 2]
            // The gesture that began it, as the log names it: the zoom's dismissal pan, the pop's pinch, or the edge pan.
            let gesture = zoomSpec(of: from) != nil ? "zoom dismissal pan"
                : scenario.transitions[.pop]?.interaction?.gesture == .pinch ? "pinch" : "edge pan"
            runtime.record(.popViewController(gesture: interactive ? gesture : nil))
            transition(.pop, from: from, to: to, interactive: interactive) { [weak self] done in
                if done { self?.stack.removeLast() }
            }
        case .popToRoot:
            guard stack.count > 1, let from = stack.last else { return }
            runtime.record(describe(r))
            let root = stack[0]
            transition(.pop, from: from, to: root, interactive: false) { [weak self] done in
                if done { self?.stack = [root] }
            }
        case .setViewControllers(let ids):
            let new = ids.compactMap { controllers[$0] }
            guard let newTop = new.last, let oldTop = stack.last else { return }
            runtime.record(describe(r))
            if newTop === oldTop {
                stack = new
                return
            }
            let op: Operation = stack.contains { $0 === newTop } ? .pop : .push
            transition(op, from: oldTop, to: newTop, interactive: false) { [weak self] done in
                if done { self?.stack = new }
            }
        default:
            super.perform(r, interactive: interactive)
        }
    }

    private func transition(_ op: Operation, from: ViewController, to: ViewController, interactive: Bool,
                            bookkeeping: @escaping (Bool) -> Void) {
        if !animatesRequest {
            changeUnanimated(op, from: from, to: to, bookkeeping: bookkeeping)
            return
        }
        if runZoomIfPreferred(op, from: from, to: to, interactive: interactive, bookkeeping: bookkeeping) { return }
        if let delegate = transitionDelegate,
           runHostTransition(delegate, op, from: from, to: to, bookkeeping: bookkeeping) { return }
        // A host's delegate answered nil: UIKit's default, whatever the scenario says.
        let spec = transitionDelegate == nil ? transitionSpec(op) : SystemTransitions.transition(for: op)
        let custom = transitionDelegate == nil && scenario.transitions[op] != nil
        let layoutChange = custom ? nil : layoutToLayout(from: from, to: to)
        let answer: UIKitCall.AnimatorAnswer = custom ? .custom : layoutChange == nil ? .uikitDefault : .layoutToLayout
        runtime.record(.navigationAnimationController(op, from: from.id, to: to.id, answer: answer))
        if let layoutChange {
            runLayoutToLayout(op, layoutChange, from: from, to: to, interactive: interactive, bookkeeping: bookkeeping)
            return
        }
        guard let spec else { return }
        let animator = makeAnimator(spec, op: op)
        var interaction: InteractiveTransitioning?
        if custom {
            // Asked only because an animator was returned; non-nil only while a gesture drives it.
            runtime.record(.navigationInteractionController(animator: animator.name,
                                                            answer: interactive || (spec.animator.interruptible && spec.interaction != nil) ? .percentDriven : .noController))
        }
        if interactive { interaction = makeInteraction(spec, animator: animator) }
        if !interactive { interaction = catchableInteraction(spec, animator: animator) }
        announceWillShow(to)
        recordNavigationBarItems(op, from: from, to: to)
        runTransition(TransitionSetup(op, from: from, to: to, animator: animator, interaction: interaction,
                                      alongside: spec.alongside, restoreOnCancel: spec.restoreOnCancel), bookkeeping: bookkeeping)
    }

    override func transitionDidEnd() {
        if let top = stack.last { announceDidShow(top) }
    }

    public override func interactiveOperation(for gesture: GestureKind) -> (Operation, InteractionSpec)? {
        guard isSystemPopEnabled, stack.count > 1, !isTransitioning, let spec = transitionSpec(.pop) else { return nil }
        let interaction = spec.interaction ?? (scenario.transitions[.pop] == nil ? SystemTransitions.popInteraction : nil)
        guard let interaction, interaction.gesture == gesture else { return nil }
        return (.pop, interaction)
    }

    public override func interactionRefusal(for gesture: GestureKind) -> InteractionRefusal {
        guard isSystemPopEnabled else { return .noInteraction(.pop) }
        guard stack.count > 1 || isTransitioning else { return .atRoot(screen: stack.last?.id) }
        let interaction = transitionSpec(.pop)?.interaction
            ?? (scenario.transitions[.pop] == nil ? SystemTransitions.popInteraction : nil)
        return refusal(of: .pop, by: gesture, interaction: interaction) ?? .cannotBeginNow(.pop)
    }

    @discardableResult
    public override func beginInteractive(_ op: Operation) -> Bool {
        guard op == .pop, interactiveOperation(for: transitionSpec(.pop)?.interaction?.gesture ?? .edgePan) != nil else {
            return false
        }
        perform(.pop, interactive: true)
        return isTransitioning
    }
}
