import SegueCore

/// Plain-text frames (`segue render --format text`).
///
/// A frame is the grid's rows, each with its trailing spaces (U+0020) removed and ended by a
/// newline, so a 120×40 grid always gives exactly 40 lines. Wide characters appear once; cell
/// text is mapped as in `CellText` (never a control character). A sequence of frames puts a
/// header line `--- t=0.500` (model time in seconds, 3 decimals) before **every** frame,
/// including the first, so a file of frames can be split on lines starting with `--- t=`.
/// Colours and attributes are not part of a text frame. As a `FrameEncoder` it writes each
/// frame after its header line, or alone when `timeHeaders` is false (a single frame).
public struct TextFrameEncoder: FrameEncoder, Sendable {
    /// Whether each frame follows its `--- t=…` header line; default true.
    public var timeHeaders: Bool

    /// - Parameter timeHeaders: whether each frame follows its header line; default true.
    public init(timeHeaders: Bool = true) {
        self.timeHeaders = timeHeaders
    }

    /// Nothing: text frames have no preamble.
    public func start() -> String { "" }
    /// The frame's header line (when `timeHeaders`) and its rows.
    public func frame(_ grid: CellGrid, at t: Double) -> String {
        (timeHeaders ? Self.header(t: t) : "") + Self.frame(grid)
    }
    /// Nothing: text frames have no ending.
    public func finish() -> String { "" }

    /// The rows of `grid` as text, trailing spaces trimmed, without newlines.
    public static func lines(_ grid: CellGrid) -> [String] {
        (0..<grid.height).map { y in
            var line = ""
            for x in 0..<grid.width {
                if let t = CellText.of(grid, x: x, y: y) { line += t }
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }

    /// One frame: every row of `grid` trimmed and followed by `\n` (no header).
    public static func frame(_ grid: CellGrid) -> String {
        lines(grid).map { $0 + "\n" }.joined()
    }

    /// The header line before a frame at model time `t` seconds: `--- t=0.500\n`.
    public static func header(t: Double) -> String {
        "--- t=" + DecimalText.fixed(t, decimals: 3, rounding: .halfAwayFromZero) + "\n"
    }

    /// A sequence of frames, each preceded by its header line.
    public static func encode(_ frames: [(t: Double, grid: CellGrid)]) -> String {
        frames.map { header(t: $0.t) + frame($0.grid) }.joined()
    }
}
