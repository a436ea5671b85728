import SegueSupport
import SegueScenario

/// `segue sweep` on an engineer's own code (docs/user-code.md, "The API: gestures"): the code's
/// recognizer, not a scenario interaction, drives the transition, so a release at a percent and
/// a velocity is what its action receives — a touch that begins, moves to the percent and ends
/// with the velocity, all at once — and the code's own rule decides.
extension SimulatedApp {
    /// The kind of recognizer of the code that a finger would drive, in the order the model routes
    /// a touch to one: a screen-edge pan from the left, from the right, a pan, a pinch.
    var hostReleaseKind: HostGestureKind? {
        guard let host = gestureHost else { return nil }
        return [HostGestureKind.edgePan(.left), .edgePan(.right), .pan, .pinch].first { host.recognizes($0) }
    }

    /// Releases the code's recognizer at `percent` (of the container's width for a pan, `1 −
    /// scale` for a pinch) with `velocity` (points per second toward finishing; scale per second
    /// inward for a pinch); false when the code has no recognizer or its transition did not begin.
    func releaseHostRecognizer(percent: Double, velocity: Double) -> Bool {
        guard let kind = hostReleaseKind, let host = gestureHost, host.gestureShouldBegin(kind) else { return false }
        let inward: Vector = if case .edgePan(let edge) = kind { edge.inwardDirection } else { Vector(dx: 1) }
        let start = if case .edgePan(let edge) = kind { edge.panStart(in: size) } else { Point(x: size.width / 2, y: size.height / 2) }
        let distance = percent * size.width
        func frame(_ state: HostGestureState) -> HostGestureFrame {
            HostGestureFrame(kind: kind, state: state, translation: Vector(dx: inward.dx * distance, dy: inward.dy * distance),
                             velocity: Vector(dx: inward.dx * velocity, dy: inward.dy * velocity),
                             location: Point(x: start.x + inward.dx * distance, y: start.y + inward.dy * distance),
                             scale: max(0, 1 - percent), scaleVelocity: -velocity)
        }
        host.handle(frame(.began))
        guard container.isTransitioning else { return false }
        host.handle(frame(.changed))
        host.handle(frame(.ended))
        runtime.commitSnapshots()
        return true
    }
}
