import SegueCore
import SegueRender
import SegueTerminal
import SegueScreen

/// Seconds a `ScriptedTerminal` has waited through: the clock of a scripted live run.
public final class ScriptedClock: LiveClock {
    /// Seconds since the run started; moved on only by the terminal's waits.
    public internal(set) var now = 0.0

    public init() {}
}

/// An in-memory terminal (`InMemoryBackend`) whose input comes at set times of its own clock:
/// a wait with a timeout moves the clock on by it (at least 1 µs, as a real clock has always
/// moved on a little by the next look) when no event falls due first; a blocking wait jumps to
/// the next event. The live loop runs on it exactly as on the real terminal, so a host (or a
/// test) can play a scenario in process with scripted keys and read the screen and the waits.
public final class ScriptedTerminal: TerminalBackend {
    /// The screen: what the loop drew (`flushed` is the last frame shown).
    public let screen: InMemoryBackend
    /// The clock the loop reads (`LiveLoop`'s `clock`).
    public let clock = ScriptedClock()
    /// Input still to come, at clock times, first first.
    public private(set) var events: [(t: Double, event: TerminalEvent)]
    /// Every wait: the clock time it began at and its timeout (nil: blocking).
    public private(set) var waits: [(at: Double, timeout: Double?)] = []
    /// Called at every wait (already in `waits`), before it, with its timeout (nil: blocking):
    /// a host looks at the screen here; an event it returns is given instead of waiting (a test
    /// ends a run that would block for ever, or never settle); nil waits as scripted.
    public var onWait: (_ timeout: Double?) -> TerminalEvent? = { _ in nil }

    /// A screen of `size` cells showing `colorMode` colours, with `events` at their times.
    public init(size: TerminalSize = TerminalSize(cols: 120, rows: 40), colorMode: ColorMode = .xterm256,
                events: [(t: Double, event: TerminalEvent)]) {
        screen = InMemoryBackend(size: size, colorMode: colorMode)
        self.events = events
    }

    public var size: TerminalSize { screen.size }
    public var colorMode: ColorMode { screen.colorMode }
    public var isActive: Bool { screen.isActive }
    public func start() throws { try screen.start() }
    public func stop() { screen.stop() }
    public func draw(_ grid: CellGrid) { screen.draw(grid) }
    public func flush() { screen.flush() }
    public func invalidate() { screen.invalidate() }
    public func bell() { screen.bell() }

    /// The next event if it falls due within `timeout` seconds (nil: any time), the clock moved
    /// to it; else nil, the clock moved on by `timeout` (at least 1 µs). With no events left a blocking wait
    /// quits (a `q`), so that a run always ends.
    public func nextEvent(timeout: Double?) -> TerminalEvent? {
        waits.append((clock.now, timeout))
        if let instead = onWait(timeout) { return instead }
        if let next = events.first, timeout.map({ next.t <= clock.now + $0 }) ?? true {
            events.removeFirst()
            clock.now = max(clock.now, next.t)
            return next.event
        }
        guard let timeout else { return .input(.key(.char("q"))) }
        clock.now += max(timeout, 1e-6)
        return nil
    }
}

extension LiveLoop where Backend == ScriptedTerminal, Clock == ScriptedClock {
    /// The live loop on a scripted in-memory terminal and its clock (no file watcher wakes it).
    public convenience init(terminal: ScriptedTerminal, options: RenderOptions) {
        self.init(backend: terminal, options: options, clock: { terminal.clock }, wake: {})
    }
}
