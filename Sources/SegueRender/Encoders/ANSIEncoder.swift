/// ANSI terminal output (`segue render --format ansi`, and the data of asciicast events).
///
/// The first frame (and any frame whose size differs from the previous one) resets the pen,
/// homes the cursor and clears the screen (`ESC[0m ESC[H ESC[2J`), then writes every cell that
/// is not a default blank. Later frames write only the cells that changed. The cursor is moved
/// with `ESC[row;colH` (1-based) only when it is not already where the next cell goes (after a
/// cell the cursor is known to sit just right of it, except in the last column, where
/// terminals defer the wrap); colours and attributes are sent only when they change (see
/// `SGR.transition`), and a frame that changed the pen ends with `ESC[0m`. An unchanged frame
/// encodes to the empty string. The right half of a wide character is never written; cell text
/// is mapped as in `CellText`, so no control character from cell content ever reaches the output.
public struct ANSIEncoder: Sendable {
    /// The colours the output uses (none: no colour SGR at all, attributes only).
    public let colorMode: ColorMode
    /// The grid the terminal shows after the last `encode`, or nil before the first.
    public private(set) var previous: CellGrid?
    /// Where the cursor is after the last `encode`, or nil when unknown.
    private var cursor: (x: Int, y: Int)?

    /// Hides the cursor (`ESC[?25l`).
    public static let hideCursor = "\u{1B}[?25l"
    /// Shows the cursor (`ESC[?25h`).
    public static let showCursor = "\u{1B}[?25h"
    /// Resets the pen, homes the cursor and clears the screen.
    public static let clearScreen = "\u{1B}[0m\u{1B}[H\u{1B}[2J"

    /// An encoder that has drawn nothing yet, for a terminal with `colorMode`.
    public init(colorMode: ColorMode) {
        self.colorMode = colorMode
    }

    /// The bytes that turn the terminal's screen from the previous frame into `grid`.
    public mutating func encode(_ grid: CellGrid) -> String {
        var out = ""
        let base: CellGrid
        if let p = previous, p.width == grid.width, p.height == grid.height {
            base = p
        } else {
            out += Self.clearScreen
            cursor = (0, 0)
            base = CellGrid(width: grid.width, height: grid.height)
        }
        var pen = SGR.Pen.reset
        var lastWritten: (x: Int, y: Int)?
        for change in grid.changes(from: base) {
            var x = change.x
            let y = change.y
            if change.cell.isContinuation, CellText.of(grid, x: x, y: y) == nil {
                // The wide character to the left covers this cell: rewrite it unless just written.
                if let w = lastWritten, w.x == x - 1, w.y == y { continue }
                x -= 1
            }
            guard let text = CellText.of(grid, x: x, y: y) else { continue }
            if cursor.map({ $0.x != x || $0.y != y }) ?? true { out += "\u{1B}[\(y + 1);\(x + 1)H" }
            let newPen = SGR.Pen(grid[x, y], mode: colorMode)
            out += SGR.transition(from: pen, to: newPen)
            pen = newPen
            out += text
            lastWritten = (x, y)
            let next = x + CellText.width(text)
            cursor = next < grid.width ? (next, y) : nil
        }
        if pen != .reset { out += "\u{1B}[0m" }
        previous = grid
        return out
    }

    /// Forgets the previous frame: the next `encode` clears the screen and draws everything.
    public mutating func reset() {
        previous = nil
        cursor = nil
    }

    /// A whole ANSI stream for `frames`: hide the cursor, every frame in order, then reset the
    /// pen, show the cursor again and put it on the row below the last frame (col 1), so that
    /// `cat` of the file leaves a terminal of the grid's size (or larger) showing the last frame.
    public static func stream(_ frames: [CellGrid], colorMode: ColorMode) -> String {
        var encoder = ANSIEncoder(colorMode: colorMode)
        var out = hideCursor
        for f in frames { out += encoder.encode(f) }
        return out + trailer(rows: frames.last?.height ?? 0)
    }

    /// The end of a stream of `rows`-row frames: reset the pen, show the cursor and put it on
    /// the row below the picture, column 1 (in a terminal of exactly `rows` rows it stays on the
    /// last row). Deliberately no line feed: on the last row it would scroll the picture up.
    public static func trailer(rows: Int) -> String {
        "\u{1B}[0m" + showCursor + "\u{1B}[\(rows + 1);1H"
    }
}
