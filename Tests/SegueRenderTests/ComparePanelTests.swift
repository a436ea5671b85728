import SegueCore
import Testing
@testable import SegueRender

/// A comparison's panel (`PanelComparePlot`): one plot with both curves, one colour each, and
/// the legend with both percents.
struct ComparePanelTests {
    @Test func bothCurvesInOnePlotInTwoColours() throws {
        let scenario = try ScenarioGoldenTests.load("scale-push-pop")
        let slower = try ScenarioLoader.load(path: ScenarioGoldenTests.scenariosDirectory + "/scale-push-pop.json",
                                             overrides: ["transitions.push.animator.duration=1.2"]).scenario
        let a = Player(scenario, terminalSize: (100, 30), showsPanel: true), b = Player(slower, terminalSize: (100, 30), showsPanel: true)
        try TimeBothWaysTests.run(a, "0.1 p", until: 0.3)
        try TimeBothWaysTests.run(b, "0.1 p", until: 0.3)
        let both = PanelComparePlot.Variants(a: a.scene().panel, b: b.scene().panel)
        var compositor = Compositor(options: RenderOptions(showsPanel: true))
        var grid = CellGrid(width: 0, height: 0), alone = CellGrid(width: 0, height: 0)
        let layout = compositor.compose(a.scene(), cols: 100, rows: 30, overlay: .init(comparedPanel: both), into: &grid)
        compositor.compose(a.scene(), cols: 100, rows: 30, into: &alone)
        let panel = try #require(layout.panel)
        var colours: Set<RGB> = []
        for y in panel.y..<panel.maxY { for x in panel.x..<panel.maxX where (0x2801...0x28FF).contains(grid[x, y].glyph.unicodeScalars.first!.value) {
            if let fg = grid[x, y].fg { colours.insert(fg) }
        } }
        #expect(colours.contains(PanelRole.curve.color), "A's curve")
        #expect(colours.contains(PanelRole.compared.color), "B's curve")
        // The percents: (0.3 − 0.1) s into 0.4 s and into 1.2 s, as the panel's own percent says.
        let pa = try #require(a.scene().panel.percent), pb = try #require(b.scene().panel.percent)
        #expect(abs(pa - 0.2 / 0.4) < 1e-6 && abs(pb - 0.2 / 1.2) < 1e-6)
        let legend = "A ━ \(Int((pa * 100).rounded()))%  B ━ \(Int((pb * 100).rounded()))%"
        #expect(grid.lines.contains { $0.contains(legend) }, "\(legend)")
        #expect(!alone.lines.contains { $0.contains("A ━") }, "no legend without a comparison")
    }
}
