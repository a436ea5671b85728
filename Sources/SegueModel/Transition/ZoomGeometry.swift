import SegueSupport
import SegueScenario

/// Where the zoomed view is during a zoom transition (docs/transitions.md, "The zoom transition"):
/// pure arithmetic on the container's bounds and the source element's frame, both in container
/// points.
public struct ZoomGeometry: Sendable, Equatable {
    /// The zoomed view at full size: the container's bounds; unit: points.
    public let full: Rect
    /// The source element's frame in the container; unit: points.
    public let source: Rect
    /// The corner radius at the source's size; unit: points; ≥ 0 (0 at full size).
    public let sourceCornerRadius: Double

    /// - Parameters:
    ///   - full: the container's bounds, in points.
    ///   - source: the source element's frame in container points.
    ///   - sourceCornerRadius: points at the source's size; default 12.
    public init(full: Rect, source: Rect, sourceCornerRadius: Double = ZoomTransitionSpec.sourceCornerRadius) {
        self.full = full
        self.source = source
        self.sourceCornerRadius = max(0, sourceCornerRadius)
    }

    /// The frame at zoom progress `u` (0 = the source's frame, 1 = full size; a spring may pass 1):
    /// every edge interpolated linearly, source + (full − source) · u.
    public func frame(progress u: Double) -> Rect {
        Rect(x: source.minX + (full.minX - source.minX) * u, y: source.minY + (full.minY - source.minY) * u,
             width: source.width + (full.width - source.width) * u, height: source.height + (full.height - source.height) * u)
    }

    /// The corner radius at zoom progress `u`: R · (1 − u), never below 0; unit: points.
    public func cornerRadius(progress u: Double) -> Double { max(0, sourceCornerRadius * (1 - u)) }

    /// The frame under the dismissal finger (docs/gestures.md, "The zoom dismissal"): shrunk by
    /// `percent` p (0…1) of the way from full size to the source's size, centred on the container's
    /// centre moved by the finger's `translation` (points, hysteresis removed).
    public func dismissalFrame(translation: Vector, percent p: Double) -> Rect {
        let size = Size(width: full.width + (source.width - full.width) * p, height: full.height + (source.height - full.height) * p)
        return Rect(x: full.midX + translation.dx - size.width / 2, y: full.midY + translation.dy - size.height / 2,
                    width: size.width, height: size.height)
    }

    /// The spring's initial velocity for a release (docs/gestures.md): the finger's `velocity`
    /// (points per second) projected on the way from the view's centre `current` to the target's
    /// centre `target`, divided by that distance — fractions of the remaining distance per second.
    /// 0 when less than 1 pt remains.
    public static func springVelocity(_ velocity: Vector, from current: Point, to target: Point) -> Double {
        let dx = target.x - current.x, dy = target.y - current.y
        let distance = (dx * dx + dy * dy).squareRoot()
        guard distance >= 1 else { return 0 }
        return (velocity.dx * dx + velocity.dy * dy) / (distance * distance)
    }
}
