// UIKit's transitioning protocols and the delegates that answer them, with Apple's signatures
// (docs/user-code.md, "The API"). Methods UIKit declares `optional` are requirements with default
// implementations here.


/// https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey
public struct UITransitionContextViewKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey
public struct UITransitionContextViewControllerKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning
@preconcurrency @MainActor public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/presentationstyle
    var presentationStyle: UIModalPresentationStyle { get }
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    func completeTransition(_ didComplete: Bool)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    func initialFrame(for vc: UIViewController) -> CGRect
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning
@preconcurrency @MainActor public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/interruptibleanimator(using:)
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        UnimplementedInterruptibleAnimator()
    }
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning
@preconcurrency @MainActor public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    var completionSpeed: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
@preconcurrency @MainActor public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    var isCancelled: Bool { get }
    var isInteractive: Bool { get }
    var percentComplete: CGFloat { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
@preconcurrency @MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// What the default `interruptibleAnimator(using:)` answers: UIKit calls the method only when
/// an animator implements it; segue asks every animator (`UserAnimator`), and this answer says
/// "not implemented". It is never started.
public final class UnimplementedInterruptibleAnimator: NSObject, UIViewImplicitlyAnimating {
    public var fractionComplete: CGFloat = 0
    public var isReversed = false
    public func startAnimation() {}
    public func startAnimation(afterDelay delay: TimeInterval) {}
    public func pauseAnimation() {}
    public func stopAnimation(_ withoutFinishing: Bool) {}
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
    public func addAnimations(_ animation: @escaping () -> Void) {}
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {}
}
