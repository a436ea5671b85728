import SegueCore

/// The model's modal questions answered by the presented controller's
/// `UIViewControllerTransitioningDelegate`, in user code's world (docs/user-code.md, "The API:
/// presentations, tabs and containment"). No delegate, or a nil answer: UIKit's default.
@MainActor final class UIKitPresentations: @preconcurrency ModalTransitionDelegate {
    unowned let world: UIKitWorld
    /// The modal controller whose questions this answers.
    unowned let modal: ModalController

    /// Answers `modal`'s questions (it becomes its delegate).
    init(world: UIKitWorld, modal: ModalController) {
        self.world = world
        self.modal = modal
        modal.transitionDelegate = self
    }

    func presentationController(forPresented presented: ViewController, presenting: ViewController) -> PresentationControllerHost? {
        let user = UIViewController.facing(presented)
        guard let delegate = user.transitioningDelegate else { return nil }
        let source = UIViewController.facing(presenting)
        let answer = world.perform("presentationController(forPresented:presenting:source:)") { delegate.presentationController(forPresented: user, presenting: source, source: source) }
        guard let answer else { return nil }
        answer.modelContainer = modal.view
        user.ownPresentationController = answer
        return UserPresentation(answer, world: world)
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController) -> AnimatedTransitioning? {
        let user = UIViewController.facing(presented)
        guard let delegate = user.transitioningDelegate else { return nil }
        let source = UIViewController.facing(presenting)
        let answer = world.perform("animationController(forPresented:presenting:source:)") { delegate.animationController(forPresented: user, presenting: source, source: source) }
        return answer.map { UserAnimator($0, world: world, delegateOwner: user) }
    }

    func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        guard let user = animator as? UserAnimator, let delegate = user.delegateOwner?.transitioningDelegate else { return nil }
        return UserInteraction.modelController(for: world.perform("interactionControllerForPresentation(using:)") { delegate.interactionControllerForPresentation(using: user.animator) }, animator: user)
    }

    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        let user = UIViewController.facing(dismissed)
        guard let delegate = user.transitioningDelegate else { return nil }
        let answer = world.perform("animationController(forDismissed:)") { delegate.animationController(forDismissed: user) }
        return answer.map { UserAnimator($0, world: world, delegateOwner: user) }
    }

    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        guard let user = animator as? UserAnimator, let delegate = user.delegateOwner?.transitioningDelegate else { return nil }
        return UserInteraction.modelController(for: world.perform("interactionControllerForDismissal(using:)") { delegate.interactionControllerForDismissal(using: user.animator) }, animator: user)
    }

    func sheet(forPresented presented: ViewController, scenarioSheet: SheetGeometry) -> SheetSpec? {
        let user = UIViewController.facing(presented)
        guard let sheet = user.ownPresentationController as? UISheetPresentationController else { return nil }
        return world.perform("a sheet detent's resolver") {
            sheet.modelSheet(in: scenarioSheet, isModalInPresentation: user.isModalInPresentation)
        }
    }

    func modalTransitionDidEnd(_ operation: SegueCore.Operation, presented: ViewController, completed: Bool) {
        let user = UIViewController.facing(presented)
        let completion = user.pendingCompletion
        user.pendingCompletion = nil
        if completed, let completion { world.perform("a completion block") { completion() } }
    }
}
