import Foundation

/// Reference mathematics written for the tests, independently of the code under test: a
/// Bézier in Bernstein form solved by plain bisection, a damped oscillator in complex-exponential
/// form, and a fourth-order Runge–Kutta integrator. Nothing here calls SegueCore.
enum MathReference {
    // MARK: Bézier, Bernstein form

    /// One coordinate of a cubic Bézier with P0 = 0, P3 = 1 and inner control values c1, c2:
    /// B(s) = 3(1−s)²s·c1 + 3(1−s)s²·c2 + s³.
    static func bernstein(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * c1 + 3 * r * s * s * c2 + s * s * s
    }

    /// y at x for the curve with control points (x1, y1), (x2, y2), by bisection on the
    /// parameter (x(s) is non-decreasing for x1, x2 in [0, 1]); 200 halvings.
    static func bezierY(x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if bernstein(mid, x1, x2) < x { lo = mid } else { hi = mid }
        }
        return bernstein((lo + hi) / 2, y1, y2)
    }

    /// easeInOut (0.42, 0, 0.58, 1) by bisection.
    static func easeInOut(_ x: Double) -> Double { bezierY(x: x, 0.42, 0, 0.58, 1) }

    // MARK: Damped oscillator, complex-exponential form

    struct Complex {
        var re: Double, im: Double
        init(_ re: Double, _ im: Double = 0) { self.re = re; self.im = im }
        static func + (a: Complex, b: Complex) -> Complex { Complex(a.re + b.re, a.im + b.im) }
        static func - (a: Complex, b: Complex) -> Complex { Complex(a.re - b.re, a.im - b.im) }
        static func * (a: Complex, b: Complex) -> Complex {
            Complex(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re)
        }
        static func / (a: Complex, b: Complex) -> Complex {
            let d = b.re * b.re + b.im * b.im
            return Complex((a.re * b.re + a.im * b.im) / d, (a.im * b.re - a.re * b.im) / d)
        }
        /// e^z = e^re (cos im + i sin im).
        static func exp(_ z: Complex) -> Complex {
            let m = Foundation.exp(z.re)
            return Complex(m * cos(z.im), m * sin(z.im))
        }
    }

    /// x(t), x'(t) of m·x'' + c·x' + k·x = 0 with x(0) = x0, x'(0) = v0.
    ///
    /// Characteristic roots r = (−c ± √(c² − 4mk)) / 2m. Distinct roots (real or complex):
    /// x = C1·e^(r1 t) + C2·e^(r2 t) with C1 + C2 = x0 and C1 r1 + C2 r2 = v0, so
    /// C1 = (v0 − r2 x0)/(r1 − r2), C2 = (r1 x0 − v0)/(r1 − r2). A double root r (c² = 4mk):
    /// x = (x0 + (v0 − r x0) t)·e^(rt).
    static func oscillator(m: Double, c: Double, k: Double, x0: Double, v0: Double, t: Double,
                           doubleRoot: Bool = false) -> (x: Double, v: Double) {
        let disc = c * c - 4 * m * k
        if doubleRoot {
            let r = -c / (2 * m)
            let b = v0 - r * x0
            let e = Foundation.exp(r * t)
            return ((x0 + b * t) * e, (b + r * (x0 + b * t)) * e)
        }
        let sq = disc >= 0 ? Complex(disc.squareRoot()) : Complex(0, (-disc).squareRoot())
        let r1 = (Complex(-c) + sq) / Complex(2 * m)
        let r2 = (Complex(-c) - sq) / Complex(2 * m)
        let c1 = (Complex(v0) - r2 * Complex(x0)) / (r1 - r2)
        let c2 = (r1 * Complex(x0) - Complex(v0)) / (r1 - r2)
        let e1 = Complex.exp(r1 * Complex(t)), e2 = Complex.exp(r2 * Complex(t))
        let x = c1 * e1 + c2 * e2
        let v = c1 * r1 * e1 + c2 * r2 * e2
        return (x.re, v.re)
    }

    // MARK: Runge–Kutta

    /// Integrates m·x'' + c·x' + k·x = 0 from (x0, v0) with classical RK4 and step `dt`,
    /// returning (x, v) at each requested time (times ascending; each is hit exactly by
    /// shortening the last step before it).
    static func rk4(m: Double, c: Double, k: Double, x0: Double, v0: Double,
                    times: [Double], dt: Double = 2e-5) -> [(x: Double, v: Double)] {
        func acc(_ x: Double, _ v: Double) -> Double { -(c * v + k * x) / m }
        var x = x0, v = v0, t = 0.0
        var out: [(x: Double, v: Double)] = []
        for target in times {
            while t < target {
                let h = min(dt, target - t)
                let k1x = v, k1v = acc(x, v)
                let k2x = v + h / 2 * k1v, k2v = acc(x + h / 2 * k1x, v + h / 2 * k1v)
                let k3x = v + h / 2 * k2v, k3v = acc(x + h / 2 * k2x, v + h / 2 * k2v)
                let k4x = v + h * k3v, k4v = acc(x + h * k3x, v + h * k3v)
                x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                t = (h == target - t) ? target : t + h
            }
            out.append((x, v))
        }
        return out
    }
}
