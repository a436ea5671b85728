import SegueCore
import SegueRender

/// The state of a run at one moment, found by playing the same scenario and events again up
/// to exactly that time (the model is deterministic: the same inputs give the same state), so
/// an expectation is evaluated at its own time, not at the nearest frame.
public enum ScenarioReplay {
    /// The scene of `scenario` run through `events` at session time `t` (seconds): every event
    /// at or before t handled, then the model advanced to t.
    public static func scene(_ scenario: Scenario, events: [TimedEvent], at t: Double) -> Scene {
        let player = TransitionRecorder.player(scenario)
        for e in events where e.t <= t + 1e-12 { player.handle(e) }
        player.advance(to: t)
        return player.scene()
    }
}
