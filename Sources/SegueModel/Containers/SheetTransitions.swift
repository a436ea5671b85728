import SegueScenario

/// The page sheet's own animations (docs/transitions.md, "Sheets"): it rises from the
/// container's bottom to its selected detent, and falls from where it is to the bottom, on the
/// sheet's spring (`SheetPresentationController.settleTiming`); a dismissal a release started
/// carries the release's velocity.
enum SheetTransitions {
    /// The transition for `operation` of the sheet `sheet` controls.
    static func transition(for operation: Operation, sheet: SheetPresentationController) -> TransitionSpec? {
        let geometry = sheet.geometry, bottom = geometry.containerSize.height
        switch operation {
        case .present:
            let rise = geometry.height(of: sheet.selectedDetentIdentifier)
            return TransitionSpec(animator: animator(order: [.from, .to], initialVelocity: 0, track:
                TrackSpec(target: .role(.to), from: TrackValues(y: .points(rise)), to: TrackValues(y: .points(0)))))
        case .dismiss:
            let top = sheet.top
            let v0 = SheetGeometry.initialVelocity(sheet.dismissalVelocity, from: top, to: bottom)
            return TransitionSpec(animator: animator(order: [.to, .from], initialVelocity: v0, track:
                TrackSpec(target: .role(.from), from: TrackValues(y: .points(0)), to: TrackValues(y: .points(bottom - top)))))
        default:
            return nil
        }
    }

    private static func animator(order: [Role], initialVelocity: Double, track: TrackSpec) -> AnimatorSpec {
        AnimatorSpec(preset: "sheet", duration: SheetPresentationController.settleDuration,
                     timing: SheetPresentationController.settleTiming(initialVelocity: initialVelocity), order: order, tracks: [track])
    }
}
