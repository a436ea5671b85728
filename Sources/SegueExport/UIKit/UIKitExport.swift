import SegueCore

/// The UIKit export of a scenario (docs/export.md): the header, per operation with an animator
/// its `UIViewControllerAnimatedTransitioning` class and, when interactive, its interaction
/// controller; the delegate that returns them; a containment parent's switch; the collection
/// controllers pushed with layout-to-layout transitions; and the support types they use.
struct UIKitExport: Exporter {
    let scenario: Scenario
    let command: String
    let names: ExportNames

    /// - Parameters:
    ///   - scenario: the validated scenario.
    ///   - command: the command line shown in the header; default `segue export NAME`.
    init(_ scenario: Scenario, command: String? = nil) {
        self.scenario = scenario
        self.command = command ?? "segue export \(scenario.name)"
        names = ExportNames(scenario: scenario)
    }

    /// The operations the scenario gives an animator for, in UIKit's order.
    var operations: [Operation] { Operation.allCases.filter { scenario.transitions[$0] != nil } }

    var source: String {
        var body = SourceWriter()
        var support = SupportTypesWriter(names: names)
        let notes = ExportNotes(scenario: scenario)
        for op in operations {
            guard let transition = scenario.transitions[op] else { continue }
            let views = transitionViews(op, transition.animator)
            support.cover = support.cover || (views.hasCover && views.dimmingOwner == nil)
            support.elementViews = support.elementViews || !views.elementTargets.isEmpty
            support.matched = support.matched || views.matched
            body.separator()
            AnimatorWriter(names: names, operation: op, views: views).write(into: &body, summary: summary(op, transition.animator))
            if let interaction = transition.interaction, notes.supportsInteraction(op) {
                body.line()
                let driven = interaction.driver == .direct ? views.restricted { !$0.isKeyframed && ExportNotes.isRole($0.target, among: Role.allCases) } : views
                InteractionWriter(names: names, operation: op, interaction: interaction, views: driven).write(into: &body)
            }
        }
        writeContainer(into: &body, support: &support)
        writePresentation(into: &body)
        for zoom in zooms {
            body.separator()
            zoom.write(into: &body)
            support.elementViews = true
        }
        support.write(into: &body)
        CollectionWriter(names: names, scenario: scenario).write(into: &body)
        let entry = UIKitEntry(scenario: scenario)
        let isEmpty = body.lines.isEmpty
        body.separator()
        SetUpWriter(names: names, scenario: scenario, entry: entry, hasDelegate: writesDelegate,
                    sheetPresenter: sheetPresenter != nil).write(into: &body)
        var file = SourceWriter()
        var header = ExportHeader(scenario: scenario, command: command, notes: notes.notes, needsIOS17: notes.needsIOS17, isEmpty: isEmpty)
        header.entry = entry
        if let sheet = sheetPresenter {
            header.leftToUIKit = SheetPresenterWriter.leftToUIKit
            header.needsIOS16 = sheet.needsIOS16 ? "the custom detents (.custom(identifier:resolver:))" : nil
        }
        if !zooms.isEmpty {
            header.leftToUIKit = ZoomWriter.leftToUIKit
            header.needsIOS18 = "the zoom transition of " + zooms.map(\.screen).joined(separator: " and ")
                + " (preferredTransition = .zoom(options:sourceViewProvider:))"
        }
        header.write(into: &file)
        return file.text + body.text
    }

    private func writeContainer(into body: inout SourceWriter, support: inout SupportTypesWriter) {
        if case .containment(_, _, let transition) = scenario.container {
            body.separator()
            ContainmentWriter(names: names, transition: transition).write(into: &body)
            return
        }
        let animated = operations
        guard writesDelegate else { return }
        let notes = ExportNotes(scenario: scenario)
        let interactive = animated.filter { scenario.transitions[$0]?.interaction != nil && notes.supportsInteraction($0) }
        var alongside: AlongsideWriter?
        if case .navigation = scenario.container,
           let op = animated.first(where: { !(scenario.transitions[$0]?.alongside.isEmpty ?? true) }), let t = scenario.transitions[op] {
            let plans = t.alongside.filter { ExportNotes.isReachable($0.target) }.map(TrackPlan.init)
            support.elementViews = support.elementViews || plans.contains { if case .element = $0.target { true } else { false } }
            alongside = AlongsideWriter(names: names, operation: op, plans: plans, restoreOnCancel: t.restoreOnCancel)
        }
        let mirrored = scenario.transitions[.tab]?.animator.mirrorsBackward ?? false
        body.separator()
        DelegateWriter(names: names, container: scenario.container, animated: animated, interactive: interactive,
                       alongside: alongside, tabIsMirrored: mirrored,
                       presentationController: presentation.map { _ in names.presentationController },
                       removesPresentersView: presentation?.spec.shouldRemovePresentersView ?? false,
                       kinds: interactionKinds(interactive)).write(into: &body)
    }

    /// Whether the file has a delegate for the container: an operation with an animator, or a
    /// custom modal's presentation controller (a containment parent has none).
    var writesDelegate: Bool {
        if case .containment = scenario.container { return false }
        return !operations.isEmpty || presentation != nil
    }

    /// Whether a modal's presented screens get a transitioning delegate.
    var writesTransitioningDelegate: Bool {
        guard case .modal = scenario.container else { return false }
        return writesDelegate
    }

    /// How each interactive operation's controller is made and handed to UIKit.
    private func interactionKinds(_ ops: [Operation]) -> [Operation: DelegateWriter.InteractionKind] {
        var kinds: [Operation: DelegateWriter.InteractionKind] = [:]
        for op in ops {
            guard let t = scenario.transitions[op], let i = t.interaction else { continue }
            kinds[op] = .init(isPinch: i.gesture == .pinch, catches: InteractionWriter.catches(i, t.animator),
                              wantsInteractiveStart: i.wantsInteractiveStart)
        }
        return kinds
    }

    /// The screens that prefer the zoom transition, in the scenario's order.
    private var zooms: [ZoomWriter] {
        scenario.screens.compactMap { s in s.preferredTransition.map { ZoomWriter(names: names, screen: s.id, zoom: $0) } }
    }

    /// A page sheet's configuration, when the scenario is one.
    private var sheetPresenter: SheetPresenterWriter? {
        guard case .modal(_, .pageSheet, _) = scenario.container else { return nil }
        return SheetPresenterWriter(names: names, sheet: scenario.sheet ?? SheetSpec(detents: [.large]),
                                    isAutomatic: scenario.modalStyleIsAutomatic)
    }

    /// A custom modal's presentation controller: the scenario's, or one written for its chrome
    /// (a frame of its own, a cover) so that UIKit lays them out on rotation and resize and
    /// VoiceOver stays in the presented screen. `animatorsDim`: the cover tracks animate its
    /// dimming view (the scenario names no presentation controller).
    var presentation: (spec: PresentationControllerSpec, animatorsDim: Bool)? {
        if let spec = scenario.presentationController { return (spec, false) }
        guard case .modal(_, .custom, _) = scenario.container else { return nil }
        let covered = operations.compactMap { op in scenario.transitions[op].flatMap { t in
            t.animator.tracks.contains { $0.target == .role(.cover) } ? t.animator : nil } }
        let frame = ExportNotes.presentedFrame(scenario)
        guard !covered.isEmpty || frame != nil else { return nil }
        let dimming = covered.first.map { DimmingSpec(color: $0.coverColor, alpha: 1) }
        return (PresentationControllerSpec(frame: frame, dimming: dimming), dimming != nil)
    }

    /// The custom modal's presentation controller, or the page sheet's presenter.
    private func writePresentation(into body: inout SourceWriter) {
        if let (spec, animatorsDim) = presentation {
            body.separator()
            PresentationControllerWriter(names: names, spec: spec, frame: spec.frame ?? ExportNotes.presentedFrame(scenario),
                                         animatorsDim: animatorsDim).write(into: &body)
        }
        if let sheet = sheetPresenter {
            body.separator()
            sheet.write(into: &body)
        }
    }

    private func transitionViews(_ op: Operation, _ spec: AnimatorSpec) -> TransitionViews {
        var isCustom = false
        if case .modal(_, .custom, _) = scenario.container { isCustom = true }
        let plans = spec.tracks.filter { ExportNotes.isReachable($0.target) }.map(TrackPlan.init)
        let presentation = self.presentation
        return TransitionViews(names: names, operation: op, spec: spec, plans: plans,
                               isCustomModal: isCustom, mirrored: op == .tab && spec.mirrorsBackward,
                               presentedFrame: presentation == nil ? ExportNotes.presentedFrame(scenario) : nil,
                               dimmingOwner: presentation?.animatorsDim == true ? names.presentationController : nil)
    }

    /// One line on the animator: the operation, its preset, duration and timing.
    private func summary(_ op: Operation, _ spec: AnimatorSpec) -> String {
        let preset = spec.preset.map { " (preset \($0))" } ?? ""
        let timing: String
        switch spec.timing {
        case .curve(let c): timing = c.name
        case let .blockSpring(z, v, _): timing = "block spring, damping \(SwiftLiteral.number(z)), velocity \(SwiftLiteral.number(v))"
        case let .perceptualSpring(b, _): timing = "perceptual spring, bounce \(SwiftLiteral.number(b))"
        case .physicalSpring: timing = "physical spring"
        case .coreAnimationSpring: timing = "curve 7 (UISpringTimingParameters())"
        }
        let driver = spec.driver == .propertyAnimator ? ", on a UIViewPropertyAnimator" + (spec.interruptible ? " (interruptible)" : "") : ""
        return "\(op.rawValue)\(preset): \(SwiftLiteral.number(TimingCode.transitionDuration(spec))) s, \(timing)\(driver)."
    }
}
