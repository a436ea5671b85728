import SegueCore

/// asciicast v2 (`segue render --format cast`): a file any asciinema player plays.
///
/// Line 1 is the header, with keys in this order:
/// `{"version": 2, "width": W, "height": H, "timestamp": T, "title": "…", "env": {"TERM":
/// "xterm-256color", "SHELL": "/bin/sh"}}` — `timestamp` (Unix seconds) only when given, never
/// read from a clock; the title sanitised (no control characters) and JSON-escaped. Then one
/// line per frame that changed something: `[t, "o", data]` with `t` the frame's model time in
/// seconds with 6 decimals (never less than the previous event's) and `data` the ANSI bytes
/// of `ANSIEncoder` for that frame. The first event starts with `ESC[?25l` (hide the cursor),
/// then the encoder's clear screen and the full first frame. The last event (`end()`, at the
/// last frame's time) puts the terminal back as `ANSIEncoder.trailer` does — pen reset, cursor
/// shown and moved below the picture — and changes no cell, so a player ends showing exactly
/// the last text frame.
public struct AsciicastEncoder: Sendable {
    /// Terminal width in columns (> 0), normally the grids' width.
    public let width: Int
    /// Terminal height in rows (> 0), normally the grids' height.
    public let height: Int
    /// The recording's title (text from a file: sanitised here).
    public let title: String
    /// Unix time of the recording in seconds, or nil to leave it out. Default nil.
    public let timestamp: Int?
    /// The header's `env` object; default TERM `xterm-256color`, SHELL `/bin/sh`.
    public let environment: [(key: String, value: String)]
    private var ansi: ANSIEncoder
    private var lastTime = 0.0
    private var started = false
    private var ended = false

    /// - Parameters:
    ///   - colorMode: colours of the event data; default `.xterm256` (matching TERM).
    public init(width: Int, height: Int, title: String, timestamp: Int? = nil, colorMode: ColorMode = .xterm256,
                environment: [(key: String, value: String)] = [("TERM", "xterm-256color"), ("SHELL", "/bin/sh")]) {
        self.width = max(1, width)
        self.height = max(1, height)
        self.title = title
        self.timestamp = timestamp
        self.environment = environment
        ansi = ANSIEncoder(colorMode: colorMode)
    }

    /// The header line, ending with a newline.
    public func header() -> String {
        var s = "{\"version\": 2, \"width\": \(width), \"height\": \(height)"
        if let ts = timestamp { s += ", \"timestamp\": \(ts)" }
        s += ", \"title\": " + JSONText.quoted(Sanitize.text(title))
        s += ", \"env\": {" + environment.map { JSONText.quoted($0.key) + ": " + JSONText.quoted($0.value) }.joined(separator: ", ") + "}}\n"
        return s
    }

    /// The event line for `grid` shown at model time `t` seconds (ending with a newline), or ""
    /// when the frame changes nothing on screen.
    public mutating func event(_ grid: CellGrid, at t: Double) -> String {
        var data = ansi.encode(grid)
        if !started {
            data = ANSIEncoder.hideCursor + data
            started = true
        }
        guard !data.isEmpty else { return "" }
        let time = max(lastTime, t.isFinite ? t : lastTime)
        lastTime = time
        return "[" + DecimalText.fixed(time, decimals: 6, rounding: .halfAwayFromZero) + ", \"o\", " + JSONText.quoted(data) + "]\n"
    }

    /// The last event line (ending with a newline): the pen reset, the cursor shown again and put
    /// below the picture (`ANSIEncoder.trailer`), at the time of the last frame. "" before any
    /// frame made an event, and after the first call.
    public mutating func end() -> String {
        guard started, !ended else { return "" }
        ended = true
        return "[" + DecimalText.fixed(lastTime, decimals: 6, rounding: .halfAwayFromZero) + ", \"o\", "
            + JSONText.quoted(ANSIEncoder.trailer(rows: height)) + "]\n"
    }

    /// A whole cast: the header, the events of `frames` in order, then `end()`.
    public static func encode(_ frames: [(t: Double, grid: CellGrid)], title: String, timestamp: Int? = nil,
                              colorMode: ColorMode = .xterm256) -> String {
        let first = frames.first?.grid
        var encoder = AsciicastEncoder(width: first?.width ?? 80, height: first?.height ?? 24, title: title,
                                       timestamp: timestamp, colorMode: colorMode)
        var out = encoder.header()
        for f in frames { out += encoder.event(f.grid, at: f.t) }
        return out + encoder.end()
    }
}
