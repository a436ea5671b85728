import SegueScenario

/// Finish or cancel when an interactive gesture ends (docs/gestures.md).
///
/// `percent` is the gesture's percent at release (0…1); `velocity` its release velocity in the
/// gesture's unit per second (points per second for pans, scale per second for pinches),
/// signed along the gesture: positive = toward finishing. A release with no move in the last
/// 0.1 s has velocity 0. A cancelled gesture (Escape) always cancels: see `shouldFinish(after:)`.
extension FinishRule {
    /// Whether a release with `percent` (0…1) and `velocity` (unit/s, positive = toward
    /// finishing) finishes the transition:
    /// - `threshold(t)`: percent > t (strictly: percent exactly t cancels);
    /// - `velocity`: velocity > 0;
    /// - `thresholdOrVelocity(t)`: percent > t or velocity > 0;
    /// - `pinch(threshold: t, velocity: v)`: cancel iff velocity < v and percent ≤ t;
    /// - `projection`: `ReleaseProjection.finishes` for `motion` (its v̄ stands for the
    ///   velocity); without a motion, finish iff velocity > 0 (UIKit's rule for too few samples).
    public func shouldFinish(percent: Double, velocity: Double, motion: ReleaseMotion? = nil) -> Bool {
        switch self {
        case .threshold(let t): percent > t
        case .velocity: velocity > 0
        case .thresholdOrVelocity(let t): percent > t || velocity > 0
        case .pinch(let t, let v): !(velocity < v && percent <= t)
        case .projection: motion.map { ReleaseProjection(percent: percent, motion: $0).finishes } ?? (velocity > 0)
        }
    }

    /// The decision a gesture update calls for: finish or cancel for `ended` (by the rule),
    /// cancel (false) for `cancelled` whatever the rule says, nil for the others.
    public func shouldFinish(after update: GestureUpdate) -> Bool? {
        switch update {
        case .ended(let p, let v): shouldFinish(percent: p, velocity: v)
        case .cancelled: false
        case .began, .changed, .failed: nil
        }
    }

    /// The event log's line for a release under this rule, e.g.
    /// `release → finish (velocity 640 pt/s > 0)` or
    /// `release → cancel (percent 0.32 ≤ 0.5, velocity 0 pt/s)`: the verdict worded by
    /// `GestureText.decision`, which the side panel uses too. `unit` is the gesture's unit
    /// (default points: the velocity in pt/s).
    public func explain(percent: Double, velocity: Double, unit: GestureUnit = .points, motion: ReleaseMotion? = nil) -> String {
        "release → " + GestureText.decision(FinishVerdict(rule: self, percent: percent, velocity: velocity, unit: unit, motion: motion))
    }
}
