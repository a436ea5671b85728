import Testing
@testable import SegueCore
import SegueFiles

/// The `?` overlay says "any key closes it": while it is shown, every key — `q` included —
/// closes it and does nothing else (docs/cli.md). Regression: only `?` and Esc closed it, and
/// `p` pushed, arrows panned and Space paused underneath it.
struct PlayerHelpOverlayTests {
    /// What a key can change: the log, the phase, the speed, pause, and the shell's action.
    struct Effect: Equatable {
        var logCount: Int
        var phase: Phase
        var speed: Double
        var paused: Bool
        var action: Player.Action?
    }

    static func player(_ name: String) throws -> Player {
        let s = try ScenarioLoader.load(path: TestPaths.scenarios + "/\(name).json").scenario
        return Player(scenario: s, terminalSize: (120, 40))
    }

    static func press(_ key: Key, on player: Player, at t: Double) -> Effect {
        let action = player.handle(TimedEvent(t: t, event: .key(key)))
        player.advance(to: t + 0.08)  // a first arrow press glides the finger its step over 0.05 s
        return Effect(logCount: player.scene().panel.log.count, phase: player.app.phase, speed: player.speed,
                      paused: player.paused, action: action)
    }

    static func state(_ player: Player) -> Effect {
        Effect(logCount: player.scene().panel.log.count, phase: player.app.phase, speed: player.speed,
               paused: player.paused, action: nil)
    }

    /// Each key does something without the overlay (checked on a twin player), and nothing but
    /// closing the overlay with it.
    @Test(arguments: [
        // → is the overlay's next page (HelpOverlayPagesTests): it pans no finger there either.
        ("scale-push-pop", Key.char("p")), ("pop-parallax", .char("b")),
        ("pop-parallax", .space), ("pop-parallax", .char("s")), ("pop-parallax", .char("q")),
        ("pop-parallax", .char("n")), ("tabs-slide", .char("2")), ("pinch-pop", .minus),
    ] as [(String, Key)])
    func anyKeyOnlyClosesTheOverlay(scenario: String, key: Key) throws {
        let twin = try Self.player(scenario)
        let before = Self.state(twin)
        #expect(Self.press(key, on: twin, at: 0.5) != before, "\(key.name) should act without the overlay")

        let player = try Self.player(scenario)
        player.handle(TimedEvent(t: 0.2, event: .key(.char("?"))))
        #expect(player.showingHelp)
        let shown = Self.state(player)
        #expect(Self.press(key, on: player, at: 0.5) == shown, "\(key.name) acted under the overlay")
        #expect(!player.showingHelp, "\(key.name) did not close the overlay")
        // Once it is closed the same key acts again.
        let closed = Self.state(player)
        #expect(Self.press(key, on: player, at: 0.7) != closed, "\(key.name) should act once the overlay is closed")
    }

    @Test func questionMarkTogglesAndEscapeCloses() throws {
        let player = try Self.player("pop-parallax")
        for (t, key, open) in [(0.1, Key.char("?"), true), (0.2, .char("?"), false), (0.3, .char("?"), true), (0.4, .escape, false)] {
            player.handle(TimedEvent(t: t, event: .key(key)))
            #expect(player.showingHelp == open, "after \(key.name) at \(t)")
        }
    }
}
