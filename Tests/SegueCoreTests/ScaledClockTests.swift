import Testing
@testable import SegueCore

/// `ScaledClock`, the one copy of "a clock run from another at a speed, paused and stepped"
/// (the player's model time, a replay's session time). The expected times are worked out by
/// hand in each test: output = the output at the last change + (input − its input) × speed.
struct ScaledClockTests {
    @Test func runsAtItsSpeedAndInverts() {
        var c = ScaledClock()
        #expect(c.time(at: 2) == 2)
        c.cycleSpeed(through: [1, 0.5, 0.25], at: 2)  // 2 s at 1×, then 0.5×
        #expect(c.speed == 0.5)
        let later: Double = 2 + 2 * 0.5, due: Double = 2 + 1.5 / 0.5
        #expect(c.time(at: 4) == later)
        #expect(c.inputTime(reaching: 3.5) == due)
        #expect(c.inputTime(reaching: 1) == 2, "a time already passed is due at once")
    }

    @Test func pauseStopsItAndStepMovesIt() {
        var c = ScaledClock(speed: 2)
        c.setPaused(true, at: 1)  // output 2
        #expect(c.time(at: 10) == 2)
        #expect(c.inputTime(reaching: 3) == nil, "nothing is due while paused")
        c.step(1.0 / 60, at: 10)
        let stepped: Double = 2 + 1.0 / 60
        #expect(c.time(at: 20) == stepped)
        c.togglePause(at: 20)
        #expect(!c.paused)
        let resumed: Double = stepped + 2
        #expect(c.time(at: 21) == resumed)
    }

    /// After the last speed comes the first again; from a speed not in the list, the first.
    @Test func cyclesThroughItsList() {
        var c = ScaledClock(speed: 3)
        let speeds = [1, 0.5, 0.25, 0.1]
        var seen: [Double] = []
        for i in 0..<5 {
            c.cycleSpeed(through: speeds, at: Double(i))
            seen.append(c.speed)
        }
        #expect(seen == [1, 0.5, 0.25, 0.1, 1])
    }

    @Test func restartStartsTheOutputAtZero() {
        var c = ScaledClock(speed: 0.5)
        c.restart(at: 4)
        #expect(c.time(at: 4) == 0)
        #expect(c.time(at: 6) == 1)
        #expect(c.time(at: 3) == 0, "never before the restart")
    }
}
