import SegueCore

extension UIView {
    /// https://developer.apple.com/documentation/uikit/uiview/animatekeyframes(withduration:delay:options:animations:completion:) —
    /// `duration` and `delay` in seconds (≥ 0); inside `animations`, `addKeyframe` calls set the
    /// values. The options give the calculation mode (default linear) and the overall curve
    /// (`AnimationOptions`' curve bits; default easeInOut, the model's).
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: (@Sendable (Bool) -> Void)? = nil) {
        let world = UIKitWorld.required("UIView.animateKeyframes")
        world.runtime.animations.animateKeyframes(duration: max(0, duration), delay: max(0, delay), curve: options.curve,
                                                  mode: options.mode, group: world.currentGroup,
                                                  changes: animations, completion: world.inWorld(completion))
    }

    /// https://developer.apple.com/documentation/uikit/uiview/addkeyframe(withrelativestarttime:relativeduration:animations:) —
    /// the properties `animations` sets reach their values over [start, start + duration], both
    /// fractions (0…1) of the whole keyframe animation. Outside `animateKeyframes`: applied at once.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        UIKitWorld.required("UIView.addKeyframe").runtime.animations
            .addKeyframe(relativeStart: frameStartTime, relativeDuration: frameDuration, changes: animations)
    }
}
