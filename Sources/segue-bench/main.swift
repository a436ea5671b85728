// segue-bench: how fast the real thing draws — the built-in pop-parallax scenario, mid-transition.
//
//   make bench        (swift build -c release --product segue-bench && .build/release/segue-bench)
//   .build/release/segue-bench [--seconds S] [--print N] [--breakdown] [--count model|compose|frame|push N]
//
// --seconds: CPU seconds per measurement (default 1); --print N: print scrub frame N and stop;
// --breakdown: also time the device alone, device + panel, and the diff alone; --count: run N
// iterations of one workload alone, untimed, for an instruction counter (InstructionCount.swift).
//
// The scenario is loaded from the built-in `Scenarios/` folder (found from the executable, then
// the working directory, or $SEGUE_SCENARIOS) and played by the same `Player` and `Compositor`
// that `segue render` uses. Measured on one core, in thread CPU time (other processes on a shared
// machine do not count):
//
//   compose + diff  The scene → Compositor (device, views, side panel) into a reused grid, then
//                   `changes(from:)` against the previous frame, at 120×40 and 240×70. The scenes
//                   come from an interactive pan that never lifts: `0 right*10@0.03`, then one
//                   arrow key a frame (1/60 s apart), ten right then ten left, so the percent
//                   changes by 1/20 every frame and every frame differs from the one before. The
//                   scenes are made up front: this line measures drawing only.
//   model step      `advance(to:)` + `scene()` alone, through the finish of that pan after
//                   release, slowed down (completionSpeed 0.001) and stepped 0.1 ms at a time so
//                   that every step moves the views by time alone.
//   model scrub     one arrow key (gesture → percent-driven update) + `advance(to:)` + `scene()`,
//                   the step a live drag costs.
//   export          `SwiftExport.source(for:target: .uikit)` of every built-in scenario (loaded
//                   once), the time of one export each, the slowest named (goal: under 50 ms).
//   gif, png strip  a 60-frame GIF of the demo at 390×844 and its 5-frame PNG film strip, once
//                   each (PictureBench.swift).
//   images          a 1179×2556 PNG's load, two such screenshots' memory, and compose + diff of
//                   pop-parallax-images with them (ImageBench.swift).
//   sweep           `segue sweep`'s 21 × 31 grid on pop-parallax, one fresh model per cell (goal < 1 s).
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueCore
import SegueExport
import SegueFiles
import SegueRender

/// CPU time of this thread; unit: nanoseconds.
func cpuNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

func fail(_ message: String) -> Never {
    let bytes = Array("segue-bench: \(message)\n".utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(1)
}

var seconds = 1.0
var printFrame: Int?
var breakdown = false
var countMode: (CountedWorkload, Int)?
var args = CommandLine.arguments.dropFirst()
while let a = args.popFirst() {
    switch a {
    case "--seconds": seconds = Double(args.popFirst() ?? "") ?? seconds
    case "--print": printFrame = Int(args.popFirst() ?? "")
    case "--breakdown": breakdown = true
    case "--scenario": pushScenarioPath = args.popFirst() ?? pushScenarioPath
    case "--count":
        guard let w = args.popFirst().flatMap(CountedWorkload.init(rawValue:)), let n = args.popFirst().flatMap({ Int($0) }), n >= 0 else {
            fail("--count takes model|compose|frame|push and a number of iterations")
        }
        countMode = (w, n)
    default:
        print("usage: segue-bench [--seconds S] [--print N] [--breakdown] [--count model|compose|frame|push N [--scenario FILE]]")
        exit(2)
    }
}

func loadPopParallax(overrides: [String] = []) -> Scenario {
    do {
        let path = try BuiltinScenarios.resolve("pop-parallax", directory: BuiltinScenarios.locate())
        return try ScenarioLoader.load(path: path, overrides: overrides).scenario
    } catch {
        fail("cannot load the built-in pop-parallax scenario: \(error)")
    }
}

let frameStep = 1.0 / 60
/// The pan that starts the pop: ten presses of → 0.03 s apart from t = 0.
let panStart: [TimedEvent] = (0..<10).map { TimedEvent(t: Double($0) * 0.03, event: .key(.right)) }
let panEnd = 0.27

/// The arrow key of scrub frame `k`: ten right, then ten left, and again.
func scrubKey(_ k: Int) -> Key { (k / 10) % 2 == 0 ? .right : .left }

/// A player mid-pan on pop-parallax (interactive, percent about 0.46).
func interactivePlayer(_ scenario: Scenario, cols: Int, rows: Int) -> Player {
    let player = Player(scenario, terminalSize: (cols, rows), showsPanel: true)
    for e in panStart { player.handle(e) }
    player.advance(to: panEnd)
    guard player.app.phase == .interactive else { fail("the pan did not start the interactive pop (phase \(player.app.phase))") }
    return player
}

/// `count` scenes of the never-lifted scrub, one per frame.
func scrubScenes(_ scenario: Scenario, count: Int, cols: Int, rows: Int) -> [Scene] {
    let player = interactivePlayer(scenario, cols: cols, rows: rows)
    var scenes: [Scene] = []
    var t = panEnd
    for k in 0..<count {
        t += frameStep
        player.handle(TimedEvent(t: t, event: .key(scrubKey(k))))
        player.advance(to: t)
        scenes.append(player.scene())
    }
    guard player.app.phase == .interactive else { fail("the scrub ended the gesture (phase \(player.app.phase))") }
    return scenes
}

/// Where results that must not be optimised away go.
nonisolated(unsafe) var blackHole = 0

func format(_ v: Double, _ decimals: Int) -> String { DecimalText.fixed(v, decimals: decimals) }

/// Runs `body` (one frame per call) in batches until `seconds` of thread CPU time have passed,
/// after a warm-up batch; returns frames per second and µs per frame.
func measure(seconds: Double, batch: Int, _ body: (Int) -> Void) -> (fps: Double, micros: Double, frames: Int) {
    for k in 0..<batch { body(k) }
    var frames = 0
    let start = cpuNanoseconds()
    var elapsed: UInt64 = 0
    repeat {
        for _ in 0..<batch {
            body(frames)
            frames += 1
        }
        elapsed = cpuNanoseconds() - start
    } while Double(elapsed) < seconds * 1e9
    return (Double(frames) / (Double(elapsed) / 1e9), Double(elapsed) / 1e3 / Double(frames), frames)
}

/// Composes `scenes` one a frame into a reused grid and diffs each against the one before — two
/// grids, swapped each frame as a run loop keeps them (the frame drawn and the one on screen);
/// returns the rate and the changed cells per frame.
@MainActor func composeAndDiff(_ scenes: [Scene], _ compositor: inout Compositor, cols: Int, rows: Int)
    -> (rate: (fps: Double, micros: Double, frames: Int), changed: Int) {
    var grid = CellGrid(width: cols, height: rows), previous = CellGrid(width: cols, height: rows)
    var changed = 0
    let r = measure(seconds: seconds, batch: scenes.count) { k in
        compositor.compose(scenes[k % scenes.count], cols: cols, rows: rows, into: &grid)
        changed += grid.changes(from: previous).count
        swap(&grid, &previous)
    }
    return (r, changed / max(1, r.frames + scenes.count))
}

let scenario = loadPopParallax()
let options = RenderOptions(colorMode: .xterm256, showsPanel: true, isFill: scenario.device.isFill)

if case let (workload, iterations)? = countMode {
    runAlone(workload, iterations: iterations, scenario: scenario, options: options)
    exit(0)
}

if let n = printFrame {
    let scenes = scrubScenes(scenario, count: n + 1, cols: 120, rows: 40)
    var compositor = Compositor(options: options)
    var grid = CellGrid(width: 120, height: 40)
    compositor.compose(scenes[n], cols: 120, rows: 40, into: &grid)
    print(grid.text)
    exit(0)
}

// (a) compose + diff.
let steps = 240
for (cols, rows) in [(120, 40), (240, 70)] {
    let scenes = scrubScenes(scenario, count: steps, cols: cols, rows: rows)
    var compositor = Compositor(options: options)
    var grid = CellGrid(width: cols, height: rows)
    let (r, changed) = composeAndDiff(scenes, &compositor, cols: cols, rows: rows)
    print("compose + diff \(cols)x\(rows): \(Int(r.fps.rounded())) frames/s, \(format(r.micros, 1)) µs/frame"
          + " (pop-parallax mid-pan, panel on; \(Plural.count(r.frames, "frame")), \(changed) changed cells/frame)")
    if breakdown {
        var device = Compositor(options: RenderOptions(colorMode: .xterm256, showsPanel: false, isFill: scenario.device.isFill))
        let d = measure(seconds: seconds, batch: steps) { k in device.compose(scenes[k % steps], cols: cols, rows: rows, into: &grid) }
        let c = measure(seconds: seconds, batch: steps) { k in compositor.compose(scenes[k % steps], cols: cols, rows: rows, into: &grid) }
        // Two consecutive frames, diffed one way and the other (both stay in cache, as in a run loop).
        var grids: [CellGrid] = []
        for k in 0..<2 {
            compositor.compose(scenes[k], cols: cols, rows: rows, into: &grid)
            grids.append(grid)
        }
        var n = 0
        let f = measure(seconds: seconds, batch: steps) { k in n &+= grids[(k + 1) % 2].changes(from: grids[k % 2]).count }
        blackHole = n
        print("  of which: device only \(format(d.micros, 1)) µs, device + panel \(format(c.micros, 1)) µs, diff \(format(f.micros, 1)) µs")
    }
}

// (b) the model step alone: advance + scene() through a slowed finish (FinishingPlayer.swift), time only.
do {
    // Every step differs from the one before (checked on a separate player, outside the timing).
    let (check, start) = finishingPlayer()
    var tc = start
    var last = check.scene().views
    for _ in 0..<100 {
        tc += modelDt
        check.advance(to: tc)
        let views = check.scene().views
        if views == last { fail("two model steps gave the same views") }
        last = views
    }
    let (player, t0) = finishingPlayer()
    var t = t0
    var sink = 0
    let r = measure(seconds: seconds, batch: 60) { _ in
        t += modelDt
        player.advance(to: t)
        sink &+= player.scene().views.count
    }
    guard player.app.phase == .finishing else { fail("the finish ended during the measurement; lower --seconds") }
    blackHole = sink
    print("model step (advance + scene): \(Int(r.fps.rounded())) steps/s, \(format(r.micros, 2)) µs/step"
          + " (pop-parallax finishing, every step different; \(Plural.count(r.frames, "step")))")
}

// (b') a live drag step: one arrow key + advance + scene().
do {
    let player = interactivePlayer(scenario, cols: 120, rows: 40)
    var t = panEnd
    var sink = 0
    let r = measure(seconds: seconds, batch: 60) { k in
        t += frameStep
        player.handle(TimedEvent(t: t, event: .key(scrubKey(k))))
        player.advance(to: t)
        sink &+= player.scene().views.count
    }
    blackHole = sink
    print("model scrub (key + advance + scene): \(Int(r.fps.rounded())) steps/s, \(format(r.micros, 2)) µs/step"
          + " (pop-parallax interactive, percent ±0.05 a step; \(Plural.count(r.frames, "step")))")
}

// (c) `segue export` of every built-in: the time of one export each, the slowest named.
do {
    guard let dir = BuiltinScenarios.locate() else { fail("the built-in scenarios were not found") }
    var times: [(name: String, micros: Double)] = []
    var sink = 0
    for entry in BuiltinScenarios.list(in: dir) {
        guard let loaded = try? ScenarioLoader.load(path: entry.path) else { fail("\(entry.name) does not load") }
        let r = measure(seconds: max(seconds / 10, 0.02), batch: 5) { _ in
            sink &+= SwiftExport.source(for: loaded.scenario, target: .uikit).utf8.count
        }
        times.append((entry.name, r.micros))
    }
    blackHole = sink
    let slowest = times.max { $0.micros < $1.micros }!
    let mean = times.map(\.micros).reduce(0, +) / Double(times.count)
    print("export (uikit): \(times.count) built-ins, \(format(mean, 0)) µs each on average, slowest \(slowest.name) "
          + "\(format(slowest.micros, 0)) µs (goal < 50 ms)")
}
// (d) pictures (PictureBench.swift).
benchPictures(scenario)
// (d') images (ImageBench.swift).
benchImages()
// (e) `segue sweep`: a 21 × 31 grid of exact releases of pop-parallax's pop (percent 0…1 by
// 0.05, velocity −1500…1500 by 100), each a fresh model run to completeTransition; goal < 1 s.
do {
    let percents = (0...20).map { Double($0) * 0.05 }
    let velocities = (0...30).map { Double($0) * 100 - 1500 }
    var finishes = 0
    let start = cpuNanoseconds()
    for p in percents {
        for v in velocities {
            guard let cell = try? ReleaseSweep.release(scenario, operation: .pop, percent: p, velocity: v) else { fail("the sweep was refused") }
            if cell.finishes { finishes += 1 }
        }
    }
    let seconds = Double(cpuNanoseconds() - start) / 1e9
    guard finishes == percents.count * 15 else { fail("the velocity rule should finish the 15 positive velocities of each percent, got \(finishes)") }
    print("sweep 21x31 (pop-parallax pop, each cell a fresh model to completeTransition): \(format(seconds * 1000, 1)) ms"
          + " (goal < 1000 ms; \(format(seconds / Double(percents.count * velocities.count) * 1e6, 1)) µs/cell)")
}
// (f) a step back at t = 10 s, and an onion skin frame at t = 1 s and 10 s (TimeBench.swift).
benchTimeBothWays(scenario, seconds: seconds)
