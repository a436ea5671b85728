import SegueCore
import SegueFiles
import Testing

/// `ReleaseSweep`: a release made exactly (no key timing) against the finish rules and the
/// completion times of docs/transitions.md: finish (1 − p)·D / speed, cancel p·D / speed.
struct ReleaseSweepTests {
    static func builtin(_ name: String, _ overrides: [String] = []) throws -> Scenario {
        try ScenarioLoader.load(path: TestPaths.scenarios + "/\(name).json", overrides: overrides).scenario
    }

    /// pop-percent-driven: threshold 0.5, D = 0.4, completionSpeed 1.
    @Test(arguments: [0.0, 0.1, 0.25, 0.5, 0.5000001, 0.75, 1.0])
    func thresholdRuleAndRemainingTime(percent: Double) throws {
        let s = try Self.builtin("pop-percent-driven")
        for velocity in [-800.0, 0, 800] {
            let cell = try ReleaseSweep.release(s, operation: .pop, percent: percent, velocity: velocity)
            let finishes = percent > 0.5
            #expect(cell.finishes == finishes, "p \(percent) v \(velocity)")
            let expected = (finishes ? 1 - percent : percent) * 0.4
            #expect(abs(cell.completion! - expected) < 1e-9, "p \(percent) v \(velocity): \(cell.completion!) ≠ \(expected)")
        }
    }

    /// Regression: a cancel at percent 0 has nothing left to play and completes at once. The
    /// group's completion took from = to = 0 for a forward one and ran a whole duration (0.4 s).
    @Test func aCancelAtZeroCompletesAtOnce() throws {
        let cell = try ReleaseSweep.release(try Self.builtin("pop-percent-driven"), operation: .pop, percent: 0, velocity: 0)
        #expect(!cell.finishes)
        #expect(cell.completion == 0)
    }

    /// pop-parallax's velocity rule and completionSpeed 2: the times halve.
    @Test(arguments: [(-1.0, false), (0.0, false), (1.0, true), (1500.0, true)])
    func velocityRuleAndCompletionSpeed(velocity: Double, finishes: Bool) throws {
        let s = try Self.builtin("pop-parallax", ["transitions.pop.interaction.completionSpeed=2"])
        let cell = try ReleaseSweep.release(s, operation: .pop, percent: 0.3, velocity: velocity)
        #expect(cell.finishes == finishes)
        #expect(abs(cell.completion! - (finishes ? 0.7 : 0.3) * 0.4 / 2) < 1e-9)
    }

    /// A fixed completion (pop-shrink's custom controller): 0.4 s whichever way it goes.
    @Test func aFixedCompletionTakesItsTime() throws {
        let s = try Self.builtin("pop-shrink")
        for p in [0.2, 0.8] {
            let cell = try ReleaseSweep.release(s, operation: .pop, percent: p, velocity: 0)
            #expect(cell.finishes == (p > 0.5))
            #expect(abs(cell.completion! - 0.4) < 1e-9)
        }
    }

    /// default-pop leaves the pop to UIKit: the system edge pan and its projection rule (a steady
    /// finger: finish iff p + 0.35·v/390 > 187.5/390), completionSpeed max(1 − p, 0.35·|v|/390)
    /// (cancelling max(p, …)), so the rest lasts min(0.35, distance left / |v|).
    @Test(arguments: [(0.3, -1.0, false), (0.3, 1.0, false), (0.6, -1.0, true), (0.3, 600, true), (0.7, -900, false)])
    func theSystemPopIsSwept(percent: Double, velocity: Double, finishes: Bool) throws {
        let s = try Self.builtin("default-pop")
        #expect(ReleaseSweep.interactiveOperations(s) == [.pop])
        let cell = try ReleaseSweep.release(s, operation: .pop, percent: percent, velocity: velocity)
        #expect(cell.finishes == finishes)
        #expect((percent + 0.35 * velocity / 390 > 187.5 / 390) == finishes)
        let left = (finishes ? 1 - percent : percent) * 390
        #expect(abs(cell.completion! - min(0.35, left / abs(velocity))) < 1e-9, "\(cell.completion!)")
    }

    @Test func anOperationWithoutAnInteractionIsRefused() throws {
        #expect(throws: ReleaseSweep.Refusal.noInteraction(.push, available: [.pop])) {
            try ReleaseSweep.release(try Self.builtin("pop-parallax"), operation: .push, percent: 0.5, velocity: 0)
        }
    }

    /// fade starts with one screen: the sweep pushes first, then releases the pop.
    @Test func aPopIsSweptAfterOnePushWhenTheStackStartsAtTheRoot() throws {
        let cell = try ReleaseSweep.release(try Self.builtin("fade"), operation: .pop, percent: 0.7, velocity: -1)
        #expect(cell.finishes)  // thresholdOrVelocity(0.5): 0.7 > 0.5
        #expect(abs(cell.completion! - 0.3 * 0.5) < 1e-9)
    }
}
