#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueCore
import SegueRender

/// Fills a rounded rectangle, mapped by an affine transform, into a picture with antialiased
/// edges: each pixel's centre is mapped back into the rectangle's own coordinates, and its
/// coverage is 0.5 minus its signed distance to the rounded outline, in pixels, clamped to 0…1.
enum RoundedRectFill {
    /// Fills the rectangle `0…width × 0…height` (the view's bounds; unit: points) with corners of
    /// `radius` points, mapped to pixels by `map`, in `color` with opacity `alpha` 0…1 — or, where
    /// `texture` has a pixel (an image view), in the texture's colour there.
    static func fill(width: Double, height: Double, radius: Double, map: Affine, color: RGB, alpha: Double,
                     texture: ImageTexture? = nil, into image: inout PixelImage) {
        let det = map.a * map.d - map.b * map.c
        guard width > 0, height > 0, det.isFinite, abs(det) > 1e-12 else { return }
        let corners = [map.apply(0, 0), map.apply(width, 0), map.apply(width, height), map.apply(0, height)]
        guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        let x0 = max(0, Int(corners.map(\.x).min()!.rounded(.down)) - 1)
        let x1 = min(image.width, Int(corners.map(\.x).max()!.rounded(.up)) + 1)
        let y0 = max(0, Int(corners.map(\.y).min()!.rounded(.down)) - 1)
        let y1 = min(image.height, Int(corners.map(\.y).max()!.rounded(.up)) + 1)
        guard x0 < x1, y0 < y1 else { return }
        // The inverse map, pixels → bounds, and the pixels a point of the bounds spans.
        let ia = map.d / det, ib = -map.b / det, ic = -map.c / det, id = map.a / det
        let itx = -(ia * map.tx + ic * map.ty), ity = -(ib * map.tx + id * map.ty)
        let pixelsPerPoint = sqrt(abs(det))
        let r = max(0, min(radius, min(width, height) / 2))
        let hw = width / 2, hh = height / 2
        let opaque = alpha >= 1
        var color = color
        var (cr, cg, cb) = (Double(color.r), Double(color.g), Double(color.b))
        let stride = image.width
        image.bytes.withUnsafeMutableBufferPointer { px in
            for y in y0..<y1 {
                let py = Double(y) + 0.5
                var u = ia * (Double(x0) + 0.5) + ic * py + itx, v = ib * (Double(x0) + 0.5) + id * py + ity
                for x in x0..<x1 {
                    defer { u += ia; v += ib }
                    let d = signedDistanceCentred(u - hw, v - hh, hw: hw, hh: hh, r: r) * pixelsPerPoint
                    if d >= 0.5 { continue }
                    let coverage = d <= -0.5 ? 1 : 0.5 - d
                    let i = 3 * (y * stride + x)
                    if let texture {
                        color = texture.color(u, v)
                        (cr, cg, cb) = (Double(color.r), Double(color.g), Double(color.b))
                    }
                    if opaque && coverage >= 1 {
                        px[i] = color.r; px[i + 1] = color.g; px[i + 2] = color.b
                        continue
                    }
                    let a = alpha * coverage, k = 1 - a
                    px[i] = UInt8(cr * a + Double(px[i]) * k + 0.5)
                    px[i + 1] = UInt8(cg * a + Double(px[i + 1]) * k + 0.5)
                    px[i + 2] = UInt8(cb * a + Double(px[i + 2]) * k + 0.5)
                }
            }
        }
    }

    /// The signed distance from (x, y) to the outline of the rounded rectangle `0…width ×
    /// 0…height` with corners of `radius` (negative inside); all in one unit.
    static func signedDistance(_ x: Double, _ y: Double, width: Double, height: Double, radius: Double) -> Double {
        let r = max(0, min(radius, min(width, height) / 2))
        return signedDistanceCentred(x - width / 2, y - height / 2, hw: width / 2, hh: height / 2, r: r)
    }

    /// The same about the centre: (x, y) from the centre, half sizes `hw`, `hh`, radius `r` ≤ both.
    @inline(__always) private static func signedDistanceCentred(_ x: Double, _ y: Double, hw: Double, hh: Double, r: Double) -> Double {
        let qx = abs(x) - (hw - r), qy = abs(y) - (hh - r)
        let ox = max(qx, 0), oy = max(qy, 0)
        let outside = ox == 0 && oy == 0 ? 0 : (ox * ox + oy * oy).squareRoot()
        return outside + min(max(qx, qy), 0) - r
    }
}
