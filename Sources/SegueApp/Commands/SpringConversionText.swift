import SegueCore
import SegueExport

/// What `segue curve SPEC --as MODEL` prints (docs/cli.md): the spring in the other model, one
/// line per thing the model cannot represent, and the largest difference of the two curves.
public struct SpringConversionText {
    /// The spring in the model's words: a curve spec that `segue curve` reads, for uikit, physical and perceptual.
    var lines: [String] = []
    /// What the conversion could not carry over, one sentence each.
    var notes: [String] = []
    /// The converted curve, evaluated from the exact (unrounded) converted values.
    var converted: TimingEvaluator

    /// The names `--as` accepts, in the order help texts list them.
    public static var modelNames: [String] { SpringConversion.Model.allCases.map(\.rawValue) }

    /// Converts `spring` (the source spec's spring) to `model`.
    init(_ spring: Spring, to model: SpringConversion.Model) {
        let v = spring.initialVelocity
        let z = SpringConversion.effectiveDampingRatio(of: spring)
        let overdamped = z > 1 + 1e-9
        converted = Timing.physicalSpring(spring).evaluator(nominalDuration: 1)
        switch model {
        case .uikit:
            let b = SpringConversion.block(of: spring)
            lines = ["spring(duration: \(n(b.duration)), damping: \(n(b.dampingRatio)), velocity: \(n(v)))"]
            if overdamped { notes.append("UIKit's block spring cannot be overdamped: ζ \(n(z)) is written as 1") }
            if !b.exact, !overdamped {
                notes.append("UIKit's fit cannot reach ω0 = \(n(spring.undampedFrequency)) rad/s within 0.01–10 s: the nearest end is used")
            }
            converted = Timing.blockSpring(dampingRatio: b.dampingRatio, velocity: v, duration: b.duration)
                .evaluator(nominalDuration: b.duration)
        case .physical:
            lines = [physicalSpec(spring, overdamped: overdamped)]
            converted = Timing.physicalSpring(physicalSpring(spring, overdamped: overdamped)).evaluator(nominalDuration: 1)
        case .perceptual:
            let p = SpringConversion.perceptual(of: spring)
            lines = ["spring(duration: \(n(p.duration)), bounce: \(n(p.bounce)))"]
            if v != 0 { notes.append("the perceptual spring takes no initial velocity: velocity \(n(v)) is dropped") }
            converted = Timing.perceptualSpring(bounce: p.bounce, duration: p.duration).evaluator(nominalDuration: p.duration)
        case .swiftui:
            // Written as `segue export --target swiftui` writes springs (`SwiftUISpring`).
            let interpolating = physicalSpring(spring, overdamped: true)
            lines = [SwiftUISpring.response(of: spring), SwiftUISpring.interpolating(interpolating, writesZeroVelocity: true)]
            if v != 0 { notes.append(".spring(response:dampingFraction:) takes no initial velocity; .interpolatingSpring carries it") }
            converted = Timing.physicalSpring(interpolating).evaluator(nominalDuration: 1)
        case .pop:
            let p = SpringConversion.pop(of: spring)
            lines = ["POPSpringAnimation springBounciness: \(n(p.bounciness)), springSpeed: \(n(p.speed))"]
            if !p.exact { notes.append("POP's bounciness/speed mapping cannot reach ζ \(n(z)) at this speed: the nearest bounciness is used") }
            if v != 0 { notes.append("POP's velocity is in the property's units per second: \(n(v)) × the distance") }
            let ts = SpringConversion.popSpring(bounciness: p.bounciness, speed: p.speed)
            converted = Timing.physicalSpring(Spring(mass: 1, stiffness: ts.tension, damping: ts.friction, initialVelocity: v,
                                                     allowsOverdamping: true)).evaluator(nominalDuration: 1)
        case .framer:
            let f = SpringConversion.framer(of: spring)
            lines = ["Framer spring(tension: \(n(f.tension)), friction: \(n(f.friction)), velocity: \(n(v)))"]
            converted = Timing.physicalSpring(physicalSpring(spring, overdamped: true)).evaluator(nominalDuration: 1)
        }
    }

    /// The lines printed: the spring, the notes, then `max |Δ| = D at t = T s` against `source`.
    func output(against source: TimingEvaluator, ascii: Bool) -> String {
        let (difference, at) = SpringConversion.largestDifference(source, converted)
        let delta = ascii ? "max |diff|" : "max |Δ|"
        let last = "\(delta) = \(DecimalText.fixed(difference, decimals: 6)) at t = \(DecimalText.fixed(at, decimals: 3)) s"
        return (lines + notes.map { "note: " + $0 } + [last]).joined(separator: "\n") + "\n"
    }
}

/// `spring(mass: 1, stiffness: K, damping: C, velocity: V)` with the effective ζ, and
/// `allowsOverdamping: true` when it is above 1.
private func physicalSpec(_ spring: Spring, overdamped: Bool) -> String {
    let s = physicalSpring(spring, overdamped: overdamped)
    let tail = overdamped ? ", allowsOverdamping: true" : ""
    return "spring(mass: 1, stiffness: \(n(s.stiffness)), damping: \(n(s.damping)), velocity: \(n(s.initialVelocity))\(tail))"
}

/// The mass-1 physical spring with `spring`'s ω0, effective ζ and velocity.
private func physicalSpring(_ spring: Spring, overdamped: Bool) -> Spring {
    let f = SpringConversion.framer(of: spring)
    return Spring(mass: 1, stiffness: f.tension, damping: f.friction, initialVelocity: spring.initialVelocity,
                  allowsOverdamping: overdamped)
}

/// A number as the converted spec writes it: up to six decimals, no trailing zeros.
private func n(_ x: Double) -> String { DecimalText.compact(x) }
