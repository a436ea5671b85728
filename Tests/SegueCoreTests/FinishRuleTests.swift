import Testing
@testable import SegueCore
@testable import SegueModel

/// The finish rules of docs/gestures.md, as tables, boundaries included.
struct FinishRuleTests {
    @Test(arguments: [
        // threshold: finish iff percent > t (strictly).
        (FinishRule.threshold(0.5), 0.5, 1000.0, false),
        (.threshold(0.5), 0.5000001, -100, true),
        (.threshold(0.5), 0.49, 999, false),
        (.threshold(0.5), 0.51, -1, true),
        (.threshold(0.5), 0, 0, false),
        (.threshold(0.5), 1, 0, true),
        (.threshold(0.2), 0.2, 0, false),
        (.threshold(0.2), 0.21, 0, true),
        // velocity: finish iff velocity > 0.
        (.velocity, 1.0, 0, false),
        (.velocity, 0, 0.001, true),
        (.velocity, 0.9, -5, false),
        (.velocity, 0, 650, true),
        // thresholdOrVelocity: percent > t or velocity > 0.
        (.thresholdOrVelocity(0.5), 0.5, 0, false),
        (.thresholdOrVelocity(0.5), 0.5, 0.1, true),
        (.thresholdOrVelocity(0.5), 0.6, -100, true),
        (.thresholdOrVelocity(0.5), 0.2, -1, false),
        (.thresholdOrVelocity(0.5), 0.2, 650, true),
        // pinch: cancel iff velocity < v and percent ≤ t.
        (.pinch(threshold: 0.3, velocity: 5), 0.3, 4.99, false),
        (.pinch(threshold: 0.3, velocity: 5), 0.3, 5, true),
        (.pinch(threshold: 0.3, velocity: 5), 0.31, 0, true),
        (.pinch(threshold: 0.3, velocity: 5), 0.3, -10, false),
        (.pinch(threshold: 0.3, velocity: 5), 0, 100, true),
        (.pinch(threshold: 0.3, velocity: 5), 0.2, 4.999, false),
    ])
    func decision(rule: FinishRule, percent: Double, velocity: Double, finishes: Bool) {
        #expect(rule.shouldFinish(percent: percent, velocity: velocity) == finishes)
        #expect(rule.shouldFinish(after: .ended(percent: percent, velocity: velocity)) == finishes)
    }

    static let allRules: [FinishRule] = [.threshold(0.5), .velocity, .thresholdOrVelocity(0.5), .pinch(threshold: 0.3, velocity: 5)]

    @Test(arguments: allRules)
    func aCancelledGestureAlwaysCancels(rule: FinishRule) {
        #expect(rule.shouldFinish(after: .cancelled) == false)
        #expect(rule.shouldFinish(after: .failed) == nil)
        #expect(rule.shouldFinish(after: .began(percent: 0.9)) == nil)
        #expect(rule.shouldFinish(after: .changed(percent: 0.9, translation: 300, velocity: 900)) == nil)
    }

    @Test(arguments: [
        (FinishRule.velocity, 0.4, 640.0, GestureUnit.points, "release → finish (velocity 640 pt/s > 0)"),
        (.thresholdOrVelocity(0.5), 0.32, 0, .points, "release → cancel (percent 0.32 ≤ 0.5, velocity 0 pt/s)"),
        (.thresholdOrVelocity(0.5), 0.7, 650, .points, "release → finish (percent 0.7 > 0.5, velocity 650 pt/s > 0)"),
        (.thresholdOrVelocity(0.5), 0.2, 12.34, .points, "release → finish (velocity 12.3 pt/s > 0)"),
        (.threshold(0.5), 0.62, 0, .points, "release → finish (percent 0.62 > 0.5)"),
        (.threshold(0.5), 0.5, 900, .points, "release → cancel (percent 0.5 ≤ 0.5)"),
        (.threshold(0.5), 0.501, 0, .points, "release → finish (percent 0.501 > 0.5)"),
        (.threshold(0.5), 0.4999, 0, .points, "release → cancel (percent 0.4999 ≤ 0.5)"),
        (.velocity, 0.9, -120, .points, "release → cancel (velocity -120 pt/s ≤ 0)"),
        (.velocity, 0.5, 0.004, .points, "release → finish (velocity 0.004 pt/s > 0)"),
        (.velocity, 0.5, -0.0, .points, "release → cancel (velocity 0 pt/s ≤ 0)"),
        (.pinch(threshold: 0.3, velocity: 5), 0.25, 0.05 / 0.03, .scale,
         "release → cancel (velocity 1.67 scale/s < 5, percent 0.25 ≤ 0.3)"),
        (.pinch(threshold: 0.3, velocity: 5), 0.35, 0.05 / 0.03, .scale, "release → finish (percent 0.35 > 0.3)"),
        (.pinch(threshold: 0.3, velocity: 5), 0.1, 6.2, .scale, "release → finish (velocity 6.2 scale/s ≥ 5)"),
        (.pinch(threshold: 0.3, velocity: 5), 0.4, 5, .scale, "release → finish (velocity 5 scale/s ≥ 5, percent 0.4 > 0.3)"),
    ])
    func explanation(rule: FinishRule, percent: Double, velocity: Double, unit: GestureUnit, text: String) {
        #expect(rule.explain(percent: percent, velocity: velocity, unit: unit) == text)
    }

    @Test(arguments: [
        (0.5, 6, "0.5"), (640.0, 0, "640"), (-0.25, 2, "-0.25"), (-0.001, 2, "0"), (1.0 / 3, 2, "0.33"),
        (2.0 / 3, 3, "0.667"), (19.5, 1, "19.5"), (100.04, 1, "100"), (-649.6, 0, "-650"),
    ])
    func numberText(x: Double, decimals: Int, text: String) {
        #expect(GestureText.number(x, decimals: decimals) == text)
    }
}
