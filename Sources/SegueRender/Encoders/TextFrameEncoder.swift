/// Plain-text frames (`segue render --format text`).
///
/// A frame is the grid's rows, each with its trailing spaces (U+0020) removed and ended by a
/// newline, so a 120×40 grid always gives exactly 40 lines. Wide characters appear once; cell
/// text is mapped as in `CellText` (never a control character). A sequence of frames puts a
/// header line `--- t=0.500` (model time in seconds, 3 decimals) before **every** frame,
/// including the first, so a file of frames can be split on lines starting with `--- t=`.
/// Colours and attributes are not part of a text frame.
public enum TextFrameEncoder {
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
        "--- t=" + FixedDecimalText.string(t, decimals: 3) + "\n"
    }

    /// A sequence of frames, each preceded by its header line.
    public static func encode(_ frames: [(t: Double, grid: CellGrid)]) -> String {
        frames.map { header(t: $0.t) + frame($0.grid) }.joined()
    }
}
