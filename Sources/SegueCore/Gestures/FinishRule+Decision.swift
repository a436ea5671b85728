/// Finish or cancel when an interactive gesture ends (SPEC §5.4).
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
    /// - `pinch(threshold: t, velocity: v)`: cancel iff velocity < v and percent ≤ t.
    public func shouldFinish(percent: Double, velocity: Double) -> Bool {
        switch self {
        case .threshold(let t): percent > t
        case .velocity: velocity > 0
        case .thresholdOrVelocity(let t): percent > t || velocity > 0
        case .pinch(let t, let v): !(velocity < v && percent <= t)
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

    /// A one-line explanation for the side panel, e.g.
    /// `release → finish (velocity 640 pt/s > 0)` or
    /// `release → cancel (percent 0.32 ≤ 0.5, velocity 0 pt/s)`.
    /// `unit` is the velocity's unit symbol (default `pt/s`).
    public func explain(percent: Double, velocity: Double, unit: String = "pt/s") -> String {
        let v = verdict(percent: percent, velocity: velocity, unit: unit)
        return "release → \(v.finish ? "finish" : "cancel") (\(v.reason))"
    }

    /// The decision and the conditions that made it, without the `release →` prefix.
    func verdict(percent: Double, velocity: Double, unit: String) -> (finish: Bool, reason: String) {
        let finish = shouldFinish(percent: percent, velocity: velocity)
        func pct(_ op: String, _ t: Double) -> String {
            "percent \(GestureText.percent(percent, against: t)) \(op) \(GestureText.limit(t))"
        }
        func vel(_ op: String?, _ limit: Double) -> String {
            let s = "velocity \(GestureText.velocity(velocity, against: limit)) \(unit)"
            return op.map { "\(s) \($0) \(GestureText.limit(limit))" } ?? s
        }
        switch self {
        case .threshold(let t):
            return (finish, pct(finish ? ">" : "≤", t))
        case .velocity:
            return (finish, vel(finish ? ">" : "≤", 0))
        case .thresholdOrVelocity(let t):
            guard finish else { return (false, pct("≤", t) + ", " + vel(nil, 0)) }
            var why: [String] = []
            if percent > t { why.append(pct(">", t)) }
            if velocity > 0 { why.append(vel(">", 0)) }
            return (true, why.joined(separator: ", "))
        case .pinch(let t, let limit):
            guard finish else { return (false, vel("<", limit) + ", " + pct("≤", t)) }
            var why: [String] = []
            if !(velocity < limit) { why.append(vel("≥", limit)) }
            if percent > t { why.append(pct(">", t)) }
            return (true, why.joined(separator: ", "))
        }
    }
}
