import SegueCore

extension Canvas {
    /// Paints samples `[l, r)` (0…8) of one half of cell `i` (`bottom` false = the upper half)
    /// with `color` (packed RGB) at the paint's opacity: one image pixel (docs/screen.md, "Images").
    @inline(__always) func paintImagePixel(_ i: Int, bottom: Bool, _ l: Int, _ r: Int, _ color: UInt32, _ p: Paint) {
        let base = makeComplex(i) + (bottom ? Canvas.samplesAcross : 0)
        for k in (base + l)..<(base + r) {
            samples[k] = p.isOpaque ? color : Packed.over(color, samples[k], p.alpha)
        }
    }
}

extension Rasterizer {
    /// Draws `v`'s image over its fill (docs/screen.md, "Images"): two pixels a cell, one per
    /// half (so the cells resolve to `▀` with the upper pixel as foreground), each the colour of
    /// the scaled image at the pixel centre mapped back through the view's transform; samples the
    /// view does not cover (its sub-cell edges) keep what is behind. `s` maps the view's bounds
    /// (points) to samples; `span(row)` gives the covered sample columns of a sample row in
    /// `rows`. Pattern modes draw no image.
    mutating func paintImage(_ v: SceneView, _ s: Affine, _ paint: Paint, rows: Range<Int>, span: (Int) -> (Int, Int)) {
        guard let ref = v.image, ref.isLoaded, !options.usesPatterns, let images, !rows.isEmpty,
              let inverse = s.inverted() else { return }
        let place = ref.placement(width: v.frame.width, height: v.frame.height)
        // One sample row is one pixel row; one cell column (8 samples) one pixel column.
        let tw = Int((place.width * (s.a / 8).hypot(s.b)).rounded()), th = Int((place.height * (s.c / 8).hypot(s.d)).rounded())
        guard tw >= 1, th >= 1, tw <= 8192, th <= 8192,
              let image = images.scaled(ref.sha256, width: tw, height: th) else { return }
        // Sample coordinates → image pixels: u = ua·x + uc·y + ut (and v alike).
        let kx = Double(tw) / place.width, ky = Double(th) / place.height
        let ua = inverse.a * kx, uc = inverse.c * kx, ut = (inverse.tx - place.minX) * kx
        let va = inverse.b * ky, vc = inverse.d * ky, vt = (inverse.ty - place.minY) * ky
        let w = Double(tw), h = Double(th)
        let viewColor = paint.color
        for j in rows {
            let (a, b) = span(j)
            guard a < b else { continue }
            let y = Double(j) + 0.5, rowBase = (j / 2) * canvas.width, bottom = j % 2 == 1
            for c in (a / 8)...((b - 1) / 8) {
                let x = Double(8 * c + 4)
                let u = ua * x + uc * y + ut, vv = va * x + vc * y + vt
                guard u >= 0, u < w, vv >= 0, vv < h else { continue }
                let argb = image.bilinear(u, vv)
                let alpha = argb >> 24
                let rgb = alpha == 255 ? argb & 0xFF_FFFF : Packed.over(argb & 0xFF_FFFF, viewColor, Double(alpha) / 255)
                canvas.paintImagePixel(rowBase + c, bottom: bottom, max(a - 8 * c, 0), min(b - 8 * c, 8), rgb, paint)
            }
        }
    }
}

extension Affine {
    /// The inverse map; nil when the map is singular (a view scaled to 0).
    public func inverted() -> Affine? {
        let det = a * d - b * c
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return Affine(a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }
}

extension Double {
    /// √(self² + other²).
    @inline(__always) fileprivate func hypot(_ other: Double) -> Double { (self * self + other * other).squareRoot() }
}
