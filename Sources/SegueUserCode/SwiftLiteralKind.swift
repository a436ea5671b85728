import SegueScenario

/// What a tunable literal in a user's Swift source is (`SwiftLiteralRows`): its row's name, unit
/// and steps (docs/user-code.md, "The inspector on your code", lists them).
struct SwiftLiteralKind: Equatable {
    var name: String
    var unit: String
    var step: TuneStep

    /// UIKit's argument labels and names of tuning numbers, and the shorter name a row shows.
    static let uikitNames: [String: String] = [
        "withDuration": "duration", "duration": "duration", "transitionDuration": "duration",
        "delay": "delay", "withDelay": "delay",
        "usingSpringWithDamping": "damping", "dampingRatio": "damping", "damping": "damping",
        "initialSpringVelocity": "velocity", "initialVelocity": "velocity", "velocity": "velocity",
        "withRelativeStartTime": "start", "relativeStartTime": "start", "relativeDuration": "relativeDuration",
        "durationFactor": "durationFactor", "completionSpeed": "completionSpeed",
        "mass": "mass", "stiffness": "stiffness", "bounce": "bounce",
        "controlPoint1": "controlPoint1", "controlPoint2": "controlPoint2",
    ]

    /// The kind of a literal named `identifier` (an argument label, a constant's or function's
    /// name) with `value`: UIKit's names first, then a name that contains `duration`, `delay`,
    /// `damping`, `velocity` or `threshold` (any case); nil for any other name.
    static func named(_ identifier: String, value: Double) -> SwiftLiteralKind? {
        let name = uikitNames[identifier] ?? identifier
        switch name {
        case "start", "relativeDuration", "durationFactor":
            return SwiftLiteralKind(name: name, unit: "", step: TuneStep(key: name, coarse: 0.05, fine: 0.01))
        case "controlPoint1", "controlPoint2":
            return SwiftLiteralKind(name: name, unit: "", step: TuneStep.of("curve"))
        case "mass", "stiffness", "bounce":
            return SwiftLiteralKind(name: name, unit: "", step: TuneStep.of(name))
        case "completionSpeed":
            return SwiftLiteralKind(name: name, unit: "×", step: TuneStep.of(name))
        default: break
        }
        let lower = name.lowercased()
        if lower.contains("duration") { return SwiftLiteralKind(name: name, unit: "s", step: TuneStep.of("duration")) }
        if lower.contains("delay") { return SwiftLiteralKind(name: name, unit: "s", step: TuneStep.of("delay")) }
        if lower.contains("damping") { return SwiftLiteralKind(name: name, unit: "", step: TuneStep.of("damping")) }
        if lower.contains("velocity") { return velocity(name, value: value) }
        if lower.contains("threshold") { return threshold(name, value: value) }
        return nil
    }

    /// A velocity: a spring's relative one (below 50 in size: unitless, steps 0.5 / 0.1), or a
    /// speed in points per second (a flick's threshold: steps 50 / 10 pt/s).
    static func velocity(_ name: String, value: Double) -> SwiftLiteralKind {
        value.magnitude < 50 ? SwiftLiteralKind(name: name, unit: "", step: TuneStep.of("velocity"))
            : SwiftLiteralKind(name: name, unit: "pt/s", step: TuneStep(key: "velocity", coarse: 50, fine: 10))
    }

    /// A threshold: a fraction (at most 1 in size: steps 0.05 / 0.01), or a distance in points
    /// (steps 10 / 1 pt).
    static func threshold(_ name: String, value: Double) -> SwiftLiteralKind {
        value.magnitude <= 1 ? SwiftLiteralKind(name: name, unit: "", step: TuneStep.of("threshold"))
            : SwiftLiteralKind(name: name, unit: "pt", step: TuneStep(key: "threshold", coarse: 10, fine: 1))
    }
}
