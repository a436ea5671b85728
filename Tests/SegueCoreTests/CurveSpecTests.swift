import Foundation
import Testing
@testable import SegueCore

/// Closed form of an underdamped spring with x(0) = −1, x'(0) = v0, written out here
/// independently of `Spring`: p(t) = 1 − e^(−ζω0 t)·(cos ωd t + (ζω0 − v0)/ωd · sin ωd t).
private func underdamped(mass m: Double, stiffness k: Double, damping c: Double, v0: Double, t: Double) -> Double {
    let w0 = (k / m).squareRoot(), z = c / (2 * (k * m).squareRoot())
    let wd = w0 * (1 - z * z).squareRoot()
    return 1 - exp(-z * w0 * t) * (cos(wd * t) + (z * w0 - v0) / wd * sin(wd * t))
}

struct CurveSpecFormTests {
    @Test(arguments: [
        ("linear", TimingCurve.linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInOut", .easeInOut), ("default", .systemDefault),
    ])
    func namedCurves(name: String, curve: TimingCurve) throws {
        for text in [name, "  \(name)\t", "\n\(name) "] {
            let spec = try CurveSpec.parse(text)
            #expect(spec.kind == .curve)
            #expect(spec.timing == .curve(curve))
            #expect(spec.text == name)
            #expect(spec.duration == nil)
            #expect(spec.evaluator(defaultDuration: 2).duration == 2)
        }
    }

    @Test func everyNamedCurveParses() throws {
        for (name, curve) in TimingCurve.named {
            #expect(try CurveSpec.parse(name).timing == .curve(curve))
        }
    }

    @Test(arguments: ["bezier(0.42,0,0.58,1)", " bezier ( 0.42 , 0 , 0.58 , 1 ) ", "bezier(.42, -0, 5.8e-1, +1)"])
    func bezier(text: String) throws {
        let spec = try CurveSpec.parse(text)
        #expect(spec.kind == .curve)
        #expect(spec.timing == .curve(.bezier(CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))))
        #expect(spec.text == "bezier(0.42,0,0.58,1)")
        // The same control points as easeInOut, so the docs/animation.md check values hold.
        let e = spec.evaluator(defaultDuration: 1)
        for (x, y) in zip([0.1, 0.25, 0.5, 0.75, 0.9], [0.019722, 0.129162, 0.5, 0.870838, 0.980278]) {
            #expect(abs(e.progress(elapsed: x) - y) < 1e-6)
        }
    }

    @Test func bezierMayOvershootInY() throws {
        let spec = try CurveSpec.parse("bezier(0.3,-0.5,0.7,1.5)")
        #expect(spec.timing == .curve(.bezier(CubicBezier(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.5))))
    }

    @Test(arguments: [
        "spring(duration: 0.5, damping: 0.6, velocity: 0)",
        "spring(velocity: 0, damping: 0.6, duration: 0.5)",
        "spring(damping:0.6,duration:0.5)",
        "  spring (\n duration :0.5 ,damping : 0.6 )  ",
    ])
    func blockSpring(text: String) throws {
        let spec = try CurveSpec.parse(text)
        #expect(spec.kind == .blockSpring)
        #expect(spec.timing == .blockSpring(dampingRatio: 0.6, velocity: 0, duration: 0.5))
        #expect(spec.text == "spring(duration: 0.5, damping: 0.6, velocity: 0)")
        #expect(spec.warnings.isEmpty)
        // The plot duration is the spring's own duration, whatever the default.
        let e = spec.evaluator(defaultDuration: 3)
        #expect(e.duration == 0.5)
        // docs/animation.md check values, ζ = 0.6, v = 0.
        for (f, p) in zip([0.1, 0.25, 0.5, 0.75, 1.0], [0.373586, 0.998183, 1.036927, 0.991685, 1.000539]) {
            #expect(abs(e.progress(elapsed: f * 0.5) - p) < 1e-6)
        }
    }

    @Test func blockSpringWithoutDurationUsesTheDefault() throws {
        let spec = try CurveSpec.parse("spring(damping: 0.8)")
        #expect(spec.timing == .blockSpring(dampingRatio: 0.8, velocity: 0, duration: nil))
        #expect(spec.text == "spring(damping: 0.8, velocity: 0)")
        let e = spec.evaluator(defaultDuration: 2)
        #expect(e.duration == 2)
        // docs/animation.md: ω0·d = 8.994297 for ζ = 0.8, v = 0.
        #expect(abs(e.spring!.undampedFrequency * 2 - 8.994297) < 1e-6)
    }

    @Test func blockSpringVelocity() throws {
        let spec = try CurveSpec.parse("spring(duration: 1, damping: 0.5, velocity: -2.5)")
        #expect(spec.timing == .blockSpring(dampingRatio: 0.5, velocity: -2.5, duration: 1))
    }

    @Test(arguments: [1.5, 1.0000001, 40])
    func blockSpringDampingAboveOneClampsWithAWarning(damping: Double) throws {
        let spec = try CurveSpec.parse("spring(duration: 0.5, damping: \(damping))")
        #expect(spec.timing == .blockSpring(dampingRatio: 1, velocity: 0, duration: 0.5))
        #expect(spec.warnings.count == 1)
        #expect(spec.warnings.first?.contains("clamped to 1") == true)
    }

    @Test func dampingExactlyOneIsNotAWarning() throws {
        #expect(try CurveSpec.parse("spring(duration: 0.5, damping: 1)").warnings.isEmpty)
    }

    @Test(arguments: ["spring(duration: 0.5, bounce: 0.3)", "spring(bounce:0.3 , duration:0.5)"])
    func perceptualSpring(text: String) throws {
        let spec = try CurveSpec.parse(text)
        #expect(spec.kind == .perceptualSpring)
        #expect(spec.timing == .perceptualSpring(bounce: 0.3, duration: 0.5))
        #expect(spec.text == "spring(duration: 0.5, bounce: 0.3)")
        let e = spec.evaluator(defaultDuration: 9)
        // docs/animation.md form 2: m = 1, k = (2π/d)², c = 4πζ/d with ζ = 1 − bounce.
        let k = pow(2 * Double.pi / 0.5, 2), c = 4 * Double.pi * 0.7 / 0.5
        for t in [0.05, 0.1, 0.2, 0.35, 0.5] {
            #expect(abs(e.progress(elapsed: t) - underdamped(mass: 1, stiffness: k, damping: c, v0: 0, t: t)) < 1e-9)
        }
        // It runs until settled: the plot duration is CASpringAnimation's settling duration
        // (0.862955 s, docs/animation.md), not 0.5.
        #expect(abs(e.duration - 0.862955) < 1e-6)
    }

    @Test func perceptualSpringWithoutDurationUsesTheDefault() throws {
        let spec = try CurveSpec.parse("spring(bounce: -0.5)")
        #expect(spec.timing == .perceptualSpring(bounce: -0.5, duration: nil))
        // ζ = 1/(1 + bounce) = 2 with the default duration 2 → k = π², c = 4π·2/2.
        let s = spec.evaluator(defaultDuration: 2).spring!
        #expect(abs(s.stiffness - Double.pi * Double.pi) < 1e-9)
        #expect(abs(s.dampingRatio - 2) < 1e-9)
    }

    @Test(arguments: [
        ("spring(mass: 1, stiffness: 100, damping: 10, velocity: 0)", 1.0, 100.0, 10.0, 0.0),
        ("spring(stiffness: 200)", 1, 200, 10, 0),
        ("spring(mass: 2)", 2, 100, 10, 0),
        ("spring(damping: 4, velocity: 3, stiffness: 50, mass: 0.5)", 0.5, 50, 4, 3),
        ("spring(mass:1,stiffness:100,damping:0)", 1, 100, 0, 0),
    ])
    func physicalSpring(text: String, m: Double, k: Double, c: Double, v: Double) throws {
        let spec = try CurveSpec.parse(text)
        #expect(spec.kind == .physicalSpring)
        #expect(spec.timing == .physicalSpring(Spring(mass: m, stiffness: k, damping: c, initialVelocity: v)))
        #expect(spec.duration == nil)
        let e = spec.evaluator(defaultDuration: 1)
        for t in [0.01, 0.1, 0.3] {
            #expect(abs(e.progress(elapsed: t) - underdamped(mass: m, stiffness: k, damping: c, v0: v, t: t)) < 1e-9)
        }
    }

    @Test func physicalSpringCanonicalText() throws {
        #expect(try CurveSpec.parse("spring(stiffness:170 , damping: 15)").text
            == "spring(mass: 1, stiffness: 170, damping: 15, velocity: 0)")
        #expect(try CurveSpec.parse("spring(stiffness:170 , damping: 40, allowsOverdamping: false)").text
            == "spring(mass: 1, stiffness: 170, damping: 40, velocity: 0)")
        #expect(try CurveSpec.parse("spring(allowsOverdamping:true, stiffness:170 , damping: 40)").text
            == "spring(mass: 1, stiffness: 170, damping: 40, velocity: 0, allowsOverdamping: true)")
    }

    /// ζ = 30 / (2√100) = 1.5: critical with ω0 = 10 unless allowsOverdamping: true.
    @Test(arguments: [("", false), (", allowsOverdamping: false", false), (", allowsOverdamping: true", true)])
    func physicalSpringOverdamping(suffix: String, overdamps: Bool) throws {
        let spec = try CurveSpec.parse("spring(mass: 1, stiffness: 100, damping: 30\(suffix))")
        #expect(spec.timing == .physicalSpring(Spring(mass: 1, stiffness: 100, damping: 30, allowsOverdamping: overdamps)))
        let e = spec.evaluator()
        for t in [0.05, 0.2, 0.5] {
            // Critical: 1 − (1 + 10t)e^(−10t). Overdamped: roots r = −15 ± √125.
            let r1 = -15 + 125.0.squareRoot(), r2 = -15 - 125.0.squareRoot()
            let c1 = r2 / (r1 - r2), c2 = -1 - c1
            let expected = overdamps ? 1 + c1 * exp(r1 * t) + c2 * exp(r2 * t) : 1 - (1 + 10 * t) * exp(-10 * t)
            #expect(abs(e.progress(elapsed: t) - expected) < 1e-9, "t=\(t)")
        }
    }

    /// UISpringTimingParameters(dampingRatio:initialVelocity:): the block spring over the
    /// caller's duration (docs/animation.md check values: ζ 0.6, v 0 → ω0·d = 11.033455;
    /// d 1, ζ 0.5, v 3 → ω0 = 5.8155).
    @Test(arguments: [
        ("spring(dampingRatio: 0.6, velocity: 0)", 0.6, 0.0, 0.5, 11.033455 / 0.5, "spring(dampingRatio: 0.6, velocity: 0)"),
        ("spring(dampingRatio:0.6)", 0.6, 0.0, 2.0, 11.033455 / 2, "spring(dampingRatio: 0.6, velocity: 0)"),
        ("spring(velocity: 3, dampingRatio: 0.5)", 0.5, 3.0, 1.0, 5.8155, "spring(dampingRatio: 0.5, velocity: 3)"),
    ] as [(String, Double, Double, Double, Double, String)])
    func timingParametersSpring(text: String, zeta: Double, v: Double, duration: Double, omega: Double, canonical: String) throws {
        let spec = try CurveSpec.parse(text)
        #expect(spec.kind == .blockSpring)
        #expect(spec.timing == .blockSpring(dampingRatio: zeta, velocity: v, duration: nil))
        #expect(spec.duration == nil)
        #expect(spec.text == canonical)
        #expect(spec.warnings.isEmpty)
        let e = spec.evaluator(defaultDuration: duration)
        #expect(e.duration == duration)
        #expect(abs(e.spring!.undampedFrequency - omega) < 1e-4)
    }

    @Test func timingParametersDampingRatioAboveOneWarns() throws {
        let spec = try CurveSpec.parse("spring(dampingRatio: 2)")
        #expect(spec.timing == .blockSpring(dampingRatio: 1, velocity: 0, duration: nil))
        #expect(spec.warnings.count == 1)
        #expect(spec.warnings.first?.hasPrefix("dampingRatio 2 clamped to 1") == true)
    }
}

struct CurveSpecErrorTests {
    /// (spec, column, a fragment the message must contain).
    @Test(arguments: [
        ("spring(damping: -1)", 17, "damping must be > 0"),
        ("spring(damping: 0)", 17, "damping must be > 0"),
        ("bezier(1,2)", 1, "needs 4 numbers (x1, y1, x2, y2), got 2"),
        ("  bezier(0.1, 0, 0.2, 1, 5)", 3, "got 5"),
        ("wobble", 1, "unknown curve 'wobble'"),
        ("easeInOt", 1, "did you mean 'easeInOut'?"),
        ("easeinout", 1, "did you mean 'easeInOut'?"),
        ("sprung(damping: 0.5)", 1, "did you mean 'spring'?"),
        ("", 1, "empty curve spec"),
        ("   ", 1, "empty curve spec"),
        ("1.5", 1, "expected a curve name"),
        ("bezier(1.5,0,0.5,1)", 8, "x1 must be in [0, 1]"),
        ("bezier(0.4, 0, -0.1, 1)", 16, "x2 must be in [0, 1]"),
        ("bezier(0.4,0,0.5,1e9)", 18, "y2 must be in [-100, 100] (got 1000000000)"),
        ("bezier(x1: 0.4, 0, 0.5, 1)", 8, "without labels"),
        ("bezier", 1, "bezier needs 4 numbers in parentheses"),
        ("bezier(0.4,0,0.5,1", 19, "missing ')'"),
        ("bezier(0.4,0,0.5,1) x", 21, "unexpected 'x' after ')'"),
        ("bezier(0.4,nan,0.5,1)", 12, "'nan' is not a number"),
        ("bezier(0.4,inf,0.5,1)", 12, "'inf' is not a number"),
        ("bezier(0.4,1e999,0.5,1)", 12, "'1e999' is too large"),
        ("bezier(0.4,1..2,0.5,1)", 12, "'1..2' is not a number"),
        ("bezier(0.4,0,,1)", 14, "expected a number, found ','"),
        ("bezier(0.4;0,0.5,1)", 8, "'0.4;0' is not a number"),
        ("bezier(0.4 0,0.5,1)", 12, "expected ',' or ')', found '0'"),
        ("easeInOut()", 1, "takes no arguments"),
        ("easeInOut x", 11, "unexpected 'x' after 'easeInOut'"),
        ("spring", 1, "spring needs parameters"),
        ("spring()", 8, "spring needs damping"),
        ("spring(duration: 0.5)", 21, "spring needs damping"),
        ("spring(duration: 0, damping: 0.5)", 18, "duration must be in [0.01, 60] seconds (got 0)"),
        ("spring(duration: -1, damping: 0.5)", 18, "duration must be in [0.01, 60] seconds (got -1)"),
        ("spring(duration: 61, damping: 0.5)", 18, "duration must be in [0.01, 60] seconds (got 61)"),
        ("spring(damping: 0.5, damping: 0.6)", 22, "damping given twice"),
        ("spring(dampng: 0.5)", 8, "unknown spring parameter 'dampng' (did you mean 'damping'?)"),
        ("spring(0.5, 0.6)", 8, "spring parameters need labels"),
        ("spring(damping 0.5)", 16, "expected ':' after 'damping'"),
        ("spring(damping: )", 17, "damping: expected a number, found ')'"),
        ("spring(damping: 0.5", 20, "missing ')'"),
        ("spring(2x: 1)", 8, "'2x' is not a label"),
        ("spring(damping: 0.5, velocity: 1000)", 32, "velocity must be within ±100"),
        ("spring(bounce: 1.5)", 16, "bounce must be in [-1, 1]"),
        ("spring(bounce: -1.01, duration: 1)", 16, "bounce must be in [-1, 1]"),
        ("spring(duration: 0.5, bounce: 0.3, damping: 1)", 36, "damping cannot be combined with bounce"),
        ("spring(bounce: 0.3, velocity: 1)", 21, "velocity does not apply"),
        ("spring(mass: 0)", 14, "mass must be > 0"),
        ("spring(mass: 20000)", 14, "mass must be > 0 and ≤ 10000 (got 20000)"),
        ("spring(stiffness: -5)", 19, "stiffness must be > 0"),
        ("spring(mass: 1, damping: -1)", 26, "damping must be in [0, 1000000] (got -1)"),
        ("spring(mass: 1, duration: 1)", 17, "duration does not apply to a physical spring"),
        ("spring(stiffness: 100, bounce: 0.2)", 24, "bounce cannot be combined with stiffness"),
        ("spring(mass: 0.001, stiffness: 10000)", 21, "ω0 = √(k/m) = 3162 rad/s"),
        ("spring(dampingRatio: 0.5, duration: 1)", 27, "duration does not apply to spring(dampingRatio:, velocity:)"),
        ("spring(dampingRatio: 0.5, damping: 0.5)", 27, "damping cannot be combined with dampingRatio"),
        ("spring(dampingRatio: 0)", 22, "dampingRatio must be > 0 (got 0)"),
        ("spring(dampingRatio: -1, velocity: 1)", 22, "dampingRatio must be > 0"),
        ("spring(dampingRatio: 0.5, velocity: 200)", 37, "velocity must be within ±100"),
        ("spring(dampingRatio: 0.5, bounce: 0.2)", 8, "dampingRatio cannot be combined with bounce"),
        ("spring(dampingRatio: 0.5, mass: 1)", 8, "dampingRatio cannot be combined with mass"),
        ("spring(dampingRatoi: 0.5)", 8, "did you mean 'dampingRatio'?"),
        ("spring(mass: 1, allowsOverdamping: 1)", 36, "allowsOverdamping must be true or false (got '1')"),
        ("spring(mass: 1, allowsOverdamping: yes)", 36, "allowsOverdamping must be true or false (got 'yes')"),
        ("spring(mass: 1, allowOverdamping: true)", 17, "did you mean 'allowsOverdamping'?"),
        ("spring(mass: 1, damping: true)", 26, "damping: 'true' is not a number"),
        ("spring(damping: 0.5, allowsOverdamping: true)", 22, "allowsOverdamping applies only to a physical spring"),
        ("spring(bounce: 0.2, allowsOverdamping: true)", 21, "allowsOverdamping does not apply to spring(duration:, bounce:)"),
    ] as [(String, Int, String)])
    func error(spec: String, column: Int, fragment: String) {
        do {
            let parsed = try CurveSpec.parse(spec)
            Issue.record("'\(spec)' parsed as \(parsed.text)")
        } catch {
            #expect(error.column == column, "\(spec): \(error)")
            #expect(error.message.contains(fragment), "\(spec): \(error)")
            #expect(!error.message.contains("\n"))
            #expect(error.description == "column \(column): \(error.message)")
        }
    }

    @Test func unknownCurveListsEveryName() {
        do {
            _ = try CurveSpec.parse("wobble")
            Issue.record("parsed")
        } catch {
            for (name, _) in TimingCurve.named { #expect(error.message.contains(name)) }
            #expect(error.message.contains("bezier(") && error.message.contains("spring("))
            #expect(!error.message.contains("did you mean"))
        }
    }
}
