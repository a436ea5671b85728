import SegueSupport
import SegueScenario

/// Modal presentation (docs/transitions.md): `present` and `dismiss` with a transitioning delegate (the
/// scenario). `fullScreen`: the presenting view is removed after the presentation and put back
/// for the dismissal. `custom`: the presenting view stays, a cover view may dim it, and the
/// presenting controller gets no appearance callbacks (as in UIKit). A `custom` modal may have a
/// presentation controller (`PresentationController`); a `pageSheet` always has a sheet
/// presentation controller (`SheetPresentationController`).
public final class ModalController: Container {
    /// The presenter first, then each presented screen.
    public private(set) var chain: [ViewController] = []
    public let style: ModalStyle
    /// The presentation controller of each presented screen that has one, by screen id.
    var presentationControllers: [String: PresentationController] = [:]
    /// Whether the dismissal about to run was started by a sheet's release.
    private var dismissingFromSheetRelease = false
    /// A host's UIViewControllerTransitioningDelegate answers (docs/user-code.md, "The API:
    /// presentations, tabs and containment"); nil (the default): the scenario's `transitions`
    /// and `presentationController` answer.
    public weak var transitionDelegate: ModalTransitionDelegate?
    /// The transition that just ended, for `transitionDelegate`'s `modalTransitionDidEnd`.
    var endedTransition: (operation: Operation, presented: ViewController, completed: Bool)?

    init(runtime: Runtime, scenario: Scenario, size: Size, presenter: String, style: ModalStyle, presented: String?) {
        self.style = Self.adapted(style, scenario: scenario)
        super.init(runtime: runtime, scenario: scenario, size: size)
        chain = [presenter, presented].compactMap { $0 }.compactMap { controllers[$0] }
        if chain.count == 2, let pc = makePresentationController(presenting: chain[0], presented: chain[1]) {
            presentationControllers[chain[1].id] = pc
            pc.installAtRest()
        }
        layoutAtRest()
        appearInitially()
    }

    /// The presented screen on top, nil when only the presenter is showing.
    public var presented: ViewController? { chain.count > 1 ? chain.last : nil }

    public override var visibleAtRest: [ViewController] {
        guard let top = chain.last else { return [] }
        if style.keepsPresenter, chain.count > 1, presentationControllers[top.id]?.spec.shouldRemovePresentersView != true {
            return [chain[chain.count - 2], top]
        }
        return [top]
    }

    override var keepsCoverAtRest: Bool { style.keepsPresenter }

    /// The style `style` adapts to on the scenario's device, as UIKit's sheet presentation
    /// controller does: a page sheet in a compact height (phone-landscape) is presented full
    /// screen unless its sheet sets `prefersEdgeAttachedInCompactHeight` (docs/scenarios.md, "Sheets").
    static func adapted(_ style: ModalStyle, scenario: Scenario) -> ModalStyle {
        guard style == .pageSheet, scenario.device.isCompactHeight, scenario.sheet?.prefersEdgeAttachedInCompactHeight != true else {
            return style
        }
        return .fullScreen
    }

    /// The sheet presentation controller of the sheet on top, when a page sheet is up.
    var sheet: SheetPresentationController? {
        presented.flatMap { presentationControllers[$0.id] as? SheetPresentationController }
    }

    override func layoutAtRest() {
        super.layoutAtRest()
        if let top = presented { presentationControllers[top.id]?.restoreChrome(in: view) }
    }

    /// The presentation controller for presenting `presented` over `presenting`: the sheet's
    /// for a page sheet, the scenario's for a custom modal that names one, else nil.
    private func makePresentationController(presenting: ViewController, presented: ViewController) -> PresentationController? {
        if style == .pageSheet, let sheet = sheetSpec(presenting: presented) {
            let geometry = SheetGeometry(sheet: sheet, device: scenario.device, containerSize: view.frame.size)
            let pc = SheetPresentationController(runtime: runtime, geometry: geometry, presenting: presenting, presented: presented)
            pc.addGrabber()
            return pc
        }
        if style == .custom, let delegate = transitionDelegate {
            return hostPresentationController(delegate, presenting: presenting, presented: presented)
        }
        guard style == .custom, let spec = scenario.presentationController else { return nil }
        return PresentationController(runtime: runtime, spec: spec, containerSize: view.frame.size, presenting: presenting,
                                      presented: presented)
    }

    /// The sheet `presented` is presented in: the one its code configured (`transitionDelegate`),
    /// else the scenario's.
    private func sheetSpec(presenting presented: ViewController) -> SheetSpec? {
        guard let scenarioSheet = scenario.sheet else { return nil }
        let geometry = SheetGeometry(sheet: scenarioSheet, device: scenario.device, containerSize: view.frame.size)
        return transitionDelegate?.sheet(forPresented: presented, scenarioSheet: geometry) ?? scenarioSheet
    }

    override func transitionSpec(_ op: Operation) -> TransitionSpec? {
        if style == .pageSheet, let sheet = sheetForTransition(op) { return SheetTransitions.transition(for: op, sheet: sheet) }
        return super.transitionSpec(op)
    }

    /// The sheet that `op` presents or dismisses: the newest presentation controller's.
    private func sheetForTransition(_ op: Operation) -> SheetPresentationController? {
        let id = op == .present ? pendingPresented?.id : presented?.id
        return id.flatMap { presentationControllers[$0] as? SheetPresentationController }
    }
    /// The screen being presented while its transition is set up.
    private var pendingPresented: ViewController?

    /// What the log says UIKit's own animator is when the delegate gives none.
    private var systemAnimator: UIKitCall.AnimatorAnswer { style == .pageSheet ? .sheet : .coverVertical }

    /// A sheet released below its smallest detent dismisses, carrying the release's velocity.
    func dismissFromSheetRelease() {
        dismissingFromSheetRelease = true
        perform(.dismiss, interactive: false)
        dismissingFromSheetRelease = false
    }

    override var forwardOperation: Operation? { .present }
    override var backRequest: ContainerRequest? { .dismiss }

    override func perform(_ r: ContainerRequest, interactive: Bool) {
        switch r {
        case .present(let id): present(id, interactive: interactive)
        case .dismiss: dismiss(interactive: interactive)
        default: super.perform(r, interactive: interactive)
        }
    }

    private func present(_ id: String, interactive: Bool) {
        let r = ContainerRequest.present(id)
        guard let to = controllers[id], let from = chain.last else { return }
        guard !chain.contains(where: { $0 === to }) else {
            runtime.warn("present(\(id)): already presented")
            return
        }
        runtime.record(describe(r))
        if scenario.modalStyleIsAutomatic {
            runtime.record(.automaticModalStyle(style: scenario.ios.automaticModalStyleName, iOS: scenario.ios.rawValue))
        }
        let pc = makePresentationController(presenting: from, presented: to)
        presentationControllers[to.id] = pc
        if let delegate = transitionDelegate, runHostPresentation(delegate, from: from, to: to, presentation: pc) { return }
        pendingPresented = to
        let spec = transitionSpec(.present)!
        pendingPresented = nil
        let custom = scenario.transitions[.present] != nil
        runtime.record(.presentedAnimationController(presented: to.id, presenting: from.id, answer: custom ? .custom : systemAnimator))
        let animator = makeAnimator(spec, op: .present)
        var interaction: InteractiveTransitioning?
        if custom {
            runtime.record(.presentationInteractionController(answer: interactive ? .percentDriven : .noController))
            if interactive { interaction = makeInteraction(spec, animator: animator) }
        }
        var setup = TransitionSetup(.present, from: from, to: to, style: style, animator: animator, interaction: interaction,
                                    alongside: spec.alongside, restoreOnCancel: spec.restoreOnCancel,
                                    appearanceFrom: style == .fullScreen || removesPresenter(pc))
        setup.presentation = pc
        runTransition(setup) { [weak self] done in self?.presentationEnded(from: from, to: to, completed: done) }
    }

    /// `present`'s bookkeeping inside `completeTransition`.
    func presentationEnded(from: ViewController, to: ViewController, completed done: Bool) {
        endedTransition = (.present, to, done)
        if done {
            chain.append(to)
            if style == .fullScreen { from.view.removeFromSuperview() }
        } else {
            removeCover()
            presentationControllers[to.id] = nil
        }
    }

    private func dismiss(interactive: Bool) {
        guard chain.count > 1 else {
            runtime.warn("dismiss: nothing is presented")
            return
        }
        let from = chain[chain.count - 1], to = chain[chain.count - 2]
        runtime.record(.dismiss(interactive ? .gesture : dismissingFromSheetRelease ? .sheetReleasedBelowSmallestDetent : .request))
        let pc = presentationControllers[from.id]
        if let sheet = pc as? SheetPresentationController {
            // The sheet falls from where it is shown now.
            from.view.layoutFrame.origin.y = sheet.top
        }
        if let delegate = transitionDelegate, runHostDismissal(delegate, from: from, to: to, presentation: pc) { return }
        let spec = transitionSpec(.dismiss)!
        let custom = scenario.transitions[.dismiss] != nil
        runtime.record(.dismissedAnimationController(from.id, answer: custom ? .custom : systemAnimator))
        let animator = makeAnimator(spec, op: .dismiss)
        var interaction: InteractiveTransitioning?
        if custom {
            let catchable = spec.animator.interruptible && spec.interaction != nil
            runtime.record(.dismissalInteractionController(answer: interactive ? .interactive : catchable ? .percentDriven : .noController))
            interaction = interactive ? makeInteraction(spec, animator: animator) : catchableInteraction(spec, animator: animator)
        }
        putPresenterBack(to)
        var setup = TransitionSetup(.dismiss, from: from, to: to, style: style, animator: animator, interaction: interaction,
                                    alongside: spec.alongside, restoreOnCancel: spec.restoreOnCancel,
                                    appearanceTo: style == .fullScreen || removesPresenter(pc))
        setup.presentation = pc
        runTransition(setup) { [weak self] done in self?.dismissalEnded(from: from, to: to, completed: done) }
    }

    /// UIKit puts a full-screen presentation's presenting view back for the dismissal.
    func putPresenterBack(_ to: ViewController) {
        if style == .fullScreen, !view.contains(to.view) { view.insertSubview(to.view, at: 0) }
    }

    /// `dismiss`'s bookkeeping inside `completeTransition`.
    func dismissalEnded(from: ViewController, to: ViewController, completed done: Bool) {
        endedTransition = (.dismiss, from, done)
        if done {
            chain.removeLast()
            removeCover()
            presentationControllers[from.id] = nil
            if style.keepsPresenter, chain.count > 1 {
                // The new top's own presenter comes back below it.
                layoutAtRest()
            }
        } else if style == .fullScreen {
            to.view.removeFromSuperview()
        }
    }

    override func transitionDidEnd() {
        guard let ended = endedTransition else { return }
        endedTransition = nil
        transitionDelegate?.modalTransitionDidEnd(ended.operation, presented: ended.presented, completed: ended.completed)
    }

    /// Whether `pc` takes the presenter's view out of the container (`shouldRemovePresentersView`).
    func removesPresenter(_ pc: PresentationController?) -> Bool { pc?.spec.shouldRemovePresentersView ?? false }

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
