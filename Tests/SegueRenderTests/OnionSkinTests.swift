import SegueCore
import Testing
@testable import SegueRender

/// The onion skin (`o`, `render --onion`; docs/terminal.md): ghosts at now − k × 0.05 s, drawn
/// as outlines of the views that move, fading with age.
struct OnionSkinTests {
    /// The ghosts are the scenes of separate runs stopped at t − k × 0.05 (every view placed
    /// where a fresh run places it then).
    @Test(arguments: ["default-pop", "modal-spring"])
    func ghostsAreTheSceneAtEarlierTimes(scenario: String) throws {
        let player = try TimeBothWaysTests.player(scenario)
        try TimeBothWaysTests.run(player, "0.1 p", until: 0.4)
        let ghosts = OnionSkin.ghosts(of: player)
        #expect(ghosts.map(\.age) == Array(1...6))
        for ghost in ghosts {
            let t = (24.0 - 3 * Double(ghost.age)) / 60  // 0.4 − k·0.05 on the 60 fps grid
            #expect(abs(ghost.t - t) < 1e-9)
            let separate = try TimeBothWaysTests.player(scenario)
            try TimeBothWaysTests.run(separate, "0.1 p", until: t)
            #expect(OnionSkinDrawing.placed(ghost.scene) == OnionSkinDrawing.placed(separate.scene()),
                    "ghost \(ghost.age) of \(scenario)")
        }
        // And the player shown is untouched by computing them.
        let twin = try TimeBothWaysTests.player(scenario)
        try TimeBothWaysTests.run(twin, "0.1 p", until: 0.4)
        #expect(player.scene() == twin.scene())
    }

    /// No ghost before model time 0.
    @Test func noGhostsBeforeZero() throws {
        let player = try TimeBothWaysTests.player()
        try TimeBothWaysTests.run(player, "", until: 0.1)
        #expect(OnionSkin.ghosts(of: player).map(\.age) == [1, 2])
    }

    /// A view 40 pt wide, now at x = 0 and, k intervals ago, at x = 60·k, over a still blue
    /// background on the square device (20 pt a cell): ghost k's left edge is the vertical line in
    /// device column 3k, coloured #60a5fa at opacity (7 − k)/7 over the blue — older fainter.
    @Test func outlinesFadeWithAge() {
        let background = Fixture.box("bg", x: 0, width: 400, color: Fixture.blue)
        func moving(_ x: Double) -> SceneView { Fixture.box("m", x: x, width: 40, height: 400) }
        let now = Fixture.scene([background, moving(0)])
        let ghosts = (1...6).map { OnionSkin.Ghost(age: $0, t: 1 - 0.05 * Double($0), scene: Fixture.scene([background, moving(60 * Double($0))])) }
        var compositor = Compositor(options: RenderOptions(showsPanel: false))
        var grid = CellGrid(width: 0, height: 0)
        compositor.compose(now, cols: Fixture.squareCols, rows: Fixture.squareRows, overlay: .init(onionSkin: ghosts), into: &grid)
        var distances: [Int] = []
        for k in 1...6 {
            let cell = Fixture.squareCell(grid, 3 * k, 5)
            let expected = RGB(r: 0x60, g: 0xa5, b: 0xfa).over(Fixture.blue, alpha: Double(7 - k) / 7)
            #expect(cell.glyph == "│", "ghost \(k)")
            #expect(cell.fg == expected, "ghost \(k)")
            #expect(cell.bg == Fixture.blue)
            let fg = cell.fg ?? .black
            distances.append(abs(Int(fg.r) - Int(Fixture.blue.r)) + abs(Int(fg.g) - Int(Fixture.blue.g)) + abs(Int(fg.b) - Int(Fixture.blue.b)))
        }
        #expect(distances == distances.sorted(by: >), "older ghosts should be fainter: \(distances)")
        // The corners: top-left of ghost 1 at device (3, 0), bottom-right at (4, 9).
        #expect(Fixture.squareCell(grid, 3, 0).glyph == "┌")
        #expect(Fixture.squareCell(grid, 4, 9).glyph == "┘")
    }

    /// Views that did not move get no ghost: ghosts equal to now draw nothing.
    @Test func stillViewsDrawNothing() throws {
        let scene = Fixture.phoneSlide(p: 0.4)
        let ghosts = (1...6).map { OnionSkin.Ghost(age: $0, t: 0, scene: scene) }
        var compositor = Compositor(options: RenderOptions(showsPanel: false))
        var with = CellGrid(width: 0, height: 0), without = CellGrid(width: 0, height: 0)
        compositor.compose(scene, cols: 60, rows: 30, overlay: .init(onionSkin: ghosts), into: &with)
        compositor.compose(scene, cols: 60, rows: 30, into: &without)
        #expect(with == without)
        // A paused player that has not moved for 0.3 s: every ghost is still.
        let player = try TimeBothWaysTests.player()
        try TimeBothWaysTests.run(player, "", until: 1)
        #expect(OnionSkin.ghosts(of: player).allSatisfy { OnionSkinDrawing.moving(in: $0.scene, now: OnionSkinDrawing.placed(player.scene())).isEmpty })
    }

    /// A moving scenario does get ghost lines (the test above can fail).
    @Test func movingViewsDrawOutlines() throws {
        let moving = Fixture.phoneSlide(p: 0.4)
        let ghosts = [OnionSkin.Ghost(age: 1, t: 0, scene: Fixture.phoneSlide(p: 0.6))]
        var compositor = Compositor(options: RenderOptions(showsPanel: false))
        var with = CellGrid(width: 0, height: 0), without = CellGrid(width: 0, height: 0)
        compositor.compose(moving, cols: 60, rows: 30, overlay: .init(onionSkin: ghosts), into: &with)
        compositor.compose(moving, cols: 60, rows: 30, into: &without)
        #expect(with != without)
    }
}
