import SegueCore
import SeguePixels

extension Canvas {
    /// Paints samples `[l, r)` (0…8) of one half of cell `i` (`bottom` false = the upper half)
    /// with `color` (packed RGB) at the paint's opacity: one image pixel (docs/screen.md, "Images").
    @inline(__always) func paintImagePixel(_ i: Int, bottom: Bool, _ l: Int, _ r: Int, _ color: UInt32, _ p: Paint) {
        let base = makeComplex(i) + (bottom ? Canvas.samplesAcross : 0)
        for k in (base + l)..<(base + r) {
            samples[k] = p.isOpaque ? color : Packed.over(color, samples[k], p.alpha)
        }
    }

    /// An opaque image's two pixels filling cell `i` whole: the upper half `top`, the lower
    /// `bottom` (packed RGB), owned as the cell is.
    @inline(__always) func paintImageCell(_ i: Int, top: UInt32, bottom: UInt32) {
        let base = takeBlock(i)
        samples.advanced(by: base).update(repeating: top, count: Canvas.samplesAcross)
        samples.advanced(by: base + Canvas.samplesAcross).update(repeating: bottom, count: Canvas.samplesAcross)
        sampleOwner.advanced(by: base).update(repeating: owner[i], count: Canvas.samplesPerCell)
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
        let canvas = self.canvas
        image.pixels.withUnsafeBufferPointer { pixels in
            let map = ImageSampling(ua: inverse.a * kx, uc: inverse.c * kx, ut: (inverse.tx - place.minX) * kx,
                                    va: inverse.b * ky, vc: inverse.d * ky, vt: (inverse.ty - place.minY) * ky,
                                    pixels: pixels, width: tw, height: th, viewColor: paint.color)
            if s.isAxisAligned, paint.isOpaque {
                Self.paintAxisAligned(map, canvas, rows: rows, span: span(rows.lowerBound))
                return
            }
            for j in rows {
                let (a, b) = span(j)
                guard a < b else { continue }
                let y = Double(j) + 0.5, rowBase = (j / 2) * canvas.width, bottom = j % 2 == 1
                for c in (a / 8)...((b - 1) / 8) {
                    guard let rgb = map.color(x: Double(8 * c + 4), y: y) else { continue }
                    canvas.paintImagePixel(rowBase + c, bottom: bottom, max(a - 8 * c, 0), min(b - 8 * c, 8), rgb, paint)
                }
            }
        }
    }

    /// The common case, an opaque view without rotation: every covered sample row has the same
    /// columns `[a, b)`, the image column of a cell depends on its column alone and the image
    /// row on its row alone (computed once each), and cells covered whole take both pixels at once.
    private static func paintAxisAligned(_ map: ImageSampling, _ canvas: Canvas, rows: Range<Int>, span: (Int, Int)) {
        let (a, b) = span
        guard a < b else { return }
        let cFirst = a / 8, cLast = (b - 1) / 8
        let opaque = Paint(color: map.viewColor, alpha: 1, owner: 0, takesOwnership: false, dims: false, hidesTextBeneath: false)
        withUnsafeTemporaryAllocation(of: ImageSampling.Tap.self, capacity: cLast - cFirst + 1) { columns in
            for c in cFirst...cLast { columns[c - cFirst] = map.tap(map.ua * Double(8 * c + 4) + map.ut, size: map.width) }
            for r in (rows.lowerBound / 2)...((rows.upperBound - 1) / 2) {
                let jt = 2 * r, jb = 2 * r + 1
                let top = rows.contains(jt) ? map.tap(map.vc * (Double(jt) + 0.5) + map.vt, size: map.height) : .outside
                let bottom = rows.contains(jb) ? map.tap(map.vc * (Double(jb) + 0.5) + map.vt, size: map.height) : .outside
                let rowBase = r * canvas.width
                for c in cFirst...cLast {
                    let column = columns[c - cFirst]
                    let l = max(a - 8 * c, 0), rr = min(b - 8 * c, 8)
                    let t = map.color(column, top), d = map.color(column, bottom)
                    if let t, let d, l == 0, rr == 8 {
                        canvas.paintImageCell(rowBase + c, top: t, bottom: d)
                        continue
                    }
                    if let t { canvas.paintImagePixel(rowBase + c, bottom: false, l, rr, t, opaque) }
                    if let d { canvas.paintImagePixel(rowBase + c, bottom: true, l, rr, d, opaque) }
                }
            }
        }
    }
}

/// Sample coordinates → a scaled image's pixels, and the colour there.
struct ImageSampling {
    var ua, uc, ut, va, vc, vt: Double
    /// The scaled image's pixels (valid while its buffer is borrowed), packed ARGB.
    var pixels: UnsafeBufferPointer<UInt32>
    /// The scaled image's size; unit: pixels.
    var width, height: Int
    /// Packed RGB under the image's transparent pixels.
    var viewColor: UInt32

    /// The colour (packed RGB) at sample position (`x`, `y`); nil outside the image (an
    /// aspect-fit's margins keep the view's colour).
    @inline(__always) func color(x: Double, y: Double) -> UInt32? {
        let u = ua * x + uc * y + ut, v = va * x + vc * y + vt
        guard u >= 0, u < Double(width), v >= 0, v < Double(height) else { return nil }
        return opaque(ScaledImage.bilinear(pixels, width: width, height: height, u, v))
    }

    /// The two pixels and the weight (0…256 of the second) that position `p` (pixel units,
    /// centres at +0.5) interpolates along an axis of `size` pixels; `first` −1 outside it.
    struct Tap {
        var first: Int32, second: Int32, weight: UInt32
        static let outside = Tap(first: -1, second: -1, weight: 0)
    }

    @inline(__always) func tap(_ p: Double, size: Int) -> Tap {
        guard p >= 0, p < Double(size) else { return .outside }
        let x = min(max(p - 0.5, 0), Double(size - 1)), x0 = Int(x)
        return Tap(first: Int32(x0), second: Int32(min(x0 + 1, size - 1)), weight: UInt32((x - Double(x0)) * 256 + 0.5))
    }

    /// The colour at a column tap and a row tap (packed RGB), nil when either is outside.
    @inline(__always) func color(_ column: Tap, _ row: Tap) -> UInt32? {
        guard column.first >= 0, row.first >= 0 else { return nil }
        let r0 = Int(row.first) * width, r1 = Int(row.second) * width, x0 = Int(column.first), x1 = Int(column.second)
        let upper = ScaledImage.mix(pixels[r0 + x0], pixels[r0 + x1], column.weight)
        return opaque(row.weight == 0 ? upper : ScaledImage.mix(upper, ScaledImage.mix(pixels[r1 + x0], pixels[r1 + x1], column.weight), row.weight))
    }

    /// `argb` over the view's colour by its alpha, packed RGB.
    @inline(__always) func opaque(_ argb: UInt32) -> UInt32 {
        let alpha = argb >> 24
        return alpha == 255 ? argb & 0xFF_FFFF : Packed.over(argb & 0xFF_FFFF, viewColor, Double(alpha) / 255)
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
