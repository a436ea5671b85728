#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CNcurses
import SegueCore
import SegueRender
import Synchronization
import SegueScreen

/// The terminal, through ncursesw: takes over the screen (alternate screen, no echo, no line
/// buffering, hidden cursor, keypad, mouse with motion reports), draws cell grids as diffs,
/// decodes keys, mouse reports, resizes and signals, and gives the terminal back as it found it
/// on every way out (`stop()`, `atexit`, a terminating signal, a crash).
///
/// One ncurses backend can be active per process at a time. Use it from one thread.
public final class NcursesBackend: TerminalBackend {
    /// Where the screen is.
    public enum Output: Sendable, Equatable {
        /// The controlling terminal on standard input and output (both must be terminals).
        case terminal
        /// No terminal: ncurses renders as terminal type `termType` (e.g. `xterm-256color`) with
        /// `size` cells into a temporary file, for counting and inspecting the bytes a frame
        /// costs (`bytesWritten`, `capturedOutput()`). No input is read in this mode;
        /// `nextEvent` reports only signals and timeouts.
        case capture(termType: String, size: TerminalSize)
    }

    /// Where the screen is (default: the terminal).
    public let output: Output
    /// The richest colour mode to use even when the terminal can show more (nil: as many as the
    /// terminal has).
    public let colorLimit: ColorMode?
    /// Whether `NO_COLOR` in the environment (any non-empty value) means `.none` (default true).
    public let honorsNoColor: Bool
    /// Whether to ask for mouse reports (button presses and any-motion; default true).
    public let mouseEnabled: Bool
    /// Milliseconds ncurses waits after an Escape byte for the rest of a key sequence, 0…1000
    /// (default 25): a lone Escape is delivered after this delay.
    public let escapeDelay: Int32

    /// The screen size in cells (0 × 0 before `start()`; updated when `.resize` is returned).
    public private(set) var size = TerminalSize(cols: 0, rows: 0)
    /// The colours in use: the terminal's (`COLORS`), lowered by `colorLimit` and `NO_COLOR`.
    public private(set) var colorMode: ColorMode = .none
    /// Whether the backend owns the screen (between `start()` and `stop()`).
    public private(set) var isActive = false
    /// Whether the locale's character set is UTF-8 (wide and box-drawing characters can be
    /// shown); known after `start()`. When false, callers should draw ASCII only.
    public private(set) var isUTF8 = false
    /// Whether the terminal reports the mouse (its terminfo has `kmous`); known after `start()`.
    public private(set) var hasMouse = false
    /// Whether to wrap frames in synchronized output (mode 2026): `.auto` (default) when the
    /// terminfo entry has `Sync`; `SEGUE_SYNC_OUTPUT` in the environment wins.
    public let synchronizedOutputChoice: SynchronizedOutput
    /// `synchronizedOutputChoice`, or what `SEGUE_SYNC_OUTPUT` says instead (known after `start()`).
    var synchronizedOutputResolved = SynchronizedOutput.auto
    /// Whether each frame that writes anything is wrapped in `SynchronizedOutput.begin` … `end`;
    /// known after `start()`, and turned on later when the terminal answers the start-up query
    /// that it has mode 2026.
    public internal(set) var synchronizesOutput = false
    /// The key code of the terminal's private replies' prefix, while a reply is awaited.
    var privateReplyCode: Int32?

    var screen: OpaquePointer?
    /// ncurses' standard screen of `screen`.
    var window: UnsafeMutablePointer<WINDOW>?
    var inputFile: UnsafeMutablePointer<FILE>?
    var outputFile: UnsafeMutablePointer<FILE>?
    var defaultColors: (fg: Int32, bg: Int32) = (-1, -1)
    var colorCount = 0
    /// What the screen shows and the bytes of the next frame (made in `configureScreen`, when the
    /// terminal's sequences and colours are known).
    var terminalScreen = TerminalScreen(sequences: .none, mode: .none, colors: 0, size: TerminalSize(cols: 0, rows: 0))
    /// A frame between the synchronized-output sequences, kept between frames.
    var frameBuffer: [UInt8] = []
    var queued: [TerminalEvent] = []
    var mouse = MouseDecoder()
    /// The key codes ncurses returns for the xterm report prefixes (`bindMouseReportPrefixes`).
    var mouseReportCodes: [Int32: MouseReport.Encoding] = [:]

    /// A backend for `output`; nothing happens before `start()`.
    public init(output: Output = .terminal, colorLimit: ColorMode? = nil, honorsNoColor: Bool = true,
                mouse: Bool = true, escapeDelay: Int32 = 25, synchronizedOutput: SynchronizedOutput = .auto) {
        self.output = output
        self.colorLimit = colorLimit
        self.honorsNoColor = honorsNoColor
        self.mouseEnabled = mouse
        self.escapeDelay = min(max(escapeDelay, 0), 1000)
        synchronizedOutputChoice = synchronizedOutput
    }

    deinit {
        stop()
        if case .capture = output, let f = outputFile { fclose(f) }
    }

    // MARK: Lifecycle

    public func start() throws {
        guard !isActive else { return }
        if output == .terminal {
            // Refuse before a single byte is written.
            guard isatty(0) == 1 else { throw TerminalError.notATerminal(stream: "stdin") }
            guard isatty(1) == 1 else { throw TerminalError.notATerminal(stream: "stdout") }
        }
        guard Self.active.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else {
            throw TerminalError.alreadyActive
        }
        do {
            try SignalRelay.makeWakePipe()
            isUTF8 = Self.setUpLocale()
            SignalRelay.installTerminating()
            try openScreen()
        } catch {
            SignalRelay.uninstallAll()
            Self.active.store(false, ordering: .releasing)
            throw error
        }
        configureScreen()
        SignalRelay.installWinch()
        if output == .terminal {
            SignalRelay.setEmergencyBytes(Self.restoreBytes(mouse: hasMouse, synchronized: synchronizesOutput))
            SignalRelay.installCrash()
        }
        isActive = true
        Self.current = self
        Self.registerAtExit()
        wnoutrefresh(window)
        doupdate()
        enableMouseModes()
        querySynchronizedOutput(choice: synchronizedOutputResolved)
    }

    /// Any-motion mouse tracking (xterm mode 1003) with SGR coordinates (mode 1006, so columns
    /// and rows past 223 can be told): terminfo has no capability for either, so they are
    /// written straight to the terminal, after ncurses' own mouse set-up (mode 1000, which would
    /// otherwise replace 1003). Also after the program is continued from a stop (Ctrl-Z).
    func enableMouseModes() {
        guard hasMouse else { return }
        writeRaw(Self.mouseModesOn)
    }

    static let mouseModesOn = "\u{1B}[?1003h\u{1B}[?1006h"
    static let mouseModesOff = "\u{1B}[?1006l\u{1B}[?1003l"

    /// The descriptor ncurses writes to.
    var outputFD: Int32 { outputFile.map { fileno($0) } ?? 1 }

    /// Writes `s` to the output descriptor, bypassing ncurses (its buffer must be flushed first).
    func writeRaw(_ s: String) { writeAll(Array(s.utf8)) }

    /// Writes `bytes` to the output descriptor, bypassing ncurses (its buffer must be flushed first).
    func writeAll(_ bytes: [UInt8]) {
        var done = 0
        while done < bytes.count {
            let n = bytes[done...].withUnsafeBytes { write(outputFD, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            done += n
        }
    }

    public func stop() {
        guard isActive else { return }
        isActive = false
        set_term(screen)
        if hasMouse {
            doupdate()
            writeRaw(Self.mouseModesOff)
            mousemask(0, nil)
        }
        curs_set(1)
        endwin()
        if let f = outputFile { fflush(f) }
        delscreen(screen)
        screen = nil
        window = nil
        SignalRelay.uninstallAll()
        if case .capture = output, let f = inputFile { fclose(f) }
        inputFile = nil
        queued.removeAll()
        if Self.current === self { Self.current = nil }
        Self.active.store(false, ordering: .releasing)
    }

    private func openScreen() throws {
        switch output {
        case .terminal:
            SignalRelay.saveTerminalModes(of: 0)
            // Screen size from the terminal (TIOCGWINSZ). ncurses lets LINES and COLUMNS in the
            // environment override it, also after a resize, so stale exported values would pin
            // the size: drop them. (use_env(false) is no way out: ncurses 6.4 then stops asking
            // the terminal on SIGWINCH.)
            unsetenv("LINES")
            unsetenv("COLUMNS")
            use_env(true)
            use_tioctl(false)
            inputFile = Self.stdinFile
            outputFile = Self.stdoutFile
            let type = getenv("TERM").map { String(cString: $0) } ?? ""
            screen = newterm(nil, outputFile, inputFile)
            guard screen != nil else { throw TerminalError.unusableTerminal(type: type) }
            // ncurses accepts terminals that cannot address the cursor (`dumb`) and would then
            // scribble line after line: refuse them, putting the modes newterm set back.
            guard Self.hasCapability("cup") else {
                reset_shell_mode()
                delscreen(screen)
                screen = nil
                throw TerminalError.unusableTerminal(type: type)
            }
        case .capture(let termType, _):
            use_env(false)
            use_tioctl(false)
            guard let out = tmpfile() else { throw TerminalError.system(call: "tmpfile", errno: errno) }
            guard let input = fopen("/dev/null", "r") else {
                fclose(out)
                throw TerminalError.system(call: "fopen /dev/null", errno: errno)
            }
            if let old = outputFile { fclose(old) }
            outputFile = out
            inputFile = input
            screen = newterm(termType, out, input)
            guard screen != nil else { throw TerminalError.unusableTerminal(type: termType) }
        }
    }

    private func configureScreen() {
        set_term(screen)
        window = segue_stdscr()
        if case .capture(_, let s) = output { resizeterm(Int32(max(1, s.rows)), Int32(max(1, s.cols))) }
        cbreak()
        noecho()
        nonl()
        intrflush(window, false)
        keypad(window, true)
        for (sequence, code) in KeyDecoder.keypadApplicationKeys {
            define_key(sequence, 0)
            define_key(sequence, code)
        }
        nodelay(window, true)
        // We read input ourselves: without this, doupdate flushes and polls standard input
        // every few lines it writes (docs/testing-and-performance.md, "CPU").
        typeahead(-1)
        leaveok(window, true)
        curs_set(0)
        set_escdelay(escapeDelay)

        let hasColors = has_colors()
        var limit = colorLimit
        if honorsNoColor, let v = getenv("NO_COLOR"), v.pointee != 0 { limit = ColorMode.none }
        if hasColors {
            start_color()
            defaultColors = use_default_colors() == OK ? (-1, -1) : (7, 0)
        }
        colorCount = Int(segue_colors())
        colorMode = ColorNumbers.mode(colors: colorCount, hasColors: hasColors, limit: limit)
        let sync = getenv(SynchronizedOutput.environmentVariable).flatMap { SynchronizedOutput.named(String(cString: $0)) }
        synchronizedOutputResolved = sync ?? synchronizedOutputChoice
        synchronizesOutput = synchronizedOutputResolved.isEnabled(terminfoHasSync: Self.hasCapability("Sync"))

        hasMouse = false
        if mouseEnabled {
            let wanted = segue_all_mouse_events() | segue_report_mouse_position()
            if mousemask(wanted, nil) != 0 {
                hasMouse = true
                mouseinterval(0)
            }
        }
        bindMouseReportPrefixes()
        mouse = MouseDecoder()
        werase(window)
        updateSize()
        terminalScreen = TerminalScreen(sequences: .fromTerminfo(), mode: colorMode, colors: colorCount, size: size, isUTF8: isUTF8,
                                        defaultColors: defaultColors)
        queued.removeAll()
    }

    func updateSize() {
        var rows: Int32 = 0, cols: Int32 = 0
        segue_getmaxyx(window, &rows, &cols)
        size = TerminalSize(cols: Int(cols), rows: Int(rows))
    }

    // MARK: Process-wide state

    /// Set while a backend owns ncurses.
    static let active = Atomic<Bool>(false)
    /// The active backend, for the `atexit` last resort.
    nonisolated(unsafe) static weak var current: NcursesBackend?
    nonisolated(unsafe) static var atExitRegistered = false
    /// FILE streams on descriptors 0 and 1 (made once, never closed: closing would close the descriptors).
    nonisolated(unsafe) static let stdinFile = fdopen(0, "r")
    nonisolated(unsafe) static let stdoutFile = fdopen(1, "w")

    static func registerAtExit() {
        guard !atExitRegistered else { return }
        atExitRegistered = true
        atexit(stopCurrentAtExit)
    }

    /// `setlocale(LC_ALL, "")`; when that gives no UTF-8 and the environment names no locale at
    /// all, the character type falls back to C.UTF-8. Returns whether the character set is UTF-8.
    static func setUpLocale() -> Bool {
        setlocale(LC_ALL, "")
        if isUTF8Codeset() { return true }
        let names: [String] = ["LC_ALL", "LC_CTYPE", "LANG"]
        let named = names.contains { name in getenv(name).map { $0.pointee != 0 } ?? false }
        if !named { setlocale(LC_CTYPE, "C.UTF-8") }
        return isUTF8Codeset()
    }

    static func isUTF8Codeset() -> Bool {
        guard let cs = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: cs).lowercased()
        return name == "utf-8" || name == "utf8"
    }

    /// Whether the current terminal has string capability `name`.
    static func hasCapability(_ name: String) -> Bool { terminfoCapability(name) != nil }

    /// The bytes that give the terminal back if the process dies without `stop()`: a
    /// synchronized update ended (when frames are wrapped; one may be open), mouse reports off
    /// (modes 1006, 1003, 1000), attributes reset, cursor visible, keypad off, main screen.
    static func restoreBytes(mouse: Bool, synchronized: Bool = false) -> [UInt8] {
        var out: [UInt8] = synchronized ? Array(SynchronizedOutput.end.utf8) : []
        if mouse { out += Array((mouseModesOff + "\u{1B}[?1000l").utf8) }
        for cap in ["sgr0", "cnorm", "rmkx", "rmcup"] { out += terminfoString(cap) ?? [] }
        return out
    }
}

/// String capability `name` of the current terminal; nil when it has none (absent, or cancelled: −1).
func terminfoCapability(_ name: String) -> UnsafeMutablePointer<CChar>? {
    guard let s = tigetstr(name), Int(bitPattern: s) != -1 else { return nil }
    return s
}

/// The bytes of string capability `name`, padding removed; nil when the terminal has none.
func terminfoString(_ name: String) -> [UInt8]? {
    terminfoCapability(name).map { Array(stripPadding(String(cString: $0)).utf8) }
}

/// `s` without terminfo padding specifications (`$<5>`, `$<2*/>`).
func stripPadding(_ s: String) -> String {
    let bytes = Array(s.utf8)
    var out: [UInt8] = []
    var i = 0
    while i < bytes.count {
        if bytes[i] == UInt8(ascii: "$"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "<"),
           let end = bytes[(i + 2)...].firstIndex(of: UInt8(ascii: ">")) {
            i = end + 1
            continue
        }
        out.append(bytes[i])
        i += 1
    }
    return String(decoding: out, as: UTF8.self)
}

/// The `atexit` last resort: stop whatever backend is still active.
private let stopCurrentAtExit: @convention(c) () -> Void = {
    NcursesBackend.current?.stop()
}
