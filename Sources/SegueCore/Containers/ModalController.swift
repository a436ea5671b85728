/// Modal presentation (docs/transitions.md): `present` and `dismiss` with a transitioning delegate (the
/// scenario). `fullScreen`: the presenting view is removed after the presentation and put back
/// for the dismissal. `custom`: the presenting view stays, a cover view may dim it, and the
/// presenting controller gets no appearance callbacks (as in UIKit).
public final class ModalController: Container {
    /// The presenter first, then each presented screen.
    public private(set) var chain: [ViewController] = []
    public let style: ModalStyle

    init(runtime: Runtime, scenario: Scenario, size: Size, presenter: String, style: ModalStyle, presented: String?) {
        self.style = style
        super.init(runtime: runtime, scenario: scenario, size: size)
        chain = [presenter, presented].compactMap { $0 }.compactMap { controllers[$0] }
        layoutAtRest()
        appearInitially()
    }

    /// The presented screen on top, nil when only the presenter is showing.
    public var presented: ViewController? { chain.count > 1 ? chain.last : nil }

    public override var visibleAtRest: [ViewController] {
        guard let top = chain.last else { return [] }
        if style == .custom, chain.count > 1 { return [chain[chain.count - 2], top] }
        return [top]
    }

    override var keepsCoverAtRest: Bool { style == .custom }

    override var forwardOperation: Operation? { .present }
    override var backRequest: ContainerRequest? { .dismiss }

    override func perform(_ r: ContainerRequest, interactive: Bool) {
        switch r {
        case .present(let id):
            guard let to = controllers[id], let from = chain.last else { return }
            guard !chain.contains(where: { $0 === to }) else {
                runtime.warn("present(\(id)): already presented")
                return
            }
            runtime.record(describe(r))
            let spec = transitionSpec(.present)!
            let custom = scenario.transitions[.present] != nil
            runtime.record("animationController(forPresented: \(to.id), presenting: \(from.id)) → \(custom ? "custom" : "nil (coverVertical)")")
            let animator = makeAnimator(spec, op: .present)
            var interaction: InteractiveTransitioning?
            if custom {
                runtime.record("interactionControllerForPresentation → \(interactive ? "percent-driven" : "nil")")
                if interactive { interaction = makeInteraction(spec, animator: animator) }
            }
            runTransition(TransitionSetup(.present, from: from, to: to, style: style, animator: animator, interaction: interaction,
                                          alongside: spec.alongside, restoreOnCancel: spec.restoreOnCancel,
                                          appearanceFrom: style == .fullScreen)) { [weak self] done in
                guard let self else { return }
                if done {
                    self.chain.append(to)
                    if self.style == .fullScreen { from.view.removeFromSuperview() }
                } else {
                    self.removeCover()
                }
            }
        case .dismiss:
            guard chain.count > 1 else {
                runtime.warn("dismiss: nothing is presented")
                return
            }
            let from = chain[chain.count - 1], to = chain[chain.count - 2]
            runtime.record(interactive ? "dismiss(animated: true) (gesture began)" : describe(r))
            let spec = transitionSpec(.dismiss)!
            let custom = scenario.transitions[.dismiss] != nil
            runtime.record("animationController(forDismissed: \(from.id)) → \(custom ? "custom" : "nil (coverVertical)")")
            let animator = makeAnimator(spec, op: .dismiss)
            var interaction: InteractiveTransitioning?
            if custom {
                let catchable = spec.animator.interruptible && spec.interaction != nil
                runtime.record("interactionControllerForDismissal → \(interactive ? "interactive" : catchable ? "percent-driven" : "nil")")
                interaction = interactive ? makeInteraction(spec, animator: animator) : catchableInteraction(spec, animator: animator)
            }
            if style == .fullScreen, !view.contains(to.view) {
                // UIKit puts the presenting view back for the dismissal.
                view.insertSubview(to.view, at: 0)
            }
            runTransition(TransitionSetup(.dismiss, from: from, to: to, style: style, animator: animator, interaction: interaction,
                                          alongside: spec.alongside, restoreOnCancel: spec.restoreOnCancel,
                                          appearanceTo: style == .fullScreen)) { [weak self] done in
                guard let self else { return }
                if done {
                    self.chain.removeLast()
                    self.removeCover()
                    if self.style == .custom, self.chain.count > 1 {
                        // The new top's own presenter comes back below it.
                        self.layoutAtRest()
                    }
                } else if self.style == .fullScreen {
                    to.view.removeFromSuperview()
                }
            }
        default:
            super.perform(r, interactive: interactive)
        }
    }

    private func removeCover() {
        view.subviews.filter { $0.id == "cover" }.forEach { $0.removeFromSuperview() }
    }

    public override func interactiveOperation(for gesture: GestureKind) -> (Operation, InteractionSpec)? {
        guard chain.count > 1, !isTransitioning, let interaction = scenario.transitions[.dismiss]?.interaction,
              interaction.gesture == gesture else { return nil }
        return (.dismiss, interaction)
    }

    public override func interactionRefusal(for gesture: GestureKind) -> InteractionRefusal {
        guard chain.count > 1 || isTransitioning else { return .nothingPresented }
        return refusal(of: .dismiss, by: gesture, interaction: scenario.transitions[.dismiss]?.interaction)
            ?? .cannotBeginNow(.dismiss)
    }

    @discardableResult
    public override func beginInteractive(_ op: Operation) -> Bool {
        guard op == .dismiss, chain.count > 1, !isTransitioning, scenario.transitions[.dismiss]?.interaction != nil else { return false }
        perform(.dismiss, interactive: true)
        return isTransitioning
    }
}
