#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueRender

/// Turns a frame's draw runs into the bytes a terminal shows them with, in one buffer that goes
/// out in one `write` (docs/screen.md, "How a frame goes out"). It keeps what the terminal's
/// cursor and pen (colours and attributes) are, so it moves the cursor only between runs, by the
/// shortest of the terminal's moves, and sends a colour or attribute only when it changes.
/// Pure: the terminal's sequences are given, nothing is written here.
public struct ScreenWriter: Sendable {
    /// What the terminal draws with: colour numbers as `TerminalCells` maps them (−1: the
    /// terminal's default colour, what `sgr0` leaves) and attributes.
    struct Pen: Sendable, Equatable {
        var fg: Int32
        var bg: Int32
        var attributes: CellAttributes
        static let normal = Pen(fg: -1, bg: -1, attributes: [])
    }

    let sequences: TerminalSequences
    /// Whether glyphs go out as UTF-8 (false: as the locale's multibyte encoding, `wcrtomb`).
    let isUTF8: Bool
    /// The colours a cell's default colour (−1) is drawn with: (−1, −1) when the terminal has
    /// default colours, else ncurses' stand-ins (7, 0).
    let defaultColors: (fg: Int32, bg: Int32)
    /// The screen, in cells.
    public var size: TerminalSize
    /// The bytes of the frame so far.
    public private(set) var bytes: [UInt8] = []
    /// Where the terminal's cursor is (nil: not known, e.g. after writing the last column).
    private(set) var cursor: (x: Int, y: Int)?
    private(set) var pen = Pen.normal
    private var colors = ColorSequenceCache()

    /// - Parameters:
    ///   - sequences: the terminal's sequences.
    ///   - size: the screen in cells.
    ///   - isUTF8: whether the locale's character set is UTF-8 (default true).
    ///   - defaultColors: see `defaultColors` (default (−1, −1)).
    public init(sequences: TerminalSequences, size: TerminalSize, isUTF8: Bool = true,
                defaultColors: (fg: Int32, bg: Int32) = (-1, -1)) {
        self.sequences = sequences
        self.size = size
        self.isUTF8 = isUTF8
        self.defaultColors = defaultColors
        bytes.reserveCapacity(16_384)
    }

    /// Empties the frame's bytes (after they went out), keeping the buffer.
    public mutating func removeBytes() { bytes.removeAll(keepingCapacity: true) }

    /// Forgets where the cursor is and what the pen is, e.g. after something else wrote to the
    /// terminal: the next run starts with an absolute move and every colour is sent again.
    public mutating func forgetTerminalState() {
        cursor = nil
        pen = Pen(fg: .min, bg: .min, attributes: [.bold, .dim, .reverse, .underline])
    }

    /// Clears the screen to the default colours (the pen reset first) and homes the cursor.
    public mutating func clearScreen() {
        resetPen()
        if let clear = sequences.clearScreen {
            bytes += clear
            cursor = (0, 0)
        }
    }

    /// Ends the frame with the pen back to normal, so that whatever the terminal shows next
    /// (the shell after a stop or a crash) is not drawn in the frame's last colours.
    public mutating func finishFrame() {
        if pen != .normal { resetPen() }
    }

    /// Appends the bytes that draw `runs` (cells in terminal colour numbers, as
    /// `TerminalCells.grid` has them).
    public mutating func write(_ runs: [DrawRun]) {
        for run in runs {
            var x = run.x
            for cell in run.cells {
                let width = DrawPlan.width(of: cell)
                put(cell, x: x, y: run.y, width: width)
                x += width
            }
        }
    }

    /// Appends the bytes that draw the cells of `grid` (in terminal colour numbers) marked in
    /// `changed`, as `DrawPlan.forEachCell` gives them, without making runs.
    public mutating func write(_ grid: CellGrid, changed: [Bool], bridging: Int) {
        DrawPlan.forEachCell(of: grid, changed: changed, screen: size, bridging: bridging) { x, y, cell, width in
            put(cell, x: x, y: y, width: width)
        }
    }

    /// Appends the bytes that draw `cell`, `width` cells wide (1 or 2, its display width), with
    /// its left edge at column `x` of row `y`. A cell outside the screen is not written; on a
    /// terminal that scrolls when its last cell is written (`am` without `xenl`), neither is that cell.
    public mutating func put(_ cell: Cell, x: Int, y: Int, width: Int) {
        guard y >= 0, y < size.rows, x >= 0, x + width <= size.cols else { return }
        if sequences.autoRightMargin && !sequences.eatsNewlineGlitch && y == size.rows - 1 && x + width == size.cols { return }
        move(toX: x, y: y)
        setPen(for: cell)
        appendGlyph(of: cell)
        // After the last column the cursor waits to wrap: where it is depends on the terminal.
        cursor = x + width < size.cols ? (x + width, y) : nil
    }

    // MARK: Pen

    private mutating func setPen(for cell: Cell) {
        var fg = TerminalCells.number(cell.fg), bg = TerminalCells.number(cell.bg)
        if fg < 0 { fg = defaultColors.fg }
        if bg < 0 { bg = defaultColors.bg }
        let attributes = cell.attributes
        if attributes != pen.attributes {
            // Attributes cannot be turned off one by one: off all of them, then on the wanted ones.
            if !pen.attributes.isSubset(of: attributes) { resetPen() }
            for a in [CellAttributes.bold, .dim, .reverse, .underline] where attributes.contains(a) && !pen.attributes.contains(a) {
                if let s = sequences.enter(a) { bytes += s }
            }
            pen.attributes = attributes
        }
        guard fg != pen.fg || bg != pen.bg else { return }
        if (fg < 0 && pen.fg != -1) || (bg < 0 && pen.bg != -1) {
            // To a default colour: `op` resets both (or `sgr0` everything, then the attributes again).
            if let op = sequences.originalPair {
                bytes += op
                pen.fg = -1
                pen.bg = -1
            } else {
                let kept = pen.attributes
                resetPen()
                for a in [CellAttributes.bold, .dim, .reverse, .underline] where kept.contains(a) {
                    if let s = sequences.enter(a) { bytes += s }
                }
                pen.attributes = kept
            }
        }
        if fg != pen.fg, fg >= 0, let setaf = sequences.foreground {
            colors.append(fg, background: false, with: setaf, to: &bytes)
        }
        if bg != pen.bg, bg >= 0, let setab = sequences.background {
            colors.append(bg, background: true, with: setab, to: &bytes)
        }
        pen.fg = fg
        pen.bg = bg
    }

    private mutating func resetPen() {
        bytes += sequences.exitAttributes
        pen = .normal
    }

    // MARK: Glyphs

    private mutating func appendGlyph(of cell: Cell) {
        if let v = cell.singleScalar, let scalar = Unicode.Scalar(v) {
            appendScalar(scalar)
        } else {
            for scalar in cell.glyph.unicodeScalars { appendScalar(scalar) }
        }
    }

    @inline(__always) private mutating func appendScalar(_ s: Unicode.Scalar) {
        let v = s.value
        if v < 0x80 {
            bytes.append(UInt8(v))
        } else if isUTF8 {
            for unit in UTF8.encode(s)! { bytes.append(unit) }
        } else {
            appendInLocale(s)
        }
    }

    /// `s` in the locale's multibyte encoding (`wctomb`); `?` when it has none for it.
    private mutating func appendInLocale(_ s: Unicode.Scalar) {
        var buffer = [CChar](repeating: 0, count: 16)
        let n = Int(buffer.withUnsafeMutableBufferPointer { wctomb($0.baseAddress, wchar_t(bitPattern: s.value)) })
        if n <= 0 {
            bytes.append(UInt8(ascii: "?"))
        } else {
            for i in 0..<n { bytes.append(UInt8(bitPattern: buffer[i])) }
        }
    }

    // MARK: Cursor

    /// Moves the cursor to (x, y) by the shortest of: an absolute address (`cup`), a move along
    /// the row (`cuf`, `cub1`, `hpa`), along the column (`vpa`), or `vpa` then along the row.
    private mutating func move(toX x: Int, y: Int) {
        if let c = cursor, c.x == x, c.y == y { return }
        let row = Int32(y), col = Int32(x)
        guard let c = cursor else {
            sequences.cursorAddress.append(row, col, to: &bytes)
            cursor = (x, y)
            return
        }
        let absolute = sequences.cursorAddress.count(row, col)
        let vpa = c.y == y ? 0 : sequences.rowAddress.map { $0.count(row) } ?? Int.max / 2
        let along = c.x == x ? (move: RowMove.none, cost: 0) : cheapestMove(from: c.x, to: x)
        if vpa + along.cost < absolute {
            if c.y != y { sequences.rowAddress!.append(row, to: &bytes) }
            switch along.move {
            case .none: break
            case .right: sequences.cursorRight!.append(col - Int32(c.x), to: &bytes)
            case .leftOne: bytes += sequences.cursorLeftOne!
            case .column: sequences.columnAddress!.append(col, to: &bytes)
            }
        } else {
            sequences.cursorAddress.append(row, col, to: &bytes)
        }
        cursor = (x, y)
    }

    /// A move along the cursor's row.
    private enum RowMove { case none, right, leftOne, column }

    /// The cheapest move along a row from column `from` to `to` (not equal), and its bytes;
    /// a cost past any real one when the terminal has none.
    private func cheapestMove(from: Int, to: Int) -> (move: RowMove, cost: Int) {
        var best = (move: RowMove.none, cost: Int.max / 2)
        if to > from, let cuf = sequences.cursorRight {
            let cost = cuf.count(Int32(to - from))
            if cost < best.cost { best = (.right, cost) }
        }
        if to == from - 1, let cub1 = sequences.cursorLeftOne, cub1.count < best.cost { best = (.leftOne, cub1.count) }
        if let hpa = sequences.columnAddress {
            let cost = hpa.count(Int32(to))
            if cost < best.cost { best = (.column, cost) }
        }
        return best
    }
}

/// The bytes of `setaf` / `setab` for each colour number used, made once and kept end to end
/// in one buffer (so that sending one copies bytes and retains nothing): palette numbers
/// (0…255) by a table, direct-colour numbers by a dictionary; past 4,096 of those it starts over.
struct ColorSequenceCache: Sendable {
    /// Where each palette number's sequence is in `storage` (foregrounds, then backgrounds):
    /// offset << 16 | length, 0 when not made yet.
    private var palette: [UInt64] = Array(repeating: 0, count: 512)
    private var direct: [Int32: UInt64] = [:]
    private var storage: [UInt8] = []

    mutating func append(_ number: Int32, background: Bool, with sequence: ParameterizedSequence, to out: inout [UInt8]) {
        let place: UInt64
        if number < 256 {
            let slot = Int(number) + (background ? 256 : 0)
            if palette[slot] == 0 { palette[slot] = make(number, with: sequence) }
            place = palette[slot]
        } else {
            let key = background ? -number : number
            if let known = direct[key] {
                place = known
            } else {
                if direct.count >= 4096 { removeAll() }
                place = make(number, with: sequence)
                direct[key] = place
            }
        }
        let offset = Int(place >> 16), length = Int(place & 0xFFFF)
        storage.withUnsafeBufferPointer { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[offset..<(offset + length)])) }
    }

    private mutating func removeAll() {
        palette = Array(repeating: 0, count: palette.count)
        direct.removeAll(keepingCapacity: true)
        storage.removeAll(keepingCapacity: true)
    }

    private mutating func make(_ number: Int32, with sequence: ParameterizedSequence) -> UInt64 {
        let offset = storage.count
        sequence.append(number, to: &storage)
        return UInt64(offset) << 16 | UInt64(storage.count - offset)
    }
}
