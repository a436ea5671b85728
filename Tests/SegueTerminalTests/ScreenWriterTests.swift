import SegueCore
import SegueRender
@testable import SegueTerminal
import Testing
@testable import SegueScreen

/// The screen writer against an ANSI terminal's sequences written out here by hand (the xterm
/// forms: `ESC [ row ; col H` 1-based, `ESC [ n C`, `ESC [ col G`, `ESC [ row d`, a backspace,
/// `ESC [ 3n m` / `ESC [ 38;5;n m`…): every expected byte string below is spelled from those,
/// not taken from the writer.
@Suite struct ScreenWriterTests {
    static let esc = "\u{1B}["

    /// xterm's sequences (what `infocmp xterm-256color` lists), formatted by these closures.
    static func ansi(autoRightMargin: Bool = true, eatsNewlineGlitch: Bool = true, cup: ParameterizedSequence? = nil) -> TerminalSequences {
        func one(_ f: @escaping @Sendable (Int32) -> String) -> ParameterizedSequence {
            ParameterizedSequence(arity: 1) { p, _ in Array(f(p).utf8) }
        }
        let color: @Sendable (Int32, Int32) -> String = { n, base in
            n < 8 ? "\(esc)\(base)\(n)m" : n < 16 ? "\(esc)\(base + 6)\(n - 8)m" : "\(esc)\(base)8;5;\(n)m"
        }
        return TerminalSequences(
            cursorAddress: cup ?? ParameterizedSequence(arity: 2) { r, c in Array("\(esc)\(r + 1);\(c + 1)H".utf8) },
            cursorRight: one { "\(esc)\($0)C" }, columnAddress: one { "\(esc)\($0 + 1)G" }, rowAddress: one { "\(esc)\($0 + 1)d" },
            cursorLeftOne: [8], foreground: one { color($0, 3) }, background: one { color($0, 4) },
            originalPair: Array("\(esc)39;49m".utf8), exitAttributes: Array("\u{1B}(B\(esc)m".utf8),
            bold: Array("\(esc)1m".utf8), dim: Array("\(esc)2m".utf8), reverse: Array("\(esc)7m".utf8), underline: Array("\(esc)4m".utf8),
            clearScreen: Array("\(esc)H\(esc)2J".utf8), autoRightMargin: autoRightMargin, eatsNewlineGlitch: eatsNewlineGlitch)
    }

    static let sgr0 = "\u{1B}(B\u{1B}[m"

    /// A cell in terminal colour numbers (as `TerminalCells` maps them).
    static func cell(_ glyph: Character, fg: Int32? = nil, bg: Int32? = nil, _ attributes: CellAttributes = []) -> Cell {
        Cell(glyph, fg: fg.map { TerminalCells.packed($0) } ?? nil, bg: bg.map { TerminalCells.packed($0) } ?? nil, attributes: attributes)
    }

    static func text(_ w: ScreenWriter) -> String { String(decoding: w.bytes, as: UTF8.self) }

    @Test func aRunIsOneAddressThenItsGlyphsWithColoursOnlyWhenTheyChange() {
        var w = ScreenWriter(sequences: Self.ansi(), size: TerminalSize(cols: 20, rows: 5))
        w.write([DrawRun(x: 3, y: 1, cells: [Self.cell("a", fg: 1, bg: 196), Self.cell("b", fg: 1, bg: 196),
                                                Self.cell("▌", fg: 21, bg: 196), Self.cell(" ", fg: 21, bg: 196)])])
        w.finishFrame()
        #expect(Self.text(w) == "\(Self.esc)2;4H\(Self.esc)31m\(Self.esc)48;5;196mab\(Self.esc)38;5;21m▌ \(Self.sgr0)")
    }

    /// Between runs the cursor takes the shortest of the terminal's moves.
    @Test(arguments: [
        // (from just after a cell at column 4 of row 2, to column, row) → the move
        (10, 2, "\(esc)5C"),     // along the row: ESC [ 5 C (4 bytes) beats ESC [ 3 ; 11 H (7)
        (5, 3, "\(esc)4d"),      // straight down a row: ESC [ 4 d
        (4, 2, "\u{08}"),        // one back, onto the cell just written: a backspace
        (3, 2, "\(esc)4G"),      // two back: to the column, ESC [ 4 G
        (4, 4, "\(esc)5d\u{08}"), // down and one back
        (0, 2, "\(esc)1G"),      // back to the row's start: ESC [ 1 G
        (30, 9, "\(esc)10;31H"), // elsewhere: the address (8 bytes; down and right would take 10)
    ])
    func movesBetweenRunsAreTheShortest(toX: Int, toY: Int, move: String) {
        var w = ScreenWriter(sequences: Self.ansi(), size: TerminalSize(cols: 40, rows: 10))
        w.put(Self.cell("x"), x: 4, y: 2, width: 1)
        w.removeBytes()
        w.put(Self.cell("y"), x: toX, y: toY, width: 1)
        #expect(Self.text(w) == move + "y")
    }

    @Test func aWideCharacterAdvancesTwoColumnsAndTheLastColumnForgetsTheCursor() {
        var w = ScreenWriter(sequences: Self.ansi(), size: TerminalSize(cols: 6, rows: 3))
        w.put(Self.cell("界"), x: 0, y: 0, width: 2)
        w.put(Self.cell("a"), x: 2, y: 0, width: 1)
        w.put(Self.cell("z"), x: 5, y: 0, width: 1)
        // After the last column the cursor waits to wrap: the next cell is addressed absolutely.
        w.put(Self.cell("q"), x: 0, y: 1, width: 1)
        #expect(Self.text(w) == "\(Self.esc)1;1H界a\(Self.esc)2Cz\(Self.esc)2;1Hq")
    }

    @Test func attributesOffMeanAResetThenWhatStays() {
        var w = ScreenWriter(sequences: Self.ansi(), size: TerminalSize(cols: 10, rows: 2))
        w.write([DrawRun(x: 0, y: 0, cells: [Self.cell("B", fg: 2, [.bold, .underline]), Self.cell("u", fg: 2, [.underline]),
                                                Self.cell("p", fg: 2)])])
        let e = Self.esc
        #expect(Self.text(w) == "\(e)1;1H\(e)1m\(e)4m\(e)32mB\(Self.sgr0)\(e)4m\(e)32mu\(Self.sgr0)\(e)32mp")
    }

    @Test func aDefaultColourIsTheOriginalPairThenTheOtherColourAgain() {
        var w = ScreenWriter(sequences: Self.ansi(), size: TerminalSize(cols: 10, rows: 2))
        w.write([DrawRun(x: 0, y: 0, cells: [Self.cell("a", fg: 3, bg: 4), Self.cell("b", bg: 4), Self.cell("c")])])
        let e = Self.esc
        #expect(Self.text(w) == "\(e)1;1H\(e)33m\(e)44ma\(e)39;49m\(e)44mb\(e)39;49mc")
    }

    /// Without default colours the writer draws ncurses' stand-ins (white on black) instead.
    @Test func withoutDefaultColoursTheStandInsAreDrawn() {
        var w = ScreenWriter(sequences: Self.ansi(), size: TerminalSize(cols: 10, rows: 2), defaultColors: (7, 0))
        w.write([DrawRun(x: 0, y: 0, cells: [Self.cell("a")])])
        #expect(Self.text(w) == "\(Self.esc)1;1H\(Self.esc)37m\(Self.esc)40ma")
    }

    /// `am` without `xenl`: writing the bottom-right cell would scroll the screen, so it is left out.
    @Test(arguments: [(true, true, true), (true, false, false), (false, false, true)])
    func theBottomRightCell(autoRightMargin: Bool, eatsNewlineGlitch: Bool, written: Bool) {
        var w = ScreenWriter(sequences: Self.ansi(autoRightMargin: autoRightMargin, eatsNewlineGlitch: eatsNewlineGlitch),
                             size: TerminalSize(cols: 4, rows: 2))
        w.write([DrawRun(x: 2, y: 1, cells: [Self.cell("y"), Self.cell("z")])])
        #expect(Self.text(w) == "\(Self.esc)2;3Hy" + (written ? "z" : ""))
    }

    @Test func cellsOffTheScreenAreNotWritten() {
        var w = ScreenWriter(sequences: Self.ansi(), size: TerminalSize(cols: 4, rows: 2))
        w.write([DrawRun(x: 2, y: 0, cells: [Self.cell("a"), Self.cell("b"), Self.cell("c")]), DrawRun(x: 0, y: 2, cells: [Self.cell("d")])])
        w.put(Self.cell("界"), x: 3, y: 1, width: 2)
        #expect(Self.text(w) == "\(Self.esc)1;3Hab")
    }

    @Test func forgettingTheTerminalStateAddressesAndColoursAgain() {
        var w = ScreenWriter(sequences: Self.ansi(), size: TerminalSize(cols: 10, rows: 2))
        w.put(Self.cell("a", fg: 1), x: 0, y: 0, width: 1)
        w.removeBytes()
        w.forgetTerminalState()
        w.put(Self.cell("b", fg: 1), x: 1, y: 0, width: 1)
        #expect(Self.text(w) == "\(Self.esc)1;2H\(Self.sgr0)\(Self.esc)31mb")
    }

    @Test func clearingResetsThePenAndHomesTheCursor() {
        var w = ScreenWriter(sequences: Self.ansi(), size: TerminalSize(cols: 10, rows: 2))
        w.put(Self.cell("a", bg: 5), x: 3, y: 1, width: 1)
        w.removeBytes()
        w.clearScreen()
        w.put(Self.cell("b"), x: 0, y: 0, width: 1)
        w.finishFrame()
        #expect(Self.text(w) == "\(Self.sgr0)\(Self.esc)H\(Self.esc)2Jb", "a normal pen needs no reset at the end")
    }

    /// A terminal whose cursor address is not "text, number, text" (VT52's `ESC Y` and two
    /// characters 32 + row, 32 + column) is formatted through terminfo every time.
    @Test func anAddressWithoutTheDecimalShapeIsFormattedEachTime() {
        let vt52 = ParameterizedSequence(arity: 2) { r, c in [0x1B, UInt8(ascii: "Y"), UInt8(32 + r), UInt8(32 + c)] }
        #expect(vt52.template == nil)
        var w = ScreenWriter(sequences: Self.ansi(cup: vt52), size: TerminalSize(cols: 80, rows: 24))
        w.put(Self.cell("a"), x: 5, y: 3, width: 1)
        w.put(Self.cell("b"), x: 70, y: 20, width: 1)
        #expect(w.bytes == [0x1B, 0x59, 35, 37, 0x61, 0x1B, 0x59, 52, 102, 0x62])
    }
}

@Suite struct ParameterizedSequenceTests {
    @Test func anAddressBecomesATemplateWithItsOffsets() throws {
        let cup = ParameterizedSequence(arity: 2) { r, c in Array("\u{1B}[\(r + 1);\(c + 1)H".utf8) }
        let t = try #require(cup.template)
        #expect(t.prefix == Array("\u{1B}[".utf8) && t.middle == [UInt8(ascii: ";")] && t.suffix == [UInt8(ascii: "H")])
        #expect(t.offset1 == 1 && t.offset2 == 1)
        for (r, c) in [(0, 0), (9, 99), (39, 119), (1000, 7)] {
            var out: [UInt8] = []
            cup.append(Int32(r), Int32(c), to: &out)
            #expect(String(decoding: out, as: UTF8.self) == "\u{1B}[\(r + 1);\(c + 1)H")
            #expect(cup.count(Int32(r), Int32(c)) == out.count)
        }
    }

    /// `setaf` on a 256-colour terminal has three forms (3n, 9n, 38;5;n): no template, and every
    /// number still comes out right.
    @Test func aConditionalCapabilityHasNoTemplate() {
        let setaf = ParameterizedSequence(arity: 1) { n, _ in
            Array((n < 8 ? "\u{1B}[3\(n)m" : n < 16 ? "\u{1B}[9\(n - 8)m" : "\u{1B}[38;5;\(n)m").utf8)
        }
        #expect(setaf.template == nil)
        for (n, expected) in [(1, "\u{1B}[31m"), (9, "\u{1B}[91m"), (37, "\u{1B}[38;5;37m")] {
            var out: [UInt8] = []
            setaf.append(Int32(n), to: &out)
            #expect(String(decoding: out, as: UTF8.self) == expected)
        }
    }

    @Test(arguments: [(0, "0"), (7, "7"), (10, "10"), (255, "255"), (16_777_215, "16777215"), (-12, "-12")])
    func decimals(n: Int32, text: String) {
        #expect(ParameterizedSequence.decimal(n) == Array(text.utf8))
        #expect(ParameterizedSequence.decimalDigits(n) == text.utf8.count)
    }
}
