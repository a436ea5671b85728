import SegueSupport

/// A screen's `preferredTransition = .zoom(sourceViewProvider:)` (iOS 18; docs/transitions.md,
/// "The zoom transition"): pushing the screen grows it from a source element of the presenting
/// screen; popping it shrinks it back into that element, or interactively by a pan from anywhere
/// in the view.
///
/// Scenario spelling (docs/scenarios.md):
/// `"preferredTransition": {"zoom": {"sourceElement": "grid.photo1", "dimmingColor": "#000000", "dimmingAlpha": 0.2,
/// "recedesPresentingView": true, "recededScale": 0.95}}`.
public struct ZoomTransitionSpec: Sendable, Equatable {
    /// The default dimming colour: black.
    public static let defaultDimmingColor = RGB(r: 0, g: 0, b: 0)
    /// The default dimming opacity; 0.2. UIKit documents no value for `ZoomOptions.dimmingColor`'s
    /// default; 0.2 black is our estimate of how much the presenter darkens on a device.
    public static let defaultDimmingAlpha = 0.2
    /// The presenter's scale (about its centre) behind the zoomed view at full size when it
    /// recedes (`UIZoomTransitionOptions.recedesPresentingView`, YES by default): 0.95. An
    /// **estimate** — UIKit's amount could not be recovered; a sheet's presenter recedes to 0.92.
    /// The recession moves on the zoom's own spring, also our estimate.
    public static let defaultRecededScale = 0.95
    /// The zoom's spring: perceptual duration 0.5 s, bounce 0 (critically damped: no overshoot, as the
    /// system zoom settles without a bounce). Unit: seconds.
    public static let springDuration = 0.5
    /// The corner radius of the zoomed view at the source's size; unit: points; 12. It shrinks to 0 at
    /// full size (the container here has square corners).
    public static let sourceCornerRadius = 12.0
    /// The dismissal pan's finish rule: finish when the view has shrunk more than a quarter of the way
    /// (translation > 0.25 × the container height) or the finger still moves away from where it went
    /// down at the release (docs/gestures.md, "The zoom dismissal").
    public static let dismissRule = FinishRule.thresholdOrVelocity(0.25)

    /// The source element, `screenId.elementId` (an element of the screen the zoom is pushed from).
    public var sourceElement: String
    /// The dimming view's colour; default black.
    public var dimmingColor: RGB
    /// The dimming view's opacity over the presenter at full size; 0…1; default 0.2.
    public var dimmingAlpha: Double
    /// `recedesPresentingView`: whether the presenter recedes (scales down about its centre) while
    /// the zoomed view is up; default true, as UIKit's.
    public var recedesPresentingView = true
    /// The presenter's scale at full size when it recedes; unitless; in [0.5, 1]; default 0.95
    /// (an estimate: `defaultRecededScale`).
    public var recededScale = ZoomTransitionSpec.defaultRecededScale

    /// The presenter's scale at zoom progress `u` (0 at the source's size, 1 at full size): 1 −
    /// u × (1 − `recededScale`), or 1 when it does not recede.
    public func presenterScale(progress u: Double) -> Double {
        recedesPresentingView ? 1 - u * (1 - recededScale) : 1
    }

    /// - Parameters:
    ///   - sourceElement: `screenId.elementId` of the source element.
    ///   - dimmingColor: the dimming view's colour; default black.
    ///   - dimmingAlpha: its opacity at full size, 0…1; default 0.2.
    public init(sourceElement: String, dimmingColor: RGB = ZoomTransitionSpec.defaultDimmingColor,
                dimmingAlpha: Double = ZoomTransitionSpec.defaultDimmingAlpha) {
        self.sourceElement = sourceElement
        self.dimmingColor = dimmingColor
        self.dimmingAlpha = dimmingAlpha
    }

    /// The screen id part of `sourceElement`.
    public var sourceScreen: String { String(sourceElement.split(separator: ".", maxSplits: 1).first ?? "") }

    /// The zoom's spring with an initial velocity `velocity` (fractions of the remaining distance per
    /// second, default 0): `Spring.perceptual(duration: 0.5, bounce: 0)`, ω0 = 4π rad/s, ζ = 1.
    public static func spring(velocity: Double = 0) -> Spring {
        Spring.perceptual(duration: springDuration, bounce: 0, velocity: velocity)
    }
}
