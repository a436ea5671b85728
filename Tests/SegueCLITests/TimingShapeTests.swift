import Foundation
import SegueChecks
import SegueCore
import Testing

/// The `curve` expectation's numbers against closed forms (docs/testing-transitions.md).
struct TimingShapeTests {
    /// A UIKit block spring with no initial velocity peaks at 1 + exp(−ζπ/√(1−ζ²)) (its first
    /// maximum, at ωd·t = π), as long as the cut at the duration comes after it.
    @Test(arguments: [0.3, 0.6, 0.8])
    func blockSpringOvershootIsTheClosedForm(zeta: Double) {
        let timing = Timing.blockSpring(dampingRatio: zeta, velocity: 0, duration: nil).evaluator(nominalDuration: 0.6)
        let expected = exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot())
        // 2001 samples over 0.6 s: the sampled maximum is within a sample's change of the peak.
        #expect(abs(TimingShape.overshoot(timing) - expected) < 1e-4, "ζ \(zeta)")
    }

    @Test func curvesDoNotOvershootAndSettleBeforeTheirEnd() {
        let linear = Timing.curve(.linear).evaluator(nominalDuration: 2)
        #expect(TimingShape.overshoot(linear) == 0)
        // Linear: |t/2 − 1| ≤ 0.001 from t = 1.998 s on; the next sample at or after it.
        let settle = TimingShape.settleTime(linear)
        #expect(settle >= 1.998 - 1e-9 && settle <= 1.998 + 2.0 / 2000 + 1e-9, "\(settle)")
        #expect(TimingShape.settleTime(Timing.curve(.easeInOut).evaluator(nominalDuration: 0.4)) <= 0.4)
    }
}

/// The sweep map's colours (a terminal without NO_COLOR): green finish, red cancel, reset after each.
struct SweepHeatMapColorTests {
    @Test func coloursWrapTheMarks() {
        let cells = [ReleaseSweep.Cell(percent: 0, velocity: 0, finishes: false, completion: 0),
                     ReleaseSweep.Cell(percent: 1, velocity: 0, finishes: true, completion: 0)]
        let lines = SweepHeatMap.lines(cells, percents: [0, 1], velocities: [0], rule: .threshold(0.5), color: true, unit: "pt/s")
        #expect(lines[2] == "0 \u{1B}[30;41m..\u{1B}[0m|\u{1B}[30;42m##\u{1B}[0m")
        let plain = SweepHeatMap.lines(cells, percents: [0, 1], velocities: [0], rule: .threshold(0.5), color: false, unit: "pt/s")
        #expect(plain[2] == "0 ..|##")
        #expect(plain.last == "legend: ## finish  .. cancel  | and -- the boundary; rule: threshold (finish iff percent > 0.5)")
    }
}
