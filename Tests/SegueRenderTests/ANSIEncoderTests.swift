import Testing
@testable import SegueRender
import SegueCore

struct ANSIEncoderTests {
    static let esc = "\u{1B}"

    /// An encoder that has already drawn `grid`.
    static func primed(_ grid: CellGrid, mode: ColorMode = .xterm256) -> ANSIEncoder {
        var e = ANSIEncoder(colorMode: mode)
        _ = e.encode(grid)
        return e
    }

    @Test func firstFrameClearsAndDrawsEverything() {
        let grid = CellGrid(lines: ["ab", " c"])
        var e = ANSIEncoder(colorMode: .none)
        // Clear (the cursor is then home), "ab" needs no move; the blank at (0,1) is left to the clear; "c" needs a move.
        #expect(e.encode(grid) == "\(Self.esc)[0m\(Self.esc)[H\(Self.esc)[2J" + "ab\(Self.esc)[2;2Hc")
    }

    @Test func identicalFramesEmitNothing() {
        var grid = CellGrid(width: 20, height: 5)
        grid.put("hello", x: 2, y: 1, fg: RGB(r: 10, g: 200, b: 30), attributes: .bold)
        for mode in ColorMode.allCases {
            var e = Self.primed(grid, mode: mode)
            #expect(e.encode(grid) == "")
            #expect(e.encode(grid) == "")
        }
    }

    @Test func oneChangedCellIsOneMoveAndOneGlyph() {
        let before = CellGrid(width: 20, height: 5)
        var after = before
        after[4, 2] = Cell("X")
        var e = Self.primed(before)
        #expect(e.encode(after) == "\(Self.esc)[3;5HX")
        // Two neighbours: one move, then the cursor is already there.
        var next = after
        next[10, 3] = Cell("Y")
        next[11, 3] = Cell("Z")
        #expect(e.encode(next) == "\(Self.esc)[4;11HYZ")
    }

    /// Foreground (255,0,0) and background (0,0,238) in each colour mode. Hand-mapped: xterm 196 is the
    /// cube's (5,0,0) = #ff0000 and 21 its (0,0,5) = #0000ff; of the 16 ANSI colours, bright red (9 → 91)
    /// and blue (4 → 44, xterm's #0000ee) match exactly.
    @Test(arguments: [
        (ColorMode.direct, "\u{1B}[2;3H\u{1B}[38;2;255;0;0;48;2;0;0;238mX\u{1B}[0m"),
        (ColorMode.xterm256, "\u{1B}[2;3H\u{1B}[38;5;196;48;5;21mX\u{1B}[0m"),
        (ColorMode.ansi16, "\u{1B}[2;3H\u{1B}[91;44mX\u{1B}[0m"),
        (ColorMode.none, "\u{1B}[2;3HX"),
    ])
    func colourPerMode(mode: ColorMode, expected: String) {
        let before = CellGrid(width: 4, height: 2)
        var after = before
        after[2, 1] = Cell("X", fg: RGB(r: 255, g: 0, b: 0), bg: RGB(r: 0, g: 0, b: 238))
        var e = Self.primed(before, mode: mode)
        #expect(e.encode(after) == expected)
    }

    @Test(arguments: [(0, "30"), (7, "37"), (8, "90"), (15, "97")])
    func ansi16Foregrounds(index: Int, code: String) {
        #expect(SGR.parameters(.ansi(index), background: false) == code)
        #expect(SGR.parameters(.ansi(index), background: true) == String(Int(code)! + 10))
    }

    @Test func sgrOnlyWhenTheLookChanges() {
        let red = RGB(r: 255, g: 0, b: 0)
        let before = CellGrid(width: 10, height: 1)
        var after = before
        after[0, 0] = Cell("a", fg: red)
        after[1, 0] = Cell("b", fg: red)
        after[2, 0] = Cell("c", fg: red, attributes: .bold)
        after[3, 0] = Cell("d")
        var e = Self.primed(before)
        // The cursor is still home from the first frame. Back to the default look at "d", so no reset at the end.
        #expect(e.encode(after) == "\(Self.esc)[38;5;196mab\(Self.esc)[0;1;38;5;196mc\(Self.esc)[0md")
        // Two reds that map to the same xterm index need no new sequence.
        var near = before
        near[0, 0] = Cell("a", fg: red)
        near[1, 0] = Cell("b", fg: RGB(r: 250, g: 5, b: 5))
        var e2 = Self.primed(before)
        #expect(e2.encode(near) == "\(Self.esc)[38;5;196mab\(Self.esc)[0m")
    }

    @Test func wideCharactersAndContinuations() {
        var grid = CellGrid(width: 6, height: 1)
        grid.put("漢a", x: 0, y: 0)
        var e = ANSIEncoder(colorMode: .none)
        // The continuation cell is not written; after the wide glyph the cursor is at column 2 already.
        #expect(e.encode(grid) == ANSIEncoder.clearScreen + "漢a")
        var next = grid
        next.put("字", x: 0, y: 0)
        #expect(e.encode(next) == "\(Self.esc)[1;1H字")
        // Only the continuation's look changed: the wide glyph is written again.
        var bg = next
        bg[1, 0].bg = RGB(r: 255, g: 0, b: 0)
        var e3 = Self.primed(next, mode: .ansi16)
        #expect(e3.encode(bg) == "\(Self.esc)[1;1H字")
    }

    @Test func controlCharactersInCellsNeverReachTheOutput() {
        var grid = CellGrid(width: 8, height: 1)
        grid[0, 0] = Cell("\u{1B}")
        grid[1, 0] = Cell("\u{07}")
        grid[2, 0] = Cell("\u{9B}")
        grid[3, 0] = Cell("\r\n")
        grid[4, 0] = Cell("\u{202E}")
        grid[5, 0] = Cell("\u{301}")     // a lone combining mark has no width of its own
        var e = ANSIEncoder(colorMode: .none)
        let out = e.encode(grid)
        #expect(out == ANSIEncoder.clearScreen + String(repeating: "\u{FFFD}", count: 6))
    }

    @Test func lastColumnForgetsTheCursor() {
        let before = CellGrid(width: 4, height: 2)
        var after = before
        after[3, 0] = Cell("x")
        after[0, 1] = Cell("y")
        var e = Self.primed(before)
        // After the last column the terminal may or may not have wrapped: move explicitly.
        #expect(e.encode(after) == "\(Self.esc)[1;4Hx\(Self.esc)[2;1Hy")
    }

    @Test func sizeChangeRedraws() {
        var e = Self.primed(CellGrid(lines: ["ab"]))
        #expect(e.encode(CellGrid(lines: ["ab", "c"])).hasPrefix(ANSIEncoder.clearScreen))
        e.reset()
        #expect(e.encode(CellGrid(lines: ["ab", "c"])).hasPrefix(ANSIEncoder.clearScreen))
    }
}
