import SegueCore
import SegueRender

/// What `segue-bench --count WORKLOAD N` runs alone.
enum CountedWorkload: String {
    /// `advance(to:)` + `scene()` of the slowed finish (FinishingPlayer.swift), `modelDt` a step.
    case model
    /// compose + diff at 120×40 of the never-lifted scrub's scenes, panel on, as line (a) times it.
    case compose
}

/// Runs `iterations` of `workload` and nothing else, untimed, so that an instruction counter
/// (`valgrind --tool=callgrind`) gives a repeatable figure on a noisy machine: two counts N1 < N2
/// give the instructions of one iteration as (I(N2) − I(N1)) / (N2 − N1), set-up cancelled
/// (scripts/bench/compare.py; docs/testing-and-performance.md, "The floor").
/// - Parameter iterations: how many model steps or frames (≥ 0; the model's finish lasts 2 million steps).
func runAlone(_ workload: CountedWorkload, iterations: Int, scenario: Scenario, options: RenderOptions) {
    var sink = 0
    switch workload {
    case .model:
        let (player, t0) = finishingPlayer()
        var t = t0
        for _ in 0..<iterations {
            t += modelDt
            player.advance(to: t)
            sink &+= player.scene().views.count
        }
    case .compose:
        let steps = 240
        let scenes = scrubScenes(scenario, count: steps, cols: 120, rows: 40)
        var compositor = Compositor(options: options)
        var grid = CellGrid(width: 120, height: 40), previous = CellGrid(width: 120, height: 40)
        for k in 0..<iterations {
            compositor.compose(scenes[k % steps], cols: 120, rows: 40, into: &grid)
            sink &+= grid.changes(from: previous).count
            swap(&grid, &previous)
        }
    }
    blackHole = sink
    print("\(workload.rawValue): \(Plural.count(iterations, "iteration"))")
}
