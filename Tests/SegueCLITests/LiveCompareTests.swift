import Foundation
import SegueCore
import SegueRender
import SegueTerminal
import Testing
@testable import SegueApp
import SegueScreen

/// In process: `play --compare` (two variants, one event stream) and the replay's `,` `[` `]`
/// (recomputed from the recording). Expected states come from separate players fed the same events.
struct LiveCompareTests {
    typealias T = LiveSessionTests
    static let half = SideBySide.halfSize(cols: T.size.cols, rows: T.size.rows)

    /// The frame of `scenario` alone in half the terminal after `events` at `t`, drawn as a
    /// comparison's half: the compact panel under the device where the side panel does not fit.
    static func halfFrame(_ scenario: Scenario, events: [(Double, TerminalEvent)], at t: Double) -> CellGrid {
        let player = PlayerFactory.scenario.player(scenario, terminalSize: half, showsPanel: true, compactPanel: true)
        for (time, e) in events { player.handle(TimedEvent(t: time, event: e.inputEvent!)) }
        player.advance(to: t)
        var options = T.options()
        options.compactPanel = true
        var compositor = Compositor(options: options)
        var grid = CellGrid(width: 0, height: 0)
        compositor.compose(player.scene(), cols: half.cols, rows: half.rows, into: &grid)
        return grid
    }

    /// One pan moves both devices: the screen the live loop leaves is each variant's frame of
    /// the same events, drawn alone in its half, side by side under the labels.
    @Test func onePanMovesBothDevices() throws {
        let a = try T.scenario("pop-parallax"), b = try T.scenario("pop-shrink")
        // q once both have settled (the frame before q is the last one drawn).
        let terminal = T.terminal(T.pan + [(3, .input(.key(.char("q"))))])
        let loop = LiveLoop(terminal: terminal, options: T.options())
        let size = (cols: T.size.cols, rows: T.size.rows)
        let session = LiveSession(player: Player(comparing: a, terminalSize: size, showsPanel: true), script: LiveScript(),
                                  comparison: (Player(comparing: b, terminalSize: size, showsPanel: true), ("pop-parallax", "pop-shrink")))
        #expect(try loop.run(session, recorder: nil, reload: nil, showsPanel: true) == .quit)

        let left = Self.halfFrame(a, events: T.pan, at: 2.9), right = Self.halfFrame(b, events: T.pan, at: 2.9)
        var expected = CellGrid(width: 0, height: 0)
        SideBySide.join(left, right, labels: ("pop-parallax", "pop-shrink"), cols: T.size.cols, rows: T.size.rows, ascii: false, into: &expected)
        let shown = terminal.screen.flushed
        #expect(shown == expected, "\(zip(shown.lines, expected.lines).enumerated().filter { $0.element.0 != $0.element.1 }.map { "\($0.offset): \($0.element.0)\n   \($0.element.1)" }.joined(separator: "\n"))")
        // Both moved: each half differs from its variant's first frame.
        #expect(left != Self.halfFrame(a, events: [], at: 0))
        #expect(right != Self.halfFrame(b, events: [], at: 0))
        #expect(terminal.screen.flushed.lines[0].contains("A: pop-parallax") && terminal.screen.flushed.lines[0].contains("B: pop-shrink"))
    }

    /// A mouse point maps to the same point in each variant's device, from either half.
    @Test func mouseMapsToTheSamePointInBothHalves() throws {
        let a = try T.scenario("pop-parallax")
        let size = (cols: T.size.cols, rows: T.size.rows)
        let viewport = SideBySideViewport(device: a.device, wantsPanel: true)
        let alone = LayoutViewport(device: a.device, wantsPanel: true, compactPanel: true)
        for (col, row) in [(10, 5), (30, 20)] {
            let expected = alone.point(col: col, row: row, terminalSize: Self.half)
            #expect(expected != nil)
            #expect(viewport.point(col: col, row: row + 1, terminalSize: size) == expected, "left half")
            #expect(viewport.point(col: Self.half.cols + 1 + col, row: row + 1, terminalSize: size) == expected, "right half")
        }
    }

    /// Replay: `o` shows the onion skin; `[` scrubs 0.1 s back (the replay recomputed: the player is a fresh one fed the
    /// events up to then), `]` 0.1 s forward; paused, `,` one frame back.
    @Test func replayScrubsBothWays() throws {
        let events = T.pan.map { TimedEvent(t: $0.0, event: $0.1.inputEvent!) }
        var session = try T.replay(events, cutShort: false)
        _ = session.step(now: 0.75, event: .tick)
        _ = session.step(now: 0.75, event: T.key(.char("o")))
        #expect(session.player.showsOnionSkin)
        _ = session.step(now: 0.75, event: T.key(.char("[")))
        #expect(session.player.showsOnionSkin, "the onion skin stays on across a scrub back")
        #expect(abs(session.player.sessionTime - 0.65) < 1e-9)
        let fresh = Player(try T.scenario("pop-parallax"), terminalSize: (T.size.cols, T.size.rows), showsPanel: true)
        for e in events where e.t <= 0.65 + 1e-9 { fresh.handle(e) }
        fresh.advance(to: session.player.sessionTime)
        #expect(session.player.scene() == fresh.scene())
        _ = session.step(now: 0.75, event: T.key(.char("]")))
        #expect(abs(session.player.sessionTime - 0.75) < 1e-9)
        _ = session.step(now: 0.8, event: T.key(.space))
        let before = session.player.sessionTime
        _ = session.step(now: 0.85, event: T.key(.char(",")))
        #expect(abs(session.player.sessionTime - (before - 1.0 / 60)) < 1e-9)
    }
}
