import SegueCore

extension SweepAxis {
    /// An axis from `lower` to `upper` (lower ≤ upper) in steps of `step` (> 0), in the unit of
    /// what it sweeps.
    public init(lower: Double, upper: Double, step: Double) {
        self.lower = lower
        self.upper = upper
        self.step = step
    }

    /// A pan's default release velocities: −1500…1500 pt/s in steps of 100.
    public static let panVelocity = SweepAxis(lower: -1500, upper: 1500, step: 100)

    /// The release velocity a pinch's rule is taken to turn on when it names none above 0 —
    /// UIKit's pinch-to-pop velocity limit, the `pinch` rule's default; unit: scale per second.
    public static let pinchVelocityLimit = 5.0

    /// `segue sweep`'s velocities when `--velocity` is not given, from the gesture and its
    /// finish rule (docs/testing-transitions.md, "Sweeping the finish rule"): for a pan
    /// (`edgePan`) `panVelocity`, in pt/s; for a pinch, in scale/s, −2v…2v in steps of v/5 around
    /// the rule's velocity limit v (`pinch` rule's; else `pinchVelocityLimit`) — −10…10 in steps
    /// of 1 for v = 5, so the limit and the finishes and cancels either side of it show.
    public static func defaultVelocity(gesture: GestureKind, rule: FinishRule) -> SweepAxis {
        guard gesture == .pinch else { return panVelocity }
        var limit = pinchVelocityLimit
        if case .pinch(_, let v) = rule, abs(v) > 0, abs(v).isFinite { limit = abs(v) }
        return SweepAxis(lower: -2 * limit, upper: 2 * limit, step: limit / 5)
    }
}
