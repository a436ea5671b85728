import Foundation
import SegueTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The real `segue` binary run in a private tmux server (its own `-L` socket, no user config,
/// `default-terminal tmux-256color`, `escape-time 0`), for end-to-end tests of the interactive
/// previewer: keys, mouse reports, resize, signals, and the terminal given back as found.
/// Built on `TmuxServer` (SegueTestSupport), like the terminal backend's harness.
///
/// The pane runs a small `sh` wrapper that saves `stty -a`, runs segue (writing segue's pid to
/// `dir/pid` first), then prints `segue-exit rc=N stty=SAME|DIFF` and keeps the pane open.
final class SeguePane {
    static var available: Bool { TmuxServer.tmuxPath != nil && segueBinaryURL() != nil }

    let server: TmuxServer
    var socket: String { server.socket }
    var target: String { server.target }
    /// A private directory for this pane: the wrapper, the pid file, and any files a test makes.
    var dir: URL { server.dir }
    /// The pane's size as created; unit: cells.
    let cols: Int, rows: Int

    /// Makes a private directory (before the pane, so tests can put files in it).
    static func makeDirectory() throws -> URL {
        let name = "segue-e2e-\(getpid())-\(UUID().uuidString.prefix(8).lowercased())"
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Starts `segue ARGUMENTS` in a detached `cols` × `rows` pane.
    ///
    /// - Parameters:
    ///   - arguments: segue's arguments (quoted for the shell here).
    ///   - term: `TERM` inside the pane; nil keeps tmux's (`tmux-256color`, whose `kmous` is the
    ///     X10 form `ESC [ M`; segue reads both report forms under any `TERM`).
    ///   - dir: the private directory (default: a new one); removed by `kill()`.
    ///   - setup: shell commands the pane's shell runs just before it starts segue; limits and
    ///     ignored signals carry over to segue (e.g. `trap '' XFSZ; ulimit -f 8`); nil for none.
    init(_ arguments: [String], cols: Int = 120, rows: Int = 40, term: String? = nil, dir: URL? = nil,
         setup: String? = nil) throws {
        let dir = try dir ?? Self.makeDirectory()
        self.cols = cols
        self.rows = rows
        guard let segue = segueBinaryURL()?.path else { throw PaneError("the segue binary was not found") }
        server = try TmuxServer(dir: dir, defaultTerminal: "tmux-256color")
        let command = ([segue] + arguments).map(Self.quote).joined(separator: " ")
        let wrapper = """
        D=\(Self.quote(dir.path))
        trap ':' INT
        export LANG=C.UTF-8
        unset NO_COLOR COLUMNS LINES
        \(term.map { "export TERM=\(Self.quote($0))" } ?? "")
        before=$(stty -a)
        \(setup ?? "")
        sh -c 'echo $$ > "$0/pid"; exec "$@"' "$D" \(command)
        rc=$?
        after=$(stty -a)
        if [ "$before" = "$after" ]; then s=SAME; else s=DIFF; fi
        echo "segue-exit rc=$rc stty=$s"
        exec sleep 600

        """
        try wrapper.write(to: dir.appendingPathComponent("wrap.sh"), atomically: true, encoding: .utf8)
        try server.start("sh \(Self.quote(dir.appendingPathComponent("wrap.sh").path))", cols: cols, rows: rows)
    }

    struct PaneError: Error, CustomStringConvertible {
        var description: String
        init(_ d: String) { description = d }
    }

    /// A word quoted for `sh`.
    static func quote(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    /// Runs `tmux -L socket -f conf -u ARGS`; returns the exit status and output.
    @discardableResult
    func tmux(_ args: [String]) -> (status: Int32, output: String) { server.tmux(args) }

    /// The pane's text as tmux shows it.
    func capture() -> String { server.capture() }

    /// The pane's rows, trailing spaces trimmed.
    func screenRows() -> [String] { Self.rows(of: capture()) }

    /// `text` split into rows, trailing spaces trimmed, without the final empty piece.
    static func rows(of text: String) -> [String] {
        var rows = text.split(separator: "\n", omittingEmptySubsequences: false).map { row -> String in
            var r = String(row)
            while r.hasSuffix(" ") { r.removeLast() }
            return r
        }
        if rows.last == "" { rows.removeLast() }
        return rows
    }

    /// A tmux format evaluated for the pane (e.g. `#{alternate_on}`).
    func display(_ format: String) -> String { server.display(format) }

    /// Sends tmux key names (`Right`, `Enter`, `p`), in one `send-keys`.
    func send(_ keys: String...) { server.sendKeys(keys) }

    /// Sends `key` `count` times in one `send-keys` (they arrive together, like key repeat).
    func send(_ key: String, times count: Int) { server.sendKeys(Array(repeating: key, count: count)) }

    /// Sends raw bytes as if typed.
    func sendHex(_ bytes: [UInt8]) { server.sendHex(bytes) }

    /// Sends text literally as if typed (e.g. an SGR mouse report).
    func sendLiteral(_ text: String) { tmux(["send-keys", "-t", target, "-l", text]) }

    /// An X10 mouse report: ESC [ M, then 32 + code (0 press, 32 motion with the button held,
    /// 3 release), 33 + column, 33 + row (0-based cells).
    func mouseX10(code: UInt8, col: Int, row: Int) {
        sendHex([0x1B, 0x5B, 0x4D, 32 + code, UInt8(33 + col), UInt8(33 + row)])
    }

    /// An SGR (mode 1006) mouse report: ESC [ < code ; col+1 ; row+1, then M (press, motion)
    /// or m (release).
    func mouseSGR(code: Int, col: Int, row: Int, release: Bool = false) {
        sendLiteral("\u{1B}[<\(code);\(col + 1);\(row + 1)" + (release ? "m" : "M"))
    }

    func resize(cols: Int, rows: Int) {
        tmux(["resize-window", "-t", target, "-x", "\(cols)", "-y", "\(rows)"])
    }

    /// Polls the pane (every 50 ms, up to `timeout` seconds) until `predicate` holds for its
    /// rows; returns whether it held and the last rows seen.
    @discardableResult
    func waitFor(timeout: Double = 5, _ predicate: ([String]) -> Bool) -> (ok: Bool, rows: [String]) {
        let end = Date().addingTimeInterval(timeout)
        var rows = screenRows()
        while !predicate(rows) {
            if Date() > end { return (false, rows) }
            Thread.sleep(forTimeInterval: 0.05)
            rows = screenRows()
        }
        return (true, rows)
    }

    /// Like `waitFor(timeout:_:)`, and then until the pane shows the same rows twice 100 ms
    /// apart: a frame caught while it is still being written is not taken for the frame.
    @discardableResult
    func waitForSettled(timeout: Double = 5, _ predicate: ([String]) -> Bool) -> (ok: Bool, rows: [String]) {
        let end = Date().addingTimeInterval(timeout)
        var seen = waitFor(timeout: timeout, predicate)
        while seen.ok {
            Thread.sleep(forTimeInterval: 0.1)
            let now = screenRows()
            if now == seen.rows { return seen }
            if Date() > end { return (false, now) }
            seen = (predicate(now), now)
            if !seen.ok { seen = waitFor(timeout: max(0, end.timeIntervalSinceNow), predicate) }
        }
        return seen
    }

    /// Waits until every one of `texts` is somewhere on the pane.
    @discardableResult
    func waitFor(_ texts: String..., timeout: Double = 5) -> (ok: Bool, rows: [String]) {
        waitFor(timeout: timeout) { rows in
            let screen = rows.joined(separator: "\n")
            return texts.allSatisfy { screen.contains($0) }
        }
    }

    /// The wrapper's last line: segue's exit status and whether `stty -a` was the same after.
    func waitForExit(timeout: Double = 5) -> (rc: Int, stty: String)? {
        // After a SIGKILL the terminal is left as segue had it (alternate screen, cursor
        // anywhere), so the line may start mid-row.
        let marker = "segue-exit rc="
        let (ok, rows) = waitFor(timeout: timeout) { $0.contains { $0.contains(marker) } }
        guard ok, let line = rows.last(where: { $0.contains(marker) }),
              let start = line.range(of: marker)?.lowerBound else { return nil }
        let fields = line[start...].dropFirst("segue-exit ".count).split(separator: " ").prefix(2)
        guard fields.count == 2, let rc = Int(fields[0].dropFirst(3)) else { return nil }
        return (rc, String(fields[1].dropFirst(5)))
    }

    /// segue's process id (written by the wrapper just before it execs segue).
    func pid(timeout: Double = 5) -> pid_t? {
        let end = Date().addingTimeInterval(timeout)
        let path = dir.appendingPathComponent("pid").path
        while Date() < end {
            if let text = try? String(contentsOfFile: path, encoding: .utf8),
               let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) { return pid }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return nil
    }

    /// Polls a tmux format until it has `value`; returns the last value.
    func waitForFormat(_ format: String, _ value: String, timeout: Double = 5) -> String {
        server.waitForFormat(format, value, timeout: timeout)
    }

    /// Ends the tmux server (and with it segue, by SIGHUP) and removes the private directory.
    func kill() { server.kill() }
}
