// segue-bench: rasterise + diff throughput for a synthetic pop-parallax frame mid-transition.
//
//   swift build -c release --product segue-bench && .build/release/segue-bench [--seconds S] [--print P]
//
// Two 390×844 pt screens: the to view at x = −130·(1 − p) beneath, the from view at x = 390·p on
// top, both with a title and content. p steps by 1/240 a frame (≥ 1/8 cell of motion at these
// sizes), so every frame differs from the one before. Each frame is rendered (layout, raster,
// resolve into a CellGrid) and diffed against the previous one, on one core.
import Foundation
import SegueCore
import SegueRender

/// CPU time of this thread; unit: nanoseconds. Measured instead of wall time so that other
/// processes on a shared machine do not count against the renderer.
func cpuNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

func scene(progress p: Double) -> Scene {
    let w = 390.0, h = 844.0
    let inbox = SceneView(id: "inbox", frame: Rect(x: -130 * (1 - p), y: 0, width: w, height: h),
                          color: RGB(r: 0x1d, g: 0x4e, b: 0xd8), title: "Inbox",
                          content: ["Anna: lunch?", "Build #412 passed", "Standup moved to 10:30", "Re: invoice 2024-117"])
    let message = SceneView(id: "message", frame: Rect(x: w * p, y: 0, width: w, height: h),
                            color: RGB(r: 0xb4, g: 0x53, b: 0x09), title: "Message",
                            content: ["Lunch at noon?", "", "— Anna"])
    return Scene(containerSize: Size(width: w, height: h), views: [inbox, message], hud: HUDInfo(title: "pop-parallax"))
}

var seconds = 1.0
var printAt: Double?
var args = CommandLine.arguments.dropFirst()
while let a = args.popFirst() {
    switch a {
    case "--seconds": seconds = Double(args.popFirst() ?? "") ?? seconds
    case "--print": printAt = Double(args.popFirst() ?? "")
    default:
        print("usage: segue-bench [--seconds S] [--print P]")
        exit(2)
    }
}

if let p = printAt {
    let frame = FrameRenderer.render(scene: scene(progress: p), cols: 120, rows: 40)
    print(frame.grid.text)
    exit(0)
}

// Scenes are built up front so the loop measures the renderer and the diff only.
let steps = 240
let scenes = (0..<steps).map { scene(progress: Double($0) / Double(steps)) }

for (cols, rows) in [(120, 40), (240, 70)] {
    var renderer = FrameRenderer()
    // Two grids, swapped each frame, as a run loop keeps them: the frame drawn and the one on screen.
    var previous = CellGrid(width: 0, height: 0), grid = CellGrid(width: 0, height: 0)
    var changed = 0
    // Warm up (fills caches and buffers), then time whole batches until `seconds` have passed.
    for k in 0...steps {
        renderer.render(scenes[k % steps], cols: cols, rows: rows, into: &grid)
        swap(&grid, &previous)
    }
    var frames = 0
    let start = cpuNanoseconds()
    var elapsed: UInt64 = 0
    repeat {
        for _ in 0..<steps {
            frames += 1
            renderer.render(scenes[frames % steps], cols: cols, rows: rows, into: &grid)
            changed += grid.changes(from: previous).count
            swap(&grid, &previous)
        }
        elapsed = cpuNanoseconds() - start
    } while Double(elapsed) < seconds * 1e9
    let perFrame = Double(elapsed) / 1e3 / Double(frames)
    let fps = Double(frames) / (Double(elapsed) / 1e9)
    let line = "\(cols)x\(rows): \(Int(fps.rounded())) frames/s, \(String(perFrame, decimals: 1)) µs/frame"
        + " (thread CPU time; \(frames) frames, \(changed / frames) changed cells/frame)"
    print(line)
}

extension String {
    init(_ v: Double, decimals: Int) {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let r = (v * scale).rounded() / scale
        self = "\(r)"
    }
}
