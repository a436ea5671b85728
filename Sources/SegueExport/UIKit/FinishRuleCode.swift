import SegueCore

/// A finish rule as the body of `static func shouldFinish(percent: CGFloat, velocity: CGFloat) -> Bool`
/// (docs/gestures.md, "When the gesture ends"): plain Swift that says what `FinishRule.shouldFinish`
/// decides. `velocity` is positive towards finishing (points per second for a pan, scale per
/// second for a pinch).
enum FinishRuleCode {
    /// The expression the function returns.
    static func expression(_ rule: FinishRule) -> String {
        switch rule {
        case .threshold(let t): "percent > \(SwiftLiteral.number(t))"
        case .velocity: "velocity > 0"
        case .thresholdOrVelocity(let t): "percent > \(SwiftLiteral.number(t)) || velocity > 0"
        case let .pinch(t, v): "!(velocity < \(SwiftLiteral.number(v)) && percent <= \(SwiftLiteral.number(t)))"
        case .projection:
            // UIKit's own pop (never a scenario's animator); a steady finger's projection.
            "percent + 0.35 * velocity / UIScreen.main.bounds.width > min(187.5 / UIScreen.main.bounds.width, 0.5)"
        }
    }

    /// The rule in words, for the function's doc comment.
    static func summary(_ rule: FinishRule) -> String {
        switch rule {
        case .threshold(let t): "finish when released past \(SwiftLiteral.number(t)) of the way"
        case .velocity: "finish when released moving towards the end"
        case .thresholdOrVelocity(let t): "finish when released past \(SwiftLiteral.number(t)) of the way or moving towards the end"
        case let .pinch(t, v):
            "cancel only when released slower than \(SwiftLiteral.number(v)) and at most \(SwiftLiteral.number(t)) of the way"
        case .projection: "finish when the release projected 0.35 s ahead passes min(187.5 pt, half the width)"
        }
    }

    /// The whole function, doc comment included.
    static func function(_ rule: FinishRule) -> [String] {
        [
            "/// The finish rule: \(summary(rule)).",
            "/// `percent` is 0…1; `velocity` is positive towards finishing.",
            "static func shouldFinish(percent: CGFloat, velocity: CGFloat) -> Bool {",
            "    \(expression(rule))",
            "}",
        ]
    }
}
