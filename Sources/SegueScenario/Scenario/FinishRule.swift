/// When an interactive transition is released: finish or cancel (docs/gestures.md).
public enum FinishRule: Sendable, Equatable {
    /// Finish iff percent > threshold (default 0.5).
    case threshold(Double)
    /// Finish iff velocity > 0.
    case velocity
    /// Finish iff percent > threshold or velocity > 0.
    case thresholdOrVelocity(Double)
    /// Cancel iff velocity < `velocity` and percent ≤ `threshold` (defaults 5, 0.3).
    case pinch(threshold: Double, velocity: Double)
    /// UIKit's system pop (`ReleaseProjection`): finish iff p + v̄·D + ½·ā·D² > min(187.5 / W,
    /// 0.5), then the rest at completionSpeed max(1 − p, D·|v|/W) (max(p, …) cancelling) on
    /// curve 7. Only the system pop uses it; not read from scenario files.
    case projection
}
