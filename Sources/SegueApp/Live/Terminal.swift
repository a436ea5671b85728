#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueCore
import SegueRender
import SegueTerminal
import SegueScreen
import SeguePixels

/// Starting and stopping the interactive terminal for the commands.
enum LiveTerminal {
    /// The terminal's size from the kernel, read before ncurses starts (so a recording's header
    /// can be written before the screen is touched); nil when stdout is not a terminal.
    static func currentSize() -> (cols: Int, rows: Int)? {
        var ws = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0, ws.ws_row > 0 else { return nil }
        return (Int(ws.ws_col), Int(ws.ws_row))
    }

    /// Refuses to go on without a terminal on both stdin and stdout — before any byte is written.
    static func requireTerminal() throws {
        if isatty(0) != 1 { throw CLIError.runtime("standard input is not a terminal (the interactive previewer needs one; try 'segue render')") }
        if isatty(1) != 1 { throw CLIError.runtime("standard output is not a terminal (the interactive previewer needs one; try 'segue render')") }
    }

    /// The render options for a live session.
    static func options(ascii: Bool, showsPanel: Bool, device: Device, environment: [String: String], backend: NcursesBackend) -> RenderOptions {
        var mode = backend.colorMode
        if let v = environment["NO_COLOR"], !v.isEmpty { mode = .none }
        return RenderOptions(colorMode: mode, ascii: ascii || !backend.isUTF8, showsPanel: showsPanel, isFill: device.isFill)
    }

    /// Holds the terminating signals for the rest of the process (so that a late one cannot
    /// change how the session ends) and starts the backend; maps its failure to one line, exit 1.
    static func start(_ backend: NcursesBackend) throws {
        TerminatingSignals.hold()
        do {
            try backend.start()
        } catch let error as TerminalError {
            throw CLIError.runtime(error.description)
        }
    }

    /// Takes the terminal: requires one on stdin and stdout, holds the terminating signals,
    /// starts ncurses; runs `body` on it, and gives the terminal back (also when `body` throws).
    /// Play, replay and the gallery each take it here. Returns `body`'s exit status.
    static func take(_ body: (NcursesBackend) throws -> Int32) throws -> Int32 {
        try requireTerminal()
        let backend = NcursesBackend()
        try start(backend)
        defer { backend.stop() }
        let status = try body(backend)
        backend.stop()
        return status
    }

    /// The live previewer on the terminal (`play`): takes it, runs the session `session` makes
    /// for the terminal's size in the live loop until it ends, and gives the terminal back; the
    /// exit status (0, or 128 + n after signal n).
    /// - Parameters:
    ///   - images: the scenario's images the loop draws from (nil: none).
    ///   - run: hands the session to the loop with what it watches and records (`LiveLoop.run`).
    static func run(session: (TerminalSize) -> LiveSession, ascii: Bool, showsPanel: Bool, device: Device, images: ImageLibrary?,
                    environment: [String: String],
                    run: (LiveLoop<NcursesBackend, MonotonicClock>, LiveSession) throws -> LiveOutcome) throws -> Int32 {
        try take { backend in
            let loop = LiveLoop(backend: backend, options: options(ascii: ascii, showsPanel: showsPanel, device: device,
                                                                   environment: environment, backend: backend))
            loop.compositor.renderer.images = images
            return status(try run(loop, session(backend.size)))
        }
    }

    /// The exit status for an outcome: 0, or 128 + n after signal n.
    static func status(_ outcome: LiveOutcome) -> Int32 {
        if case .signal(let n) = outcome { return 128 + n }
        return 0
    }
}
