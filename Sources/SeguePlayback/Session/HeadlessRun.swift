import SegueScenario

/// The frame schedule of a headless run (`render`, `timeline`; docs/cli.md): one frame every
/// 1/fps s from t = 0, until the last event has happened and nothing animates any more, plus
/// 0.1 s — or until `until` when given. A run without `until` stops at `maximumDuration`.
public enum HeadlessRun {
    /// The longest a run without `until` may go on (`--until` is at most this too); unit:
    /// seconds of session time.
    public static let maximumDuration = 600.0
    /// The quiet time added after the last change; unit: seconds.
    public static let tail = 0.1

    /// How a run ended.
    public enum Ending: Sendable, Equatable {
        /// Everything had happened and nothing moved (the automatic end).
        case settled
        /// At the `until` time given.
        case until
        /// At `maximumDuration` while something still moved or an event was still to come;
        /// the payload says what, for a warning (`the pop transition (finishing) still animates`).
        case limit(String)
    }

    /// The first event that a run without `until` would never reach (later than
    /// `maximumDuration`), or nil.
    public static func firstUnreachable(_ events: [TimedEvent]) -> TimedEvent? {
        events.first { $0.t > maximumDuration + 1e-9 }
    }

    /// Runs `player` through `events` and calls `frame(t)` at each frame time, after every event
    /// at or before t has been handled and the model advanced to t.
    /// - Parameters:
    ///   - fps: frames per second, > 0 (default 60).
    ///   - until: last frame time in seconds (inclusive), or nil for the automatic end.
    ///   - afterEvent: called right after each event is handled (`segue test` watches for a
    ///     restart there); default none.
    /// - Returns: how the run ended.
    @discardableResult
    public static func run(_ player: Player, events: [TimedEvent], fps: Double = 60, until: Double? = nil,
                           afterEvent: (() -> Void)? = nil, frame: (Double) throws -> Void) rethrows -> Ending {
        try run([player], events: events, fps: fps, until: until, afterEvent: afterEvent, frame: frame)
    }

    /// Runs `players` (a comparison: `--compare`) in lock step through the same `events`: each
    /// event goes to every player, every frame advances all of them, and the automatic end waits
    /// until none moves any more.
    @discardableResult
    public static func run(_ players: [Player], events: [TimedEvent], fps: Double = 60, until: Double? = nil,
                           afterEvent: (() -> Void)? = nil, frame: (Double) throws -> Void) rethrows -> Ending {
        let lastEvent = events.map(\.t).max() ?? 0
        var next = 0
        var end = until
        var k = 0
        while true {
            let t = Double(k) / fps  // k / fps exactly rounded: on the gesture frame grid at 60 fps
            if let end, t > end + 1e-9 { return until == nil ? .settled : .until }
            if until == nil, t > maximumDuration + 1e-9 {
                let moving = players.first { $0.isAnimating || $0.nextDeadline != nil } ?? players[0]
                return .limit(stillMoving(moving, eventsLeft: next < events.count))
            }
            while next < events.count, events[next].t <= t + 1e-12 {
                for player in players { player.handle(events[next]) }
                afterEvent?()
                next += 1
            }
            for player in players { player.advance(to: t) }
            try frame(t)
            if end == nil, next >= events.count, t >= lastEvent, players.allSatisfy({ !$0.isAnimating && $0.nextDeadline == nil }) {
                end = t + tail
            }
            k += 1
        }
    }

    /// What keeps a run going, for the warning at the limit.
    static func stillMoving(_ player: Player, eventsLeft: Bool) -> String {
        let panel = player.scene().panel
        if let op = panel.operation, panel.phase != .idle { return "the \(op) transition (\(panel.phase.rawValue)) still animates" }
        if eventsLeft { return "events are still to come" }
        return "something still moves"
    }
}
