import SegueApp
import SegueCore
import SegueRender

/// A step back (`,`: the model rebuilt from the scenario and its input history) at model time
/// 10 s of a session with five transitions, and a frame with the onion skin's six ghosts at 1 s
/// and at 10 s of it (docs/terminal.md, "Time both ways").
func benchTimeBothWays(_ scenario: Scenario, seconds: Double) {
    let player = Player(scenario, terminalSize: (120, 40), showsPanel: true)
    HeadlessSession(player: player).run(events: (try? EventScript.parse("0.1 p; 2 b; 4 p; 6 b; 8 p")) ?? [], fps: 60, until: 10) { _ in }
    player.handle(TimedEvent(t: 10, event: .key(.space)))
    var t = 10.0
    let back = measure(seconds: seconds, batch: 10) { k in
        t += 0.001
        player.handle(TimedEvent(t: t, event: .key(.char(k % 2 == 0 ? "," : "."))))
    }
    print("step back or forward at t = 10 s: \(format(back.micros, 0)) µs/step (a step back rebuilds from \(player.history.inputs.count) inputs)")
    let one = onionFrameMicros(scenario, at: 1)
    let ten = onionFrameMicros(scenario, at: 10)
    print("onion skin frame (advance 1/60 s + six ghosts) at t = 1 s: \(format(one, 0)) µs; at t = 10 s: \(format(ten, 0)) µs"
          + " (\(format(ten / max(one, 1e-9), 1))×; the ghosts are kept and stepped forward, not replayed from 0)")
}

/// What a frame with the onion skin on costs around session time `t` of that session: the
/// player is run to t − 0.5 s with the ghosts drawn every frame (not timed), then the 60 frames
/// to t + 0.5 s, each an advance of 1/60 s and the six ghosts, are timed; µs per frame.
func onionFrameMicros(_ scenario: Scenario, at t: Double) -> Double {
    let events = (try? EventScript.parse("0.1 p; 2 b; 4 p; 6 b; 8 p")) ?? []
    let player = Player(scenario, terminalSize: (120, 40), showsPanel: true)
    HeadlessSession(player: player).run(events: events.filter { $0.t < t - 0.5 }, fps: 60, until: t - 0.5) { _ in
        _ = OnionSkin.ghosts(of: player)
    }
    let start = cpuNanoseconds()
    for k in 1...60 {
        player.advance(to: t - 0.5 + Double(k) / 60)
        _ = OnionSkin.ghosts(of: player)
    }
    return Double(cpuNanoseconds() - start) / 1e3 / 60
}
