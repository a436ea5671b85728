import Foundation
import SegueCore
import Testing
@testable import SegueRender

/// `,` and `.` while paused (docs/terminal.md, "Time both ways"): a step back rebuilds the model
/// from the scenario and the inputs up to the earlier model time, so back then forward shows the
/// identical frame, and ten frames back is the frame a fresh run shows at that time.
struct TimeBothWaysTests {
    static let size = (cols: 100, rows: 30)

    static func player(_ name: String = "default-pop") throws -> Player {
        Player(try ScenarioGoldenTests.load(name), terminalSize: size, showsPanel: true)
    }

    /// The frame the previewer draws for `player` now (`paused` overrides what the panel says).
    static func frame(_ player: Player, paused: Bool? = nil) -> CellGrid {
        var compositor = Compositor(options: RenderOptions(showsPanel: true))
        var grid = CellGrid(width: size.cols, height: size.rows)
        compositor.compose(player.scene(), cols: size.cols, rows: size.rows,
                           overlay: .init(speed: player.speed, paused: paused ?? player.paused), into: &grid)
        return grid
    }

    /// Runs `player` at 60 frames a second through `events` up to session time `t` (as `render` does).
    static func run(_ player: Player, _ script: String, until t: Double) throws {
        HeadlessRun.run(player, events: try EventScript.parse(script), until: t) { _ in }
    }

    /// The rows where two grids differ, as text (short enough for a failure message).
    static func differingLines(_ a: CellGrid, _ b: CellGrid) -> String {
        zip(a.lines, b.lines).enumerated().filter { $0.element.0 != $0.element.1 }
            .map { "row \($0.offset):\n  \($0.element.0)\n  \($0.element.1)" }.joined(separator: "\n")
    }

    static func press(_ key: Key, _ player: Player, at t: Double) {
        player.handle(TimedEvent(t: t, event: .key(key)))
    }

    @Test func backThenForwardGivesTheIdenticalFrame() throws {
        let player = try Self.player()
        try Self.run(player, "0.1 p", until: 0.25)
        Self.press(.space, player, at: 0.25)  // no gesture: pauses
        #expect(player.paused)
        let paused = Self.frame(player)
        Self.press(.char("."), player, at: 0.3)
        let forward = Self.frame(player)
        #expect(forward != paused, "the push should move in one frame")
        Self.press(.char(","), player, at: 0.35)
        let back = Self.frame(player)
        #expect(back == paused, "one back should return the frame paused on: \(Self.differingLines(back, paused))")
        Self.press(.char("."), player, at: 0.4)
        let again = Self.frame(player)
        #expect(again == forward, "back then forward should give the frame forward gave: \(Self.differingLines(again, forward))")
    }

    /// Ten frames back from 0.5 s is the frame at 20/60 s of a fresh run with the same events.
    @Test(arguments: ["default-pop", "modal-spring", "scale-push-pop"])
    func tenFramesBackEqualsAFreshRun(scenario: String) throws {
        let player = try Self.player(scenario)
        try Self.run(player, "0.1 p", until: 0.5)
        Self.press(.space, player, at: 0.5)
        let atPause = Self.frame(player)
        for k in 1...10 { Self.press(.char(","), player, at: 0.5 + Double(k) * 0.01) }
        #expect(abs(player.modelNow - 20.0 / 60) < 1e-12)

        let fresh = try Self.player(scenario)
        try Self.run(fresh, "0.1 p", until: 20.0 / 60)
        // The panel of the fresh run says "running": compare both as running.
        let back = Self.frame(player, paused: false), expected = Self.frame(fresh, paused: false)
        #expect(back == expected, "\(Self.differingLines(back, expected))")
        #expect(Self.frame(player) != atPause, "\(scenario) should have moved in the last ten frames")
    }

    /// At model time 0 `,` does nothing; a step back that would pass 0 stops at 0.
    @Test func stepBackStopsAtZero() throws {
        let player = try Self.player()
        Self.press(.space, player, at: 0)
        let start = Self.frame(player)
        Self.press(.char(","), player, at: 0.1)
        #expect(player.modelNow == 0)
        #expect(Self.frame(player) == start)
        Self.press(.char("."), player, at: 0.2)
        #expect(abs(player.modelNow - 1.0 / 60) < 1e-12)
        Self.press(.char(","), player, at: 0.3)
        Self.press(.char(","), player, at: 0.4)
        #expect(player.modelNow == 0)
    }

    /// Running, `,` and `.` do nothing (they are for a paused player).
    @Test func stepsNeedPause() throws {
        let player = try Self.player()
        try Self.run(player, "0.1 p", until: 0.2)
        let t = player.modelNow
        Self.press(.char(","), player, at: 0.2)
        #expect(player.modelNow == t)
    }
}

/// What recomputing costs: a step back at t = 10 s and the onion skin's six ghosts there replay
/// about 600 inputs each; both must stay well inside a frame's budget of the live loop.
struct TimeBothWaysCostTests {
    @Test func stepBackAndGhostsAtTenSecondsAreCheap() throws {
        let player = try TimeBothWaysTests.player("pop-parallax")
        try TimeBothWaysTests.run(player, "0.1 p; 2 b; 4 p; 6 b; 8 p", until: 10)
        TimeBothWaysTests.press(.space, player, at: 10)
        let clock = ContinuousClock()
        let back = clock.measure { TimeBothWaysTests.press(.char(","), player, at: 10.1) }
        let ghosts = clock.measure { _ = OnionSkin.ghosts(of: player) }
        print("step back at t = 10 s: \(back); six ghosts: \(ghosts)")
        #expect(back < .milliseconds(200), "a step back at t = 10 s took \(back)")
        #expect(ghosts < .milliseconds(500), "six ghosts at t = 10 s took \(ghosts)")
    }
}
