import SegueCore
import SegueRender

/// The state of a run at one moment, found by playing the same scenario and events again up
/// to exactly that time (the model is deterministic: the same inputs give the same state), so
/// an expectation is evaluated at its own time, not at the nearest frame. `scenes(_:events:at:)`
/// plays the run once for every moment a test file names (issue 28: one replay per expectation
/// made a test file with many events and expectations cost their product). The player comes from
/// `makePlayer`, by default `TransitionRecorder.player` (the scenario's own model, laid out as a
/// recorded run is); a host that builds the model itself gives its own, as it does to the run.
public enum ScenarioReplay {
    /// Makes the player a replay plays (laid out as a recorded run is).
    public typealias MakePlayer = (Scenario) -> Player

    /// The scene of `scenario` run through `events` at session time `t` (seconds): every event
    /// at or before t handled, then the model advanced to t.
    public static func scene(_ scenario: Scenario, events: [TimedEvent], at t: Double,
                             makePlayer: MakePlayer = TransitionRecorder.player) -> Scene {
        let player = makePlayer(scenario)
        for e in events where e.t <= t + 1e-12 { player.handle(e) }
        player.advance(to: t)
        return player.scene()
    }

    /// The scenes of `scenario` run through `events` at each of the session times `times`
    /// (seconds, any order, repeats allowed), from one run played forward: at each time, in
    /// increasing order, every event at or before it handled, then the model advanced to it —
    /// the same scenes `scene(_:events:at:)` gives one by one, since the state at t depends
    /// only on the scenario and the events up to t.
    public static func scenes(_ scenario: Scenario, events: [TimedEvent], at times: [Double],
                              makePlayer: MakePlayer = TransitionRecorder.player) -> [Double: Scene] {
        let player = makePlayer(scenario)
        // In time order, keeping the given order among equal times (as the filter above keeps it).
        let events = events.enumerated().sorted { ($0.element.t, $0.offset) < ($1.element.t, $1.offset) }.map(\.element)
        var next = 0
        var scenes: [Double: Scene] = [:]
        for t in Set(times).sorted() {
            while next < events.count, events[next].t <= t + 1e-12 {
                player.handle(events[next])
                next += 1
            }
            player.advance(to: t)
            scenes[t] = player.scene()
        }
        return scenes
    }
}
