import SegueModel

/// The onion skin's ghost scenes kept from frame to frame (docs/terminal.md, "Onion skin"). A
/// ghost at model time T is a pure function of the scenario, the inputs up to T and T, and the
/// ghosts sit on the `OnionSkin.interval` grid, so the next frame reuses five of the six. A new
/// ghost comes from a checkpointed model, stepped forward from the newest ghost time with the
/// inputs since then, not rebuilt from model time 0; only a ghost older than the checkpoint is
/// rebuilt from the start. The history changes behind the checkpoint only when the player builds
/// its model again (a step back, an inspector change, a restart: `Player.app` is then another
/// object), and then everything kept is dropped.
final class OnionSkinCache {
    /// The player's model the kept ghosts belong to.
    private var model: SimulatedApp?
    /// A model fed the first `fed` inputs and advanced to ghost `checkpointIndex`'s time.
    private var checkpoint: SimulatedApp?
    private var fed = 0
    private var checkpointIndex = -1
    /// The scenes kept, by grid index (the ghost's model time over `OnionSkin.interval`).
    private var scenes: [Int: Scene] = [:]

    init() {}

    /// The scene at grid index `j` (model time `j × OnionSkin.interval`, before now) of `player`.
    func scene(atGrid j: Int, of player: Player) -> Scene {
        if model !== player.app {
            model = player.app
            scenes = [:]
            checkpoint = nil
        }
        if let kept = scenes[j] { return kept }
        let t = Double(j) * OnionSkin.interval
        let history = player.history
        if checkpoint == nil || j < checkpointIndex {
            checkpoint = player.models.make(player.scenario, player.app.size)
            fed = 0
        }
        guard let past = checkpoint else { return player.scene(atModel: t) }
        let n = history.count(upToModel: t)
        history.replay(fed..<n, into: past)
        fed = n
        checkpointIndex = j
        past.advance(to: Instant(model: max(t, past.runtime.now), real: history.realTime(atModel: t)))
        let scene = past.scene()
        scenes[j] = scene
        scenes = scenes.filter { $0.key > j - OnionSkin.count }
        return scene
    }
}
