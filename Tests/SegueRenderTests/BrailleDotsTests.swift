import Testing
@testable import SegueRender

/// The one braille encoder behind `segue curve`'s chart and the panel's plot, against the
/// Unicode braille block: dot n (1…8) is bit n − 1 of U+2800; dots 1-2-3 run down the left
/// column, 4-5-6 down the right, 7 and 8 are the bottom row's left and right.
struct BrailleDotsTests {
    /// (column, row) within a cell → the dot's number in the Unicode standard.
    @Test(arguments: [(0, 0, 1), (0, 1, 2), (0, 2, 3), (1, 0, 4), (1, 1, 5), (1, 2, 6), (0, 3, 7), (1, 3, 8)])
    func dotNumbering(column: Int, row: Int, dot: Int) {
        #expect(BrailleDots.bit(column: column, row: row) == UInt32(1) << UInt32(dot - 1))
    }

    @Test func fullColumnsAndCharacters() {
        #expect(BrailleDots.scalar(BrailleDots.fullColumn(0)) == 0x2847)  // ⡇
        #expect(BrailleDots.scalar(BrailleDots.fullColumn(1)) == 0x28B8)  // ⢸
        #expect(BrailleDots.scalar(BrailleDots.fullColumn(0) | BrailleDots.fullColumn(1)) == 0x28FF)  // ⣿
    }

    @Test func dotsLandInTheirCells() {
        var dots = BrailleDots(columns: 3, rows: 2, braille: true)
        #expect(dots.dotColumns == 6 && dots.dotRows == 8)
        dots.set(x: 3, y: 5)  // cell (1, 1), its right column, second row: dot 5
        dots.set(x: 0, y: 0)  // cell (0, 0), dot 1
        #expect(dots[1, 1] == 0x10 && dots[0, 0] == 0x01)
        #expect(dots.cells.filter { $0 != 0 }.count == 2)

        var ascii = BrailleDots(columns: 3, rows: 2, braille: false)
        #expect(ascii.dotColumns == 3 && ascii.dotRows == 2)
        ascii.set(x: 2, y: 1)
        #expect(ascii[2, 1] == 1 && ascii.cells.reduce(0, +) == 1)
    }
}
