import SegueSupport
import SegueScenario

/// The views of one zoom transition and the two states it moves between (docs/transitions.md, "The
/// zoom transition"): the presenter at the bottom (receding, scaled about its centre, while the
/// zoomed view is up), the `dimming` view over it, the zoomed screen on top; the source element
/// hidden while the transition runs. Made by `ZoomTransition.stage(_:)`.
final class ZoomStage {
    unowned let runtime: Runtime
    /// The screen that zooms (the pushed one, or the one being popped).
    let zoomed: View
    /// The dimming view over the presenter (`dimming`).
    let dimming: View
    /// The source element the provider answered with; nil: the fallback (a fade and a shrink).
    let source: View?
    /// The geometry; its source frame is the container's centre at 80 % size for the fallback.
    let geometry: ZoomGeometry
    /// The dimming view's opacity at full size, 0…1.
    let dimmingAlpha: Double
    /// The presenting screen's view, which recedes.
    let presenter: View
    /// The zoom's options (the presenter's recession).
    let spec: ZoomTransitionSpec

    /// The scale of the fallback's small state (a fade and a shrink about the centre); 0.8.
    static let fallbackScale = 0.8

    init(runtime: Runtime, zoomed: View, dimming: View, source: View?, geometry: ZoomGeometry, presenter: View, spec: ZoomTransitionSpec) {
        self.runtime = runtime
        self.zoomed = zoomed
        self.dimming = dimming
        self.source = source
        self.geometry = geometry
        self.dimmingAlpha = spec.dimmingAlpha
        self.presenter = presenter
        self.spec = spec
    }

    /// The presenter's transform at zoom progress `u` (0 source size, 1 full size): its recession.
    private func presenterTransform(progress u: Double) -> Transform2D {
        let s = spec.presenterScale(progress: u)
        return Transform2D(translationX: 0, translationY: 0, scaleX: s, scaleY: s, rotation: 0)
    }

    /// Sets the views, without animation, to full size (`full`) or to the source's size.
    func show(full: Bool) {
        runtime.animations.performWithoutAnimation { apply(full: full) }
    }

    /// The changes to full size or to the source's size (inside an animation block or not).
    private func apply(full: Bool) {
        let u = full ? 1.0 : 0.0
        dimming.alpha = full ? dimmingAlpha : 0
        presenter.transform = presenterTransform(progress: u)
        if source != nil {
            zoomed.frame = geometry.frame(progress: u)
            zoomed.cornerRadius = geometry.cornerRadius(progress: u)
        } else {
            zoomed.frame = geometry.full
            let s = full ? 1 : Self.fallbackScale
            zoomed.transform = Transform2D(translationX: 0, translationY: 0, scaleX: s, scaleY: s, rotation: 0)
            zoomed.alpha = full ? 1 : 0
        }
    }

    /// The view under the dismissal finger: shrunk by `percent` and moved by `translation` (points),
    /// the dimming lightened in proportion (docs/gestures.md, "The zoom dismissal").
    func follow(translation: Vector, percent p: Double) {
        runtime.animations.performWithoutAnimation {
            dimming.alpha = dimmingAlpha * (1 - p)
            presenter.transform = presenterTransform(progress: 1 - p)
            if source != nil {
                zoomed.frame = geometry.dismissalFrame(translation: translation, percent: p)
                zoomed.cornerRadius = geometry.cornerRadius(progress: 1 - p)
            } else {
                let s = 1 - (1 - Self.fallbackScale) * p
                zoomed.transform = Transform2D(translationX: translation.dx, translationY: translation.dy, scaleX: s, scaleY: s, rotation: 0)
            }
        }
    }

    /// Animates to full size or to the source's size with the zoom's spring carrying `velocity`
    /// (fractions of the remaining distance per second), in `group` when given; `completion` runs at
    /// the end.
    func animate(full: Bool, velocity: Double, group: AnimationGroup?, completion: @escaping (Bool) -> Void) {
        let spring = ZoomTransitionSpec.spring(velocity: velocity)
        runtime.animations.animate(duration: spring.settlingDuration, timing: .physicalSpring(spring), group: group,
                                   changes: { apply(full: full) }, completion: completion)
    }

    /// The spring velocity that carries the finger's `velocity` (points per second) on towards full
    /// size (`full`) or the source's size: `ZoomGeometry.springVelocity` from the view's centre now.
    func springVelocity(_ velocity: Vector, towardsFull full: Bool) -> Double {
        let now = zoomed.presentationFrame.center
        let target = (full ? geometry.full : geometry.source).center
        return ZoomGeometry.springVelocity(velocity, from: now, to: target)
    }

    /// The end of the transition: the source shown again, the dimming view removed, the zoomed view's
    /// and the presenter's transforms and the zoomed view's opacity put back (a completed pop resets
    /// it to its layout anyway; the presenter leaves the container after a push).
    func cleanUp() {
        source?.isHidden = false
        dimming.removeFromSuperview()
        runtime.animations.performWithoutAnimation {
            presenter.transform = .identity
            zoomed.transform = .identity
            zoomed.alpha = 1
        }
    }
}
