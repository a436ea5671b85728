// Seed 002's keyframe dismissal (swing and drop), its Objective-C translated line for line to
// Swift: the modal swings about its bottom-left corner (−1.5π, π, 1.3π, 0.8π at relative times
// 0–0.15, 0.15–0.25, 0.25–0.45, 0.45–0.65), then drops (a 180-pt shift concatenated with a 0.3π
// rotation) while the cover view fades out (0.65–1.0); the present slides it up from the bottom
// on a spring (damping 0.8, initial velocity 1.0) over the cover fading in. The presenting page is
// the modal's transitioning delegate, as in the article. Plays against swing-drop.json's built-in
// (seed-swing-drop.json; Examples/seeds/README.md).
//
// Where this is not the article's text, and why:
// - The article shows the keyframes on a `snapshot` without where it comes from; here it is the
//   modal's view itself, turned about its bottom-left corner (the article: "繞左下角"), so
//   the screen's own row shows the swing.
// - The durations (present 1.0 s, dismiss 1.6 s) and the cover's 0.6 alpha are the built-in's:
//   the article does not give them.
// - The article sets the modal's delegate and style where it presents it; `setUpSeedSwingDrop`
//   does it once for the modal screen's controller.
// Differs from the built-in (the article's code as UIKit runs it):
// - A transform is a matrix: Core Animation (and segue) turn from one to the next the short way,
//   so −1.5π is a quarter turn clockwise (the article's own comment: "順時針旋轉90度"), not three
//   quarters anticlockwise as the built-in's −270°; at every keyframe's end the angle is the
//   built-in's modulo a full turn.
// - `CGAffineTransformConcat(shift, rotate)` shifts first and then rotates the shift: the modal
//   drops 180 pt along its turned x axis (105.8 pt right, 145.6 pt down), where the built-in
//   drops 180 pt straight down.
import UIKit

final class SwingDropAnimation: BaseAnimation {
    let _coverView = UIView()

    override func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return self.type == .present ? 1.0 : 1.6
    }

    override func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let fromViewController = transitionContext.viewController(forKey: .from)!
        let toViewController = transitionContext.viewController(forKey: .to)!
        if self.type == .present {
            // The cover, then the modal below the screen
            _coverView.frame = containerView.bounds
            _coverView.backgroundColor = .black
            _coverView.alpha = 0.0
            containerView.addSubview(_coverView)
            toViewController.view.frame = transitionContext.finalFrame(for: toViewController)
            toViewController.view.transform = CGAffineTransform(translationX: 0, y: containerView.bounds.size.height)
            containerView.addSubview(toViewController.view)
            // Slide it up on a spring while the cover darkens
            UIView.animate(withDuration: self.transitionDuration(using: transitionContext), delay: 0,
                           usingSpringWithDamping: 0.8, initialSpringVelocity: 1.0, options: [], animations: {
                self._coverView.alpha = 0.6
                toViewController.view.transform = .identity
            }, completion: { finished in
                transitionContext.completeTransition(true)
            })
        } else if self.type == .dismiss {
            let snapshot = fromViewController.view!
            // Turn about the bottom-left corner: the anchor point there, the position with it
            let frame = snapshot.frame
            snapshot.layer.anchorPoint = CGPoint(x: 0.0, y: 1.0)
            snapshot.center = CGPoint(x: frame.minX, y: frame.maxY)
            UIView.animateKeyframes(withDuration: self.transitionDuration(using: transitionContext), delay: 0,
                                    options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.15, animations: {
                    // clockwise 90 degrees
                    snapshot.transform = CGAffineTransform(rotationAngle: .pi * -1.5)
                })
                UIView.addKeyframe(withRelativeStartTime: 0.15, relativeDuration: 0.10, animations: {
                    // 180 degrees
                    snapshot.transform = CGAffineTransform(rotationAngle: .pi * 1.0)
                })
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.20, animations: {
                    // swing past the middle, 225 degrees
                    snapshot.transform = CGAffineTransform(rotationAngle: .pi * 1.3)
                })
                UIView.addKeyframe(withRelativeStartTime: 0.45, relativeDuration: 0.20, animations: {
                    // and back, 140 degrees
                    snapshot.transform = CGAffineTransform(rotationAngle: .pi * 0.8)
                })
                UIView.addKeyframe(withRelativeStartTime: 0.65, relativeDuration: 0.35, animations: {
                    // turn and fall
                    // last step: the view fades out and disappears
                    let shift = CGAffineTransform(translationX: 180.0, y: 0.0)
                    let rotate = CGAffineTransform(rotationAngle: .pi * 0.3)
                    snapshot.transform = shift.concatenating(rotate)
                    self._coverView.alpha = 0.0
                })
            }, completion: { finished in
                self._coverView.removeFromSuperview()
                transitionContext.completeTransition(true)
            })
        }
    }
}

/// The presenting page: the modal's transitioning delegate, with its modal animation controller.
final class SettingsViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let modalAnimationController = SwingDropAnimation()

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        modalAnimationController.type = .present
        return modalAnimationController
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        modalAnimationController.type = .dismiss
        return modalAnimationController
    }
}

/// The modal the settings page presents.
final class OptionsViewController: UIViewController {
    /// The one the scenario made (its `class`), for the set-up to hand the delegate to.
    static weak var made: OptionsViewController?

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        OptionsViewController.made = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// What the article does where it presents the modal: its delegate and its style.
@MainActor func setUpSeedSwingDrop(_ presenting: UIViewController) {
    let modal = OptionsViewController.made!
    modal.transitioningDelegate = presenting as! SettingsViewController
    modal.modalPresentationStyle = .custom
}
