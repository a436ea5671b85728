import SegueSupport

/// A cubic Bézier timing function with P0 = (0, 0) and P3 = (1, 1), as Core Animation's
/// `CAMediaTimingFunction(controlPoints:)`.
///
/// `y(forX:)` solves the curve for the progress at a given fraction of the duration: the
/// polynomial coefficients are precomputed, a first guess is read from a sampled table,
/// refined by Newton's method, and bisection takes over whenever Newton would leave the
/// bracket or the slope is too flat. The result is accurate to better than 1e-6.
public struct CubicBezier: Sendable, Equatable, Hashable {
    /// x of the first control point; unit: fraction of the duration; range [0, 1].
    public let x1: Double
    /// y of the first control point; unit: fraction of the progress; any finite value (overshoot allowed).
    public let y1: Double
    /// x of the second control point; unit: fraction of the duration; range [0, 1].
    public let x2: Double
    /// y of the second control point; unit: fraction of the progress; any finite value.
    public let y2: Double

    // Polynomial coefficients: x(s) = ((ax·s + bx)·s + cx)·s, likewise y.
    private let ax, bx, cx, ay, by, cy: Double

    /// Creates the curve. `x1` and `x2` are clamped to [0, 1] so that x is monotonic in the
    /// parameter (callers that want an error for out-of-range values validate first).
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        let x1 = min(max(x1, 0), 1), x2 = min(max(x2, 0), 1)
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    public static func == (a: CubicBezier, b: CubicBezier) -> Bool {
        a.x1 == b.x1 && a.y1 == b.y1 && a.x2 == b.x2 && a.y2 == b.y2
    }

    public func hash(into h: inout Hasher) {
        h.combine(x1); h.combine(y1); h.combine(x2); h.combine(y2)
    }

    @inline(__always) private func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    @inline(__always) private func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    @inline(__always) private func slopeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

    /// The curve parameter s in [0, 1] whose x equals `x` (x clamped to [0, 1]).
    public func parameter(forX x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        // First guess from an 11-point table of x(s), interpolated linearly within its interval.
        var lo = 0.0, hi = 1.0
        var previousX = 0.0
        for i in 1...10 {
            let s = Double(i) / 10
            let sx = sampleX(s)
            if sx >= x {
                lo = Double(i - 1) / 10
                hi = s
                break
            }
            previousX = sx
        }
        let span = sampleX(hi) - previousX
        var s = span > 0 ? lo + (x - previousX) / span * (hi - lo) : (lo + hi) / 2
        // Newton's method, kept inside the bracket [lo, hi]. The tolerance on x is a few units
        // in the last place: where x'(s) is nearly 0 (a flat stretch of x) a looser one would
        // leave s, and so y, far off.
        for _ in 0..<8 {
            let error = sampleX(s) - x
            if abs(error) < 1e-15 { return s }
            if error > 0 { hi = s } else { lo = s }
            let d = slopeX(s)
            guard abs(d) > 1e-9 else { break }
            let next = s - error / d
            guard next > lo, next < hi else { break }
            s = next
        }
        // Bisection fallback: always converges because x(s) is monotonic for x1, x2 in [0, 1].
        // It stops on an exact hit or when the bracket is down to 1e-15.
        for _ in 0..<64 {
            s = (lo + hi) / 2
            let error = sampleX(s) - x
            if error == 0 || hi - lo < 1e-15 { return s }
            if error > 0 { hi = s } else { lo = s }
        }
        return (lo + hi) / 2
    }

    /// The progress y at the fraction `x` of the duration (x clamped to [0, 1]).
    public func y(forX x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return sampleY(parameter(forX: x))
    }
}

/// A named or custom timing curve (docs/animation.md).
public enum TimingCurve: Sendable, Equatable, Hashable {
    case linear
    case easeIn
    case easeOut
    /// UIKit's default for block animations.
    case easeInOut
    /// Core Animation's implicit default, `kCAMediaTimingFunctionDefault`.
    case systemDefault
    /// A custom cubic Bézier.
    case bezier(CubicBezier)

    /// The names accepted in scenario files and curve specs, with their curves.
    public static let named: [(name: String, curve: TimingCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInOut", .easeInOut), ("default", .systemDefault),
    ]

    /// Looks a curve up by its name (`linear`, `easeIn`, `easeOut`, `easeInOut`, `default`).
    public init?(name: String) {
        guard let entry = Self.named.first(where: { $0.name == name }) else { return nil }
        self = entry.curve
    }

    /// The name of a named curve, or `bezier(x1,y1,x2,y2)` for a custom one.
    public var name: String {
        if let entry = Self.named.first(where: { $0.curve == self }) { return entry.name }
        let b = bezier
        return "bezier(\(DecimalText.compact(b.x1)),\(DecimalText.compact(b.y1)),\(DecimalText.compact(b.x2)),\(DecimalText.compact(b.y2)))"
    }

    private static let linearBezier = CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    private static let easeInBezier = CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    private static let easeOutBezier = CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    private static let easeInOutBezier = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    private static let defaultBezier = CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)

    /// The curve's control points as a Bézier.
    public var bezier: CubicBezier {
        switch self {
        case .linear: Self.linearBezier
        case .easeIn: Self.easeInBezier
        case .easeOut: Self.easeOutBezier
        case .easeInOut: Self.easeInOutBezier
        case .systemDefault: Self.defaultBezier
        case .bezier(let b): b
        }
    }

    /// Progress at the fraction `x` of the duration; x is clamped to [0, 1].
    public func callAsFunction(_ x: Double) -> Double {
        if case .linear = self { return min(max(x, 0), 1) }
        return bezier.y(forX: x)
    }
}
