import SegueApp
import SegueCore
import SegueRender
import SegueTerminal
import SegueScreen

/// What `segue-bench --count WORKLOAD N` runs alone.
enum CountedWorkload: String {
    /// `advance(to:)` + `scene()` of the slowed finish (FinishingPlayer.swift), `modelDt` a step.
    case model
    /// compose + diff at 120×40 of the never-lifted scrub's scenes, panel on, as line (a) times it.
    case compose
    /// `compose`, then what the previewer does with each grid: the terminal's colours
    /// (`TerminalCells`) and the bytes of the changed cells (`ScreenWriter`, xterm-256color).
    case frame
    /// The previewer's whole frame on the benchmark push (`--scenario`, scripts/bench/push.json
    /// with a 5 s push): the model step, compose at 120×40 with the panel off, the terminal's
    /// colours and the bytes, at 60 frames a second (the first frames wait 0.2 s for the push).
    case push
}

/// The scenario file of `--count push` (default: scripts/bench/push.json from the working folder).
nonisolated(unsafe) var pushScenarioPath = "scripts/bench/push.json"

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
    case .frame:
        sink &+= countFrames(iterations, scenario: scenario, options: options)
    case .push:
        sink &+= countPushFrames(iterations)
    }
    blackHole = sink
    print("\(workload.rawValue): \(Plural.count(iterations, "iteration"))")
}

/// The first `iterations` frames of the push as the previewer makes them (nothing written); the
/// number of bytes made.
private func countPushFrames(_ iterations: Int) -> Int {
    let loaded: LoadedScenario
    do {
        loaded = try ScenarioLoader.load(path: pushScenarioPath, overrides: ["transitions.push.animator.duration=5"])
    } catch {
        fail("cannot load \(pushScenarioPath): \(error)")
    }
    let player = Player(loaded.scenario, terminalSize: (120, 40), showsPanel: false)
    var frames = BenchFrames(options: RenderOptions(colorMode: .xterm256, showsPanel: false, isFill: loaded.scenario.device.isFill))
    HeadlessSession(player: player).run(events: loaded.scenario.demo, fps: 60, until: Double(iterations - 1) / 60) { _ in
        frames.make(player.scene())
    }
    return frames.bytes
}

/// `iterations` frames of the scrub as the previewer makes them, bytes and all (nothing written);
/// the number of bytes made.
private func countFrames(_ iterations: Int, scenario: Scenario, options: RenderOptions) -> Int {
    let steps = 240
    let scenes = scrubScenes(scenario, count: steps, cols: 120, rows: 40)
    var frames = BenchFrames(options: options)
    for k in 0..<iterations { frames.make(scenes[k % steps]) }
    return frames.bytes
}

/// Frames at 120×40 as the live previewer makes them: compose, then the terminal screen's bytes
/// (`TerminalScreen`, xterm-256color's sequences from terminfo), counted and dropped.
private struct BenchFrames {
    var compositor: Compositor
    var screen: TerminalScreen
    var grid = CellGrid(width: 120, height: 40), spare = CellGrid(width: 120, height: 40)
    /// The bytes made so far.
    private(set) var bytes = 0

    init(options: RenderOptions) {
        guard let sequences = TerminalSequences.terminfo(type: "xterm-256color") else { fail("terminfo has no xterm-256color") }
        compositor = Compositor(options: options)
        screen = TerminalScreen(sequences: sequences, mode: .xterm256, colors: 256, size: TerminalSize(cols: 120, rows: 40))
    }

    mutating func make(_ scene: Scene) {
        compositor.compose(scene, cols: 120, rows: 40, into: &grid)
        screen.draw(grid, size: TerminalSize(cols: 120, rows: 40))
        screen.finishFrame()
        bytes += screen.bytes.count
        screen.removeBytes()
        // As the live loop does: the screen keeps the grid it drew; compose into the other.
        swap(&grid, &spare)
    }
}
