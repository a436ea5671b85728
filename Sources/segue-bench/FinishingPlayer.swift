import SegueCore

/// The model step's workload: pop-parallax's pop released mid-pan, its finish slowed 1000×
/// (about 216 s of model time) and stepped `modelDt` at a time, so that it lasts 2 million
/// steps (far more than a measurement takes) and every step moves the views.
let slowFinish = ["transitions.pop.interaction.completionSpeed=0.001"]
/// The model time between two steps; unit: seconds.
let modelDt = 1e-4

/// A player just released into the slowed finish, and the model time of the release (seconds).
func finishingPlayer() -> (Player, Double) {
    let player = interactivePlayer(loadPopParallax(overrides: slowFinish), cols: 120, rows: 40)
    player.handle(TimedEvent(t: panEnd + 0.01, event: .key(.enter)))
    guard player.app.phase == .finishing else { fail("release did not finish (phase \(player.app.phase))") }
    return (player, panEnd + 0.01)
}
