import Foundation
import SegueCore
import SegueRender
import SegueTerminal
import Testing
@testable import SegueApp

/// The gallery in process: `Gallery.browse` on SegueApp's `ScriptedTerminal` and its clock. Open a
/// scenario, n to the next, q back to the list (the selection follows), `?` and any key for
/// the help, q quits. The expected list screens are `GalleryView`'s for the selection the keys
/// should lead to; an opened scenario shows its title in the panel.
struct GalleryInProcessTests {
    /// The scripted clock as a loop sees it: zero when the loop is made (as `MonotonicClock`).
    struct Since: LiveClock {
        let base: ScriptedClock
        let origin: Double
        var now: Double { base.now - origin }
    }


    @Test func openNextBackHelpQuit() throws {
        let dir = LiveSessionTests.root.appendingPathComponent("Scenarios").path
        let list = Array(BuiltinScenarios.list(in: dir).prefix(3))
        try #require(list.count == 3)
        let keys: [(Double, Key)] = [(1, .enter), (2, .char("n")), (3, .char("q")), (4, .char("?")), (5, .char("x")), (6, .char("q"))]
        var shots: [(at: Double, text: String)] = []
        let terminal = LiveSessionTests.terminal(keys.map { ($0.0, .input(.key($0.1))) }) {
            shots.append(($0.clock.now, $0.screen.flushed.text))
        }
        let clock = terminal.clock
        var options = RenderOptions()
        options.colorMode = .none
        let status = try Gallery.browse(list, backend: terminal, ascii: false, color: false) { _ in
            LiveLoop(backend: terminal, options: options, clock: { Since(base: clock, origin: clock.now) }, wake: {})
        }
        #expect(status == 0)
        func screen(justBefore t: Double) -> String { shots.last { $0.at < t }?.text ?? "" }
        let entries = list.map { GalleryView.Entry(name: $0.name, title: $0.title, description: $0.description) }
        func gallery(_ selected: Int, help: Bool = false) -> String {
            GalleryView.draw(entries, selected: selected, cols: 120, rows: 40, ascii: false, color: false, help: help).text
        }
        #expect(screen(justBefore: 1) == gallery(0))
        #expect(screen(justBefore: 2).contains(list[0].title), "Enter opens the first scenario")
        #expect(screen(justBefore: 3).contains(list[1].title), "n opens the next one")
        #expect(screen(justBefore: 4) == gallery(1), "q comes back to the list, on the scenario it left")
        #expect(screen(justBefore: 5) == gallery(1, help: true))
        #expect(screen(justBefore: 6) == gallery(1), "any key closes the help and does nothing else")
    }
}
