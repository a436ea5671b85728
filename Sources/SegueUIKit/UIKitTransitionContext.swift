import SegueCore

/// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning — faces
/// the model's transition context: one per transition, whoever asks (docs/user-code.md, "The API:
/// navigation and transitions").
final class UIKitTransitionContext: NSObject, UIViewControllerContextTransitioning {
    let model: TransitionContext

    private init(_ model: TransitionContext) {
        self.model = model
        super.init()
    }

    /// The context facing `model`, made at the first ask.
    static func facing(_ model: TransitionContext) -> UIKitTransitionContext {
        if let made = model.host as? UIKitTransitionContext { return made }
        let context = UIKitTransitionContext(model)
        model.host = context
        return context
    }

    var containerView: UIView { UIView.facing(model.containerView) }
    var isAnimated: Bool { model.isAnimated }
    var isInteractive: Bool { model.isInteractive }
    var transitionWasCancelled: Bool { model.transitionWasCancelled }
    /// The modal's style; the model's `.fullScreen` for navigation and tabs.
    var presentationStyle: UIModalPresentationStyle {
        switch model.presentationStyle {
        case .fullScreen: .fullScreen
        case .custom: .custom
        case .pageSheet: .pageSheet
        }
    }
    /// Rotation is not part of segue's model: always the identity.
    var targetTransform: CGAffineTransform { .identity }

    // The user's code calls these (its own interaction controller): logged, and the percent follows.
    func updateInteractiveTransition(_ percentComplete: CGFloat) { model.hostUpdateInteractiveTransition(Double(percentComplete)) }
    func finishInteractiveTransition() { model.hostEndInteraction(cancelled: false) }
    func cancelInteractiveTransition() { model.hostEndInteraction(cancelled: true) }
    func pauseInteractiveTransition() { model.pauseInteractiveTransition() }
    func completeTransition(_ didComplete: Bool) { model.completeTransition(didComplete) }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        UIViewController.facing(model.viewController(forKey: key == .from ? .from : .to))
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        model.view(forKey: key == .from ? .from : .to).map(UIView.facing)
    }

    /// unit: points, in the container view.
    func initialFrame(for vc: UIViewController) -> CGRect {
        vc.modelController.map { CGRect(model.initialFrame(for: $0)) } ?? .zero
    }

    /// unit: points, in the container view.
    func finalFrame(for vc: UIViewController) -> CGRect {
        vc.modelController.map { CGRect(model.finalFrame(for: $0)) } ?? .zero
    }

    /// The transition's coordinator, facing the model's.
    lazy var coordinator = UIKitTransitionCoordinator(self)
}
