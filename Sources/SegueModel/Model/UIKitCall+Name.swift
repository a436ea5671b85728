extension UIKitCall {
    /// The call's name: its text up to the first `(`, space, `=` or `:`, without a view
    /// controller's id before a dot (`inbox.viewDidAppear(true)` → `viewDidAppear`;
    /// `collectionView.setCollectionViewLayout(…)` keeps its receiver). A refused call has its
    /// call's name. A test file's `log` expectation names calls this way (docs/testing-transitions.md).
    public var name: String { Self.name(of: text) }

    /// The name `text` starts with, by the rule of `name`.
    public static func name(of text: String) -> String {
        let token = String(text.prefix(while: { !"( =:".contains($0) }))
        guard let dot = token.lastIndex(of: "."), !receivers.contains(String(token[..<dot])) else { return token }
        return String(token[token.index(after: dot)...])
    }

    /// The objects a call names before a dot that are not a view controller's id.
    static let receivers: Set<String> = ["collectionView", "navigationBar", "transitionLayout"]

    /// Every call name the log can hold, from one entry of every case but the warnings.
    public static let names: Set<String> = Set(everyCase.map(\.name))

    /// One entry of every case but the warnings, with sample arguments (a new case is added here,
    /// so that a test file may name it).
    static let everyCase: [UIKitCall] = [
        .startInteractiveTransition(.percentDriven), .animateTransition, .update(0), .finish, .cancel,
        .endPending(finished: true), .completionSpeed(1), .pause, .pauseInteractiveTransition, .completeTransition(true),
        .animationEnded(true), .wantsInteractiveStartFalse, .interruptibleAnimator(sameAnimator: false), .animateAlongside,
        .notifyWhenInteractionChanges(isInteractive: false, isCancelled: false), .notifyWhenInteractionEnds(isCancelled: false),
        .appearance(viewController: "a", .viewWillAppear, animated: true), .appearance(viewController: "a", .viewDidAppear, animated: true),
        .appearance(viewController: "a", .viewWillDisappear, animated: true), .appearance(viewController: "a", .viewDidDisappear, animated: true),
        .propertyAnimator(duration: 1, arguments: ""), .startAnimation(afterDelay: nil), .pauseAnimation, .fractionComplete(0),
        .isReversed(false), .continueAnimation(timingParameters: nil, durationFactor: 1), .stopAnimation(withoutFinishing: true),
        .finishAnimation(at: .end), .animatorCompletion(.end), .addAnimations(delayFactor: nil), .addCompletion,
        .pushViewController("a"), .popViewController(gesture: nil), .popToRootViewController, .setViewControllers([]), .present("a"),
        .dismiss(.request), .selectedIndex(0), .transitionToChild("a"), .addChild("a"), .willMoveToNilParent("a"),
        .didMoveToParent("a"), .removeFromParent("a"), .containmentTransition(from: "a", to: "b", duration: 0, options: ""),
        .navigationAnimationController(.push, from: "a", to: "b", answer: .custom), .navigationInteractionController(animator: "", answer: .noController),
        .navigationWillShow("a"), .navigationDidShow("a"), .pushNavigationItem("a"), .popNavigationItem, .setNavigationBarHidden(true),
        .tabAnimationController(from: "a", to: "b", answer: .custom), .automaticModalStyle(style: "", iOS: 18),
        .presentedAnimationController(presented: "a", presenting: "b", answer: .custom), .presentationInteractionController(answer: .noController),
        .dismissedAnimationController("a", answer: .custom), .dismissalInteractionController(answer: .noController),
        .zoomSourceView(element: "a", missingFrom: nil), .frameOfPresentedView(""), .presentationTransitionWillBegin,
        .presentationTransitionDidEnd(true), .dismissalTransitionWillBegin, .dismissalTransitionDidEnd(true),
        .containerViewWillLayoutSubviews, .presentationControllerDidDismiss, .presentationControllerDidAttemptToDismiss,
        .presentationControllerWillDismiss, .selectedDetentChanged("a"), .useLayoutToLayoutNavigationTransitions("a"),
        .collectionViewStartInteractiveTransition(layout: ""), .collectionViewEndInteractiveTransition(cancelled: true),
        .collectionViewEndInteractiveTransition(cancelled: false), .setCollectionViewLayout(""),
        .layoutTransitionCompletion(finished: true), .transitionProgress(0), .gestureEnded(""), .gestureCancelled,
        .gestureCaught(turnsPushIntoPop: false), .alongsideRestored, .zoomSpring(initialVelocity: 0, intoSource: true),
        .sheetReleased(""), .queued(.popToRootViewController), .dequeued(.popToRootViewController),
    ]
}
