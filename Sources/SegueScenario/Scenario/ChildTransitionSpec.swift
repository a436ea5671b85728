/// The arguments a containment parent passes to
/// `transition(from:to:duration:options:animations:completion:)` when it switches children
/// (docs/scenarios.md, "container"; docs/transitions.md, "Containment").
public struct ChildTransitionSpec: Sendable, Equatable {
    /// `duration`; unit: seconds; range 0.01…10; default 0.3 (seed 001's).
    public var duration: Double
    /// `options`; default `[]` (no transition, `.curveEaseInOut`).
    public var options: ViewAnimationOptions
    /// The `animations` block: tracks on `from`, `to` or their elements, animated over the
    /// duration with the options' curve; default none (seed 001's empty block).
    public var animations: [TrackSpec]

    /// - Parameters:
    ///   - duration: seconds, 0.01…10; default 0.3.
    ///   - options: default `[]` (`.transitionNone`, `.curveEaseInOut`).
    ///   - animations: tracks; default none.
    public init(duration: Double = 0.3, options: ViewAnimationOptions = ViewAnimationOptions(), animations: [TrackSpec] = []) {
        self.duration = duration
        self.options = options
        self.animations = animations
    }
}

/// The part of `UIView.AnimationOptions` a containment switch reads: one transition and one curve.
public struct ViewAnimationOptions: Sendable, Equatable {
    /// The built-in view transition (`.transitionNone` is the absence of one).
    public enum Transition: String, Sendable, Equatable, CaseIterable {
        /// No view transition: the to view replaces the from view at the start.
        case transitionNone
        /// A cross-fade of the two children's views over the duration.
        case transitionCrossDissolve
    }

    /// Default `.transitionNone`.
    public var transition: Transition
    /// The curve of the transition and of the `animations` block; default `.easeInOut`
    /// (`.curveEaseInOut`, UIKit's default: the option's raw value is 0).
    public var curve: TimingCurve

    /// - Parameters:
    ///   - transition: default `.transitionNone`.
    ///   - curve: default `.easeInOut`.
    public init(transition: Transition = .transitionNone, curve: TimingCurve = .easeInOut) {
        self.transition = transition
        self.curve = curve
    }

    /// The curve options by their UIKit names.
    public static let curves: [(name: String, curve: TimingCurve)] = [
        ("curveEaseInOut", .easeInOut), ("curveEaseIn", .easeIn), ("curveEaseOut", .easeOut), ("curveLinear", .linear),
    ]

    /// The options as Swift writes them: `[.transitionCrossDissolve]`, `[.transitionCrossDissolve, .curveLinear]`;
    /// the default curve is left out, and `[]` is the empty set.
    public var swiftText: String {
        var names: [String] = []
        if transition != .transitionNone { names.append(transition.rawValue) }
        if curve != .easeInOut, let name = Self.curves.first(where: { $0.curve == curve })?.name { names.append(name) }
        return "[" + names.map { "." + $0 }.joined(separator: ", ") + "]"
    }
}
