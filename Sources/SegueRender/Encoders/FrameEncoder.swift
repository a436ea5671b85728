/// One way of writing a run of frames to a file or a terminal (`segue render --format`):
/// the bytes before the first frame, those of each frame, and those after the last. Plain text
/// (`TextFrameEncoder`), ANSI (`ANSIEncoder`) and asciicast (`AsciicastEncoder`) conform, so
/// `render` drives any of them with one loop; a new export format is one more conformance
/// (docs/panel-and-exports.md, Export formats).
public protocol FrameEncoder {
    /// The bytes before the first frame ("" when the format has none).
    mutating func start() -> String
    /// The bytes for `grid` shown at model time `t` (seconds, ≥ 0, not decreasing from one call
    /// to the next).
    mutating func frame(_ grid: CellGrid, at t: Double) -> String
    /// The bytes after the last frame ("" when the format has none).
    mutating func finish() -> String
}

extension ANSIEncoder: FrameEncoder {
    /// Hides the cursor.
    public func start() -> String { Self.hideCursor }
    /// The changes from the previous frame (`encode`); the time is not part of ANSI output.
    public mutating func frame(_ grid: CellGrid, at t: Double) -> String { encode(grid) }
    /// `trailer` for the last frame's rows (0 before any frame).
    public func finish() -> String { Self.trailer(rows: previous?.height ?? 0) }
}

extension AsciicastEncoder: FrameEncoder {
    /// The header line.
    public func start() -> String { header() }
    /// The frame's event line (`event`).
    public mutating func frame(_ grid: CellGrid, at t: Double) -> String { event(grid, at: t) }
    /// The last event line (`end`).
    public mutating func finish() -> String { end() }
}
