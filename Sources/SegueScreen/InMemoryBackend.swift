import SegueCore
import SegueRender

/// A terminal that lives in memory, for tests: it keeps what is on its screen as a `CellGrid`,
/// hands out scripted events, and records every call.
public final class InMemoryBackend: TerminalBackend {
    /// One call made on the backend.
    public enum Call: Sendable, Equatable {
        case start
        case stop
        /// A draw that wrote `cells` cells (after diffing against the previous draw).
        case draw(cells: Int)
        case flush
        case invalidate
        case nextEvent(timeout: Double?)
        case bell
    }

    /// The screen size (changed by scripted `.resize` events).
    public private(set) var size: TerminalSize
    /// The colour mode it claims (default `.xterm256`).
    public let colorMode: ColorMode
    /// Between `start()` and `stop()`.
    public private(set) var isActive = false
    /// Every call so far, in order.
    public private(set) var calls: [Call] = []
    /// The last grid passed to `draw`.
    public private(set) var lastDrawn: CellGrid?
    /// What the screen shows: the cells written by the draws so far (blank at `start()` and
    /// after a resize); updated by `draw`, as a real screen would be after `flush`.
    public private(set) var screen: CellGrid
    /// What the screen showed at the last `flush()`.
    public private(set) var flushed: CellGrid
    /// Events still to hand out, first first.
    public var events: [TerminalEvent]
    /// When `start()` should fail, the error it throws.
    public var startError: TerminalError?

    private var needsFullRedraw = true

    /// A screen of `size` cells (default 120 × 40) showing `colorMode` colours (default 256),
    /// that will report `events` in order.
    public init(size: TerminalSize = TerminalSize(cols: 120, rows: 40), colorMode: ColorMode = .xterm256,
                events: [TerminalEvent] = []) {
        self.size = size
        self.colorMode = colorMode
        self.events = events
        screen = CellGrid(width: size.cols, height: size.rows)
        flushed = screen
    }

    public func start() throws {
        calls.append(.start)
        if let startError { throw startError }
        isActive = true
        needsFullRedraw = true
    }

    public func stop() {
        calls.append(.stop)
        isActive = false
    }

    public func draw(_ grid: CellGrid) {
        let full = needsFullRedraw || lastDrawn.map { $0.width != grid.width || $0.height != grid.height } ?? true
        let runs = DrawPlan.runs(for: grid, previous: full ? nil : lastDrawn, screen: size)
        if full { screen = CellGrid(width: size.cols, height: size.rows) }
        for run in runs {
            var x = run.x
            for cell in run.cells {
                screen[x, run.y] = cell
                if DisplayWidth.of(cell.glyph) == 2 {
                    screen[x + 1, run.y] = Cell(" ", fg: cell.fg, bg: cell.bg, attributes: cell.attributes, isContinuation: true)
                    x += 2
                } else {
                    x += 1
                }
            }
        }
        calls.append(.draw(cells: DrawPlan.cellCount(runs)))
        lastDrawn = grid
        needsFullRedraw = false
    }

    public func flush() {
        calls.append(.flush)
        flushed = screen
    }

    public func invalidate() {
        calls.append(.invalidate)
        needsFullRedraw = true
    }

    /// The next scripted event (timeouts are not waited for); a `.resize` event also resizes
    /// the screen. Nil when the script is used up.
    public func nextEvent(timeout: Double?) -> TerminalEvent? {
        calls.append(.nextEvent(timeout: timeout))
        guard !events.isEmpty else { return nil }
        let event = events.removeFirst()
        if case .resize(let cols, let rows) = event {
            size = TerminalSize(cols: cols, rows: rows)
            screen = CellGrid(width: cols, height: rows)
            needsFullRedraw = true
        }
        return event
    }

    public func bell() { calls.append(.bell) }

    /// The number of draws so far.
    public var drawCount: Int { calls.filter { if case .draw = $0 { true } else { false } }.count }
}
