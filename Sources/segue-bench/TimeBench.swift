import SegueCore
import SegueRender

/// A step back (`,`: the model rebuilt from the scenario and its input history) and the onion
/// skin's six ghosts, both at model time 10 s of a session with five transitions
/// (docs/terminal.md, "Time both ways").
func benchTimeBothWays(_ scenario: Scenario, seconds: Double) {
    let player = Player(scenario, terminalSize: (120, 40), showsPanel: true)
    HeadlessRun.run(player, events: (try? EventScript.parse("0.1 p; 2 b; 4 p; 6 b; 8 p")) ?? [], until: 10) { _ in }
    player.handle(TimedEvent(t: 10, event: .key(.space)))
    var t = 10.0
    let back = measure(seconds: seconds, batch: 10) { k in
        t += 0.001
        player.handle(TimedEvent(t: t, event: .key(.char(k % 2 == 0 ? "," : "."))))
    }
    print("step back or forward at t = 10 s: \(format(back.micros, 0)) µs/step (a step back rebuilds from \(player.history.inputs.count) inputs)")
    let ghosts = measure(seconds: seconds, batch: 2) { _ in _ = OnionSkin.ghosts(of: player) }
    print("onion skin at t = 10 s: \(format(ghosts.micros, 0)) µs for six ghosts")
}
