import Foundation
import SegueTestSupport
import Testing

/// `segue-termcheck` (the backend's fixture) run for real inside tmux: drawing, key and mouse
/// decoding, resize, and the terminal given back as found on every way out.
@Suite(.serialized, .enabled(if: TmuxSession.available, "tmux is not installed"))
struct TermcheckEndToEndTests {
    static let fixture = TmuxSession.termcheckPath
    /// The pane's state while the fixture runs, and after it gave the terminal back.
    /// (`mouse_all_flag`: any-motion mode 1003; `mouse_sgr_flag`: SGR coordinates, mode 1006.)
    static let modes = "alt=#{alternate_on} cursor=#{cursor_flag} mouse=#{mouse_any_flag} all=#{mouse_all_flag} sgr=#{mouse_sgr_flag}"
    static let running = "alt=1 cursor=0 mouse=1 all=1 sgr=1"
    static let restored = "alt=0 cursor=1 mouse=0 all=0 sgr=0"

    /// Starts the fixture in a `cols`-wide pane and waits for its first frame.
    func start(_ args: String = "", env: String = "", cols: Int = 120) throws -> TmuxSession {
        let tmux = try TmuxSession(shellLine: "\(env) '\(Self.fixture)' \(args)", cols: cols)
        let (ok, screen) = tmux.waitFor("event: none")
        try #require(ok, "no first frame:\n\(screen)")
        return tmux
    }

    /// The fixture's pid, from its header line.
    func pid(_ screen: String) throws -> Int32 {
        let words = screen.split(whereSeparator: { $0 == " " || $0 == "\n" })
        let i = try #require(words.firstIndex(of: "pid"))
        return try #require(Int32(words[i + 1]))
    }

    @Test func drawsBoxWideCharacterAndColours() throws {
        let tmux = try start()
        defer { tmux.kill() }
        let screen = tmux.capture()
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0].hasPrefix("segue-termcheck size 120x40"))
        #expect(lines[0].contains("colors xterm256"))
        #expect(lines[2] == "  ┌" + String(repeating: "─", count: 28) + "┐")
        #expect(lines[3].contains("│ wide: 日本"))
        #expect(lines[5].contains("colours: R G B"))
        #expect(lines[8] == "  └" + String(repeating: "─", count: 28) + "┘")
        // Pure red (255, 0, 0) is xterm colour 196.
        let coloured = tmux.capture(escapes: true)
        #expect(coloured.contains("48;5;196"))
        #expect(tmux.display(Self.modes) == Self.running)
    }

    /// Each key tmux sends decodes to the named key, one event each.
    @Test func keysDecode() throws {
        let tmux = try start()
        defer { tmux.kill() }
        let keys: [(send: [String], name: String)] = [
            (["Right"], "right"), (["Left"], "left"), (["Up"], "up"), (["Down"], "down"), (["Enter"], "enter"),
            (["Escape"], "escape"), (["Space"], "space"), (["-H", "2b"], "plus"), (["-H", "2d"], "minus"),
            (["p"], "p"), (["1"], "1"), (["-H", "2e"], "."), (["KPEnter"], "enter"), (["KP+"], "plus"), (["KP-"], "minus"),
            (["KP1"], "1"), (["KP."], "."), (["s"], "s"), (["N"], "N"),
        ]
        for (i, key) in keys.enumerated() {
            tmux.tmux(["send-keys", "-t", tmux.target] + key.send)
            let expected = "event: key \(key.name)\n"
            let (ok, screen) = tmux.waitFor { $0.contains(expected) && $0.contains("events: \(i + 1)\n") }
            #expect(ok, "\(key.send) should give \(expected)\(screen)")
        }
    }

    /// Mouse reports in X10 form (ESC [ M, then 32 + button code, 33 + column, 33 + row; button
    /// code 0 press, 32 + 0 motion with the button held, 3 release).
    @Test func mousePressDragReleaseDecode() throws {
        let tmux = try start()
        defer { tmux.kill() }
        tmux.sendHex([0x1B, 0x5B, 0x4D, 32 + 0, 33 + 3, 33 + 4])
        #expect(tmux.waitFor("event: mouse press 3 4\n").ok)
        tmux.sendHex([0x1B, 0x5B, 0x4D, 32 + 32, 33 + 5, 33 + 4])
        #expect(tmux.waitFor("event: mouse drag 5 4\n").ok)
        tmux.sendHex([0x1B, 0x5B, 0x4D, 32 + 32, 33 + 9, 33 + 6])
        #expect(tmux.waitFor("event: mouse drag 9 6\n").ok)
        tmux.sendHex([0x1B, 0x5B, 0x4D, 32 + 3, 33 + 9, 33 + 6])
        #expect(tmux.waitFor("event: mouse release 9 6\n").ok)
        // Motion without a button (hover) is not an event.
        tmux.sendHex([0x1B, 0x5B, 0x4D, 32 + 35, 33 + 1, 33 + 1])
        tmux.sendKeys("Right")
        let (ok, screen) = tmux.waitFor("event: key right\n")
        #expect(ok)
        #expect(screen.contains("events: 5\n"))
    }

    /// Both report forms decode under any `TERM`, whichever one its `kmous` names (X10 for
    /// tmux and screen, SGR for xterm): SGR anywhere on a 300-column screen, X10 up to its
    /// limit. Malformed reports are neither events nor keys (before, SGR under tmux-256color
    /// came out as the keys Escape, `[`, `<`, `0`…, and X10 under xterm-256color likewise), and a
    /// report past the screen's edge lands on its last column and row.
    @Test(arguments: ["tmux-256color", "screen-256color", "xterm-256color"])
    func mouseReportsOfBothFormsUnderAnyTerm(term: String) throws {
        let tmux = try start(env: "TERM=\(term)", cols: 300)
        defer { tmux.kill() }
        #expect(tmux.display(Self.modes) == Self.running)
        func sgr(_ code: Int, _ col: Int, _ row: Int, release: Bool = false) {
            tmux.sendHex(Array("\u{1B}[<\(code);\(col + 1);\(row + 1)\(release ? "m" : "M")".utf8))
        }
        func x10(_ code: Int, _ col: Int, _ row: Int) {
            tmux.sendHex([0x1B, 0x5B, 0x4D, UInt8(32 + code), UInt8(33 + col), UInt8(33 + row)])
        }
        func expectEvent(_ text: String, count: Int, _ comment: String) {
            let (ok, screen) = tmux.waitFor { $0.contains("event: \(text)\n") && $0.contains("events: \(count)\n") }
            #expect(ok, "\(comment) under \(term):\n\(screen)")
        }
        sgr(0, 250, 4)
        expectEvent("mouse press 250 4", count: 1, "SGR press past column 223")
        sgr(32, 260, 5)
        expectEvent("mouse drag 260 5", count: 2, "SGR motion with the button held")
        sgr(0, 261, 5, release: true)
        expectEvent("mouse release 261 5", count: 3, "SGR release")
        x10(0, 3, 4)
        expectEvent("mouse press 3 4", count: 4, "X10 press")
        x10(32, 150, 4)
        expectEvent("mouse drag 150 4", count: 5, "X10 motion, coordinate byte ≥ 0x80")
        x10(3, 150, 4)
        expectEvent("mouse release 150 4", count: 6, "X10 release")
        // Malformed: X10 coordinates of byte 32 and SGR coordinates 0 (both encodings are 1-based).
        tmux.sendHex([0x1B, 0x5B, 0x4D, 0x20, 0x20, 0x20])
        tmux.sendHex(Array("\u{1B}[<0;0;0M".utf8))
        tmux.sendKeys("Right")
        expectEvent("key right", count: 7, "malformed reports are no events and no keys")
        sgr(0, 400, 50)
        expectEvent("mouse press 299 39", count: 8, "a press past the edge, on the last cell")
        sgr(0, 400, 50, release: true)
        expectEvent("mouse release 299 39", count: 9, "its release")
        tmux.sendKeys("q")
        #expect(tmux.waitFor("termcheck-exit rc=0 stty=same").ok)
        #expect(tmux.waitForFormat(Self.modes, Self.restored) == Self.restored)
    }

    @Test func resizeIsReportedAndRedrawn() throws {
        let tmux = try start()
        defer { tmux.kill() }
        tmux.tmux(["resize-window", "-t", tmux.target, "-x", "100", "-y", "30"])
        let (ok, screen) = tmux.waitFor("event: resize 100x30\n")
        #expect(ok, "\(screen)")
        #expect(screen.hasPrefix("segue-termcheck size 100x30"))
        #expect(screen.contains("│ wide: 日本"))
        // Still tracking the mouse after the resize.
        #expect(tmux.display(Self.modes) == Self.running)
        tmux.sendHex([0x1B, 0x5B, 0x4D, 32, 33 + 99, 33 + 29])
        #expect(tmux.waitFor("event: mouse press 99 29\n").ok)
    }

    @Test func quitWithQRestoresTheTerminal() throws {
        let tmux = try start()
        defer { tmux.kill() }
        #expect(tmux.display(Self.modes) == Self.running)
        tmux.sendKeys("q")
        let (ok, screen) = tmux.waitFor("termcheck-exit")
        #expect(ok)
        #expect(screen.contains("termcheck-exit rc=0 stty=same"), "\(screen)")
        #expect(tmux.waitForFormat(Self.modes, Self.restored) == Self.restored)
    }

    /// SIGTERM, SIGHUP and SIGQUIT: exit 128 + n, terminal as found.
    @Test(arguments: [SIGTERM, SIGHUP, SIGQUIT])
    func signalExitsWith128PlusNAndRestoresTheTerminal(signal: Int32) throws {
        let tmux = try start()
        defer { tmux.kill() }
        let pid = try pid(tmux.capture())
        #expect(kill(pid, signal) == 0)
        let (ok, screen) = tmux.waitFor("termcheck-exit")
        #expect(ok)
        #expect(screen.contains("termcheck-exit rc=\(128 + signal) stty=same"), "\(screen)")
        #expect(tmux.waitForFormat(Self.modes, Self.restored) == Self.restored)
    }

    @Test func ctrlCExits130AndRestoresTheTerminal() throws {
        let tmux = try start()
        defer { tmux.kill() }
        tmux.sendKeys("C-c")
        let (ok, screen) = tmux.waitFor("termcheck-exit")
        #expect(ok)
        #expect(screen.contains("termcheck-exit rc=130 stty=same"), "\(screen)")
        #expect(tmux.waitForFormat(Self.modes, Self.restored) == Self.restored)
    }

    /// A crash (fatalError → SIGILL or SIGTRAP) still gives the terminal back.
    @Test func crashRestoresTheTerminal() throws {
        let tmux = try start("--test-hooks", env: "SWIFT_BACKTRACE=enable=no")
        defer { tmux.kill() }
        tmux.sendKeys("!")
        let (ok, screen) = tmux.waitFor("termcheck-exit")
        #expect(ok)
        #expect(screen.contains("stty=same"), "\(screen)")
        #expect(!screen.contains("rc=0 "))
        #expect(tmux.waitForFormat(Self.modes, Self.restored) == Self.restored)
    }

    /// A program stuck without reading events still dies cleanly after a second SIGTERM: the
    /// second signal only hurries the first, and once the grace period (1 s) is over the relay
    /// restores the terminal and exits with 128 + the first signal's number.
    @Test func secondSignalWhileStuckExitsAfterTheGrace() throws {
        let tmux = try start("--test-hooks")
        defer { tmux.kill() }
        let pid = try pid(tmux.capture())
        tmux.sendKeys("h")
        #expect(tmux.waitFor("event: hang\n").ok)
        #expect(kill(pid, SIGTERM) == 0)
        Thread.sleep(forTimeInterval: 0.2)
        #expect(kill(pid, SIGTERM) == 0)
        let second = Date()
        let (ok, screen) = tmux.waitFor("termcheck-exit")
        let waited = Date().timeIntervalSince(second)
        #expect(ok)
        #expect(waited > 0.9 && waited < 4, "ended \(waited) s after the second signal, not after the 1 s grace")
        #expect(screen.contains("termcheck-exit rc=143 stty=same"), "\(screen)")
        #expect(tmux.waitForFormat(Self.modes, Self.restored) == Self.restored)
    }

    /// Waiting for input uses no CPU: under 3 clock ticks (30 ms at 100 Hz) in a second.
    @Test func idleUsesNoCPU() throws {
        let tmux = try start()
        defer { tmux.kill() }
        let pid = try pid(tmux.capture())
        func ticks() throws -> Int {
            let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
            let fields = try #require(stat.split(separator: ")").last).split(separator: " ")
            // After the command name: state is field 3; utime and stime are fields 14 and 15.
            return try #require(Int(fields[11])) + #require(Int(fields[12]))
        }
        Thread.sleep(forTimeInterval: 0.3)
        let before = try ticks()
        Thread.sleep(forTimeInterval: 1.0)
        let after = try ticks()
        #expect(after - before < 3, "\(after - before) ticks while idle")
    }

    /// A terminal type terminfo does not know (or `dumb`, which cannot move the cursor): exit 1
    /// with one clear line, the terminal untouched.
    @Test(arguments: ["no-such-terminal-segue", "dumb"])
    func unusableTerminalType(term: String) throws {
        let tmux = try TmuxSession(shellLine: "TERM=\(term) '\(Self.fixture)'")
        defer { tmux.kill() }
        let (ok, _) = tmux.waitFor("termcheck-exit")
        #expect(ok)
        let screen = tmux.capture(joined: true)
        let lines = screen.split(separator: "\n").map(String.init)
        #expect(lines.first == "segue-termcheck: cannot use terminal type '\(term)': unknown to terminfo or cannot move the cursor (try TERM=xterm-256color)")
        #expect(lines.dropFirst().first == "termcheck-exit rc=1 stty=same")
        #expect(tmux.display(Self.modes) == Self.restored)
    }

    /// Standard output redirected to a file: exit 1, and not a byte in the file.
    @Test func stdoutNotATerminalUnderTmux() throws {
        let tmux = try TmuxSession(shellLine: "'\(Self.fixture)' > \"$D/out.txt\" 2> \"$D/err.txt\"; rc=$?; wc -c < \"$D/out.txt\"; cat \"$D/err.txt\"; (exit $rc)")
        defer { tmux.kill() }
        let (ok, screen) = tmux.waitFor("termcheck-exit")
        #expect(ok)
        #expect(screen.contains("termcheck-exit rc=1 stty=same"), "\(screen)")
        #expect(screen.contains("segue-termcheck: stdout is not a terminal"))
        #expect(screen.split(separator: "\n").first?.trimmingCharacters(in: .whitespaces) == "0")
    }
}

/// No tmux needed.
@Suite struct TermcheckNoTerminalTests {
    /// Standard input not a terminal: exit 1, one line on stderr, not a byte on stdout.
    @Test func stdinNotATerminal() throws {
        let r = try spawnAndWait(TmuxSession.termcheckPath, [], stdinPath: "/dev/null")
        let stdout = r.stdout
        let stderr = String(decoding: r.stderr, as: UTF8.self)
        #expect(r.status == 1)
        #expect(stdout.isEmpty, "\(stdout.count) bytes on stdout")
        #expect(stderr.hasSuffix("\n"))
        #expect(stderr.split(separator: "\n").count == 1)
        #expect(stderr.hasPrefix("segue-termcheck: stdin is not a terminal"))
    }
}
