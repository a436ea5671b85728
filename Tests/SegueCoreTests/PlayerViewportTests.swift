import Testing
@testable import SegueCore

/// The Player learns where the device sits only from its `Viewport`: the container size at the
/// start and on restart, and mouse reports mapped with the terminal size at the moment of the
/// event (a resize in the session changes where a cell lands).
struct PlayerViewportTests {
    /// Cells are 10 × 20 points from the corner, shown only on terminals at least 100 columns
    /// wide; the container is the whole terminal at 10 × 20 points a cell.
    struct WideTerminalViewport: Viewport {
        func point(col: Int, row: Int, terminalSize: (cols: Int, rows: Int)) -> Point? {
            terminalSize.cols >= 100 ? Point(x: Double(col) * 10 + 5, y: Double(row) * 20 + 10) : nil
        }
        func containerSize(terminalSize: (cols: Int, rows: Int)) -> Size? {
            Size(width: Double(terminalSize.cols) * 10, height: Double(terminalSize.rows) * 20)
        }
    }

    @Test func theContainerSizeComesFromTheViewport() {
        let player = Player(scenario: popParallaxScenario(), terminalSize: (120, 40), viewport: WideTerminalViewport())
        #expect(player.app.size == Size(width: 1200, height: 800))
        player.handle(TimedEvent(t: 0.1, event: .resize(cols: 90, rows: 30)))
        #expect(player.app.size == Size(width: 1200, height: 800), "a resize alone keeps the running model")
        player.resetModel()
        #expect(player.app.size == Size(width: 900, height: 600), "a restart sizes the new model for the terminal now")
        // Without a viewport the container keeps the scenario's device size.
        let plain = Player(scenario: popParallaxScenario(), terminalSize: (120, 40))
        #expect(plain.app.size == popParallaxScenario().device.size)
    }

    /// A drag from the left edge, in cells 0 → 30 along row 10, every 1/30 s.
    static func edgeDrag(from t0: Double) -> [TimedEvent] {
        [TimedEvent(t: t0, event: .mouse(MouseEvent(kind: .press, x: 0, y: 10)))]
            + (1...10).map { k in TimedEvent(t: t0 + Double(k) / 30, event: .mouse(MouseEvent(kind: .drag, x: 3 * k, y: 10))) }
    }

    @Test(arguments: [(120, Phase.interactive), (90, Phase.idle)])
    func mouseReportsMapWithTheTerminalSizeOfTheirTime(cols: Int, phase: Phase) {
        let player = Player(scenario: popParallaxScenario(), terminalSize: (120, 40), viewport: WideTerminalViewport())
        player.handle(TimedEvent(t: 0.05, event: .resize(cols: cols, rows: 40)))
        for e in Self.edgeDrag(from: 0.1) { player.handle(e) }
        #expect(player.app.phase == phase)
    }

    @Test func withoutAViewportMouseReportsAreIgnored() {
        let player = Player(scenario: popParallaxScenario(), terminalSize: (120, 40))
        for e in Self.edgeDrag(from: 0.1) { player.handle(e) }
        #expect(player.app.phase == .idle)
    }
}
