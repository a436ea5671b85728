/// How the navigation parallax's edge shadow (`_UIVerticalEdgeShadowView`, the view
/// `parallaxShadow`) is drawn, in the terminal and in pictures (docs/chrome.md): a dark gradient
/// across its width, clear at its left side and darkest at its right side, against the leading
/// edge of the view it belongs to. The view's own alpha (the transition's) multiplies it.
///
/// UIKit draws the shadow from an image whose values could not be recovered: black from
/// `maximumAlpha` (0.3) at the edge to 0, falling off quadratically, is segue's estimate.
public enum EdgeShadow {
    /// The id of the shadow view, its timeline row.
    public static let viewID = "parallaxShadow"
    /// The opacity at the edge, before the view's alpha; unitless; 0.3 (an estimate).
    public static let maximumAlpha = 0.3

    /// The opacity at `u` across the shadow (0 its left side, 1 its right side, clamped):
    /// `maximumAlpha` × u².
    public static func alpha(at u: Double) -> Double {
        let c = min(max(u, 0), 1)
        return maximumAlpha * c * c
    }

    /// The shadow as `count` (≥ 1) vertical strips of equal width, left to right: each strip's
    /// start and end as fractions of the width and its opacity, the gradient's at its middle.
    public static func strips(_ count: Int) -> [(start: Double, end: Double, alpha: Double)] {
        let n = max(count, 1)
        return (0..<n).map { k in
            let a = Double(k) / Double(n), b = Double(k + 1) / Double(n)
            return (a, b, alpha(at: (a + b) / 2))
        }
    }
}
