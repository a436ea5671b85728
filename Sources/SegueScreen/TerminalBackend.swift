import SegueCore
import SegueRender

/// The size of a terminal screen, in character cells.
public struct TerminalSize: Sendable, Hashable, CustomStringConvertible {
    /// Columns, ≥ 0.
    public var cols: Int
    /// Rows, ≥ 0.
    public var rows: Int
    public init(cols: Int, rows: Int) { self.cols = cols; self.rows = rows }
    /// `120x40`.
    public var description: String { "\(cols)x\(rows)" }
}

/// What a terminal backend reports to the run loop.
public enum TerminalEvent: Sendable, Hashable {
    /// A key or a mouse report (never `.resize` or `.end`: resizes come as `.resize` below).
    case input(InputEvent)
    /// The terminal now has `cols` × `rows` cells; the next `draw` repaints everything.
    case resize(cols: Int, rows: Int)
    /// A terminating signal arrived (SIGINT 2, SIGHUP 1, SIGQUIT 3, SIGTERM 15; SIGHUP also when
    /// the terminal hangs up). The loop should stop the backend and exit with status 128 + n.
    case signal(Int32)

    /// The event as a session records it: keys and mouse as they are, a resize as
    /// `InputEvent.resize`; nil for a signal.
    public var inputEvent: InputEvent? {
        switch self {
        case .input(let e): e
        case .resize(let cols, let rows): .resize(cols: cols, rows: rows)
        case .signal: nil
        }
    }
}

/// Why a terminal backend could not start.
public enum TerminalError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Standard input or output (named) is not a terminal; nothing was written.
    case notATerminal(stream: String)
    /// The terminal type (`TERM`) is unknown to terminfo or cannot address the cursor.
    case unusableTerminal(type: String)
    /// Another ncurses backend is already running in this process.
    case alreadyActive
    /// A system call failed while setting the terminal up.
    case system(call: String, errno: Int32)

    public var description: String {
        switch self {
        case .notATerminal(let stream):
            "\(stream) is not a terminal (the interactive previewer needs one)"
        case .unusableTerminal(let type):
            "cannot use terminal type '\(type)': unknown to terminfo or cannot move the cursor (try TERM=xterm-256color)"
        case .alreadyActive:
            "a terminal backend is already running"
        case .system(let call, let errno):
            "\(call) failed (errno \(errno))"
        }
    }
}

/// A screen that shows cell grids and reports input: the ncurses terminal, or an in-memory
/// stand-in for tests. Used from one thread; not thread-safe.
public protocol TerminalBackend: AnyObject {
    /// The screen size in cells (updated when a `.resize` event is returned).
    var size: TerminalSize { get }
    /// The colours the screen can show (known after `start()`).
    var colorMode: ColorMode { get }
    /// Whether `start()` succeeded and `stop()` has not been called since.
    var isActive: Bool { get }

    /// Takes over the screen. Throws `TerminalError` without writing a byte when it cannot.
    func start() throws
    /// Gives the screen back as it was found (idempotent; safe to call when not started).
    func stop()
    /// Draws `grid` with its top-left cell at the screen's top-left, clipped to the screen.
    /// Only the cells that differ from the previous `draw` are sent; everything after a resize
    /// or `invalidate()`. Nothing is visible before `flush()`.
    func draw(_ grid: CellGrid)
    /// Makes everything drawn so far visible.
    func flush()
    /// Forgets what is on screen, so that the next `draw` repaints every cell.
    func invalidate()
    /// The next event, waiting at most `timeout` seconds (≥ 0; nil waits for ever without
    /// using the CPU). Nil when the timeout passed without an event.
    func nextEvent(timeout: Double?) -> TerminalEvent?
    /// Rings the terminal bell (or flashes it).
    func bell()
}
