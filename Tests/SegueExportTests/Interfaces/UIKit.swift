@_exported import Foundation

// A stand-in for UIKit (and the Core Graphics and QuartzCore types Foundation on Linux lacks)
// with exactly the declarations `segue export --target uikit` uses, written with the Swift
// signatures of Apple's documentation (labels, types, optionality and defaults): the export
// tests type-check every generated file against it (docs/export.md, "How the export is checked").
// Isolation is Apple's: `@MainActor` where the SDK's Swift interface has it (views, view
// controllers, gesture recognizers, animators, the transitioning protocols and delegates), marked
// `@preconcurrency` as imported Objective-C is, and `@Sendable` closures where Apple's signatures
// have them; the tests check in Swift 5, Swift 6 and Swift 6 with `-default-isolation MainActor`.
// APIs newer than iOS 15 carry Apple's `@available` (swiftc on Linux ignores iOS availability:
// ExportAvailabilityTests checks that the exports guard what is newer than their iOS 17 target).
// Bodies are placeholders, except the few the call-order test runs (marked "Runs in the call-order
// test"): recognizers call their action, `popViewController(animated:)` and `dismiss(animated:)`
// ask the delegate for the animator and then, synchronously, the interaction controller, as UIKit
// does, and record what they got (the `_` members, which are not UIKit's). Protocol methods that UIKit declares
// `optional` are requirements with default implementations here, so a misspelt one is reported
// as "nearly matches defaulted requirement", as Xcode reports it for the Objective-C protocol.

/// `#selector(m)` is rewritten to `_typeCheckedSelector(m)` before type-checking: Linux has no
/// Objective-C runtime, but the rewrite still requires `m` to name a real method.
/// It keeps `m`, so that a recognizer can call it in the call-order test.
public func _typeCheckedSelector<T>(_ method: T) -> Selector { Selector(method: method) }

/// https://developer.apple.com/documentation/objectivec/selector
public struct Selector: @unchecked Sendable {
    /// The method `_typeCheckedSelector` was given (not UIKit's).
    public let _method: Any?
    public init(_ name: String) { _method = nil }
    init(method: Any) { _method = method }
}

// MARK: Core Graphics

/// https://developer.apple.com/documentation/corefoundation/cgvector
public struct CGVector: Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public static var zero: CGVector { CGVector(dx: 0, dy: 0) }
}

/// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
public struct CGAffineTransform: Sendable {
    public init(translationX tx: CGFloat, y ty: CGFloat) {}
    public init(rotationAngle angle: CGFloat) {}
    public init(scaleX sx: CGFloat, y sy: CGFloat) {}
    public static var identity: CGAffineTransform { CGAffineTransform(scaleX: 1, y: 1) }
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform { self }
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { self }
    public func rotated(by angle: CGFloat) -> CGAffineTransform { self }
}

// MARK: Views

/// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject, @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
}

/// https://developer.apple.com/documentation/uikit/uirectedge
public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1)
    public static let left = UIRectEdge(rawValue: 2)
    public static let bottom = UIRectEdge(rawValue: 4)
    public static let right = UIRectEdge(rawValue: 8)
    public static let all = UIRectEdge(rawValue: 15)
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft
}

/// https://developer.apple.com/documentation/quartzcore/calayer (not main-actor isolated: Core
/// Animation is thread-safe)
open class CALayer: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/calayer/anchorpoint
    open var anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5)
    /// https://developer.apple.com/documentation/quartzcore/calayer/position
    open var position: CGPoint = .zero
}

/// https://developer.apple.com/documentation/uikit/uiview
@preconcurrency @MainActor open class UIView: NSObject {
    public init(frame: CGRect) {}
    public required init?(coder: NSCoder) {}
    /// NSObject's `init()`, which UIView answers with a zero frame
    /// (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()).
    public convenience override init() { self.init(frame: .zero) }
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var transform: CGAffineTransform = .identity
    open var alpha: CGFloat = 1
    open var backgroundColor: UIColor?
    open var isHidden: Bool = false
    open var superview: UIView? { nil }
    open var subviews: [UIView] { [] }
    open func addSubview(_ view: UIView) {}
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {}
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {}
    /// https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)
    open func insertSubview(_ view: UIView, at index: Int) {}
    open func removeFromSuperview() {}
    open func layoutIfNeeded() {}
    /// Runs in the call-order test: the recognizer is kept and learns its view.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
        gestureRecognizer._view = self
    }
    /// https://developer.apple.com/documentation/uikit/uiview/removegesturerecognizer(_:)
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer._view === self { gestureRecognizer._view = nil }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/gesturerecognizers
    open var gestureRecognizers: [UIGestureRecognizer]?
    /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { _layoutDirection }
    /// The call-order test's layout direction (not UIKit's).
    public var _layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    /// https://developer.apple.com/documentation/uikit/uiview/center
    open var center: CGPoint = .zero
    /// https://developer.apple.com/documentation/uikit/uiview/layer
    open var layer: CALayer { _layer }
    private let _layer = CALayer()
    /// https://developer.apple.com/documentation/uikit/uiview/accessibilityviewismodal (UIAccessibility)
    open var accessibilityViewIsModal: Bool = false
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier (UIAccessibilityIdentification)
    open var accessibilityIdentifier: String?
    /// https://developer.apple.com/documentation/uikit/uiview/snapshotview(afterscreenupdates:)
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { nil }
    /// https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-4kiln
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { rect }

    /// https://developer.apple.com/documentation/uikit/uiview/animationoptions
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/animationcurve
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0, easeIn, easeOut, linear
    }

    /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}
    /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:usingspringwithdamping:initialspringvelocity:options:animations:completion:)
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                            initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}
    /// https://developer.apple.com/documentation/uikit/uiview/animatekeyframes(withduration:delay:options:animations:completion:)
    open class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                     options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                     completion: (@Sendable (Bool) -> Void)? = nil) {}
    /// https://developer.apple.com/documentation/uikit/uiview/addkeyframe(withrelativestarttime:relativeduration:animations:)
    open class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                animations: @escaping () -> Void) {}
}

// MARK: Property animators

/// https://developer.apple.com/documentation/uikit/uiviewanimatingposition
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0, start, current
}

/// https://developer.apple.com/documentation/uikit/uiviewanimating
@preconcurrency @MainActor public protocol UIViewAnimating: NSObjectProtocol {
    var fractionComplete: CGFloat { get set }
    var isReversed: Bool { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// https://developer.apple.com/documentation/uikit/uiviewimplicitlyanimating
@preconcurrency @MainActor public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

/// https://developer.apple.com/documentation/uikit/uitimingcurveprovider
@preconcurrency @MainActor public protocol UITimingCurveProvider: NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uicubictimingparameters
@preconcurrency @MainActor open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    public override init() {}
    public init(animationCurve curve: UIView.AnimationCurve) {}
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {}
}

/// https://developer.apple.com/documentation/uikit/uispringtimingparameters
@preconcurrency @MainActor open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    public override init() {}
    public convenience init(dampingRatio ratio: CGFloat) { self.init() }
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {}
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {}
    /// https://developer.apple.com/documentation/uikit/uispringtimingparameters/init(duration:bounce:)
    @available(iOS 17.0, *)
    public convenience init(duration: TimeInterval, bounce: CGFloat) { self.init() }
    /// https://developer.apple.com/documentation/uikit/uispringtimingparameters/init(duration:bounce:initialvelocity:)
    @available(iOS 17.0, *)
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {}
}

/// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator
@preconcurrency @MainActor open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {}
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters())
    }
    open var fractionComplete: CGFloat = 0
    open var isReversed: Bool = false
    open func startAnimation() {}
    open func startAnimation(afterDelay delay: TimeInterval) {}
    open func pauseAnimation() {}
    open func stopAnimation(_ withoutFinishing: Bool) {}
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
    open func addAnimations(_ animation: @escaping () -> Void) {}
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {}
}

// MARK: Gesture recognizers

/// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@preconcurrency @MainActor open class UIGestureRecognizer: NSObject {
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
    public enum State: Int, Sendable {
        case possible = 0, began, changed, ended, cancelled, failed
        public static var recognized: State { .ended }
    }
    public init(target: Any?, action: Selector?) { _action = action?._method }
    open var state: UIGestureRecognizer.State { _state }
    open var view: UIView? { _view }
    open var isEnabled: Bool = true
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate
    open weak var delegate: UIGestureRecognizerDelegate?

    /// The call-order test's hooks (not UIKit's): the view, the state, and the action's method.
    public internal(set) weak var _view: UIView?
    public var _state: UIGestureRecognizer.State = .possible
    let _action: Any?
    /// Runs in the call-order test: enters `state` and calls the action, as UIKit does.
    public func _send(_ state: UIGestureRecognizer.State) {
        _state = state
        _fire()
    }
    open func _fire() {
        if let m = _action as? @MainActor (UIGestureRecognizer) -> Void { m(self) }
    }
}

/// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
@preconcurrency @MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldberequiredtofailby:)
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:)
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// https://developer.apple.com/documentation/uikit/uiscrollview
open class UIScrollView: UIView {}

/// https://developer.apple.com/documentation/uikit/uipangesturerecognizer
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open func translation(in view: UIView?) -> CGPoint { _translation }
    open func velocity(in view: UIView?) -> CGPoint { .zero }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { _translation = translation }
    /// The call-order test's finger (not UIKit's).
    public var _translation: CGPoint = .zero
    open override func _fire() {
        if let m = _action as? @MainActor (UIPanGestureRecognizer) -> Void { m(self) } else { super._fire() }
    }
}

/// https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
    open override func _fire() {
        if let m = _action as? @MainActor (UIScreenEdgePanGestureRecognizer) -> Void { m(self) } else { super._fire() }
    }
}

/// https://developer.apple.com/documentation/uikit/uipinchgesturerecognizer
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open var velocity: CGFloat { 0 }
    open override func _fire() {
        if let m = _action as? @MainActor (UIPinchGestureRecognizer) -> Void { m(self) } else { super._fire() }
    }
}

// MARK: View controllers

/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, none = -1, automatic = -2
}

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@preconcurrency @MainActor open class UIViewController: NSObject {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    public required init?(coder: NSCoder) {}
    open var view: UIView! = UIView()
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? { _isTransitioning ? _RunningTransition() : nil }
    /// The call-order test's running transition (not UIKit's): `transitionCoordinator` is non-nil while it is true.
    public var _isTransitioning = false
    open var navigationController: UINavigationController? { nil }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller
    open var presentationController: UIPresentationController? { nil }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation
    open var isModalInPresentation: Bool = false
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredtransition
    @available(iOS 18.0, *)
    open var preferredTransition: UIViewController.Transition?
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/sheetpresentationcontroller
    open var sheetPresentationController: UISheetPresentationController? { nil }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    /// Runs in the call-order test: asks the transitioning delegate for the animator, then at once
    /// for the interaction controller, as UIKit does inside this call, and records both.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard let delegate = transitioningDelegate, let animator = delegate.animationController(forDismissed: self) else { return }
        _transitionLog.append((animator, delegate.interactionControllerForDismissal(using: animator)))
    }
    /// What `dismiss(animated:)` or `popViewController(animated:)` got from the delegate (not UIKit's).
    public var _transitionLog: [(animator: UIViewControllerAnimatedTransitioning, interaction: UIViewControllerInteractiveTransitioning?)] = []
    open func addChild(_ childController: UIViewController) {}
    open func removeFromParent() {}
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transition(from:to:duration:options:animations:completion:)
    open func transition(from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
                         options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
open class UINavigationController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation
    public enum Operation: Int, Sendable {
        case none = 0, push, pop
    }
    open weak var delegate: UINavigationControllerDelegate?
    open var viewControllers: [UIViewController] = []
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
    open var topViewController: UIViewController? { viewControllers.last }
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
    @available(iOS 26.0, *)
    open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { nil }
    /// Runs in the call-order test: asks the delegate for the pop's animator, then at once for its
    /// interaction controller, as UIKit does inside this call, and records both.
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let delegate else { return nil }
        let from = viewControllers[viewControllers.count - 1], to = viewControllers[viewControllers.count - 2]
        guard let animator = delegate.navigationController(self, animationControllerFor: .pop, from: from, to: to) else { return nil }
        _transitionLog.append((animator, delegate.navigationController(self, interactionControllerFor: animator)))
        return from
    }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
}

/// https://developer.apple.com/documentation/uikit/uitabbarcontroller
open class UITabBarController: UIViewController {
    open weak var delegate: UITabBarControllerDelegate?
    open var viewControllers: [UIViewController]?
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
@preconcurrency @MainActor open class UICollectionViewLayout: NSObject {}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller
open class UICollectionViewController: UIViewController {
    public init(collectionViewLayout layout: UICollectionViewLayout) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/uselayouttolayoutnavigationtransitions
    open var useLayoutToLayoutNavigationTransitions: Bool = false
}

// MARK: The transition protocols

/// https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey
public struct UITransitionContextViewKey: Hashable, Sendable {
    public static let from = UITransitionContextViewKey()
    public static let to = UITransitionContextViewKey()
}

/// https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey
public struct UITransitionContextViewControllerKey: Hashable, Sendable {
    public static let from = UITransitionContextViewControllerKey()
    public static let to = UITransitionContextViewControllerKey()
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning
@preconcurrency @MainActor public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
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
        UIViewPropertyAnimator(duration: 0, timingParameters: UICubicTimingParameters())
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

/// https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition
@preconcurrency @MainActor open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    public override init() {}
    open var duration: CGFloat { 0 }
    open var percentComplete: CGFloat { _percentComplete }
    /// The call-order test's hooks (not UIKit's): where the running transition is, and whether `pause()` was called.
    public var _percentComplete: CGFloat = 0
    public var _paused = false
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/timingcurve
    open var timingCurve: UITimingCurveProvider?
    open var wantsInteractiveStart: Bool = true
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {}
    open func pause() { _paused = true }
    /// Runs in the call-order test: records the percent (in `_updates`, not UIKit's).
    open func update(_ percentComplete: CGFloat) { _updates.append(percentComplete) }
    public var _updates: [CGFloat] = []
    open func cancel() {}
    open func finish() {}
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

/// The call-order test's coordinator of a running transition (not UIKit's).
public final class _RunningTransition: NSObject, UIViewControllerTransitionCoordinator {
    public var isCancelled: Bool { false }
    public var isInteractive: Bool { false }
    public var percentComplete: CGFloat { 0 }
    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool { true }
    public func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {}
}

// MARK: The zoom transition (iOS 18)

extension UIViewController {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transition
    @available(iOS 18.0, *)
    open class Transition: NSObject {
        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoom(options:sourceviewprovider:)
        public static func zoom(options: UIViewController.Transition.ZoomOptions? = nil,
                                sourceViewProvider: @escaping (UIViewController.Transition.ZoomSourceViewProviderContext) -> UIView?)
            -> Self { fatalError() }

        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomoptions
        open class ZoomOptions: NSObject {
            public override init() {}
            /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomoptions/dimmingcolor
            open var dimmingColor: UIColor?
        }

        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomsourceviewprovidercontext
        open class ZoomSourceViewProviderContext: NSObject {
            open var sourceViewController: UIViewController { fatalError() }
            open var zoomedViewController: UIViewController { fatalError() }
        }
    }
}

// MARK: Presentation controllers

/// https://developer.apple.com/documentation/uikit/uitraitcollection
open class UITraitCollection: NSObject, @unchecked Sendable {}

/// https://developer.apple.com/documentation/uikit/uipresentationcontroller
@preconcurrency @MainActor open class UIPresentationController: NSObject {
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/init(presentedviewcontroller:presenting:)
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {}
    open var presentedViewController: UIViewController { UIViewController(nibName: nil, bundle: nil) }
    open var presentingViewController: UIViewController { UIViewController(nibName: nil, bundle: nil) }
    open var containerView: UIView? { nil }
    open var presentedView: UIView? { nil }
    open weak var delegate: UIAdaptivePresentationControllerDelegate?
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/frameofpresentedviewincontainerview
    open var frameOfPresentedViewInContainerView: CGRect { .zero }
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/shouldremovepresentersview
    open var shouldRemovePresentersView: Bool { false }
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentationtransitionwillbegin()
    open func presentationTransitionWillBegin() {}
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentationtransitiondidend(_:)
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/dismissaltransitionwillbegin()
    open func dismissalTransitionWillBegin() {}
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/dismissaltransitiondidend(_:)
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerviewwilllayoutsubviews()
    open func containerViewWillLayoutSubviews() {}
}

/// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller
open class UISheetPresentationController: UIPresentationController {
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent
    @preconcurrency @MainActor open class Detent: NSObject {
        /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct
        public struct Identifier: Hashable, Equatable, RawRepresentable, Sendable {
            public var rawValue: String
            /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/init(_:)
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }
        /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/medium()
        open class func medium() -> Self { self.init() }
        /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/large()
        open class func large() -> Self { self.init() }
        /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:)
        @available(iOS 16.0, *)
        public static func custom(identifier: UISheetPresentationController.Detent.Identifier? = nil,
                                  resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)
            -> UISheetPresentationController.Detent { Detent() }
        public required override init() {}
    }
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detents
    open var detents: [UISheetPresentationController.Detent] = []
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/selecteddetentidentifier
    open var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier?
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/largestundimmeddetentidentifier
    open var largestUndimmedDetentIdentifier: UISheetPresentationController.Detent.Identifier?
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersgrabbervisible
    open var prefersGrabberVisible: Bool = false
}

/// https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext
@preconcurrency @MainActor public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    var containerTraitCollection: UITraitCollection { get }
    var maximumDetentValue: CGFloat { get }
}

// MARK: Delegates

/// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
@preconcurrency @MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}

/// https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdelegate
@preconcurrency @MainActor public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdelegate/sheetpresentationcontrollerdidchangeselecteddetentidentifier(_:)
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
@preconcurrency @MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:)
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:interactioncontrollerfor:)
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate
@preconcurrency @MainActor public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/presentationcontroller(forpresented:presenting:source:)
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}

/// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate
@preconcurrency @MainActor public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:animationcontrollerfortransitionfrom:to:)
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func tabBarController(_ tabBarController: UITabBarController,
                                 interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
}
