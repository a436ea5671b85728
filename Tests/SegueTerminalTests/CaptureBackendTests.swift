import Foundation
import SegueCore
import SegueRender
@testable import SegueTerminal
import Testing
@testable import SegueScreen

/// The real ncurses backend, rendering into a file as xterm-256color (no terminal needed).
/// ncurses is process-global, so these run one at a time. (`swift test` sets NO_COLOR=1 for the
/// test process, so colour is asked for explicitly.)
@Suite(.serialized) struct CaptureBackendTests {
    static let size = TerminalSize(cols: 40, rows: 10)

    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func drawsTextColoursAndOnlyTheChangesAfterwards() throws {
        let backend = NcursesBackend(output: .capture(termType: "xterm-256color", size: Self.size), honorsNoColor: false)
        try backend.start()
        defer { backend.stop() }
        #expect(backend.size == Self.size)
        #expect(backend.colorMode == .xterm256)

        var grid = CellGrid(width: 40, height: 10)
        grid.put("hello", x: 2, y: 1, fg: .white, bg: RGB(r: 255, g: 0, b: 0))
        backend.draw(grid)
        backend.flush()
        let first = text(backend.capturedOutput())
        // The alternate screen (smcup), the text, and the colours: 196 = pure red, 231 = white.
        #expect(first.contains("\u{1B}[?1049h"))
        #expect(first.contains("hello"))
        #expect(first.contains("48;5;196"))
        #expect(first.contains("38;5;231"))

        // The same grid again: not a byte.
        let afterFirst = try #require(backend.bytesWritten)
        backend.draw(grid)
        backend.flush()
        #expect(backend.bytesWritten == afterFirst)

        // One changed cell: a cursor move and the character, nowhere near a repaint.
        grid[30, 7] = Cell("X")
        backend.draw(grid)
        backend.flush()
        let delta = backend.capturedOutput(from: afterFirst)
        #expect(text(delta).contains("X"))
        #expect(!text(delta).contains("hello"))
        #expect(delta.count <= 32, "\(delta.count) bytes for one cell")
    }

    @Test func wideCharactersAreWrittenAsUTF8() throws {
        let backend = NcursesBackend(output: .capture(termType: "xterm-256color", size: Self.size), honorsNoColor: false)
        try backend.start()
        defer { backend.stop() }
        try #require(backend.isUTF8, "no UTF-8 locale available")
        var grid = CellGrid(width: 40, height: 10)
        grid.put("日本", x: 0, y: 0)
        backend.draw(grid)
        backend.flush()
        #expect(text(backend.capturedOutput()).contains("日本"))
    }

    @Test func invalidateRepaintsEverything() throws {
        let backend = NcursesBackend(output: .capture(termType: "xterm-256color", size: Self.size), honorsNoColor: false)
        try backend.start()
        defer { backend.stop() }
        var grid = CellGrid(width: 40, height: 10)
        grid.put("repaint me", x: 5, y: 5)
        backend.draw(grid)
        backend.flush()
        let mark = try #require(backend.bytesWritten)
        backend.invalidate()
        backend.draw(grid)
        backend.flush()
        let again = text(backend.capturedOutput(from: mark))
        #expect(again.contains("\u{1B}[H\u{1B}[2J"))
        #expect(again.contains("repaint me"))
    }

    @Test func stopLeavesTheAlternateScreenAndIsIdempotent() throws {
        let backend = NcursesBackend(output: .capture(termType: "xterm-256color", size: Self.size), honorsNoColor: false)
        try backend.start()
        let mark = try #require(backend.bytesWritten)
        // Any-motion tracking (1003) with SGR coordinates (1006), on at the start and off at the end.
        let head = text(backend.capturedOutput(from: 0))
        #expect(head.contains("\u{1B}[?1003h") && head.contains("\u{1B}[?1006h"))
        backend.stop()
        #expect(!backend.isActive)
        let tail = text(backend.capturedOutput(from: mark))
        #expect(tail.contains("\u{1B}[?1049l"))
        #expect(tail.contains("\u{1B}[?1003l"))
        #expect(tail.contains("\u{1B}[?1006l"))
        // Before ncurses leaves the alternate screen, as 1003 is.
        #expect(tail.range(of: "\u{1B}[?1006l").map { tail[$0.upperBound...].contains("\u{1B}[?1049l") } == true)
        let after = backend.bytesWritten
        backend.stop()
        #expect(backend.bytesWritten == after)
    }

    /// An 8-colour terminal has only 64 colour pairs, but the frames are written as colours, not
    /// pairs: all 81 combinations of the default colour and the 8 ANSI colours come out right
    /// (read back by a small SGR reader written here), and drawing the frame again costs nothing.
    @Test func everyColourCombinationOfAnEightColourTerminal() throws {
        let backend = NcursesBackend(output: .capture(termType: "xterm", size: Self.size), honorsNoColor: false)
        try backend.start()
        defer { backend.stop() }
        #expect(backend.colorMode == .ansi16)
        let colours: [RGB?] = [nil] + (0..<8).map { Palette.ansi16[$0] }
        var grid = CellGrid(width: 40, height: 10)
        for (i, fg) in colours.enumerated() {
            for (j, bg) in colours.enumerated() {
                grid[j * 4, i] = Cell("o", fg: fg, bg: bg)
            }
        }
        let start = try #require(backend.bytesWritten)
        backend.draw(grid)
        backend.flush()
        let shown = SGRReader.colours(ofGlyph: UInt8(ascii: "o"), in: backend.capturedOutput(from: start))
        let expected = colours.indices.flatMap { i in colours.indices.map { j in (fg: i - 1, bg: j - 1) } }
        #expect(shown.count == 81)
        #expect(shown.map { "\($0.fg)/\($0.bg)" } == expected.map { "\($0.fg)/\($0.bg)" })
        let mark = try #require(backend.bytesWritten)
        backend.draw(grid)
        backend.flush()
        #expect(backend.bytesWritten == mark)
    }

    /// The sequences read from terminfo for xterm-256color are xterm's (`infocmp xterm-256color`),
    /// and the cursor address becomes the template "ESC [", row + 1, ";", column + 1, "H".
    @Test func xterm256colorSequencesFromTerminfo() throws {
        let s = try #require(TerminalSequences.terminfo(type: "xterm-256color"))
        let t = try #require(s.cursorAddress.template)
        #expect(String(decoding: t.prefix + [0x2A] + t.middle + [0x2A] + t.suffix, as: UTF8.self) == "\u{1B}[*;*H")
        #expect(t.offset1 == 1 && t.offset2 == 1)
        func formatted(_ p: ParameterizedSequence?, _ n: Int32) -> String? {
            guard let p else { return nil }
            var out: [UInt8] = []
            p.append(n, to: &out)
            return String(decoding: out, as: UTF8.self)
        }
        #expect(formatted(s.foreground, 3) == "\u{1B}[33m")
        #expect(formatted(s.foreground, 12) == "\u{1B}[94m")
        #expect(formatted(s.background, 200) == "\u{1B}[48;5;200m")
        #expect(formatted(s.cursorRight, 7) == "\u{1B}[7C")
        #expect(formatted(s.rowAddress, 0) == "\u{1B}[1d")
        #expect(s.originalPair == Array("\u{1B}[39;49m".utf8))
        #expect(s.exitAttributes == Array("\u{1B}(B\u{1B}[m".utf8))
        #expect(s.autoRightMargin && s.eatsNewlineGlitch)
        #expect(TerminalSequences.terminfo(type: "no-such-terminal-segue") == nil)
    }

    @Test func oneBackendAtATimeAndUnknownTerminals() throws {
        let a = NcursesBackend(output: .capture(termType: "xterm-256color", size: Self.size), honorsNoColor: false)
        try a.start()
        let b = NcursesBackend(output: .capture(termType: "xterm-256color", size: Self.size), honorsNoColor: false)
        #expect(throws: TerminalError.alreadyActive) { try b.start() }
        a.stop()
        let unknown = NcursesBackend(output: .capture(termType: "no-such-terminal-segue", size: Self.size), honorsNoColor: false)
        #expect(throws: TerminalError.unusableTerminal(type: "no-such-terminal-segue")) { try unknown.start() }
        try b.start()
        #expect(b.isActive)
        b.stop()
    }

    /// A signal is reported as an event; the loop is woken through the self-pipe even when the
    /// signal is handled on another thread; the previous handler is back after `stop()`.
    @Test func signalsBecomeEvents() throws {
        var before = sigaction()
        sigaction(SIGTERM, nil, &before)
        let backend = NcursesBackend(output: .capture(termType: "xterm-256color", size: Self.size), honorsNoColor: false)
        try backend.start()
        kill(getpid(), SIGTERM)
        #expect(backend.nextEvent(timeout: 1) == .signal(SIGTERM))

        let start = Date()
        #expect(backend.nextEvent(timeout: 0.1) == nil)
        let waited = Date().timeIntervalSince(start)
        #expect(waited >= 0.09 && waited < 2, "waited \(waited) s")

        let thread = Thread {
            Thread.sleep(forTimeInterval: 0.1)
            kill(getpid(), SIGINT)
        }
        thread.start()
        let t0 = Date()
        #expect(backend.nextEvent(timeout: 10) == .signal(SIGINT))
        #expect(Date().timeIntervalSince(t0) < 5)
        backend.stop()

        var after = sigaction()
        sigaction(SIGTERM, nil, &after)
        #expect(SignalRelay.kind(of: after) == SignalRelay.kind(of: before))
        #expect(unsafeBitCast(after.__sigaction_handler.sa_handler, to: Int.self)
                == unsafeBitCast(before.__sigaction_handler.sa_handler, to: Int.self))
    }

    /// xterm-256color's bell is BEL (0x07).
    @Test func bellRings() throws {
        let backend = NcursesBackend(output: .capture(termType: "xterm-256color", size: Self.size), honorsNoColor: false)
        try backend.start()
        defer { backend.stop() }
        let mark = try #require(backend.bytesWritten)
        backend.bell()
        #expect(backend.capturedOutput(from: mark).contains(0x07))
    }

    @Test func terminfoPaddingIsStripped() {
        #expect(stripPadding("\u{1B}[?5h$<100/>\u{1B}[?5l") == "\u{1B}[?5h\u{1B}[?5l")
        #expect(stripPadding("abc$<2*>") == "abc")
        #expect(stripPadding("no padding $ < here") == "no padding $ < here")
    }
}
