#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueCore
import SegueRender

/// A cell grid as the terminal shows it (docs/screen.md, "How a frame goes out"): every colour
/// replaced by the terminal's colour number for it (`ColorNumbers.number`, packed into the RGB
/// value: `0xRRGGBB` is the number, nil the terminal's default colour), and a plain blank's
/// invisible parts — its foreground, bold and dim — taken from the cell to its left when both
/// have the same background, so that a line of text, the blanks in it and the blanks after a
/// sub-cell edge keep one colour pair (one colour change instead of one a cell). Two cells that look the same on the
/// terminal are then equal, and the backend's diff (`DrawPlan`) skips them: a 256- or 16-colour
/// terminal shows many RGB values as one index, so many cells the model changes do not change
/// on screen.
public struct TerminalCells: Sendable {
    /// The terminal's colours.
    public let mode: ColorMode
    /// The colours the terminal has (ncurses' `COLORS`), ≥ 0; below 16 the ANSI colours fold onto 0…7.
    public let colors: Int
    /// The last grid `update` mapped, in terminal colours (0 × 0 before the first).
    public private(set) var grid = CellGrid(width: 0, height: 0)
    /// Per cell of `grid`, row-major: whether the last `update` changed its mapping (every cell
    /// when that call mapped without a previous grid). `DrawPlan.forEachCell(of:changed:…)` gives
    /// these cells to the writer without comparing the mapped grids again (docs/testing-and-performance.md, "CPU").
    public private(set) var changed: [Bool] = []
    private var memo = ColorNumberMemo()

    /// - Parameters:
    ///   - mode: the colour mode the screen uses.
    ///   - colors: the terminal's colour count (ncurses' `COLORS`), ≥ 0.
    public init(mode: ColorMode, colors: Int) {
        self.mode = mode
        self.colors = max(0, colors)
    }

    /// Maps `model` into `grid`. Only the rows that differ from `previous` (the model grid the
    /// last call mapped) are mapped again; nil or a grid of another size maps every row.
    public mutating func update(_ model: CellGrid, previous: CellGrid?) {
        let sized = grid.width == model.width && grid.height == model.height
        let same = sized && (previous.map { $0.width == model.width && $0.height == model.height } ?? false)
        if !same { grid = CellGrid(width: model.width, height: model.height) }
        let count = model.width * model.height
        if changed.count != count { changed = [Bool](repeating: true, count: count) }
        changed.withUnsafeMutableBufferPointer { flags in
            for i in flags.indices { flags[i] = !same }
        }
        // Work on the grid moved out of `self` (so that it is not copied, and the memo can be used).
        var out = grid
        grid = Self.empty
        let w = model.width
        var flags = changed
        changed = []
        let before = same ? previous!.cells : []
        model.cells.withUnsafeBufferPointer { now in
            before.withUnsafeBufferPointer { was in
                out.withUnsafeMutableCells { cells in
                    flags.withUnsafeMutableBufferPointer { flags in
                        for y in 0..<model.height {
                            let start = y * w
                            let row = UnsafeBufferPointer(rebasing: now[start..<(start + w)])
                            let wasRow = same ? UnsafeBufferPointer(rebasing: was[start..<(start + w)]) : nil
                            if let wasRow, memcmp(row.baseAddress!, wasRow.baseAddress!, w * MemoryLayout<Cell>.stride) == 0 { continue }
                            mapRow(row, was: wasRow, into: UnsafeMutableBufferPointer(rebasing: cells[start..<(start + w)]),
                                   changed: UnsafeMutableBufferPointer(rebasing: flags[start..<(start + w)]))
                        }
                    }
                }
            }
        }
        grid = out
        changed = flags
    }

    private static let empty = CellGrid(width: 0, height: 0)

    /// The attributes a blank shows: none of these change its look.
    static let invisibleOnBlank: CellAttributes = [.bold, .dim]

    /// Maps `row` into `out`, which holds the mapping of `was` (the row's previous model cells;
    /// nil: unknown): a cell equal to its previous one whose left neighbour's mapping did not
    /// change either keeps its mapping. Sets `changed[i]` where the mapping changes.
    private mutating func mapRow(_ row: UnsafeBufferPointer<Cell>, was: UnsafeBufferPointer<Cell>?,
                                 into out: UnsafeMutableBufferPointer<Cell>, changed: UnsafeMutableBufferPointer<Bool>) {
        var left = Cell.blank
        var leftChanged = true
        // The last colours mapped (neighbouring cells mostly share theirs).
        var fgMemo: (model: RGB?, mapped: RGB?) = (nil, nil), bgMemo: (model: RGB?, mapped: RGB?) = (nil, nil)
        let invisibleOnBlank = Self.invisibleOnBlank
        // The model cell to the left and its mapping: a cell equal to it maps the same (its blank
        // rule reads the same left colours), so a row of one background maps one cell.
        var leftModel = Cell.blank
        var i = 0
        while i < row.count {
            defer { i += 1 }
            let model = row[i]
            if !leftChanged, let was, was[i] == model {
                // The stretch of cells equal to their previous ones keeps its mapping.
                let end = Self.endOfEqualStretch(row, was, from: i)
                i = end - 1
                left = out[i]
                leftModel = row[i]
                continue
            }
            if i > 0, model == leftModel {
                leftChanged = was == nil || left != out[i]
                if leftChanged { changed[i] = true }
                out[i] = left
                continue
            }
            leftModel = model
            var c = model
            let fg = c.fg, bg = c.bg
            if fg != fgMemo.model { fgMemo = (fg, Self.packed(memo.number(for: fg, mode: mode, colors: colors))) }
            if bg != bgMemo.model { bgMemo = (bg, Self.packed(memo.number(for: bg, mode: mode, colors: colors))) }
            c.fg = fgMemo.mapped
            c.bg = bgMemo.mapped
            if i > 0, bgMemo.mapped == left.bg, c.singleScalar == 0x20, !c.isContinuation,
               c.attributes.isSubset(of: invisibleOnBlank) {
                c.fg = left.fg
                c.attributes = left.attributes.intersection(invisibleOnBlank)
            }
            leftChanged = was == nil || c != out[i]
            if leftChanged { changed[i] = true }
            left = c
            out[i] = c
        }
    }

    /// The first index from `start` on (which is equal) at which `row` and `was` differ, or their
    /// count: eight cells at a time by `memcmp`, then one by one.
    @inline(__always) private static func endOfEqualStretch(_ row: UnsafeBufferPointer<Cell>, _ was: UnsafeBufferPointer<Cell>, from start: Int) -> Int {
        let chunk = 8, stride = MemoryLayout<Cell>.stride
        var j = start + 1
        while j + chunk <= row.count, memcmp(row.baseAddress! + j, was.baseAddress! + j, chunk * stride) == 0 { j += chunk }
        while j < row.count, row[j] == was[j] { j += 1 }
        return j
    }

    /// A colour number as a mapped cell stores it (−1 or less: nil, the default colour).
    @inline(__always) public static func packed(_ number: Int32) -> RGB? {
        guard number >= 0 else { return nil }
        return RGB(r: UInt8(truncatingIfNeeded: number >> 16), g: UInt8(truncatingIfNeeded: number >> 8),
                   b: UInt8(truncatingIfNeeded: number))
    }

    /// The colour number a mapped cell's colour stands for (−1: the terminal's default).
    @inline(__always) public static func number(_ packed: RGB?) -> Int32 {
        guard let c = packed else { return -1 }
        return Int32(c.r) << 16 | Int32(c.g) << 8 | Int32(c.b)
    }
}

/// `ColorNumbers.number` behind a small direct-mapped cache (512 entries keyed by the packed
/// RGB value), so a frame maps each of its few distinct colours once rather than every cell's.
struct ColorNumberMemo: Sendable {
    private static let slots = 512
    private var keys = [UInt32](repeating: .max, count: slots)
    private var values = [Int32](repeating: 0, count: slots)
    private var mode: ColorMode = .none
    private var colors = 0

    mutating func number(for rgb: RGB?, mode: ColorMode, colors: Int) -> Int32 {
        guard let c = rgb else { return -1 }
        if mode != self.mode || colors != self.colors {
            keys = [UInt32](repeating: .max, count: Self.slots)
            self.mode = mode
            self.colors = colors
        }
        let key = UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
        let slot = Int((key &* 2_654_435_761) >> 23) & (Self.slots - 1)
        if keys[slot] == key { return values[slot] }
        let n = ColorNumbers.number(for: c, mode: mode, colors: colors)
        keys[slot] = key
        values[slot] = n
        return n
    }
}
