import SegueCore
import Testing
@testable import SegueRender

/// The compact cell storage behaves like the plain struct it replaced.
@Suite struct CellTests {
    static let glyphs: [Character] = [" ", "a", "─", "▏", "日", "🚀", "❤️", "é", "e\u{301}", "👨‍👩‍👧", "\u{FFFD}"]

    @Test(arguments: glyphs)
    func glyphRoundTrips(_ ch: Character) {
        let c = Cell(ch, fg: RGB(r: 1, g: 2, b: 3), bg: nil, attributes: [.bold, .underline], isContinuation: true)
        #expect(c.glyph == ch)
        #expect(c.fg == RGB(r: 1, g: 2, b: 3) && c.bg == nil)
        #expect(c.attributes == [.bold, .underline] && c.isContinuation)
        #expect(c == Cell(ch, fg: RGB(r: 1, g: 2, b: 3), attributes: [.bold, .underline], isContinuation: true))
    }

    /// `CellGrid.changes(from:)` skips equal rows with memcmp, which is only right while a cell
    /// is four 32-bit words with no padding bytes.
    @Test func aCellIsSixteenBytesWithoutPadding() {
        #expect(MemoryLayout<Cell>.size == 16 && MemoryLayout<Cell>.stride == 16)
    }

    /// The diff finds every changed cell, in rows that differ anywhere (first, last column).
    @Test func diffFindsChangesAtRowEdges() {
        var a = CellGrid(width: 7, height: 3), b = a
        b[0, 0] = Cell("x")
        b[6, 1] = Cell(" ", bg: RGB(r: 1, g: 2, b: 3))
        b[3, 2] = Cell(" ", attributes: .bold)
        #expect(b.changes(from: a).map { [$0.x, $0.y] } == [[0, 0], [6, 1], [3, 2]])
        a = b
        #expect(b.changes(from: a).isEmpty)
    }

    @Test func settersAndEquality() {
        var c = Cell()
        #expect(c == .blank && c.glyph == " " && c.fg == nil && c.bg == nil && c.attributes == [] && !c.isContinuation)
        c.glyph = "x"; c.fg = .white; c.bg = .black; c.attributes = [.dim]; c.isContinuation = true
        #expect(c.glyph == "x" && c.fg == .white && c.bg == .black && c.attributes == [.dim] && c.isContinuation)
        c.isContinuation = false
        #expect(!c.isContinuation && c.attributes == [.dim])
        // Black is a colour, not the default.
        #expect(Cell(bg: .black) != Cell(bg: nil))
        #expect(Cell("a") != Cell("b") && Cell("a").hashValue == Cell("a").hashValue)
        var set = Set<Cell>()
        for ch in Self.glyphs { set.insert(Cell(ch)) }
        #expect(set.count == Self.glyphs.count)
    }

    @Test func linesKeepMultiScalarGraphemes() {
        var g = CellGrid(width: 4, height: 1)
        g[0, 0] = Cell("e\u{301}")
        g[1, 0] = Cell("❤️")
        g[2, 0] = Cell(" ", isContinuation: true)
        #expect(g.lines == ["e\u{301}❤️ "])
        #expect(CellGrid(lines: ["ab", "c"]).text == "ab\nc ")
    }

    @Test func changesFromPrevious() {
        var a = CellGrid(width: 3, height: 2)
        var b = a
        b[2, 1] = Cell("z")
        #expect(b.changes(from: a) == [CellGrid.Change(x: 2, y: 1, cell: Cell("z"))])
        #expect(b.changes(from: nil).count == 6)
        a = CellGrid(width: 2, height: 2)
        #expect(b.changes(from: a).count == 6)
    }
}
