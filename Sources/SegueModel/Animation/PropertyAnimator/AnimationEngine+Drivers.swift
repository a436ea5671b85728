import SegueScenario

/// What decides the progress of a property animator's animations (`PropertyAnimator`).
protocol ProgressDriver: AnyObject {
    /// Progress of `animation` at model time `t`: 0 at its from value, 1 at its to value.
    func progress(of animation: PropertyAnimation, at t: Double) -> Double
    /// Whether its animations move now (running, not paused).
    var isMoving: Bool { get }
    /// Told of each animation a block of the driver starts.
    func adopt(_ animation: PropertyAnimation, view: View, property: AnimatableProperty, from: Double, to: Double)
}

/// The engine's side of property animators: their blocks, and their animations' lifetime.
extension AnimationEngine {
    /// Runs a property animator's block: the properties `changes` sets animate with
    /// `driver` deciding their progress (`driver.adopt` is told of each).
    func animate(driver: ProgressDriver, changes: () -> Void) {
        let block = AnimationBlock(completion: nil)
        open.append(OpenBlock(animated: true, duration: 0, delay: 0, timing: .curve(.linear), group: nil, block: block,
                              driver: driver))
        changes()
        open.removeLast()
    }

    /// Keeps an active property animator alive and counted as animating while it moves.
    func register(_ driver: ProgressDriver) {
        if !drivers.contains(where: { $0 === driver }) { drivers.append(driver) }
    }

    func unregister(_ driver: ProgressDriver) { drivers.removeAll { $0 === driver } }

    /// Whether `animation` still animates its property (no newer animation or direct set replaced it).
    func isCurrent(_ animation: PropertyAnimation) -> Bool {
        running[Key(view: animation.view, property: animation.property)] === animation
    }

    /// Ends a property animator's animation (the model value stays as it is).
    func removeIfCurrent(_ animation: PropertyAnimation) {
        guard isCurrent(animation) else { return }
        running.removeValue(forKey: Key(view: animation.view, property: animation.property))
    }
}
