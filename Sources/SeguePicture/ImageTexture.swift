import SegueCore
import SegueRender
import SeguePixels

/// A view's image as the pictures draw it (docs/scenarios.md, "Images"): the image scaled once to
/// its placement's size in picture pixels (`ImageFit`), sampled bilinearly at each pixel centre
/// mapped back into the view's bounds; outside the placement (an aspect-fit's margins) the view's
/// colour, and the image's own transparency over it.
struct ImageTexture {
    let image: ScaledImage
    /// The image's rectangle in the view's bounds; unit: points.
    let place: Rect
    /// Image pixels per point, across and down.
    let kx: Double, ky: Double
    let base: RGB

    /// The texture of `v` drawn through `map` (bounds → picture pixels); nil when the view has
    /// no loaded image or the library lacks it.
    init?(_ v: SceneView, map: Affine, images: ImageLibrary?) {
        guard let ref = v.image, ref.isLoaded, let images else { return nil }
        let place = ref.placement(width: v.frame.width, height: v.frame.height)
        let across = (map.a * map.a + map.b * map.b).squareRoot(), down = (map.c * map.c + map.d * map.d).squareRoot()
        let w = Int((place.width * across).rounded()), h = Int((place.height * down).rounded())
        guard w >= 1, h >= 1, w <= 8192, h <= 8192, let image = images.scaled(ref.sha256, width: w, height: h) else { return nil }
        self.image = image
        self.place = place
        kx = Double(w) / place.width
        ky = Double(h) / place.height
        base = v.color
    }

    /// The colour at (`u`, `v`) in the view's bounds (points).
    @inline(__always) func color(_ u: Double, _ v: Double) -> RGB {
        let x = (u - place.minX) * kx, y = (v - place.minY) * ky
        guard x >= 0, y >= 0, x < Double(image.width), y < Double(image.height) else { return base }
        let argb = image.bilinear(x, y)
        let rgb = RGB(r: UInt8(truncatingIfNeeded: argb >> 16), g: UInt8(truncatingIfNeeded: argb >> 8), b: UInt8(truncatingIfNeeded: argb))
        let alpha = argb >> 24
        return alpha == 255 ? rgb : rgb.over(base, alpha: Double(alpha) / 255)
    }
}
