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
public struct Cell: Sendable, Hashable {
    /// One grapheme of display width 1, or of width 2 followed by a `continuation` cell.
    public var glyph: Character
    /// Foreground colour; nil = the terminal's default.
    public var fg: RGB?
    /// Background colour; nil = the terminal's default.
    public var bg: RGB?
    public var attributes: CellAttributes
    /// The right half of a wide character drawn in the cell to its left; draws nothing itself.
    public var isContinuation: Bool

    public init(_ glyph: Character = " ", fg: RGB? = nil, bg: RGB? = nil, attributes: CellAttributes = [], isContinuation: Bool = false) {
        self.glyph = glyph
        self.fg = fg
        self.bg = bg
        self.attributes = attributes
        self.isContinuation = isContinuation
    }

    public static let blank = Cell()
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
                if !c.isContinuation { s.append(c.glyph) }
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
        let same = previous.map { $0.width == width && $0.height == height } ?? false
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x
                if !same || previous!.cells[i] != cells[i] { out.append(Change(x: x, y: y, cell: cells[i])) }
            }
        }
        return out
    }
}
