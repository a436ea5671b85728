import SegueCore

/// UIKit's view transitions on the model: the cross-dissolve (and no transition); the flip and
/// curl options are not declared (docs/user-code.md, "The API: views and animations").
extension UIView {
    /// https://developer.apple.com/documentation/uikit/uiview/transition(with:duration:options:animations:completion:) —
    /// `animations` changes `view` at once; with `.transitionCrossDissolve`, a snapshot of the
    /// view as it was fades out over it for `duration` seconds (≥ 0) on the options' curve.
    public class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let world = UIKitWorld.required("UIView.transition")
        let engine = world.runtime.animations
        guard options.crossDissolves, let parent = view.modelView.superview else {
            engine.performWithoutAnimation { animations?() }
            animateOnModel(duration: 0, delay: 0, timing: .default, animations: {}, completion: completion)
            return
        }
        let before = view.modelView.snapshot(afterScreenUpdates: false)
        parent.insertSubview(before, aboveSubview: view.modelView)
        engine.performWithoutAnimation { animations?() }
        let done = world.inWorld(completion)
        engine.animate(duration: max(0, duration), timing: .curve(options.curve), group: world.currentGroup,
                       changes: { before.alpha = 0 }, completion: { finished in
            before.removeFromSuperview()
            done?(finished)
        })
    }

    /// https://developer.apple.com/documentation/uikit/uiview/transition(from:to:duration:options:completion:) —
    /// `toView` takes `fromView`'s place in its superview (above it), and `fromView` is removed
    /// (hidden with `.showHideTransitionViews`). With `.transitionCrossDissolve`, `toView` fades
    /// in and `fromView` out over `duration` seconds (≥ 0) on the options' curve.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let world = UIKitWorld.required("UIView.transition")
        let engine = world.runtime.animations
        let (from, to) = (fromView.modelView, toView.modelView)
        let hides = options.contains(.showHideTransitionViews)
        if hides { to.isHidden = false } else if let parent = from.superview, to.superview !== parent {
            parent.insertSubview(to, aboveSubview: from)
        }
        let finish = { (finished: Bool) in
            if hides { from.isHidden = true } else { from.removeFromSuperview() }
            engine.performWithoutAnimation { from.alpha = 1 }
        }
        guard options.crossDissolves else {
            finish(true)
            animateOnModel(duration: 0, delay: 0, timing: .default, animations: {}, completion: completion)
            return
        }
        engine.performWithoutAnimation { to.alpha = 0 }
        let done = world.inWorld(completion)
        engine.animate(duration: max(0, duration), timing: .curve(options.curve), group: world.currentGroup, changes: {
            to.alpha = 1
            from.alpha = 0
        }, completion: { finished in
            finish(finished)
            done?(finished)
        })
    }
}
