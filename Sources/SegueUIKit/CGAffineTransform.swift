import SegueCore

/// https://developer.apple.com/documentation/corefoundation/cgaffinetransform — Core Graphics'
/// row-vector convention: a point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty), and
/// `t1.concatenating(t2)` applies t1 first. A view keeps its transform as translation, rotation
/// and scale (docs/user-code.md, "The API"): a shear is not representable and is dropped.
public struct CGAffineTransform: Sendable, Hashable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// A translation; unit: points.
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    /// A scale; unitless factors.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// A rotation; unit: radians, clockwise on screen (y grows downward).
    public init(rotationAngle angle: CGFloat) {
        let (s, c) = (CGFloat(sin(Double(angle))), CGFloat(cos(Double(angle))))
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    public static let identity = CGAffineTransform()
    public var isIdentity: Bool { self == .identity }

    /// `self` applied first, then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                          c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                          tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A translation applied before `self`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale applied before `self`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation (radians) applied before `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse; `self` when it is singular (as Core Graphics answers).
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0 else { return self }
        return CGAffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                                 tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// The model's transform: scale, then rotation, then translation (a shear is dropped).
    var modelTransform: Transform2D {
        let sx = (a * a + b * b).squareRoot()
        let rotation = atan2(Double(b), Double(a))
        let sy = sx == 0 ? (c * c + d * d).squareRoot() : (a * d - b * c) / sx
        return Transform2D(translationX: Double(tx), translationY: Double(ty), scaleX: Double(sx), scaleY: Double(sy), rotation: rotation)
    }

    /// `modelTransform` with its angle the turn nearest `rotation` (radians): a matrix has no
    /// turns, and Core Animation goes from one transform to the next the short way (within half a
    /// turn) — so does the model, whose rotation is a number it interpolates as it stands.
    func modelTransform(near rotation: Double) -> Transform2D {
        var t = modelTransform
        let turn = 2 * Double.pi
        t.rotation += turn * ((rotation - t.rotation) / turn).rounded()
        return t
    }

    /// The transform a model transform is.
    init(_ t: Transform2D) {
        self = CGAffineTransform(scaleX: CGFloat(t.scaleX), y: CGFloat(t.scaleY))
            .concatenating(CGAffineTransform(rotationAngle: CGFloat(t.rotation)))
            .concatenating(CGAffineTransform(translationX: CGFloat(t.translationX), y: CGFloat(t.translationY)))
    }
}

extension CGPoint {
    /// The point `t` maps this one to.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size `t` maps this one to (its linear part only).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding the four corners `t` maps this one's to.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: maxX, y: maxY), CGPoint(x: minX, y: maxY)]
            .map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

/// https://developer.apple.com/documentation/corefoundation/cgvector — unit: the caller's.
public struct CGVector: Sendable, Hashable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init() { self.init(dx: 0, dy: 0) }
    public static let zero = CGVector()
}
