import SegueScenario

/// A host's delegate answering for the scenario (`NavigationTransitionDelegate`,
/// docs/user-code.md, "The API: navigation and transitions"), and the host's own requests.
extension NavigationController {
    /// `pushViewController(_:animated:)`, `popViewController(animated:)` and the others from a
    /// host: `request(_:)` with UIKit's `animated` (false: the change happens at once, with
    /// the appearance callbacks' and the delegate's `animated` false). A request queued behind a
    /// running transition animates when it runs.
    public func request(_ r: ContainerRequest, animated: Bool) {
        animatesRequest = animated
        defer { animatesRequest = true }
        request(r)
    }

    /// Records `willShow` and tells the host's delegate.
    func announceWillShow(_ controller: ViewController, animated: Bool = true) {
        runtime.record(.navigationWillShow(controller.id))
        transitionDelegate?.willShow(controller, animated: animated)
    }

    /// Records `didShow` and tells the host's delegate.
    func announceDidShow(_ controller: ViewController, animated: Bool = true) {
        runtime.record(.navigationDidShow(controller.id))
        transitionDelegate?.didShow(controller, animated: animated)
    }

    /// Runs the transition with the host delegate's animator and, asked only then, its
    /// interaction controller. Returns false when the delegate returned no animator.
    func runHostTransition(_ delegate: NavigationTransitionDelegate, _ op: Operation, from: ViewController, to: ViewController,
                           bookkeeping: @escaping (Bool) -> Void) -> Bool {
        guard let animator = delegate.animationController(for: op, from: from, to: to) else { return false }
        runtime.record(.navigationAnimationController(op, from: from.id, to: to.id, answer: .custom))
        let interaction = delegate.interactionController(for: animator)
        let answer: UIKitCall.InteractionAnswer = interaction == nil ? .noController
            : interaction is PercentDrivenInteractiveTransition ? .percentDriven : .interactive
        runtime.record(.navigationInteractionController(animator: animator.name, answer: answer))
        announceWillShow(to)
        recordNavigationBarItems(op, from: from, to: to)
        runTransition(TransitionSetup(op, from: from, to: to, animator: animator, interaction: interaction), bookkeeping: bookkeeping)
        return true
    }

    /// `animated: false`: no animator is asked for (as UIKit asks none); the change happens at once.
    func changeUnanimated(_ op: Operation, from: ViewController, to: ViewController, bookkeeping: @escaping (Bool) -> Void) {
        announceWillShow(to, animated: false)
        runTransition(TransitionSetup(op, from: from, to: to, animator: nil, interaction: nil), bookkeeping: bookkeeping)
        if let top = stack.last { announceDidShow(top, animated: false) }
    }
}
