/// The frame schedule of a headless run (`render`, `timeline`; SPEC §9): one frame every
/// 1/fps s from t = 0, until the last event has happened and nothing animates any more, plus
/// 0.1 s — or until `until` when given.
public enum HeadlessRun {
    /// The longest a run without `until` may go on; unit: seconds of session time.
    public static let maximumDuration = 600.0
    /// The quiet time added after the last change; unit: seconds.
    public static let tail = 0.1

    /// Runs `player` through `events` and calls `frame(t)` at each frame time, after every event
    /// at or before t has been handled and the model advanced to t.
    /// - Parameters:
    ///   - fps: frames per second, > 0 (default 60).
    ///   - until: last frame time in seconds (inclusive), or nil for the automatic end.
    public static func run(_ player: Player, events: [TimedEvent], fps: Double = 60, until: Double? = nil,
                           frame: (Double) throws -> Void) rethrows {
        let lastEvent = events.map(\.t).max() ?? 0
        var next = 0
        var end = until
        var k = 0
        while true {
            let t = Double(k) / fps  // k / fps exactly rounded: on the gesture frame grid at 60 fps
            if let end, t > end + 1e-9 { break }
            if t > (until ?? maximumDuration) + 1e-9 { break }
            while next < events.count, events[next].t <= t + 1e-12 {
                player.handle(events[next])
                next += 1
            }
            player.advance(to: t)
            try frame(t)
            if end == nil, next >= events.count, t >= lastEvent, !player.isAnimating, player.nextDeadline == nil {
                end = t + tail
            }
            k += 1
        }
    }
}
