import Testing
@testable import SegueCore

/// Issue 9: a headless run that hits its 600 s limit says so, and what kept it going.
struct HeadlessRunTests {
    func player(_ overrides: [String] = []) throws -> (Player, [TimedEvent]) {
        let s = try ScenarioLoader.load(path: TestPaths.scenarios + "/pop-parallax.json", overrides: overrides).scenario
        return (Player(scenario: s, terminalSize: (120, 40)), s.demo)
    }

    /// A pop finishing at a billionth of the speed is still finishing at 600 s.
    @Test func aRunStillMovingAtTheLimitSaysWhat() throws {
        let (p, events) = try player(["transitions.pop.interaction.completionSpeed=1e-9"])
        var last = -1.0
        let ending = HeadlessRun.run(p, events: events, fps: 10) { last = $0 }
        #expect(ending == .limit("the pop transition (finishing) still animates"))
        #expect(last == HeadlessRun.maximumDuration)
    }

    /// The normal demo ends on its own, 0.1 s after the pop has settled.
    @Test func aRunThatSettlesSaysSo() throws {
        let (p, events) = try player()
        var last = -1.0
        #expect(HeadlessRun.run(p, events: events, fps: 10) { last = $0 } == .settled)
        #expect(last < 5)
    }

    @Test func untilEndsTheRunWithoutAWarning() throws {
        let (p, events) = try player(["transitions.pop.interaction.completionSpeed=1e-9"])
        var last = -1.0
        #expect(HeadlessRun.run(p, events: events, fps: 10, until: 2) { last = $0 } == .until)
        #expect(last == 2)
    }

    @Test(arguments: [([1, 600, 600.0001], 600.0001), ([0, 599.9, 600], nil), ([86_400], 86_400)] as [([Double], Double?)])
    func eventsPastTheLimitAreFound(times: [Double], first: Double?) {
        let events = times.map { TimedEvent(t: $0, event: .key(.char("p"))) }
        #expect(HeadlessRun.firstUnreachable(events)?.t == first)
    }
}
