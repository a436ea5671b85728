import SegueSupport

extension UIKitCall {
    /// For a call a gesture repeats every frame, its name and value as the log spells them —
    /// `update(0.42)` → (`update`, `0.42`), `fractionComplete = 0.3` → (`fractionComplete`,
    /// `0.3`) — for the panel's folded runs (docs/panel-and-exports.md); nil for other calls.
    public var repeatedValue: (name: String, value: String)? {
        switch self {
        case .update(let p): ("update", logNumber(p))
        case .fractionComplete(let f): ("fractionComplete", logNumber(f))
        default: nil
        }
    }

    /// The entry as the log shows it, spelled as UIKit's API would: `update(0.42)`,
    /// `inbox.viewWillAppear(true)`, `completeTransition(false)`. Numbers a gesture or an
    /// animator set have 2 decimals (`logNumber`); durations and delays as written.
    public var text: String {
        switch self {
        case .startInteractiveTransition(let driver):
            switch driver {
            case .percentDriven: "startInteractiveTransition"
            case .customController: "startInteractiveTransition (custom controller)"
            case .zoomDismissal: "startInteractiveTransition (zoom dismissal)"
            }
        case .animateTransition: "animateTransition"
        case .update(let p): "update(\(logNumber(p)))"
        case .finish: "finish()"
        case .cancel: "cancel()"
        case .endPending(let finished): "\(finished ? "finish()" : "cancel()") before the interactive phase: pending"
        case .completionSpeed(let s): "completionSpeed = \(logNumber(s)), completionCurve = 7"
        case .pause: "pause()"
        case .pauseInteractiveTransition: "pauseInteractiveTransition()"
        case .completeTransition(let done): "completeTransition(\(done))"
        case .animationEnded(let done): "animationEnded(\(done))"
        case .wantsInteractiveStartFalse: "wantsInteractiveStart = false"
        case .interruptibleAnimator(let same): "interruptibleAnimator(using:)" + (same ? " → the same animator" : "")
        case .animateAlongside: "animate(alongsideTransition:)"
        case .notifyWhenInteractionChanges(let interactive, let cancelled):
            "notifyWhenInteractionChanges(isInteractive: \(interactive), isCancelled: \(cancelled))"
        case .notifyWhenInteractionEnds(let cancelled): "notifyWhenInteractionEnds(isCancelled: \(cancelled))"
        case .appearance(let id, let callback, let animated): "\(id).\(callback.rawValue)(\(animated))"
        case .propertyAnimator(let duration, let arguments):
            "UIViewPropertyAnimator(duration: \(DecimalText.compact(duration)), \(arguments))"
        case .startAnimation(let delay): delay.map { "startAnimation(afterDelay: \(DecimalText.compact($0)))" } ?? "startAnimation()"
        case .pauseAnimation: "pauseAnimation()"
        case .fractionComplete(let f): "fractionComplete = \(logNumber(f))"
        case .isReversed(let value): "isReversed = \(value)"
        case .continueAnimation(let parameters, let factor):
            "continueAnimation(withTimingParameters: \(parameters ?? "nil"), durationFactor: \(DecimalText.compact(factor)))"
        case .stopAnimation(let withoutFinishing): "stopAnimation(\(withoutFinishing))"
        case .finishAnimation(let position): "finishAnimation(at: .\(position.rawValue))"
        case .animatorCompletion(let position): "completion(.\(position.rawValue))"
        case .addAnimations(let factor): factor.map { "addAnimations(delayFactor: \(DecimalText.compact($0)))" } ?? "addAnimations"
        case .addCompletion: "addCompletion"
        default: containerText
        }
    }

    /// `text` of the containers' requests, containment and the delegates' questions.
    private var containerText: String {
        switch self {
        case .pushViewController(let id): "pushViewController(\(id), animated: true)"
        case .popViewController(let gesture): "popViewController(animated: true)" + (gesture.map { " (\($0) began)" } ?? "")
        case .popToRootViewController: "popToRootViewController(animated: true)"
        case .setViewControllers(let ids): "setViewControllers([\(ids.joined(separator: ", "))], animated: true)"
        case .present(let id): "present(\(id), animated: true)"
        case .dismiss(let cause):
            switch cause {
            case .request: "dismiss(animated: true)"
            case .gesture: "dismiss(animated: true) (gesture began)"
            case .sheetReleasedBelowSmallestDetent: "dismiss(animated: true) (sheet released below its smallest detent)"
            }
        case .selectedIndex(let i): "selectedIndex = \(i)"
        case .transitionToChild(let child): "transition to \(child)"
        case .addChild(let id): "addChild(\(id))"
        case .willMoveToNilParent(let id): "\(id).willMove(toParent: nil)"
        case .didMoveToParent(let id): "\(id).didMove(toParent: self)"
        case .removeFromParent(let id): "\(id).removeFromParent()"
        case .containmentTransition(let from, let to, let duration, let options):
            "transition(from: \(from), to: \(to), duration: \(DecimalText.compact(duration)), options: \(options))"
        case .navigationAnimationController(let op, let from, let to, let answer):
            "navigationController(animationControllerFor: .\(op.rawValue), from: \(from), to: \(to)) → \(answer.text)"
        case .navigationInteractionController(let animator, let answer): "navigationController(interactionControllerFor: \(animator)) → \(answer.text)"
        case .navigationWillShow(let id): "navigationController(willShow: \(id), animated: true)"
        case .navigationDidShow(let id): "navigationController(didShow: \(id), animated: true)"
        case .pushNavigationItem(let id): "navigationBar.pushItem(\(id), animated: true)"
        case .popNavigationItem: "navigationBar.popItem(animated: true)"
        case .setNavigationBarHidden(let hidden): "setNavigationBarHidden(\(hidden), animated: true)"
        case .tabAnimationController(let from, let to, let answer): "tabBarController(animationControllerForTransitionFrom: \(from), to: \(to)) → \(answer.text)"
        case .automaticModalStyle(let style, let iOS): "modalPresentationStyle .automatic → \(style) (iOS \(iOS))"
        case .presentedAnimationController(let presented, let presenting, let answer):
            "animationController(forPresented: \(presented), presenting: \(presenting)) → \(answer.text)"
        case .presentationInteractionController(let answer): "interactionControllerForPresentation → \(answer.text)"
        case .dismissedAnimationController(let id, let answer): "animationController(forDismissed: \(id)) → \(answer.text)"
        case .dismissalInteractionController(let answer): "interactionControllerForDismissal → \(answer.text)"
        case .zoomSourceView(let element, let missingFrom):
            "sourceViewProvider(context) → " + (missingFrom.map { "nil (\(element) is not on \($0): fade and shrink)" } ?? element)
        default: presentationText
        }
    }

    /// `text` of the presentation controller's and the collection view's calls and the model's notes.
    private var presentationText: String {
        switch self {
        case .frameOfPresentedView(let frame): "frameOfPresentedViewInContainerView → \(frame)"
        case .presentationTransitionWillBegin: "presentationTransitionWillBegin()"
        case .presentationTransitionDidEnd(let completed): "presentationTransitionDidEnd(\(completed))"
        case .dismissalTransitionWillBegin: "dismissalTransitionWillBegin()"
        case .dismissalTransitionDidEnd(let completed): "dismissalTransitionDidEnd(\(completed))"
        case .containerViewWillLayoutSubviews: "containerViewWillLayoutSubviews()"
        case .presentationControllerDidDismiss: "presentationControllerDidDismiss"
        case .presentationControllerDidAttemptToDismiss: "presentationControllerDidAttemptToDismiss"
        case .presentationControllerWillDismiss: "presentationControllerWillDismiss"
        case .selectedDetentChanged(let id): "sheetPresentationControllerDidChangeSelectedDetentIdentifier(\(id))"
        case .useLayoutToLayoutNavigationTransitions(let id):
            "\(id).useLayoutToLayoutNavigationTransitions = true: the collection view changes its layout"
        case .collectionViewStartInteractiveTransition(let layout):
            "collectionView.startInteractiveTransition(to: \(layout), completion:) → UICollectionViewTransitionLayout"
        case .collectionViewEndInteractiveTransition(let cancelled):
            cancelled ? "collectionView.cancelInteractiveTransition()" : "collectionView.finishInteractiveTransition()"
        case .setCollectionViewLayout(let layout): "collectionView.setCollectionViewLayout(\(layout), animated: true)"
        case .layoutTransitionCompletion(let finished): "startInteractiveTransition completion(completed: true, finished: \(finished))"
        case .transitionProgress(let p): "transitionLayout.transitionProgress = \(logNumber(p))"
        case .gestureEnded(let explanation): "gesture ended: \(explanation)"
        case .gestureCancelled: "gesture cancelled"
        case .gestureCaught(let turnsPushIntoPop):
            turnsPushIntoPop ? "gesture caught the running push: it completes and turns into a pop (iOS 18)" : "gesture caught the running transition"
        case .alongsideRestored: "alongside state restored after cancel"
        case .zoomSpring(let v, let intoSource): "zoom spring: initialVelocity \(logNumber(v)) (\(intoSource ? "into the source" : "back to full size"))"
        case .sheetReleased(let description): "sheet released at top \(description)"
        case .queued(let request): "queued \(request.text) until the running transition completes"
        case .dequeued(let request): "dequeued \(request.text)"
        case .ignoredDuringTabSwitch(let request): "\(request.text) ignored: a tab switch is running"
        case .refused(let call, let because): "\(call.text) \(because)"
        case .note(let words), .warning(let words): words
        default: preconditionFailure("\(self) is spelled by text or containerText")
        }
    }
}

extension UIKitCall.AnimatorAnswer {
    /// The answer as the log shows it: `custom`, or `nil` with the transition that runs instead.
    public var text: String {
        switch self {
        case .custom: "custom"
        case .uikitDefault: "nil (UIKit default)"
        case .layoutToLayout: "nil (layout-to-layout)"
        case .zoom: "nil (preferredTransition .zoom)"
        case .immediate: "nil (immediate)"
        case .sheet: "nil (sheet)"
        case .coverVertical: "nil (coverVertical)"
        }
    }
}

extension UIKitCall.InteractionAnswer {
    /// The answer as the log shows it: `nil`, `percent-driven` or `interactive`.
    public var text: String {
        switch self {
        case .noController: "nil"
        case .percentDriven: "percent-driven"
        case .interactive: "interactive"
        }
    }
}
