import SegueRender

/// What the terminal shows and the bytes that change it (docs/screen.md, "How a frame goes
/// out"): each grid drawn is mapped to the terminal's colours (`TerminalCells`), compared with the
/// last one, and the changed cells become bytes (`ScreenWriter`). Pure: the backend sends
/// `bytes` and empties them; the benchmark counts them.
public struct TerminalScreen: Sendable {
    private var cells: TerminalCells
    private var writer: ScreenWriter
    /// The last grid drawn, in the model's colours (nil before the first).
    public private(set) var lastGrid: CellGrid?
    private var needsFullRedraw = true

    /// Unchanged cells between two changed ones that are written again rather than moving the
    /// cursor over them: one blank costs a byte, a move along the row 4 (`ESC [ n C`).
    static let bridgedGap = 2

    /// - Parameters:
    ///   - sequences: the terminal's sequences.
    ///   - mode: the colour mode the screen uses; `colors`: the terminal's colour count (≥ 0).
    ///   - size: the screen in cells.
    ///   - isUTF8: whether glyphs go out as UTF-8 (default true).
    ///   - defaultColors: what a cell's default colour is drawn with (default (−1, −1), the terminal's own).
    public init(sequences: TerminalSequences, mode: ColorMode, colors: Int, size: TerminalSize, isUTF8: Bool = true,
                defaultColors: (fg: Int32, bg: Int32) = (-1, -1)) {
        cells = TerminalCells(mode: mode, colors: colors)
        writer = ScreenWriter(sequences: sequences, size: size, isUTF8: isUTF8, defaultColors: defaultColors)
    }

    /// The bytes of the frames drawn since `removeBytes()`.
    public var bytes: [UInt8] { writer.bytes }

    /// Appends the bytes that turn the screen (`size` cells) into `grid`: every cell after
    /// `invalidate()`, a new grid size or the first grid (the screen cleared first), else the
    /// cells whose terminal colours or glyph changed.
    public mutating func draw(_ grid: CellGrid, size: TerminalSize) {
        let full = needsFullRedraw || lastGrid.map { $0.width != grid.width || $0.height != grid.height } ?? true
        cells.update(grid, previous: full ? nil : lastGrid)
        writer.size = size
        if full { writer.clearScreen() }
        writer.write(cells.grid, changed: cells.changed, bridging: Self.bridgedGap)
        lastGrid = grid
        needsFullRedraw = false
    }

    /// Ends the frame (the pen back to normal: `ScreenWriter.finishFrame`).
    public mutating func finishFrame() { writer.finishFrame() }

    /// Empties `bytes` (after they went out).
    public mutating func removeBytes() { writer.removeBytes() }

    /// The next `draw` repaints every cell.
    public mutating func invalidate() { needsFullRedraw = true }

    /// Something else wrote to the terminal: the next move is absolute and every colour is sent again.
    public mutating func forgetTerminalState() { writer.forgetTerminalState() }
}
