import SegueCore

// A stand-in until the views' `UIView.animate` lands (its file replaces this one): the one form
// the navigation tests use, internal so that nothing outside depends on it.
extension UIView {
    struct AnimationOptions: OptionSet {
        let rawValue: UInt
        static let curveEaseInOut = AnimationOptions([])
        static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }

    /// Animates what `animations` sets over `duration` seconds after `delay` seconds, joining the
    /// running transition's group while an animator runs.
    static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let world = UIKitWorld.required("UIView.animate")
        let curve: TimingCurve = switch options.rawValue >> 16 & 3 {
        case 1: .easeIn
        case 2: .easeOut
        case 3: .linear
        default: .easeInOut
        }
        world.runtime.animations.animate(duration: duration, delay: delay, timing: .curve(curve), group: world.transitionGroup,
                                         changes: animations,
                                         completion: completion.map { completion in
                                             { finished in world.perform { MainActor.assumeIsolated { completion(finished) } } }
                                         })
    }
}
