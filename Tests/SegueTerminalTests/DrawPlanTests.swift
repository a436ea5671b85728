import SegueCore
import SegueRender
import SegueTerminal
import Testing
import SegueScreen

@Suite struct DrawPlanTests {
    let screen = TerminalSize(cols: 80, rows: 24)

    @Test func identicalGridsDrawNothing() {
        let g = CellGrid(lines: ["hello", "world"])
        #expect(DrawPlan.runs(for: g, previous: g, screen: screen).isEmpty)
    }

    @Test func unknownScreenDrawsEveryCellOneRunPerRow() {
        let g = CellGrid(lines: ["abc", "def"])
        let runs = DrawPlan.runs(for: g, previous: nil, screen: screen)
        #expect(runs == [DrawRun(x: 0, y: 0, cells: [Cell("a"), Cell("b"), Cell("c")]),
                         DrawRun(x: 0, y: 1, cells: [Cell("d"), Cell("e"), Cell("f")])])
    }

    @Test func sizeChangeDrawsEverything() {
        let a = CellGrid(lines: ["ab"]), b = CellGrid(lines: ["ab", "cd"])
        #expect(DrawPlan.cellCount(DrawPlan.runs(for: b, previous: a, screen: screen)) == 4)
    }

    @Test func changedCellsGroupIntoRuns() {
        let a = CellGrid(lines: ["abcdefgh", "abcdefgh"])
        let b = CellGrid(lines: ["aXYdefZh", "abcdefgh"])
        let runs = DrawPlan.runs(for: b, previous: a, screen: screen)
        #expect(runs == [DrawRun(x: 1, y: 0, cells: [Cell("X"), Cell("Y")]), DrawRun(x: 6, y: 0, cells: [Cell("Z")])])
    }

    @Test func colourChangeAloneIsAChange() {
        let a = CellGrid(lines: ["ab"])
        var b = a
        b[1, 0] = Cell("b", bg: RGB(r: 255, g: 0, b: 0))
        #expect(DrawPlan.runs(for: b, previous: a, screen: screen) == [DrawRun(x: 1, y: 0, cells: [b[1, 0]])])
    }

    /// A wide character covers its continuation cell: the run goes on after it.
    @Test func wideCharacterAdvancesTwoCells() {
        var g = CellGrid(width: 6, height: 1)
        g.put("a日b", x: 0, y: 0)
        let runs = DrawPlan.runs(for: g, previous: nil, screen: screen)
        #expect(runs.count == 1)
        #expect(runs[0].cells.map(\.glyph) == ["a", "日", "b", " ", " "])
    }

    /// Only the continuation cell changed (its colour): the wide character is drawn again.
    @Test func changedContinuationRedrawsItsLead() {
        var a = CellGrid(width: 4, height: 1)
        a.put("日", x: 1, y: 0)
        var b = a
        b[2, 0].bg = RGB(r: 0, g: 0, b: 255)
        #expect(DrawPlan.runs(for: b, previous: a, screen: screen) == [DrawRun(x: 1, y: 0, cells: [a[1, 0]])])
    }

    /// A wide character that would hang over the screen's right edge is drawn as a space.
    @Test func wideCharacterAtTheRightEdgeBecomesASpace() {
        var g = CellGrid(width: 6, height: 1)
        g.put("日", x: 4, y: 0, bg: RGB(r: 1, g: 2, b: 3))
        let runs = DrawPlan.runs(for: g, previous: nil, screen: TerminalSize(cols: 5, rows: 1))
        #expect(runs.count == 1)
        #expect(runs[0].cells.count == 5)
        #expect(runs[0].cells[4] == Cell(" ", bg: RGB(r: 1, g: 2, b: 3)))
    }

    @Test func clipsToTheScreen() {
        let g = CellGrid(lines: ["0123456789", "0123456789", "0123456789"])
        let runs = DrawPlan.runs(for: g, previous: nil, screen: TerminalSize(cols: 4, rows: 2))
        #expect(runs == [DrawRun(x: 0, y: 0, cells: "0123".map { Cell($0) }), DrawRun(x: 0, y: 1, cells: "0123".map { Cell($0) })])
        #expect(DrawPlan.runs(for: g, previous: nil, screen: TerminalSize(cols: 0, rows: 5)).isEmpty)
    }
}

@Suite struct InMemoryBackendTests {
    /// A small deterministic generator (64-bit LCG, Knuth's constants).
    struct LCG {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
    }

    static func randomGrid(_ rng: inout LCG, width: Int, height: Int) -> CellGrid {
        let words = ["ab", "日本", "x", "┌─┐", "é", "語", "  ", "q"]
        let colours: [RGB?] = [nil, RGB(r: 255, g: 0, b: 0), RGB(r: 0, g: 0, b: 255)]
        var g = CellGrid(width: width, height: height)
        for y in 0..<height {
            var x = 0
            while x < width {
                let w = words[rng.next(words.count)]
                x += max(1, g.put(w, x: x, y: y, fg: colours[rng.next(3)], bg: colours[rng.next(3)] ?? .black))
            }
        }
        return g
    }

    /// After any sequence of diff draws, the screen shows exactly the last grid.
    @Test(arguments: [UInt64(1), 2, 3, 42])
    func screenAlwaysEqualsTheLastGrid(seed: UInt64) {
        var rng = LCG(state: seed)
        let backend = InMemoryBackend(size: TerminalSize(cols: 12, rows: 4))
        var grid = Self.randomGrid(&rng, width: 12, height: 4)
        for step in 0..<40 {
            // Change a few rows of the previous grid.
            var next = grid
            let fresh = Self.randomGrid(&rng, width: 12, height: 4)
            for y in 0..<4 where rng.next(3) == 0 {
                for x in 0..<12 { next[x, y] = fresh[x, y] }
            }
            backend.draw(next)
            #expect(backend.screen == next, "seed \(seed) step \(step)")
            grid = next
        }
    }

    @Test func drawsOnlyChangedCellsAndEverythingAfterAResize() {
        let backend = InMemoryBackend(size: TerminalSize(cols: 10, rows: 2), events: [.resize(cols: 8, rows: 3)])
        var g = CellGrid(lines: ["0123456789", "abcdefghij"])
        backend.draw(g)
        backend.draw(g)
        g[3, 1] = Cell("#")
        backend.draw(g)
        #expect(backend.calls == [.draw(cells: 20), .draw(cells: 0), .draw(cells: 1)])
        #expect(backend.nextEvent(timeout: nil) == .resize(cols: 8, rows: 3))
        #expect(backend.size == TerminalSize(cols: 8, rows: 3))
        backend.draw(g)
        #expect(backend.calls.last == .draw(cells: 16))
        #expect(backend.screen.lines == ["01234567", "abc#efgh", "        "])
        backend.invalidate()
        backend.draw(g)
        #expect(backend.calls.last == .draw(cells: 16))
    }

    /// A smaller grid than the one before clears what the old one covered.
    @Test func smallerGridClearsTheRest() {
        let backend = InMemoryBackend(size: TerminalSize(cols: 6, rows: 2))
        backend.draw(CellGrid(lines: ["abcdef", "ghijkl"]))
        backend.draw(CellGrid(lines: ["xy"]))
        #expect(backend.screen.lines == ["xy    ", "      "])
    }

    @Test func scriptedEventsAndCalls() throws {
        let events: [TerminalEvent] = [.input(.key(.right)), .input(.mouse(MouseEvent(kind: .press, x: 1, y: 2))), .signal(15)]
        let backend = InMemoryBackend(events: events)
        try backend.start()
        #expect(backend.isActive)
        #expect(backend.nextEvent(timeout: 0.5) == events[0])
        #expect(backend.nextEvent(timeout: nil) == events[1])
        #expect(backend.nextEvent(timeout: nil) == events[2])
        #expect(backend.nextEvent(timeout: 0) == nil)
        backend.bell()
        backend.flush()
        backend.stop()
        #expect(!backend.isActive)
        #expect(backend.calls == [.start, .nextEvent(timeout: 0.5), .nextEvent(timeout: nil), .nextEvent(timeout: nil),
                                  .nextEvent(timeout: 0), .bell, .flush, .stop])
    }

    @Test func startCanFail() {
        let backend = InMemoryBackend()
        backend.startError = .notATerminal(stream: "stdin")
        #expect(throws: TerminalError.notATerminal(stream: "stdin")) { try backend.start() }
        #expect(!backend.isActive)
    }

    @Test func inputEventOfTerminalEvents() {
        #expect(TerminalEvent.resize(cols: 3, rows: 4).inputEvent == .resize(cols: 3, rows: 4))
        #expect(TerminalEvent.input(.key(.space)).inputEvent == .key(.space))
        #expect(TerminalEvent.signal(2).inputEvent == nil)
    }
}
