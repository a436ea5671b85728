// The animating protocols property animators conform to, with Apple's signatures (docs/user-code.md).

/// https://developer.apple.com/documentation/uikit/uiviewanimatingposition
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0, start, current
}

/// https://developer.apple.com/documentation/uikit/uiviewanimating
@preconcurrency @MainActor public protocol UIViewAnimating: NSObjectProtocol {
    var fractionComplete: CGFloat { get set }
    var isReversed: Bool { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// https://developer.apple.com/documentation/uikit/uiviewimplicitlyanimating
@preconcurrency @MainActor public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

/// https://developer.apple.com/documentation/uikit/uitimingcurveprovider
@preconcurrency @MainActor public protocol UITimingCurveProvider: NSObjectProtocol {}

extension UIView {
    /// https://developer.apple.com/documentation/uikit/uiview/animationcurve
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0, easeIn, easeOut, linear
    }
}
