import Testing
@testable import SegueCore

/// The check values printed in docs/animation.md and docs/animation.md, verbatim.
struct SpecValuesTests {
    @Test(arguments: [
        (TimingCurve.easeInOut, [0.019722, 0.129162, 0.5, 0.870838, 0.980278]),
        (TimingCurve.easeOut, [0.160572, 0.378138, 0.684643, 0.906535, 0.982973]),
    ])
    func curveCheckValues(curve: TimingCurve, expected: [Double]) {
        for (x, y) in zip([0.1, 0.25, 0.5, 0.75, 0.9], expected) {
            #expect(abs(curve(x) - y) < 1e-6, "\(curve.name) at \(x): \(curve(x)) vs \(y)")
        }
    }

    @Test(arguments: [(0.6, 11.033455), (0.8, 8.994297), (1.0, 9.233413)])
    func blockSpringFittedFrequency(zeta: Double, omegaD: Double) {
        for d in [0.3, 0.5, 1.0, 2.0] {
            let w = Spring.fittedFrequency(duration: d, dampingRatio: zeta, velocity: 0)
            #expect(abs(w * d - omegaD) < 1e-6)
        }
    }

    @Test(arguments: [
        (0.6, [0.373586, 0.998183, 1.036927, 0.991685, 1.000539]),
        (0.8, [0.248595, 0.748367, 1.009077, 1.007552, 1.000301]),
    ])
    func blockSpringCheckValues(zeta: Double, expected: [Double]) {
        let d = 0.5
        let e = Timing.blockSpring(dampingRatio: zeta, velocity: 0, duration: nil).evaluator(nominalDuration: d)
        for (f, p) in zip([0.1, 0.25, 0.5, 0.75, 1.0], expected) {
            #expect(abs(e.progress(elapsed: f * d) - p) < 1e-6, "ζ=\(zeta) t/d=\(f): \(e.progress(elapsed: f * d)) vs \(p)")
        }
        #expect(e.progress(elapsed: d + 1e-9) == 1)
    }
}
