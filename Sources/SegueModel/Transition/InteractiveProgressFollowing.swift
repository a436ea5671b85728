/// An animator that is told each interactive percent, as a collection view's
/// UICollectionViewTransitionLayout is told its `transitionProgress` (docs/transitions.md).
protocol InteractiveProgressFollowing: AnyObject {
    /// The interaction controller's clamped percent after an update, 0…1.
    func interactiveProgressChanged(_ percent: Double)
}
