import Testing
@testable import SegueCore

/// The typed call log (docs/architecture.md, `UIKitCall`): every case spelled as UIKit's API
/// spells the call (the strings below are written from UIKit's method names and Swift's
/// argument labels, not taken from the code's output), and the names a test file may use.
struct UIKitCallTests {
    static let spelled: [(UIKitCall, String)] = [
        (.startInteractiveTransition(.percentDriven), "startInteractiveTransition"),
        (.startInteractiveTransition(.customController), "startInteractiveTransition (custom controller)"),
        (.startInteractiveTransition(.zoomDismissal), "startInteractiveTransition (zoom dismissal)"),
        (.animateTransition, "animateTransition"),
        (.update(0.4242), "update(0.42)"), (.update(0.5), "update(0.5)"), (.update(1), "update(1)"),
        (.finish, "finish()"), (.cancel, "cancel()"),
        (.endPending(finished: false), "cancel() before the interactive phase: pending"),
        (.completionSpeed(0.789), "completionSpeed = 0.79, completionCurve = 7"),
        (.pause, "pause()"), (.pauseInteractiveTransition, "pauseInteractiveTransition()"),
        (.completeTransition(false), "completeTransition(false)"), (.animationEnded(true), "animationEnded(true)"),
        (.wantsInteractiveStartFalse, "wantsInteractiveStart = false"),
        (.interruptibleAnimator(sameAnimator: false), "interruptibleAnimator(using:)"),
        (.interruptibleAnimator(sameAnimator: true), "interruptibleAnimator(using:) → the same animator"),
        (.animateAlongside, "animate(alongsideTransition:)"),
        (.notifyWhenInteractionChanges(isInteractive: false, isCancelled: true), "notifyWhenInteractionChanges(isInteractive: false, isCancelled: true)"),
        (.notifyWhenInteractionEnds(isCancelled: false), "notifyWhenInteractionEnds(isCancelled: false)"),
        (.appearance(viewController: "inbox", .viewWillAppear, animated: true), "inbox.viewWillAppear(true)"),
        (.appearance(viewController: "message", .viewDidDisappear, animated: false), "message.viewDidDisappear(false)"),
        (.propertyAnimator(duration: 0.5, arguments: "curve: .easeIn"), "UIViewPropertyAnimator(duration: 0.5, curve: .easeIn)"),
        (.startAnimation(afterDelay: nil), "startAnimation()"), (.startAnimation(afterDelay: 0.25), "startAnimation(afterDelay: 0.25)"),
        (.pauseAnimation, "pauseAnimation()"), (.fractionComplete(0.333), "fractionComplete = 0.33"),
        (.isReversed(true), "isReversed = true"),
        (.continueAnimation(timingParameters: nil, durationFactor: 0.5), "continueAnimation(withTimingParameters: nil, durationFactor: 0.5)"),
        (.stopAnimation(withoutFinishing: false), "stopAnimation(false)"),
        (.finishAnimation(at: .current), "finishAnimation(at: .current)"), (.animatorCompletion(.start), "completion(.start)"),
        (.addAnimations(delayFactor: nil), "addAnimations"), (.addAnimations(delayFactor: 0.5), "addAnimations(delayFactor: 0.5)"),
        (.addCompletion, "addCompletion"),
        (.pushViewController("detail"), "pushViewController(detail, animated: true)"),
        (.popViewController(gesture: nil), "popViewController(animated: true)"),
        (.popViewController(gesture: "edge pan"), "popViewController(animated: true) (edge pan began)"),
        (.popToRootViewController, "popToRootViewController(animated: true)"),
        (.setViewControllers(["a", "b"]), "setViewControllers([a, b], animated: true)"),
        (.present("sheet"), "present(sheet, animated: true)"), (.dismiss(.request), "dismiss(animated: true)"),
        (.dismiss(.gesture), "dismiss(animated: true) (gesture began)"),
        (.dismiss(.sheetReleasedBelowSmallestDetent), "dismiss(animated: true) (sheet released below its smallest detent)"),
        (.selectedIndex(2), "selectedIndex = 2"), (.transitionToChild("list"), "transition to list"),
        (.addChild("list"), "addChild(list)"), (.willMoveToNilParent("map"), "map.willMove(toParent: nil)"),
        (.didMoveToParent("list"), "list.didMove(toParent: self)"), (.removeFromParent("map"), "map.removeFromParent()"),
        (.containmentTransition(from: "map", to: "list", duration: 0.3, options: "[.transitionCrossDissolve]"),
         "transition(from: map, to: list, duration: 0.3, options: [.transitionCrossDissolve])"),
        (.navigationAnimationController(.pop, from: "message", to: "inbox", answer: .custom),
         "navigationController(animationControllerFor: .pop, from: message, to: inbox) → custom"),
        (.navigationInteractionController(animator: "slide", answer: .noController), "navigationController(interactionControllerFor: slide) → nil"),
        (.navigationAnimationController(.push, from: "a", to: "b", answer: .uikitDefault), "navigationController(animationControllerFor: .push, from: a, to: b) → nil (UIKit default)"),
        (.navigationAnimationController(.push, from: "a", to: "b", answer: .layoutToLayout), "navigationController(animationControllerFor: .push, from: a, to: b) → nil (layout-to-layout)"),
        (.navigationAnimationController(.push, from: "a", to: "b", answer: .zoom), "navigationController(animationControllerFor: .push, from: a, to: b) → nil (preferredTransition .zoom)"),
        (.dismissalInteractionController(answer: .interactive), "interactionControllerForDismissal → interactive"),
        (.presentationInteractionController(answer: .percentDriven), "interactionControllerForPresentation → percent-driven"),
        (.navigationWillShow("inbox"), "navigationController(willShow: inbox, animated: true)"),
        (.navigationDidShow("inbox"), "navigationController(didShow: inbox, animated: true)"),
        (.pushNavigationItem("inbox"), "navigationBar.pushItem(inbox, animated: true)"),
        (.popNavigationItem, "navigationBar.popItem(animated: true)"),
        (.setNavigationBarHidden(true), "setNavigationBarHidden(true, animated: true)"),
        (.tabAnimationController(from: "music", to: "radio", answer: .immediate),
         "tabBarController(animationControllerForTransitionFrom: music, to: radio) → nil (immediate)"),
        (.automaticModalStyle(style: ".pageSheet", iOS: 13), "modalPresentationStyle .automatic → .pageSheet (iOS 13)"),
        (.presentedAnimationController(presented: "sign", presenting: "home", answer: .sheet),
         "animationController(forPresented: sign, presenting: home) → nil (sheet)"),
        (.presentationInteractionController(answer: .noController), "interactionControllerForPresentation → nil"),
        (.dismissedAnimationController("sign", answer: .coverVertical), "animationController(forDismissed: sign) → nil (coverVertical)"),
        (.dismissalInteractionController(answer: .percentDriven), "interactionControllerForDismissal → percent-driven"),
        (.zoomSourceView(element: "cell", missingFrom: nil), "sourceViewProvider(context) → cell"),
        (.zoomSourceView(element: "cell", missingFrom: "grid"), "sourceViewProvider(context) → nil (cell is not on grid: fade and shrink)"),
        (.frameOfPresentedView("(0, 100, 390, 744)"), "frameOfPresentedViewInContainerView → (0, 100, 390, 744)"),
        (.presentationTransitionWillBegin, "presentationTransitionWillBegin()"),
        (.presentationTransitionDidEnd(false), "presentationTransitionDidEnd(false)"),
        (.dismissalTransitionWillBegin, "dismissalTransitionWillBegin()"),
        (.dismissalTransitionDidEnd(true), "dismissalTransitionDidEnd(true)"),
        (.containerViewWillLayoutSubviews, "containerViewWillLayoutSubviews()"),
        (.presentationControllerDidDismiss, "presentationControllerDidDismiss"),
        (.presentationControllerDidAttemptToDismiss, "presentationControllerDidAttemptToDismiss"),
        (.presentationControllerWillDismiss, "presentationControllerWillDismiss"),
        (.selectedDetentChanged("large"), "sheetPresentationControllerDidChangeSelectedDetentIdentifier(large)"),
        (.useLayoutToLayoutNavigationTransitions("grid"), "grid.useLayoutToLayoutNavigationTransitions = true: the collection view changes its layout"),
        (.collectionViewStartInteractiveTransition(layout: "list"),
         "collectionView.startInteractiveTransition(to: list, completion:) → UICollectionViewTransitionLayout"),
        (.collectionViewEndInteractiveTransition(cancelled: true), "collectionView.cancelInteractiveTransition()"),
        (.collectionViewEndInteractiveTransition(cancelled: false), "collectionView.finishInteractiveTransition()"),
        (.setCollectionViewLayout("list"), "collectionView.setCollectionViewLayout(list, animated: true)"),
        (.layoutTransitionCompletion(finished: false), "startInteractiveTransition completion(completed: true, finished: false)"),
        (.transitionProgress(0.255), "transitionLayout.transitionProgress = 0.26"),
        (.gestureEnded("release → finish"), "gesture ended: release → finish"), (.gestureCancelled, "gesture cancelled"),
        (.gestureCaught(turnsPushIntoPop: false), "gesture caught the running transition"),
        (.gestureCaught(turnsPushIntoPop: true), "gesture caught the running push: it completes and turns into a pop (iOS 18)"),
        (.alongsideRestored, "alongside state restored after cancel"),
        (.zoomSpring(initialVelocity: 1.234, intoSource: true), "zoom spring: initialVelocity 1.23 (into the source)"),
        (.zoomSpring(initialVelocity: -2, intoSource: false), "zoom spring: initialVelocity -2 (back to full size)"),
        (.sheetReleased("500 moving 80/s"), "sheet released at top 500 moving 80/s"),
        (.queued(.pushViewController("b")), "queued pushViewController(b, animated: true) until the running transition completes"),
        (.dequeued(.selectedIndex(1)), "dequeued selectedIndex = 1"),
        (.ignoredDuringTabSwitch(.selectedIndex(0)), "selectedIndex = 0 ignored: a tab switch is running"),
        (.refused(.completeTransition(true), because: "called again: ignored"), "completeTransition(true) called again: ignored"),
        (.refused(.popViewController(gesture: nil), because: "does not apply to this container"),
         "popViewController(animated: true) does not apply to this container"),
        (.note("call 3"), "call 3"), (.warning("dismiss: nothing is presented"), "dismiss: nothing is presented"),
    ]

    @Test func everyCaseIsSpelledAsUIKitSpellsIt() {
        for (call, text) in Self.spelled { #expect(call.text == text) }
    }

    @Test func onlyRefusedCallsAndWarningsAreWarnings() {
        let warnings = Self.spelled.filter { $0.0.isWarning }.map(\.1)
        #expect(warnings == ["completeTransition(true) called again: ignored", "popViewController(animated: true) does not apply to this container",
                             "dismiss: nothing is presented"])
    }

    /// Every case but the free-text ones has a sample in `everyCase`, so a test file may name it.
    @Test func everyCallsNameIsKnown() {
        for (call, text) in Self.spelled {
            switch call {
            case .note, .warning: continue
            default: #expect(UIKitCall.names.contains(call.name), "\(text)")
            }
        }
    }

    @Test(arguments: [
        ("inbox.viewWillAppear(true)", "viewWillAppear"), ("list.didMove(toParent: self)", "didMove"),
        ("collectionView.finishInteractiveTransition()", "collectionView.finishInteractiveTransition"),
        ("navigationBar.popItem(animated: true)", "navigationBar.popItem"),
        ("transitionLayout.transitionProgress = 0.5", "transitionLayout.transitionProgress"),
        ("wantsInteractiveStart = false", "wantsInteractiveStart"), ("gesture ended: release", "gesture"),
        ("interactionControllerForDismissal → nil", "interactionControllerForDismissal"), ("update(", "update"),
    ])
    func aCallsNameIsItsTextUpToItsArguments(text: String, name: String) {
        #expect(UIKitCall.name(of: text) == name)
    }
}
