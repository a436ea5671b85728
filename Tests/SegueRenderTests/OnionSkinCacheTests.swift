import SegueCore
import SegueFiles
import Testing
@testable import SegueRender

/// The onion skin's ghosts are kept between frames and new ones stepped forward from a
/// checkpointed model (`OnionSkinCache`; docs/terminal.md, "Onion skin"). That must change
/// nothing: every frame of a session with a gesture, a tune and steps back, the kept ghosts are
/// the scenes a fresh model rebuilt from the history gives, and (where the session ran on at full
/// speed) the scenes separate players stopped at the ghosts' times show.
struct OnionSkinCacheTests {
    static let events = "0.1 right*10@0.03; 0.6 enter; 1.5 p; 2 t; 2.1 ]; 2.7 b; 2.9 space; 3 ,; 3.05 ,; 3.1 ,; 3.2 space; "
        + "4 right*8@0.03; 4.4 enter"

    static func player() throws -> Player {
        let loaded = try ScenarioLoader.load(path: ScenarioGoldenTests.scenariosDirectory + "/pop-parallax.json")
        let player = Player(loaded.scenario, terminalSize: TimeBothWaysTests.size, showsPanel: true)
        player.tuning = Tuning(base: loaded.json, file: "pop-parallax.json")
        return player
    }

    @Test func keptGhostsAreTheRebuiltScenes() throws {
        let player = try Self.player()
        let events = try EventScript.parse(Self.events)
        var checked = 0, separately = 0
        try HeadlessRun.run(player, events: events, until: 5) { s in
            let ghosts = OnionSkin.ghosts(of: player)
            for ghost in ghosts {
                #expect(ghost.scene == player.scene(atModel: ghost.t), "ghost \(ghost.age) at session time \(s)")
                checked += 1
            }
            // Running at full speed since the last pause and tune: a ghost is the session a moment
            // ago, so a separate player stopped then shows it.
            guard [1.0, 2.5, 4.3].contains(where: { abs($0 - s) < 1e-9 }) else { return }
            for ghost in ghosts {
                let then = s - (player.modelNow - ghost.t)
                let separate = try Self.player()
                HeadlessRun.run(separate, events: events.filter { $0.t <= then + 1e-12 }, until: then) { _ in }
                separate.advance(to: then)
                #expect(OnionSkinDrawing.placed(ghost.scene) == OnionSkinDrawing.placed(separate.scene()),
                        "ghost \(ghost.age) at \(s) against a separate run to \(then)")
                separately += 1
            }
        }
        #expect(player.tuning?.history.count == 1, "the session has its tune")
        #expect(checked > 1000 && separately == 18)
    }

    /// Successive frames reuse the ghosts: one frame later the ghosts on the grid are the same
    /// objects' scenes, and the newest is the only new one.
    @Test func theGridIsShared() throws {
        let player = try Self.player()
        try TimeBothWaysTests.run(player, "0.1 right*10@0.03", until: 0.42)
        let a = OnionSkin.ghosts(of: player)
        player.advance(to: 0.47)
        let b = OnionSkin.ghosts(of: player)
        #expect(a.map(\.t).map { ($0 / 0.05).rounded() } == [8, 7, 6, 5, 4, 3])
        #expect(b.map(\.t).map { ($0 / 0.05).rounded() } == [9, 8, 7, 6, 5, 4])
        #expect(Array(a.prefix(5).map(\.scene)) == Array(b.dropFirst().map(\.scene)))
    }
}
