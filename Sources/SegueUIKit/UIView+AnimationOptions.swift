import SegueCore

extension UIView {
    /// https://developer.apple.com/documentation/uikit/uiview/animationoptions — the options the
    /// model honours; the rest (repeat, autoreverse, layoutSubviews, the flip and curl
    /// transitions, …) are declared unavailable, so that code using one is a compile error at its
    /// place saying what segue does not model (`UIView+AnimationOptionsUnmodelled.swift`).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Touches reach animating views (the model never blocks input during an animation).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the presentation value (the model always does: a new animation of a
        /// property starts where the running one has it).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// `transition(from:to:…)` hides the from view instead of removing it.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)

        /// The model's curve of the options' curve bits (easeInOut when none is given).
        var curve: TimingCurve { Self.curve(ofRawValue: rawValue) }

        /// Whether the options ask for the cross-dissolve transition.
        var crossDissolves: Bool { (rawValue >> 20) & 0xF == 5 }

        /// The curve bits (16…19) of an options raw value, shared with the keyframe options.
        static func curve(ofRawValue raw: UInt) -> TimingCurve {
            switch (raw >> 16) & 0xF {
            case 1: .easeIn
            case 2: .easeOut
            case 3: .linear
            default: .easeInOut
            }
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions — the
    /// calculation modes the model has (paced and cubic paced, repeat and autoreverse are
    /// declared unavailable: a compile error saying so).
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)

        /// The model's calculation mode (linear when none is given).
        var mode: CalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: .discrete
            case 3: .cubic
            default: .linear
            }
        }

        /// The overall curve: `UIView.AnimationOptions`' curve bits, as UIKit reads them.
        var curve: TimingCurve { AnimationOptions.curve(ofRawValue: rawValue) }
    }
}
