import SegueScenario

extension VelocityAxis {
    /// The axis of a vector velocity `p`'s spring takes (docs/animation.md): y, height and the y
    /// translation take dy; every other property takes dx.
    init(_ p: AnimatableProperty) {
        switch p {
        case .y, .height, .translationY: self = .vertical
        default: self = .horizontal
        }
    }
}
