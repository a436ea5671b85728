import SegueModel

/// The onion skin (`o`, `render --onion`; docs/terminal.md): where the views were a moment ago,
/// so that the path and the spacing of an easing show. The ghosts sit on a grid of `interval`:
/// ghost 1 is at the last grid time before now, ghost `k` `k − 1` intervals before it, each the
/// scene then, recomputed from the scenario and the player's inputs up to then (exactly what
/// `Player.scene(atModel:)` gives, kept between frames by `OnionSkinCache`): the same events always
/// give the same ghosts. Ghosts before model time 0 do not exist. The renderer draws, of each
/// ghost, only the views that move: those whose frame or transform (or a superview's) differs
/// between the ghost's time and now.
public enum OnionSkin {
    /// Time between two ghosts; unit: seconds of model time; 0.05.
    public static let interval = 0.05
    /// How many ghosts; 6 (the last 0.3 s).
    public static let count = 6

    /// One ghost: how many intervals ago, and the scene then.
    public struct Ghost: Sendable, Equatable {
        /// 1 … `count`; older is larger (and drawn fainter).
        public var age: Int
        /// Model time of the ghost; unit: seconds; ≥ 0.
        public var t: Double
        public var scene: Scene

        /// - Parameters:
        ///   - age: intervals ago, 1 … `count`.
        ///   - t: model time of the ghost; unit: seconds; ≥ 0.
        ///   - scene: the scene at `t`.
        public init(age: Int, t: Double, scene: Scene) {
            self.age = age
            self.t = t
            self.scene = scene
        }
    }

    /// The ghosts of `player` now, newest first (none before model time 0).
    public static func ghosts(of player: Player) -> [Ghost] {
        // The last grid index strictly before now (a now on the grid is not its own ghost).
        let newest = Int((player.modelNow / interval - 1e-9).rounded(.up)) - 1
        let indices = (0..<count).map { newest - $0 }.filter { $0 >= 0 }
        // Oldest first, so that the cache's checkpoint only ever steps forward.
        let scenes = indices.reversed().map { player.onionSkinCache.scene(atGrid: $0, of: player) }.reversed()
        return zip(indices, scenes).enumerated().map { k, pair in
            Ghost(age: k + 1, t: Double(pair.0) * interval, scene: pair.1)
        }
    }
}
