// Seed 002's common superclass of its animation controllers, BaseAnimation: `type` tells the
// animator whether it presents or dismisses (push or pop in a navigation controller), 0.4 s unless
// a subclass says otherwise. Used by Seed002Pinch.swift and Seed002SwingDrop.swift.
import UIKit

enum AnimationType {
    case present
    case dismiss
}

class BaseAnimation: NSObject, UIViewControllerAnimatedTransitioning {
    var type: AnimationType = .present

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
}
