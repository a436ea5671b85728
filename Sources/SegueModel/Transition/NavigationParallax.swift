import SegueSupport
import SegueScenario

/// The two views UIKit's `_UINavigationParallaxTransition` adds to the system push and pop
/// (docs/transitions.md, "UIKit's own transitions"): a dimming view (`_UIParallaxDimmingView`,
/// black at `dimmingAlpha`) over the covered view, moving with it, and a 9-pt edge shadow
/// (`_UIVerticalEdgeShadowView`) against the leading edge of the moving top view. Both are
/// tracks of the transition like the screens' own, so an interactive pop scrubs them.
enum NavigationParallax {
    /// The dimming view's id and timeline row.
    static let dimmingID = "parallaxDimming"
    /// The edge shadow's id and timeline row.
    static let shadowID = EdgeShadow.viewID
    /// The dimming view's alpha at full dimming (amount 1); black. Unitless, 0…1; 0.1.
    static let dimmingAlpha = 0.1
    /// The shadow's width; unit: points; 9.
    static let shadowWidth = 9.0

    /// The dimming and shadow tracks for a transition whose tracks are `resolved`: on a push
    /// (`forward`) the dimming covers the from view (alpha 0 → 0.1) and the shadow fades 1 → 0;
    /// on a pop the dimming covers the to view (0.1 → 0) and the shadow fades 0 → 1. The views
    /// are made, put into the container above the covered view, and start at their start values
    /// when the tracks' start values are applied. Nothing when a role view has no x track.
    static func tracks(_ context: TransitionContext, resolved: [ResolvedTrack], forward: Bool, runtime: Runtime) -> [ResolvedTrack] {
        let under = context.view(forKey: forward ? .from : .to), top = context.view(forKey: forward ? .to : .from)
        guard let under, let top,
              let u = resolved.first(where: { $0.view === under }), let t = resolved.first(where: { $0.view === top }),
              let u0 = u.start[.x], let u1 = u.end[.x], let t0 = t.start[.x], let t1 = t.end[.x] else { return [] }
        let bounds = context.bounds
        let dimming = View(runtime: runtime, id: dimmingID, frame: bounds, color: .black)
        let shadow = View(runtime: runtime, id: shadowID, frame: Rect(x: -shadowWidth, y: 0, width: shadowWidth, height: bounds.height),
                          color: .black)
        for v in [dimming, shadow] {
            v.border = false
            v.alpha = 0
        }
        let container = context.containerView
        container.insertSubview(dimming, aboveSubview: under)
        container.insertSubview(shadow, aboveSubview: dimming)
        let w = shadowWidth
        func track(_ v: View, _ start: [AnimatableProperty: Double], _ end: [AnimatableProperty: Double]) -> ResolvedTrack {
            ResolvedTrack(spec: TrackSpec(target: .element(screen: "system", element: v.id)), view: v, start: start, end: end, keyframes: [])
        }
        let a = dimmingAlpha
        return [
            track(dimming, [.x: u0, .alpha: forward ? 0 : a], [.x: u1, .alpha: forward ? a : 0]),
            track(shadow, [.x: t0 - w, .alpha: forward ? 1 : 0], [.x: t1 - w, .alpha: forward ? 0 : 1]),
        ]
    }

    /// Takes the dimming and shadow views out of `container` (at the transition's end).
    static func remove(from container: View) {
        for v in container.subviews where v.id == dimmingID || v.id == shadowID { v.removeFromSuperview() }
    }
}
