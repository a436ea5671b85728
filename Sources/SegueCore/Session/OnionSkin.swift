/// The onion skin (`o`, `render --onion`; docs/terminal.md): where the views were a moment ago,
/// so that the path and the spacing of an easing show. Ghost `k` (1 … `count`) is the scene at
/// model time now − k × `interval`, recomputed from the scenario and the player's inputs up to
/// then (`Player.scene(atModel:)`): the same events always give the same ghosts. Ghosts before
/// model time 0 do not exist. The renderer draws, of each ghost, only the views that move: those
/// whose frame or transform (or a superview's) differs between the ghost's time and now.
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
        let now = player.modelNow
        return (1...count).compactMap { k in
            let t = now - Double(k) * interval
            guard t >= -1e-9 else { return nil }
            return Ghost(age: k, t: max(0, t), scene: player.scene(atModel: max(0, t)))
        }
    }
}
