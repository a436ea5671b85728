import Foundation
import Testing
@testable import SegueCore

/// Cubic Bézier timing curves (docs/animation.md) against the Bernstein form evaluated in the test.
struct TimingCurveTests {
    /// Control points (x1, y1, x2, y2) of every curve the sweep covers.
    static let controlPoints: [(name: String, p: [Double])] = [
        ("linear", [0, 0, 1, 1]),
        ("easeIn", [0.42, 0, 1, 1]),
        ("easeOut", [0, 0, 0.58, 1]),
        ("easeInOut", [0.42, 0, 0.58, 1]),
        ("default", [0.25, 0.1, 0.25, 1]),
        // x'(s) = 3(1−2s)²: a flat inflection in the middle; Newton cannot cross it.
        ("flat middle", [1, 0, 0, 1]),
        // x'(0) = x'(1) = 0: flat at both ends.
        ("flat ends", [0, 1, 1, 0]),
        // Nearly flat in the middle (x'(0.5) = 0.015).
        ("near flat", [0.99, 0, 0.01, 1]),
        // Flat at the end only.
        ("flat end", [1, 0, 1, 1]),
        ("flat start", [0, 0, 0, 1]),
        // Overshooting y (easeInOutBack-like).
        ("overshoot", [0.68, -0.55, 0.27, 1.55]),
        ("steep", [0.1, 0.9, 0.2, 1]),
        ("material", [0.4, 0, 0.2, 1]),
    ]

    /// The curve under test for a row of `controlPoints`: the named case where there is one.
    static func curve(_ row: (name: String, p: [Double])) -> TimingCurve {
        if let named = TimingCurve(name: row.name) { return named }
        return .bezier(CubicBezier(x1: row.p[0], y1: row.p[1], x2: row.p[2], y2: row.p[3]))
    }

    @Test("named curves have the docs' control points", arguments: [
        ("linear", [0.0, 0, 1, 1]), ("easeIn", [0.42, 0, 1, 1]), ("easeOut", [0, 0, 0.58, 1]),
        ("easeInOut", [0.42, 0, 0.58, 1]), ("default", [0.25, 0.1, 0.25, 1]),
    ])
    func namedControlPoints(name: String, p: [Double]) throws {
        let b = try #require(TimingCurve(name: name)).bezier
        #expect([b.x1, b.y1, b.x2, b.y2] == p)
    }

    /// Sweep the parameter s, compute the point (x(s), y(s)) from the Bernstein form, and ask
    /// the solver for y at that x.
    @Test("y(forX: x(s)) = y(s) over a sweep of s", arguments: controlPoints)
    func sweep(row: (name: String, p: [Double])) {
        let c = Self.curve(row)
        let (x1, y1, x2, y2) = (row.p[0], row.p[1], row.p[2], row.p[3])
        var worst = 0.0
        for i in 0...2000 {
            let s = Double(i) / 2000
            let x = MathReference.bernstein(s, x1, x2)
            let y = MathReference.bernstein(s, y1, y2)
            let got = c.bezier.y(forX: x)
            worst = max(worst, abs(got - y))
            #expect(abs(got - y) < 1e-6, "\(row.name) s=\(s) x=\(x): \(got) vs \(y)")
            #expect(abs(c(x) - y) < 1e-6)
        }
        #expect(worst < 1e-6)
    }

    /// Around the zero-slope inflection of [1,0,0,1] the graph y(x) is nearly vertical. With
    /// u = s − ½ the curve is exactly x = ½ + 4u³, y = ½ + 1.5u − 2u³, so the exact answer is
    /// u = ∛((x − ½)/4). The solver must pin x to a few ulps for this: at x = ½ ± 1e-11 an
    /// x tolerance of 1e-12 would leave y 2e-6 off. (At x = ½ itself one rounding of x moves y
    /// by ~1e-5; the sweep's s = ½ hits x = ½ exactly, where y = ½ by symmetry.)
    @Test("flat inflection: exact inverse near x = 0.5", arguments: [1e-3, 1e-5, 1e-7, 1e-9, 1e-11])
    func flatInflection(offset: Double) {
        let c = CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1)
        for x in [0.5 - offset, 0.5 + offset] {
            let u = Foundation.cbrt((x - 0.5) / 4)
            let expected = 0.5 + 1.5 * u - 2 * u * u * u
            #expect(abs(c.y(forX: x) - expected) < 1e-6, "x=\(x): \(c.y(forX: x)) vs \(expected)")
        }
    }

    @Test("the solver agrees with bisection at arbitrary x", arguments: controlPoints)
    func arbitraryX(row: (name: String, p: [Double])) {
        let c = Self.curve(row)
        for i in 0...997 {
            let x = Double(i) / 997
            let expected = MathReference.bezierY(x: x, row.p[0], row.p[1], row.p[2], row.p[3])
            #expect(abs(c(x) - expected) < 1e-6, "\(row.name) x=\(x)")
        }
    }

    @Test("endpoints are exact and x is clamped outside [0, 1]", arguments: controlPoints)
    func endpointsAndClamping(row: (name: String, p: [Double])) {
        let c = Self.curve(row)
        #expect(c(0) == 0)
        #expect(c(1) == 1)
        #expect(c.bezier.y(forX: 0) == 0)
        #expect(c.bezier.y(forX: 1) == 1)
        for x in [-1e9, -1, -0.5, -1e-12] { #expect(c(x) == 0) }
        for x in [1 + 1e-12, 1.5, 2, 1e9] { #expect(c(x) == 1) }
        #expect(c.bezier.parameter(forX: -3) == 0)
        #expect(c.bezier.parameter(forX: 3) == 1)
    }

    /// With y1, y2 in [0, 1] the Bernstein coefficients of y'(s) are y1, y2 − y1, 1 − y2 and
    /// y1 − y2 ≤ √(y1(1 − y2)), so y(s) never decreases; x(s) never decreases for x1, x2 in [0, 1].
    @Test("monotonic in x when y1, y2 are in [0, 1]",
          arguments: controlPoints.filter { (0...1).contains($0.p[1]) && (0...1).contains($0.p[3]) })
    func monotonic(row: (name: String, p: [Double])) {
        let c = Self.curve(row)
        var previous = c(0)
        for i in 1...5000 {
            let y = c(Double(i) / 5000)
            #expect(y >= previous - 1e-9, "\(row.name) decreases at x=\(Double(i) / 5000)")
            previous = y
        }
    }

    @Test("linear is the identity")
    func linearIdentity() {
        for i in 0...100 {
            let x = Double(i) / 100
            #expect(TimingCurve.linear(x) == x)
            #expect(abs(TimingCurve.linear.bezier.y(forX: x) - x) < 1e-12)
        }
    }

    @Test("easeInOut is point-symmetric about (½, ½)")
    func easeInOutSymmetry() {
        for i in 0...100 {
            let x = Double(i) / 100
            #expect(abs(TimingCurve.easeInOut(x) + TimingCurve.easeInOut(1 - x) - 1) < 1e-9)
        }
    }

    @Test("names round-trip", arguments: TimingCurve.named.map(\.name))
    func namesRoundTrip(name: String) throws {
        let c = try #require(TimingCurve(name: name))
        #expect(c.name == name)
        #expect(TimingCurve(name: c.name) == c)
    }

    @Test("unknown names are refused", arguments: ["", "ease", "EaseInOut", "easeinout", "bezier(0,0,1,1)", "linear "])
    func unknownNames(name: String) {
        #expect(TimingCurve(name: name) == nil)
    }

    @Test("custom curves are named by their control points", arguments: [
        ([0.1, 0.2, 0.3, 0.4], "bezier(0.1,0.2,0.3,0.4)"),
        ([0.68, -0.55, 0.27, 1.55], "bezier(0.68,-0.55,0.27,1.55)"),
        ([1, 0, 0, 1], "bezier(1,0,0,1)"),
        ([0.123456, 0, 0.5, 1], "bezier(0.123456,0,0.5,1)"),
    ])
    func customNames(p: [Double], name: String) {
        #expect(TimingCurve.bezier(CubicBezier(x1: p[0], y1: p[1], x2: p[2], y2: p[3])).name == name)
    }

    @Test("x control points are clamped to [0, 1]")
    func controlPointClamping() {
        let b = CubicBezier(x1: -0.5, y1: 0.2, x2: 1.7, y2: 0.8)
        #expect(b.x1 == 0 && b.x2 == 1)
        #expect(b.y1 == 0.2 && b.y2 == 0.8)
        #expect(b == CubicBezier(x1: 0, y1: 0.2, x2: 1, y2: 0.8))
    }
}
