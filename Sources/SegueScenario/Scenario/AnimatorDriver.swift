/// What runs a scenario animator's tracks (docs/scenarios.md, `driver`).
public enum AnimatorDriver: String, Sendable, CaseIterable {
    /// `UIView.animate(withDuration:…)` blocks inside the transition (the default).
    case blockAnimation
    /// A `UIViewPropertyAnimator` with the animator's timing parameters.
    case propertyAnimator
}

extension TimingParameters {
    /// The timing parameters that time animations as `timing` does: a curve becomes cubic
    /// parameters, a spring the spring parameters of the same form, its scalar velocity on
    /// both axes; `duration` (seconds) is the perceptual spring's when `timing` gives none.
    public init(_ timing: Timing, duration: Double) {
        switch timing {
        case .curve(let c): self = .cubic(CubicTimingParameters(animationCurve: c))
        case let .blockSpring(z, v, _):
            self = .spring(SpringTimingParameters(dampingRatio: z, initialVelocity: Vector(dx: v, dy: v)))
        case let .perceptualSpring(b, d):
            self = .spring(SpringTimingParameters(duration: d ?? duration, bounce: b))
        case .physicalSpring(let s), .coreAnimationSpring(let s, _):
            self = .spring(SpringTimingParameters(mass: s.mass, stiffness: s.stiffness, damping: s.damping,
                                                  initialVelocity: Vector(dx: s.initialVelocity, dy: s.initialVelocity)))
        }
    }
}
