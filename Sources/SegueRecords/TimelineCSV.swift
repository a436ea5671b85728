#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueCore
import SegueRender

/// The numeric timeline export (docs/panel-and-exports.md): one row per frame per view in the container,
/// bottom to top: `t,phase,percent,view,x,y,width,height,scale,rotation,alpha`.
///
/// - `t`: session time in seconds, 4 decimals;
/// - `percent`: the transition's time offset / duration, 6 decimals, empty when idle;
/// - `view`: the screen id, `cover`, `dimming` (a presentation controller's dimming view),
///   `parallaxDimming` and `parallaxShadow` (UIKit's own push and pop), or `screen.element` for
///   an element (a subview) or a snapshot of one;
/// - `x`, `y`, `width`, `height`: the frame before the view's own transform, points relative to
///   the container, 3 decimals;
/// - `scale`: the view's own transform's horizontal scale (views scale uniformly here), 6
///   decimals; `rotation`: its own rotation, degrees, 3 decimals; `alpha`: its own alpha, 0…1,
///   6 decimals.
///
/// The system chrome follows the views (docs/chrome.md): `navigationBar` with its labels
/// (`navigationBar.back.<screen>`, `navigationBar.title.<screen>`), `tabBar` with its items
/// (`tabBar.item.<screen>`), `statusBar`; a scenario with every bar off has no chrome rows.
///
/// Every visible subview gets a row right after its parent's (and its own subviews after it),
/// bottom to top. Its frame is what `superview.convert(frame, to: container)` gives on the
/// presentation layers: the parents' transforms (translation, scale, rotation about their
/// anchors) are applied, and under a rotated parent it is the bounding box of the mapped frame;
/// under untransformed parents it is the frame moved by their origins. Scale, rotation and
/// alpha are the view's own, as its presentation layer has them: what it shows is its alpha
/// times its parents'. Hidden views get no rows. A snapshot is a view like any other: a
/// top-level one has its frame in the container already. Numbers are formatted without locale
/// and never as `-0`, so output is byte-identical run after run.
public enum TimelineCSV {
    public static let header = "t,phase,percent,view,x,y,width,height,scale,rotation,alpha"

    static func number(_ v: Double, _ decimals: Int) -> String {
        DecimalText.fixed(v, decimals: decimals)
    }

    /// One view's values in a frame, unrounded: what a row says after `t`, `phase` and `percent`.
    public struct Sample: Sendable, Equatable {
        /// The screen id, `cover`, or `screen.element`.
        public var view: String
        /// The frame before the view's own transform, relative to the container; unit: points.
        public var frame: Rect
        /// The view's own scale; unitless.
        public var scale: Double
        /// The view's own rotation; unit: degrees.
        public var rotation: Double
        /// The view's own alpha, 0…1.
        public var alpha: Double
    }

    /// The rows of one frame at session time `t`; with `presented`, each view's box as it
    /// appears (its own transform applied too) instead of its frame (default false).
    public static func rows(t: Double, scene: Scene, presented: Bool = false) -> [String] {
        let lead = number(t, 4) + "," + scene.panel.phase.rawValue + "," + (scene.panel.percent.map { number($0, 6) } ?? "") + ","
        return samples(scene, presented: presented).map { s in
            lead + [s.view, number(s.frame.minX, 3), number(s.frame.minY, 3), number(s.frame.width, 3), number(s.frame.height, 3),
                    number(s.scale, 6), number(s.rotation, 3), number(s.alpha, 6)].joined(separator: ",")
        }
    }

    /// Every view's values in `scene`, in row order (bottom to top, each element right after
    /// its parent), unrounded (`segue test` compares these). With `presented` (default false)
    /// each frame is the box the view covers on screen: its own transform applied too.
    public static func samples(_ scene: Scene, presented: Bool = false) -> [Sample] {
        var out: [Sample] = []
        for v in scene.views { append(v, parent: nil, presented: presented, to: &out) }
        for v in scene.chrome { append(v, parent: nil, presented: presented, to: &out) }
        return out
    }

    /// The sample of `v` and then its subviews'; `parent` maps `v`'s parent's bounds to the
    /// container (nil for the container itself).
    private static func append(_ v: SceneView, parent: Affine?, presented: Bool, to out: inout [Sample]) {
        var frame = parent.map { boundingBox(of: v.frame, under: $0) } ?? v.frame
        if presented && !v.transform.isIdentity {
            let own = Affine.view(frame: v.frame, transform: v.transform, anchor: v.anchor)
            frame = boundingBox(of: Rect(x: 0, y: 0, width: v.frame.width, height: v.frame.height),
                                under: parent.map { $0.concatenating(own) } ?? own)
        }
        out.append(Sample(view: v.id, frame: frame, scale: v.transform.scaleX, rotation: v.transform.rotation * 180 / Double.pi,
                          alpha: v.alpha))
        guard !v.subviews.isEmpty else { return }
        // An untransformed view only moves its subviews by its origin: added exactly, no rounding noise.
        let own = v.transform.isIdentity
            ? Affine(a: 1, b: 0, c: 0, d: 1, tx: v.frame.minX, ty: v.frame.minY)
            : Affine.view(frame: v.frame, transform: v.transform, anchor: v.anchor)
        let map = parent.map { $0.concatenating(own) } ?? own
        for s in v.subviews { append(s, parent: map, presented: presented, to: &out) }
    }

    /// The smallest axis-aligned rectangle holding `r` mapped by `m` (exact when `m` only moves
    /// and scales).
    static func boundingBox(of r: Rect, under m: Affine) -> Rect {
        let corners = [m.apply(r.minX, r.minY), m.apply(r.maxX, r.minY), m.apply(r.minX, r.maxY), m.apply(r.maxX, r.maxY)]
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return Rect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }
}
