import Foundation
import SegueCore
import Testing
@testable import SegueRender

/// A `Compositor` kept from frame to frame (as the live previewer and `segue render` keep it)
/// reuses panel work between frames (`PanelMemo`: key hints, the plot's curve, log rows). Whatever
/// it reuses, every frame must be exactly the frame a fresh compositor draws.
@Suite struct CompositorReuseTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var scenario: String
        var events: String?
        var size: (Int, Int)
        var ascii = false
        var color = ColorMode.xterm256
        var testDescription: String { "\(scenario) \(events ?? "demo") at \(size.0)x\(size.1)\(ascii ? " ascii" : "")" }
    }

    static let cases: [Case] = [
        Case(scenario: "pop-parallax", events: nil, size: (120, 40)),
        // A pan that never lifts: a new log entry every frame, the playhead and bar moving.
        Case(scenario: "pop-parallax", events: "0 right*10@0.03; 0.3 right*10@0.0167; 0.467 left*10@0.0167", size: (120, 40)),
        Case(scenario: "alongside", events: nil, size: (100, 30), ascii: true, color: .none),
        Case(scenario: "swing-drop", events: nil, size: (160, 50)),
        // The log scrolled back while new entries arrive, then paged down to the newest again.
        Case(scenario: "pop-parallax", events: "0 right*10@0.03; 0.3 right*10@0.0167; 0.35 pageup*2@0.02; 0.4 pagedown;"
             + " 0.467 left*10@0.0167; 0.7 pagedown*2@0.05", size: (120, 40)),
        // The panel narrows and widens with resizes (the memo's keys must notice).
        Case(scenario: "pinch-pop", events: "0.2 resize 90 30; 0.5 minus*6@0.05; 0.9 resize 140 45; 1.2 enter", size: (120, 40)),
    ]

    @Test(arguments: cases)
    func keptCompositorDrawsWhatAFreshOneDraws(_ c: Case) throws {
        let scenario = try ScenarioGoldenTests.load(c.scenario)
        let events = try c.events.map { try EventScript.parse($0) } ?? scenario.demo
        let player = Player(scenario, terminalSize: c.size, showsPanel: true)
        let options = RenderOptions(colorMode: c.color, ascii: c.ascii, showsPanel: true, isFill: scenario.device.isFill)
        var kept = Compositor(options: options)
        var grid = CellGrid(width: 0, height: 0)
        var frames = 0, differing = 0
        HeadlessRun.run(player, events: events, fps: 60) { t in
            let size = player.terminalSize
            if grid.width != size.cols || grid.height != size.rows { grid = CellGrid(width: size.cols, height: size.rows) }
            let scene = player.scene()
            kept.compose(scene, cols: size.cols, rows: size.rows, into: &grid)
            var fresh = Compositor(options: options)
            var expected = CellGrid(width: size.cols, height: size.rows)
            fresh.compose(scene, cols: size.cols, rows: size.rows, into: &expected)
            frames += 1
            if grid != expected {
                differing += 1
                if differing <= 3 {
                    let rows = (0..<expected.height).filter { y in (0..<expected.width).contains { grid[$0, y] != expected[$0, y] } }
                    Issue.record("\(c.testDescription): frame at t = \(t) differs in rows \(rows)")
                }
            }
        }
        #expect(frames > 20)
        #expect(differing == 0, "\(differing) of \(frames) frames differ")
    }
}
