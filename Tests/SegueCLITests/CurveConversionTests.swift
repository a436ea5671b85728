import Foundation
import Testing

/// `segue curve SPEC --as MODEL` (docs/cli.md): the converted spring, its notes, and the largest
/// difference of the two curves, checked against formulas written out here.
struct CurveConversionTests {
    /// The `max |Δ| = D at t = T s` line, parsed.
    private func difference(_ r: SegueResult) -> (d: Double, t: Double) {
        let last = r.lines.last ?? ""
        let words = last.split(separator: " ")
        #expect(last.hasPrefix("max |Δ| = "), "\(last)")
        guard words.count == 9 else { return (.nan, .nan) }
        return (Double(words[3]) ?? .nan, Double(words[7]) ?? .nan)
    }

    /// The numbers after each `label: ` in a spec line.
    private func value(_ label: String, in line: String) -> Double {
        guard let range = line.range(of: label + ": ") else { return .nan }
        let rest = line[range.upperBound...].prefix { "0123456789.-e".contains($0) }
        return Double(rest) ?? .nan
    }

    /// A conversion that keeps the curve exactly (the same physical spring in other words) has
    /// a difference of ~0.
    @Test(arguments: ["physical", "framer", "swiftui"])
    func exactConversionsDifferByNothing(model: String) throws {
        let r = try runSegue(["curve", "spring(mass: 1, stiffness: 170, damping: 15, velocity: 2)", "--as", model])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(difference(r).d < 1e-6)
    }

    /// Block spring → physical: m = 1, k = ω0², c = 2ζω0 with docs/animation.md's fitted
    /// ω0 = 22.0669 rad/s for ζ 0.6 over 0.5 s. The block spring is cut at 0.5 s and snapped to
    /// 1 (p(0.5) = 1.000539 in the docs' table), so the curves differ by at least that much.
    @Test func blockToPhysical() throws {
        let r = try runSegue(["curve", "spring(duration: 0.5, damping: 0.6, velocity: 0)", "--as", "physical"])
        #expect(r.status == 0)
        let line = r.lines[0]
        #expect(line.hasPrefix("spring(mass: 1, stiffness: "))
        let w0 = 22.0669
        #expect(abs(value("stiffness", in: line) - w0 * w0) < 0.01)
        #expect(abs(value("damping", in: line) - 2 * 0.6 * w0) < 1e-3)
        let d = difference(r).d
        #expect(d >= 0.000539 - 1e-6 && d < 0.002)
        // What it prints is a curve spec that `segue curve` takes.
        #expect(try runSegue(["curve", line, "--csv", "--samples", "2"]).status == 0)
    }

    /// Physical → perceptual: duration = 2π/ω0, bounce = 1 − ζ; the velocity is dropped, with a note.
    @Test func physicalToPerceptualDropsTheVelocity() throws {
        let r = try runSegue(["curve", "spring(mass: 1, stiffness: 100, damping: 10, velocity: 2)", "--as", "perceptual"])
        #expect(r.status == 0)
        #expect(abs(value("duration", in: r.lines[0]) - 2 * Double.pi / 10) < 1e-6)
        #expect(abs(value("bounce", in: r.lines[0]) - 0.5) < 1e-6)
        #expect(r.lines[1] == "note: the perceptual spring takes no initial velocity: velocity 2 is dropped")
        #expect(difference(r).d > 0.01)
        let still = try runSegue(["curve", "spring(mass: 1, stiffness: 100, damping: 10)", "--as", "perceptual"])
        #expect(still.lines.count == 2)
    }

    /// Physical → UIKit: the printed duration fits back to ω0 (the docs' ζ 0.6 / 0.5 s pair).
    @Test func physicalToUIKitFindsTheDuration() throws {
        let r = try runSegue(["curve", "spring(mass: 1, stiffness: 486.948547, damping: 26.480293)", "--as", "uikit"])
        #expect(r.status == 0)
        #expect(abs(value("duration", in: r.lines[0]) - 0.5) < 1e-5)
        #expect(abs(value("damping", in: r.lines[0]) - 0.6) < 1e-6)
    }

    /// Overdamping cannot be a block spring: one note line says so.
    @Test func overdampedToUIKitSaysSo() throws {
        let r = try runSegue(["curve", "spring(mass: 1, stiffness: 100, damping: 30, allowsOverdamping: true)", "--as", "uikit"])
        #expect(r.status == 0)
        #expect(value("damping", in: r.lines[0]) == 1)
        #expect(r.lines[1] == "note: UIKit's block spring cannot be overdamped: ζ 1.5 is written as 1")
    }

    /// POP: speed = (tension − 0.5)/199.5 · 34 and bounciness from the friction, for POP's
    /// defaults (bounciness 4, speed 12 → tension 70.911765, friction from the third fit).
    @Test func popRecoversItsDefaults() throws {
        let t = 0.5 + 199.5 * 12 / 34
        let f0 = 0.00000045 * t * t * t - 0.000332 * t * t + 0.1078 * t + 5.84
        let b = 0.8 * 4 / 34
        let friction = f0 + (0.01 - f0) * (2 * b - b * b)
        let spec = "spring(mass: 1, stiffness: \(t), damping: \(friction))"
        let r = try runSegue(["curve", spec, "--as", "pop"])
        #expect(r.status == 0)
        #expect(abs(value("springBounciness", in: r.lines[0]) - 4) < 1e-5)
        #expect(abs(value("springSpeed", in: r.lines[0]) - 12) < 1e-5)
        #expect(difference(r).d < 1e-6)
    }

    /// Framer's classic spring: tension = k/m, friction = c/m.
    @Test func framerDividesByTheMass() throws {
        let r = try runSegue(["curve", "spring(mass: 2, stiffness: 300, damping: 12)", "--as", "framer"])
        #expect(r.lines[0] == "Framer spring(tension: 150, friction: 6, velocity: 0)")
    }

    @Test(arguments: [
        (["spring(duration: 0.5, bounce: 0.3)", "--as", "wobble"],
         "segue: curve: --as: unknown model 'wobble'; the models are uikit, physical, perceptual, swiftui, pop, framer"),
        (["spring(duration: 0.5, bounce: 0.3)", "--as", "uikt"],
         "segue: curve: --as: unknown model 'uikt' (did you mean 'uikit'?); the models are uikit, physical, perceptual, swiftui, pop, framer"),
        (["easeInOut", "--as", "uikit"], "segue: curve: --as needs a spring; 'easeInOut' is a Bézier curve"),
        (["spring(duration: 0.5, bounce: 0.3)", "--as", "pop", "--csv"],
         "segue: curve: --as prints the converted spring; it does not go with --csv"),
    ])
    func badConversionsAreOneLineAndExitTwo(arguments: [String], expected: String) throws {
        let r = try runSegue(["curve"] + arguments)
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == expected + "\n")
    }
}
