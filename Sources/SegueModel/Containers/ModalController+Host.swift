import SegueScenario

/// A host's transitioning delegate answering for the scenario (`ModalTransitionDelegate`,
/// docs/user-code.md, "The API: presentations, tabs and containment"), asked inside `present`
/// and `dismiss`.
extension ModalController {
    /// The host's presentation controller for a custom presentation, or nil when it answered none.
    func hostPresentationController(_ delegate: ModalTransitionDelegate, presenting: ViewController,
                                    presented: ViewController) -> PresentationController? {
        guard let host = delegate.presentationController(forPresented: presented, presenting: presenting) else { return nil }
        return HostedPresentationController(host: host, containerSize: view.frame.size, presenting: presenting, presented: presented,
                                            runtime: runtime)
    }

    /// Runs the presentation with the delegate's animator and, asked only then, its interaction
    /// controller. Returns false when the delegate returned no animator (UIKit's default runs).
    func runHostPresentation(_ delegate: ModalTransitionDelegate, from: ViewController, to: ViewController,
                             presentation pc: PresentationController?) -> Bool {
        guard let animator = delegate.animationController(forPresented: to, presenting: from) else { return false }
        runtime.record(.presentedAnimationController(presented: to.id, presenting: from.id, answer: .custom))
        let interaction = delegate.interactionControllerForPresentation(using: animator)
        runtime.record(.presentationInteractionController(answer: Self.answer(interaction)))
        var setup = TransitionSetup(.present, from: from, to: to, style: style, animator: animator, interaction: interaction,
                                    appearanceFrom: style == .fullScreen || removesPresenter(pc))
        setup.presentation = pc
        runTransition(setup) { [weak self] done in self?.presentationEnded(from: from, to: to, completed: done) }
        return true
    }

    /// Runs the dismissal with the delegate's animator and, asked only then, its interaction
    /// controller. Returns false when the delegate returned no animator (UIKit's default runs).
    func runHostDismissal(_ delegate: ModalTransitionDelegate, from: ViewController, to: ViewController,
                          presentation pc: PresentationController?) -> Bool {
        guard let animator = delegate.animationController(forDismissed: from) else { return false }
        runtime.record(.dismissedAnimationController(from.id, answer: .custom))
        let interaction = delegate.interactionControllerForDismissal(using: animator)
        runtime.record(.dismissalInteractionController(answer: Self.answer(interaction)))
        putPresenterBack(to)
        var setup = TransitionSetup(.dismiss, from: from, to: to, style: style, animator: animator, interaction: interaction,
                                    appearanceTo: style == .fullScreen || removesPresenter(pc))
        setup.presentation = pc
        runTransition(setup) { [weak self] done in self?.dismissalEnded(from: from, to: to, completed: done) }
        return true
    }

    /// How the log names a host's interaction controller.
    private static func answer(_ interaction: InteractiveTransitioning?) -> UIKitCall.InteractionAnswer {
        interaction == nil ? .noController : interaction is PercentDrivenInteractiveTransition ? .percentDriven : .interactive
    }
}
