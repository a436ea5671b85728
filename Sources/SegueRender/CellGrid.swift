#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization
import SegueCore

/// Text attributes of a cell.
public struct CellAttributes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let bold = CellAttributes(rawValue: 1)
    public static let dim = CellAttributes(rawValue: 2)
    public static let reverse = CellAttributes(rawValue: 4)
    public static let underline = CellAttributes(rawValue: 8)
}

/// One terminal cell: a glyph with colours and attributes. Colours are full RGB here; mapping
/// to the terminal's palette (256, 16, none) happens in the encoders and backends.
///
/// Stored as four 32-bit words (no reference counting, no padding) so grids are cheap to make,
/// clear and diff: the glyph as a `GlyphCode`, each colour as 0x00RRGGBB or `defaultColor`,
/// the attributes and the continuation flag in one word. Two cells are equal when their glyphs
/// have the same Unicode scalars (canonically equivalent but differently encoded text counts as
/// different) and everything else matches.
public struct Cell: Sendable, Hashable {
    /// The glyph as a `GlyphCode` (a Unicode scalar value, or an interned grapheme).
    var code: UInt32
    /// The foreground as 0x00RRGGBB, or `Cell.defaultColor`.
    var fgBits: UInt32
    /// The background as 0x00RRGGBB, or `Cell.defaultColor`.
    var bgBits: UInt32
    /// `attributes.rawValue`, plus `continuationBit`.
    var flagBits: UInt32

    /// The bits of a nil colour (the terminal's default).
    static let defaultColor: UInt32 = 0x0100_0000
    static let continuationBit: UInt32 = 0x100

    /// One grapheme of display width 1, or of width 2 followed by a `continuation` cell.
    public var glyph: Character {
        get { GlyphCode.character(code) }
        set { code = GlyphCode.code(for: newValue) }
    }

    /// The glyph's Unicode scalar value when the glyph is a single scalar (nil for a grapheme of
    /// several), read without making a `Character`: what a backend writing many cells a frame
    /// checks and copies.
    public var singleScalar: UInt32? { code & GlyphCode.internFlag == 0 ? code : nil }

    /// Foreground colour; nil = the terminal's default.
    public var fg: RGB? {
        get { Self.color(fgBits) }
        set { fgBits = Self.bits(newValue) }
    }

    /// Background colour; nil = the terminal's default.
    public var bg: RGB? {
        get { Self.color(bgBits) }
        set { bgBits = Self.bits(newValue) }
    }

    public var attributes: CellAttributes {
        get { CellAttributes(rawValue: UInt8(truncatingIfNeeded: flagBits)) }
        set { flagBits = (flagBits & ~0xFF) | UInt32(newValue.rawValue) }
    }

    /// The right half of a wide character drawn in the cell to its left; draws nothing itself.
    public var isContinuation: Bool {
        get { flagBits & Self.continuationBit != 0 }
        set { flagBits = newValue ? flagBits | Self.continuationBit : flagBits & ~Self.continuationBit }
    }

    public init(_ glyph: Character = " ", fg: RGB? = nil, bg: RGB? = nil, attributes: CellAttributes = [], isContinuation: Bool = false) {
        self.init(code: GlyphCode.code(for: glyph), fgBits: Self.bits(fg), bgBits: Self.bits(bg),
                  flagBits: UInt32(attributes.rawValue) | (isContinuation ? Self.continuationBit : 0))
    }

    /// A cell from its stored words, for renderers that keep glyph codes and packed colours.
    @inline(__always) init(code: UInt32, fgBits: UInt32 = Cell.defaultColor, bgBits: UInt32 = Cell.defaultColor, flagBits: UInt32 = 0) {
        self.code = code
        self.fgBits = fgBits
        self.bgBits = bgBits
        self.flagBits = flagBits
    }

    @inline(__always) static func bits(_ c: RGB?) -> UInt32 {
        guard let c else { return defaultColor }
        return UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
    }

    @inline(__always) static func color(_ v: UInt32) -> RGB? {
        v == defaultColor ? nil : RGB(r: UInt8(truncatingIfNeeded: v >> 16), g: UInt8(truncatingIfNeeded: v >> 8), b: UInt8(truncatingIfNeeded: v))
    }

    @inline(__always) public static func == (a: Cell, b: Cell) -> Bool {
        ((a.code ^ b.code) | (a.fgBits ^ b.fgBits) | (a.bgBits ^ b.bgBits) | (a.flagBits ^ b.flagBits)) == 0
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(fgBits)
        hasher.combine(bgBits)
        hasher.combine(flagBits)
    }

    public static let blank = Cell(code: 0x20)
}

/// A glyph as 32 bits: a single-scalar grapheme is its scalar value; a grapheme of several
/// scalars (an emoji with a variation selector, a letter with combining marks) is interned in a
/// process-wide table and coded as `internFlag | index`. Codes are only compared within one
/// process, never stored.
enum GlyphCode {
    static let internFlag: UInt32 = 0x8000_0000
    /// U+FFFD, for anything that cannot be coded.
    static let replacement: UInt32 = 0xFFFD

    /// The code of `ch`.
    @inline(__always) static func code(for ch: Character) -> UInt32 {
        var it = ch.unicodeScalars.makeIterator()
        guard let first = it.next() else { return 0x20 }
        if it.next() == nil { return first.value }
        return GraphemeTable.shared.intern(String(ch))
    }

    /// The character of `code`.
    static func character(_ code: UInt32) -> Character {
        if code & internFlag == 0 { return Character(Unicode.Scalar(code) ?? "\u{FFFD}") }
        return Character(GraphemeTable.shared.string(at: Int(code & ~internFlag)))
    }

    /// Appends the text of `code` to `s`.
    @inline(__always) static func append(_ code: UInt32, to s: inout String) {
        if code & internFlag == 0 {
            s.unicodeScalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
        } else {
            s.append(GraphemeTable.shared.string(at: Int(code & ~internFlag)))
        }
    }
}

/// The interned multi-scalar graphemes, shared by every grid in the process (thread-safe; at
/// most `capacity` entries, then further ones code as U+FFFD).
final class GraphemeTable: Sendable {
    static let shared = GraphemeTable()
    static let capacity = 1 << 20
    private struct Table {
        var index: [String: UInt32] = [:]
        var strings: [String] = []
    }
    private let table = Mutex(Table())

    func intern(_ s: String) -> UInt32 {
        table.withLock { t in
            if let i = t.index[s] { return GlyphCode.internFlag | i }
            guard t.strings.count < Self.capacity else { return GlyphCode.replacement }
            let i = UInt32(t.strings.count)
            t.strings.append(s)
            t.index[s] = i
            return GlyphCode.internFlag | i
        }
    }

    func string(at i: Int) -> String {
        table.withLock { t in i < t.strings.count ? t.strings[i] : "\u{FFFD}" }
    }
}

/// A rectangle of cells, row-major: the renderer's output and every backend's input.
public struct CellGrid: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]

    /// A grid of `width` × `height` blank cells (negative sizes become 0).
    public init(width: Int, height: Int, fill: Cell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: fill, count: self.width * self.height)
    }

    /// A grid from text lines (for expected screens in tests): the width is the longest line,
    /// shorter lines are padded with blanks; no colours.
    public init(lines: [String]) {
        let w = lines.map { $0.count }.max() ?? 0
        self.init(width: w, height: lines.count)
        for (y, line) in lines.enumerated() {
            for (x, ch) in line.enumerated() { self[x, y] = Cell(ch) }
        }
    }

    @inline(__always) public func contains(_ x: Int, _ y: Int) -> Bool { x >= 0 && y >= 0 && x < width && y < height }

    /// The cell at column `x`, row `y`. Reading outside gives a blank; writing outside is ignored.
    public subscript(x: Int, y: Int) -> Cell {
        get { contains(x, y) ? cells[y * width + x] : .blank }
        set { if contains(x, y) { cells[y * width + x] = newValue } }
    }

    /// The grid as plain text, one line per row, trailing spaces kept (wide characters once).
    public var text: String { lines.joined(separator: "\n") }

    /// The rows as plain text.
    public var lines: [String] {
        (0..<height).map { y in
            var s = ""
            s.reserveCapacity(width)
            for x in 0..<width {
                let c = cells[y * width + x]
                if !c.isContinuation { GlyphCode.append(c.code, to: &s) }
            }
            return s
        }
    }

    /// A change: the cell now at (x, y).
    public struct Change: Sendable, Equatable {
        public var x: Int
        public var y: Int
        public var cell: Cell
    }

    /// The cells of `self` that differ from `previous`, row by row; every cell when the sizes differ.
    public func changes(from previous: CellGrid?) -> [Change] {
        var out: [Change] = []
        guard let previous, previous.width == width, previous.height == height else {
            out.reserveCapacity(cells.count)
            for y in 0..<height {
                for x in 0..<width { out.append(Change(x: x, y: y, cell: cells[y * width + x])) }
            }
            return out
        }
        guard width > 0, height > 0 else { return out }
        out.reserveCapacity(min(cells.count, 512))   // a typical frame's changes, without regrowing
        // A `Cell` is four 32-bit words without padding, so equal bytes are equal cells: rows
        // that did not change are skipped with one memcmp, and cells are compared four at a
        // time as vectors.
        let rowBytes = width * MemoryLayout<Cell>.stride
        cells.withUnsafeBufferPointer { nowBuffer in
            previous.cells.withUnsafeBufferPointer { beforeBuffer in
                let now = nowBuffer.baseAddress!, before = beforeBuffer.baseAddress!
                for y in 0..<height {
                    let row = y * width
                    if memcmp(now + row, before + row, rowBytes) == 0 { continue }
                    let a = UnsafeRawPointer(now + row), b = UnsafeRawPointer(before + row)
                    var x = 0
                    // Four cells (64 bytes) at a time; only a block that differs is looked into.
                    while x &+ 4 <= width {
                        let o = x &* 16
                        let va = a.loadUnaligned(fromByteOffset: o, as: SIMD16<UInt32>.self)
                        let vb = b.loadUnaligned(fromByteOffset: o, as: SIMD16<UInt32>.self)
                        if any(va .!= vb) {
                            for k in x..<(x &+ 4) where now[row &+ k] != before[row &+ k] {
                                out.append(Change(x: k, y: y, cell: now[row &+ k]))
                            }
                        }
                        x &+= 4
                    }
                    for k in x..<width where now[row &+ k] != before[row &+ k] {
                        out.append(Change(x: k, y: y, cell: now[row &+ k]))
                    }
                }
            }
        }
        return out
    }

    /// Makes every cell `fill`, keeping the storage.
    mutating func clear(to fill: Cell = .blank) {
        cells.withUnsafeMutableBufferPointer { $0.update(repeating: fill) }
    }

    /// `count` cells of row `y` from column `x` (cells outside the grid read as blank).
    func cells(x: Int, y: Int, count: Int) -> [Cell] {
        guard count > 0 else { return [] }
        if x >= 0, y >= 0, y < height, x + count <= width {
            return Array(cells[(y * width + x)..<(y * width + x + count)])
        }
        return (0..<count).map { self[x + $0, y] }
    }

    /// Writes `row` into row `y` from column `x` (cells outside the grid are dropped).
    mutating func setCells(_ row: [Cell], x: Int, y: Int) {
        if x >= 0, y >= 0, y < height, x + row.count <= width {
            let start = y * width + x
            cells.withUnsafeMutableBufferPointer { dst in
                row.withUnsafeBufferPointer { src in
                    guard let from = src.baseAddress, let to = dst.baseAddress else { return }
                    (to + start).update(from: from, count: src.count)
                }
            }
        } else {
            for (i, c) in row.enumerated() { self[x + i, y] = c }
        }
    }

    /// Sets the cells of a rectangle to `fill`; the rectangle must lie inside the grid.
    mutating func fill(x: Int, y: Int, width w: Int, height h: Int, with fill: Cell) {
        precondition(x >= 0 && y >= 0 && w >= 0 && h >= 0 && x + w <= width && y + h <= height, "rectangle outside the grid")
        let stride = width
        cells.withUnsafeMutableBufferPointer { buf in
            for row in y..<(y + h) {
                let start = row * stride + x
                UnsafeMutableBufferPointer(rebasing: buf[start..<(start + w)]).update(repeating: fill)
            }
        }
    }

    /// Direct access to the cells, row-major, for renderers and backends that write every cell of a frame.
    public mutating func withUnsafeMutableCells<R>(_ body: (UnsafeMutableBufferPointer<Cell>) throws -> R) rethrows -> R {
        try cells.withUnsafeMutableBufferPointer { try body($0) }
    }
}
