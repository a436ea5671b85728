import SegueScenario

/// A finish rule applied to one release: the rule, the values it compared, the outcome, and
/// the comparisons that decided it — facts that the side panel and the event log word
/// (`GestureText.decision`; docs/gestures.md).
public struct FinishVerdict: Sendable, Equatable {
    /// The rule that decided.
    public var rule: FinishRule
    /// The gesture's percent at the release; 0…1.
    public var percent: Double
    /// The release velocity, in `unit` per second, signed along the gesture (positive = toward
    /// finishing); 0 when no move came in the last 0.1 s.
    public var velocity: Double
    /// The unit the gesture measures in (velocity in points per second, or scale per second).
    public var unit: GestureUnit
    /// The finger's motion, for the `projection` rule; nil when unknown (that rule then decides
    /// by the sign of the velocity, as UIKit does with too few samples).
    public var motion: ReleaseMotion?

    /// The verdict of `rule` on a release at `percent` (0…1) with `velocity` (`unit` per second,
    /// positive = toward finishing); `unit` defaults to points; `motion` for the projection rule.
    public init(rule: FinishRule, percent: Double, velocity: Double, unit: GestureUnit = .points, motion: ReleaseMotion? = nil) {
        self.rule = rule
        self.percent = percent
        self.velocity = velocity
        self.unit = unit
        self.motion = motion
    }

    /// Whether the transition finishes (else it cancels): `rule.shouldFinish`.
    public var finishes: Bool { rule.shouldFinish(percent: percent, velocity: velocity, motion: motion) }

    /// The comparisons the outcome rests on, in the order they are stated:
    /// - `threshold(t)`: percent against t (`>` finishes, `≤` cancels);
    /// - `velocity`: velocity against 0 (`>` finishes, `≤` cancels);
    /// - `thresholdOrVelocity(t)`: a finish names each condition that held (percent > t,
    ///   velocity > 0); a cancel gives percent ≤ t and the velocity stated alone;
    /// - `pinch(threshold: t, velocity: v)`: a finish names each condition that held
    ///   (velocity ≥ v, percent > t); a cancel gives velocity < v and percent ≤ t.
    public var conditions: [FinishCondition] {
        let finish = finishes
        func pct(_ relation: FinishCondition.Relation, _ t: Double) -> FinishCondition {
            FinishCondition(quantity: .percent, value: percent, relation: relation, limit: t)
        }
        func vel(_ relation: FinishCondition.Relation?, _ limit: Double) -> FinishCondition {
            FinishCondition(quantity: .velocity, value: velocity, relation: relation, limit: limit)
        }
        switch rule {
        case .threshold(let t):
            return [pct(finish ? .greater : .atMost, t)]
        case .velocity:
            return [vel(finish ? .greater : .atMost, 0)]
        case .thresholdOrVelocity(let t):
            guard finish else { return [pct(.atMost, t), vel(nil, 0)] }
            return (percent > t ? [pct(.greater, t)] : []) + (velocity > 0 ? [vel(.greater, 0)] : [])
        case .pinch(let t, let limit):
            guard finish else { return [vel(.less, limit), pct(.atMost, t)] }
            return (!(velocity < limit) ? [vel(.atLeast, limit)] : []) + (percent > t ? [pct(.greater, t)] : [])
        case .projection:
            guard let motion else { return [vel(finish ? .greater : .atMost, 0)] }
            let p = ReleaseProjection(percent: percent, motion: motion)
            guard p.projects else {
                return [FinishCondition(quantity: .velocity, value: motion.meanVelocity, relation: finish ? .greater : .atMost, limit: 0)]
            }
            return [FinishCondition(quantity: .projection, value: p.projected, relation: finish ? .greater : .atMost, limit: p.threshold)]
        }
    }
}

/// One comparison a finish verdict rests on, e.g. percent 0.32 ≤ 0.5.
public struct FinishCondition: Sendable, Equatable {
    /// What was compared.
    public enum Quantity: Sendable, Equatable {
        /// The percent at release (0…1).
        case percent
        /// The release velocity (the gesture's unit per second).
        case velocity
        /// Where the projection rule puts the release, p + v̄·D + ½·ā·D² (fractions of the width).
        case projection
    }

    /// How the value stood against the limit.
    public enum Relation: Sendable, Equatable {
        /// value > limit.
        case greater
        /// value ≤ limit.
        case atMost
        /// value < limit.
        case less
        /// value ≥ limit.
        case atLeast
    }

    /// What was compared.
    public var quantity: Quantity
    /// The value compared: a percent (0…1) or a velocity (the gesture's unit per second).
    public var value: Double
    /// How `value` stood against `limit`; nil when the value is only stated (a cancel under
    /// `thresholdOrVelocity` gives the velocity without its limit).
    public var relation: Relation?
    /// The rule's limit, in the value's unit (a threshold 0…1, or a velocity; 0 for the sign test).
    public var limit: Double

    public init(quantity: Quantity, value: Double, relation: Relation?, limit: Double) {
        self.quantity = quantity
        self.value = value
        self.relation = relation
        self.limit = limit
    }
}
