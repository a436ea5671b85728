import Testing
@testable import SegueRender
import SegueCore

/// The call log in the side panel: lines wrap to the panel's width, Page Up / Page Down scroll
/// it. Drawn into columns 80…119 of a 120 × 40 grid, where the log has rows 15…38 (24 rows).
struct PanelLogTests {
    static func draw(_ log: [LogEntry], scroll: LogScroll = LogScroll(), ascii: Bool = false) -> CellGrid {
        var info = TestGrids.sampleInfo()
        info.log = log
        return PanelTests.draw(info, options: PanelOptions(ascii: ascii, logScroll: scroll))
    }

    static func rows(_ g: CellGrid) -> [String] { (15...38).map { PanelTests.row(g, $0) } }

    /// `n` one-row entries `call i` at 0.05 s apart.
    static func calls(_ n: Int) -> [LogEntry] { (0..<n).map { LogEntry(t: Double($0) * 0.05, call: .note("call \($0)")) } }

    static func scroll(_ turns: [(LogScroll.Direction, Int)]) -> LogScroll {
        var s = LogScroll()
        for (direction, entries) in turns { s.turn(direction, entries: entries) }
        return s
    }

    // MARK: Wrapping

    @Test(arguments: [
        ("update(0.42)", 12, ["update(0.42)"]),
        // Breaks after the last space that fits; the space is dropped.
        ("navigationController(didShow: contacts, animated: true)", 33,
         ["navigationController(didShow:", "contacts, animated: true)"]),
        ("abc def", 3, ["abc", "def"]),
        ("abcd ef gh", 6, ["abcd", "ef gh"]),
        ("ab   cd", 4, ["ab", "cd"]),
        // A word longer than the row is cut where the row is full.
        ("animationControllerForPresentedController", 16, ["animationControl", "lerForPresentedC", "ontroller"]),
        ("go animationControllerForPresented", 10, ["go", "animationC", "ontrollerF", "orPresente", "d"]),
        // A break after an opening parenthesis keeps the parenthesis.
        ("navigationController(animationControllerFor: .pop, from: message, to: inbox)", 34,
         ["navigationController(", "animationControllerFor: .pop,", "from: message, to: inbox)"]),
        ("f(( a", 2, ["f(", "(", "a"]),
        // Wide characters (2 cells) are never split.
        ("過渡動畫預覽", 5, ["過渡", "動畫", "預覽"]),
        ("a 過渡", 4, ["a", "過渡"]),
        // No room: one row, left for the painter to cut.
        ("update(0.42)", 0, ["update(0.42)"]),
    ])
    func wrap(text: String, room: Int, expected: [String]) {
        #expect(PanelLogWrap.rows(text, room: room).map(String.init) == expected)
    }

    @Test func continuationRowsAreIndentedUnderTheTextWithoutATime() {
        // The time column is as wide as the newest entry's time, "10.250": 6 cells, then a space;
        // 40 − 7 = 33 cells of text a row.
        let g = Self.draw([LogEntry(t: 0.4, call: .navigationDidShow("contacts")),
                           LogEntry(t: 10.25, call: .update(0.5))])
        #expect(Array(Self.rows(g).prefix(4)) == [
            " 0.400 navigationController(didShow:",
            "       contacts, animated: true)",
            "10.250 update(0.5)",
            "",
        ])
    }

    @Test func longWarningWrapsUnderItsText() {
        // "1.000 ! " is 8 cells: 32 x's on the first row, the other 18 under them.
        let g = Self.draw([LogEntry(t: 1, call: .warning(String(repeating: "x", count: 50)))])
        #expect(PanelTests.row(g, 15) == "1.000 ! " + String(repeating: "x", count: 32))
        #expect(PanelTests.row(g, 16) == String(repeating: " ", count: 8) + String(repeating: "x", count: 18))
        #expect(g[80 + 8, 16].attributes.contains(.bold) && g[80 + 8, 16].fg == PanelRole.warning.color)
    }

    @Test func theNewestRowsFillTheLog() {
        // 20 entries of 3 rows each (60 rows): the last 24 rows are entries 12…19.
        let g = Self.draw(Self.threeRowEntries(20))
        #expect(PanelTests.row(g, 15) == "0.600 w12 " + String(repeating: "x", count: 30))
        #expect(PanelTests.row(g, 16) == "      " + String(repeating: "y", count: 30))
        #expect(PanelTests.row(g, 38) == "      " + String(repeating: "z", count: 30))
    }

    /// Entry i: `wi`, then 30 x's, 30 y's and 30 z's: with 34 cells of text a row (times 0.000…0.950),
    /// three rows, `wi xxx…`, `yyy…`, `zzz…`.
    static func threeRowEntries(_ n: Int) -> [LogEntry] {
        (0..<n).map { i in
            LogEntry(t: Double(i) * 0.05, call: .note("w\(i) " + ["x", "y", "z"].map { String(repeating: $0, count: 30) }.joined(separator: " ")))
        }
    }

    // MARK: Scrolling

    @Test func pageUpAndDown() {
        let log = Self.calls(60)
        func view(_ turns: [(LogScroll.Direction, Int)]) -> [String] { Self.rows(Self.draw(log, scroll: Self.scroll(turns))) }
        func entries(_ r: ClosedRange<Int>) -> [String] { r.map { DecimalText.fixed(Double($0) * 0.05, decimals: 3) + " call \($0)" } }
        // At the bottom: the newest 24 entries, 36…59.
        #expect(view([]) == entries(36...59))
        // Scrolled, the last row says what is below and 23 rows show entries; a page is 22 rows.
        #expect(view([(.up, 60)]) == entries(15...37) + ["↓ 22 newer"])
        // The second page would put the top above the first entry: it stops there.
        #expect(view([(.up, 60), (.up, 60)]) == entries(0...22) + ["↓ 37 newer"])
        #expect(view([(.up, 60), (.up, 60), (.down, 60)]) == entries(22...44) + ["↓ 15 newer"])
        // Back at the bottom it follows the newest entry again.
        #expect(view([(.up, 60), (.up, 60), (.down, 60), (.down, 60)]) == entries(36...59))
        // Page Down at the bottom does nothing; Page Up when everything fits neither.
        #expect(view([(.down, 60)]) == entries(36...59))
        #expect(Self.rows(Self.draw(Self.calls(10), scroll: Self.scroll([(.up, 10)]))) == Self.rows(Self.draw(Self.calls(10))))
    }

    @Test func newEntriesDoNotMoveAScrolledView() {
        let scroll = Self.scroll([(.up, 60)])
        let before = Self.rows(Self.draw(Self.calls(60), scroll: scroll))
        let after = Self.rows(Self.draw(Self.calls(65), scroll: scroll))
        #expect(after.dropLast() == before.dropLast())
        #expect(after.last == "↓ 27 newer")
        // Page Down then moves from where the view is, not from the newest entry (59 → 37 + 22 = 59 of 65).
        let down = Self.rows(Self.draw(Self.calls(65), scroll: Self.scroll([(.up, 60), (.down, 65)])))
        #expect(down.first == "1.850 call 37" && down[22] == "2.950 call 59" && down.last == "↓ 5 newer")
        // Without Page Up the view follows: the newest entry is at the bottom.
        #expect(Self.rows(Self.draw(Self.calls(65))).last == "3.200 call 64")
    }

    @Test func aScrolledViewCanEndInsideAWrappedEntry() {
        // 60 rows; a page up from the last row (entry 19, row 2) by 22 rows lands on entry 12's
        // second row, so the view shows entries 5…11 whole and the first two rows of entry 12.
        let rows = Self.rows(Self.draw(Self.threeRowEntries(20), scroll: Self.scroll([(.up, 20)])))
        #expect(rows[0] == "0.250 w5 " + String(repeating: "x", count: 30))
        #expect(rows[2] == "      " + String(repeating: "z", count: 30))
        #expect(rows[21] == "0.600 w12 " + String(repeating: "x", count: 30))
        #expect(rows[22] == "      " + String(repeating: "y", count: 30))
        // Entry 12's last row and entries 13…19 are below.
        #expect(rows[23] == "↓ 8 newer")
    }

    @Test func indicatorInASCII() {
        let g = Self.draw(Self.calls(60), scroll: Self.scroll([(.up, 60)]), ascii: true)
        #expect(PanelTests.row(g, 38) == "v 22 newer")
        #expect(TestGrids.scalars(g).allSatisfy { $0.isASCII })
    }

    @Test func turnsCountedAfterOldEntriesWereDroppedStillHoldTheView() {
        // The log keeps its newest entries: once 5 old ones are dropped, a turn made at 60 entries
        // is at 55 of the log as it is now, and shows the same entries.
        let full = Self.calls(60)
        let kept = Array(full.dropFirst(5))
        let scroll = LogScroll(turns: [LogScroll.Turn(direction: .up, pages: 1, entries: 60)])
        #expect(Self.rows(Self.draw(kept, scroll: scroll.counted(from: 5))) == Self.rows(Self.draw(full, scroll: scroll)))
    }
}
