import SegueScenario

/// One entry of the call log: a UIKit call the model made (with its arguments, typed), one of
/// the model's own notes about what it did (`gesture ended: …`, `queued …`), or a warning.
/// The log stores these; `text` spells each as UIKit would (`update(0.42)`,
/// `completeTransition(true)`), and only the log's renderings (panel, call-log JSON Lines,
/// timeline, reports) turn it into text. Checks match on the cases (docs/architecture.md).
public indirect enum UIKitCall: Sendable, Equatable {
    // The transition context and the interaction controller.
    /// `startInteractiveTransition(_:)` of a percent-driven, custom or zoom-dismissal controller.
    case startInteractiveTransition(InteractionDriver)
    case animateTransition
    /// `update(_:)`, the percent as given.
    case update(Double)
    case finish
    case cancel
    /// `finish()` (`finished` true) or `cancel()` called before the interactive phase began.
    case endPending(finished: Bool)
    /// `completionSpeed` and `completionCurve` set before the end (the curve is always 7).
    case completionSpeed(Double)
    case pause
    case pauseInteractiveTransition
    case completeTransition(Bool)
    case animationEnded(Bool)
    case wantsInteractiveStartFalse
    /// `interruptibleAnimator(using:)`; `sameAnimator`: asked again, the same animator answered.
    case interruptibleAnimator(sameAnimator: Bool)
    // The transition coordinator.
    case animateAlongside
    case notifyWhenInteractionChanges(isInteractive: Bool, isCancelled: Bool)
    case notifyWhenInteractionEnds(isCancelled: Bool)
    // A view controller's appearance callback, e.g. `inbox.viewWillAppear(true)`.
    case appearance(viewController: String, AppearanceCallback, animated: Bool)
    // UIViewPropertyAnimator.
    /// `init(duration:…)`; `arguments`: the rest of the initializer's arguments as written.
    case propertyAnimator(duration: Double, arguments: String)
    /// `startAnimation()`, or `startAnimation(afterDelay:)` with a delay.
    case startAnimation(afterDelay: Double?)
    case pauseAnimation
    case fractionComplete(Double)
    case isReversed(Bool)
    /// `continueAnimation(withTimingParameters:durationFactor:)`; nil parameters log as `nil`.
    case continueAnimation(timingParameters: String?, durationFactor: Double)
    case stopAnimation(withoutFinishing: Bool)
    case finishAnimation(at: PropertyAnimator.Position)
    /// A completion block running with the position the animations ended at.
    case animatorCompletion(PropertyAnimator.Position)
    /// `addAnimations(_:)`, or `addAnimations(_:delayFactor:)` with a factor.
    case addAnimations(delayFactor: Double?)
    case addCompletion
    // Containers' requests (the methods a tap or key calls).
    case pushViewController(String)
    /// `popViewController(animated:)`; `gesture`: the gesture that began it interactively (`edge pan`,
    /// `pinch`, `zoom dismissal pan`).
    case popViewController(gesture: String?)
    case popToRootViewController
    case setViewControllers([String])
    case present(String)
    case dismiss(DismissCause)
    case selectedIndex(Int)
    /// A containment parent's switch to a child: its id, or its number (1-based) when it has none.
    case transitionToChild(String)
    // Containment.
    case addChild(String)
    case willMoveToNilParent(String)
    case didMoveToParent(String)
    case removeFromParent(String)
    /// `transition(from:to:duration:options:animations:completion:)`; `options` as Swift writes them.
    case containmentTransition(from: String, to: String, duration: Double, options: String)
    // Delegates' questions, with the answer the model gives.
    case navigationAnimationController(Operation, from: String, to: String, answer: AnimatorAnswer)
    case navigationInteractionController(animator: String, answer: InteractionAnswer)
    case navigationWillShow(String)
    case navigationDidShow(String)
    case pushNavigationItem(String)
    case popNavigationItem
    case setNavigationBarHidden(Bool)
    case tabAnimationController(from: String, to: String, answer: AnimatorAnswer)
    case automaticModalStyle(style: String, iOS: Int)
    case presentedAnimationController(presented: String, presenting: String, answer: AnimatorAnswer)
    case presentationInteractionController(answer: InteractionAnswer)
    case dismissedAnimationController(String, answer: AnimatorAnswer)
    case dismissalInteractionController(answer: InteractionAnswer)
    /// `sourceViewProvider` of a zoom: the element, or nil when `missingFrom` lacks it.
    case zoomSourceView(element: String, missingFrom: String?)
    // UIPresentationController and the sheet's delegate.
    case frameOfPresentedView(String)
    case presentationTransitionWillBegin
    case presentationTransitionDidEnd(Bool)
    case dismissalTransitionWillBegin
    case dismissalTransitionDidEnd(Bool)
    case containerViewWillLayoutSubviews
    case presentationControllerDidDismiss
    case presentationControllerDidAttemptToDismiss
    case presentationControllerWillDismiss
    case selectedDetentChanged(String)
    // UICollectionView's layout-to-layout transition.
    case useLayoutToLayoutNavigationTransitions(String)
    case collectionViewStartInteractiveTransition(layout: String)
    case collectionViewEndInteractiveTransition(cancelled: Bool)
    case setCollectionViewLayout(String)
    case layoutTransitionCompletion(finished: Bool)
    case transitionProgress(Double)
    // The model's notes.
    /// The gesture's release, with the rule's explanation (`release → finish (percent 0.5 > 0.3)`).
    case gestureEnded(String)
    case gestureCancelled
    /// A gesture caught the running transition; `turnsPushIntoPop`: iOS 18's caught push.
    case gestureCaught(turnsPushIntoPop: Bool)
    case alongsideRestored
    case zoomSpring(initialVelocity: Double, intoSource: Bool)
    /// A sheet's release: where it was, how fast, where it lands (`sheet released at top …`).
    case sheetReleased(String)
    case queued(UIKitCall)
    case dequeued(UIKitCall)
    case ignoredDuringTabSwitch(UIKitCall)
    /// A call the model refused or ignored, and why (`completeTransition(true) called again: ignored`); a warning.
    case refused(UIKitCall, because: String)
    /// A note in words that no other case spells (the panel's own tests write these).
    case note(String)
    /// Any other warning (a request that does not apply, a key with nothing to do), in words.
    case warning(String)

    /// The interaction controller that starts an interactive transition.
    public enum InteractionDriver: Sendable, Equatable { case percentDriven, customController, zoomDismissal }
    /// Why `dismiss(animated:)` was called.
    public enum DismissCause: Sendable, Equatable { case request, gesture, sheetReleasedBelowSmallestDetent }
    /// What a delegate's `animationController(…)` answered: a custom animator, or nil and
    /// the system transition that runs instead.
    public enum AnimatorAnswer: Sendable, Equatable {
        case custom
        /// nil: UIKit's default push or pop.
        case uikitDefault
        /// nil: the collection views change layouts (`useLayoutToLayoutNavigationTransitions`).
        case layoutToLayout
        /// nil: the pushed controller's `preferredTransition` is `.zoom`.
        case zoom
        /// nil: a tab switch with no animation.
        case immediate
        /// nil: the system's sheet, or its full-screen cover sliding up.
        case sheet, coverVertical
    }
    /// What a delegate's `interactionController…` answered.
    public enum InteractionAnswer: Sendable, Equatable { case noController, percentDriven, interactive }
    /// UIViewController's appearance callbacks.
    public enum AppearanceCallback: String, Sendable, CaseIterable {
        case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
    }

    /// Whether this entry is a warning rather than a call.
    public var isWarning: Bool {
        switch self {
        case .warning, .refused: true
        default: false
        }
    }
}
