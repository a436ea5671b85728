import Testing
@testable import SegueRender
import SegueCore

struct TextFrameEncoderTests {
    @Test func trailingSpacesTrimmedOneNewlinePerRow() {
        var grid = CellGrid(width: 6, height: 3)
        grid.put("ab", x: 1, y: 0)
        grid.put("漢", x: 4, y: 2)
        #expect(TextFrameEncoder.frame(grid) == " ab\n\n    漢\n")
    }

    @Test func sequenceHasAHeaderBeforeEveryFrame() {
        let a = CellGrid(lines: ["x "]), b = CellGrid(lines: ["y"])
        #expect(TextFrameEncoder.encode([(0, a), (0.5, b)]) == "--- t=0.000\nx\n--- t=0.500\ny\n")
        #expect(TextFrameEncoder.header(t: 1.0 / 60) == "--- t=0.017\n")
    }

    @Test func cellTextIsMappedLikeTheANSIEncoder() {
        var grid = CellGrid(width: 5, height: 1)
        grid[0, 0] = Cell("\u{1B}")
        grid[1, 0] = Cell("漢")                   // wide, but no continuation cell after it
        grid[2, 0] = Cell("b")
        grid[3, 0] = Cell(" ", isContinuation: true)   // an orphan continuation
        grid[4, 0] = Cell("c")
        #expect(TextFrameEncoder.lines(grid) == ["\u{FFFD}\u{FFFD}b c"])
    }
}
