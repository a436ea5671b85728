import SegueScenario

/// A release made exactly, without key timing: what `segue sweep` measures (docs/cli.md,
/// "segue sweep"). The gesture's own updates — `began` at the percent, then `ended` with the
/// velocity — go through the same path a finger's do, so the finish rule, the log and the
/// completion are the ones a real release gets.
extension SimulatedApp {
    /// The gesture kind whose interaction drives `operation` now, or nil when the container
    /// offers no interactive `operation` at this moment.
    func gestureKind(driving operation: Operation) -> GestureKind? {
        GestureKind.allCases.first { container.interactiveOperation(for: $0)?.0 == operation }
    }

    /// Starts `operation`'s interactive transition, moves it to `percent` and releases it with
    /// `velocity`, all at the current time.
    /// - Parameters:
    ///   - percent: the gesture's percent at release, 0…1 (clamped by the interaction).
    ///   - velocity: the release velocity in the gesture's unit per second (points per second
    ///     for a pan, scale per second for a pinch), positive = toward finishing.
    /// - Returns: false when no interactive `operation` can begin now.
    func releaseInteractive(_ operation: Operation, percent: Double, velocity: Double) -> Bool {
        if gestureHost != nil { return releaseHostRecognizer(percent: percent, velocity: velocity) }
        guard let kind = gestureKind(driving: operation) else { return false }
        let spec = prepareGesture(kind)
        // A fresh gesture of the right kind, so the release knows the pan's distance.
        switch kind {
        case .edgePan: gesture = .pan(EdgePanGesture(spec: spec, containerSize: size, keyRepeat: scenario.keyRepeat(for: spec)))
        case .pinch: gesture = .pinch(PinchGesture(spec: spec, keyRepeat: scenario.keyRepeat(for: spec)))
        }
        apply([.began(percent: percent)])
        guard container.isTransitioning else { return false }
        // A steady finger: as many samples as the projection takes, all at `velocity`.
        exactReleaseMotion = ReleaseMotion(meanVelocity: velocity, acceleration: 0, sampleCount: ReleaseProjection.sampleWindow,
                                           distance: gesture?.gesture.tracker.distance ?? 1)
        defer { exactReleaseMotion = nil }
        apply([.ended(percent: percent, velocity: velocity)])
        runtime.commitSnapshots()
        return true
    }
}
