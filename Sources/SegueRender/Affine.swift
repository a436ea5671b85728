#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueCore

/// An affine map `p ↦ (a·x + c·y + tx, b·x + d·y + ty)`: from a view's own bounds (origin at its
/// frame's top-left, unit: points) to the container, or on to the rasteriser's sample grid (or a
/// picture's pixels, SeguePicture).
public struct Affine: Equatable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = Affine(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    @inline(__always) public func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        (a * x + c * y + tx, b * x + d * y + ty)
    }

    /// `self ∘ other`: apply `other` first.
    public func concatenating(_ o: Affine) -> Affine {
        Affine(a: a * o.a + c * o.b, b: b * o.a + d * o.b,
               c: a * o.c + c * o.d, d: b * o.c + d * o.d,
               tx: a * o.tx + c * o.ty + tx, ty: b * o.tx + d * o.ty + ty)
    }

    /// Whether the map keeps rectangles axis-aligned (no rotation or shear, up to 1e-9).
    public var isAxisAligned: Bool {
        let scale = max(abs(a), abs(b), abs(c), abs(d), 1e-300)
        return abs(b) <= 1e-9 * scale && abs(c) <= 1e-9 * scale
    }

    /// The map of a view's bounds into its parent's bounds: `frame` placed in the parent, then
    /// `transform` (scale, rotation, translation — see `Transform2D`) about the anchor.
    public static func view(frame: Rect, transform t: Transform2D, anchor: Anchor) -> Affine {
        let ax = anchor.x * frame.width, ay = anchor.y * frame.height  // anchor in the view's bounds
        let cs = cos(t.rotation), sn = sin(t.rotation)
        // Linear part: rotation · scale.
        let a = cs * t.scaleX, b = sn * t.scaleX, c = -sn * t.scaleY, d = cs * t.scaleY
        // p ↦ frame.origin + anchor + L(p − anchor) + translation
        let tx = frame.minX + ax + t.translationX - (a * ax + c * ay)
        let ty = frame.minY + ay + t.translationY - (b * ax + d * ay)
        return Affine(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }
}
