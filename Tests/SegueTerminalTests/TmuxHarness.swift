import Foundation
import SegueTestSupport

/// Runs a command in a private tmux server (its own `-L` socket, no user config), so that
/// end-to-end tests see the real terminal behaviour: keys, mouse, resize, modes.
final class TmuxSession {
    /// The tmux binary, when there is one.
    static let tmuxPath: String? = {
        let dirs = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return dirs.map { "\($0)/tmux" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()
    static var available: Bool { tmuxPath != nil }

    /// The fixture built next to the test bundle by SwiftPM.
    static let termcheckPath: String = {
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return exe.deletingLastPathComponent().appendingPathComponent("segue-termcheck").path
    }()

    let socket: String
    let target = "main"
    let dir: URL
    private var killed = false

    /// A detached session of `cols` × `rows` running `shellLine` (through `sh -c`) wrapped in a
    /// script that saves `stty -g` before, compares it after, and prints
    /// `termcheck-exit rc=N stty=same|changed`; the pane then stays open. `$D` in `shellLine` is
    /// a private temporary directory.
    init(shellLine: String, cols: Int = 120, rows: Int = 40) throws {
        socket = "segue-test-\(getpid())-\(UUID().uuidString.prefix(8).lowercased())"
        dir = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let terminfo = ["/usr/share/terminfo/t/tmux-256color", "/lib/terminfo/t/tmux-256color", "/etc/terminfo/t/tmux-256color"]
        let term = terminfo.contains { FileManager.default.fileExists(atPath: $0) } ? "tmux-256color" : "screen-256color"
        try "set -g default-terminal \(term)\nset -g escape-time 0\n".write(to: dir.appendingPathComponent("tmux.conf"), atomically: true, encoding: .utf8)
        let wrapper = """
        D='\(dir.path)'
        trap ':' INT
        before=$(stty -g)
        \(shellLine)
        rc=$?
        after=$(stty -g)
        if [ "$before" = "$after" ]; then s=same; else s=changed; fi
        echo "termcheck-exit rc=$rc stty=$s"
        exec sleep 600

        """
        try wrapper.write(to: dir.appendingPathComponent("wrap.sh"), atomically: true, encoding: .utf8)
        let r = tmux(["new-session", "-d", "-s", target, "-x", "\(cols)", "-y", "\(rows)", "-e", "LANG=C.UTF-8",
                      "sh '\(dir.path)/wrap.sh'"])
        guard r.status == 0 else { throw HarnessError("tmux new-session failed: \(r.output)") }
    }

    deinit { kill() }

    struct HarnessError: Error, CustomStringConvertible {
        var description: String
        init(_ d: String) { description = d }
    }

    /// Runs `tmux -L socket -f conf -u ARGS`; returns the exit status and standard output.
    @discardableResult
    func tmux(_ args: [String]) -> (status: Int32, output: String) {
        var env = ProcessInfo.processInfo.environment
        for k in ["NO_COLOR", "LINES", "COLUMNS", "TMUX", "TMUX_PANE", "COLORTERM"] { env.removeValue(forKey: k) }
        env["LANG"] = "C.UTF-8"
        let arguments = ["-L", socket, "-f", dir.appendingPathComponent("tmux.conf").path, "-u"] + args
        guard let r = try? spawnAndWait(Self.tmuxPath ?? "/usr/bin/tmux", arguments, environment: env) else {
            return (-1, "cannot run tmux")
        }
        return (r.status, String(decoding: r.stdout + r.stderr, as: UTF8.self))
    }

    /// The pane's text (`escapes`: with colour escapes; `joined`: wrapped lines joined).
    func capture(escapes: Bool = false, joined: Bool = false) -> String {
        tmux(["capture-pane", "-p", "-t", target] + (escapes ? ["-e"] : []) + (joined ? ["-J"] : [])).output
    }

    /// A tmux format evaluated for the pane (e.g. `#{alternate_on}`).
    func display(_ format: String) -> String {
        tmux(["display-message", "-p", "-t", target, format]).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func sendKeys(_ keys: String...) { tmux(["send-keys", "-t", target] + keys) }

    /// Sends raw bytes as if typed (e.g. an X10 mouse report).
    func sendHex(_ bytes: [UInt8]) {
        tmux(["send-keys", "-t", target, "-H"] + bytes.map { String(format: "%02x", $0) })
    }

    /// Polls the pane (every 50 ms, up to `timeout` seconds) until `predicate` holds; returns
    /// the last capture and whether it held.
    @discardableResult
    func waitFor(timeout: Double = 10, _ predicate: (String) -> Bool) -> (ok: Bool, screen: String) {
        let end = Date().addingTimeInterval(timeout)
        var screen = capture()
        while !predicate(screen) {
            if Date() > end { return (false, screen) }
            Thread.sleep(forTimeInterval: 0.05)
            screen = capture()
        }
        return (true, screen)
    }

    /// Waits until the pane shows `text`.
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 10) -> (ok: Bool, screen: String) {
        waitFor(timeout: timeout) { $0.contains(text) }
    }

    /// Polls a format until it has `value`.
    func waitForFormat(_ format: String, _ value: String, timeout: Double = 10) -> String {
        let end = Date().addingTimeInterval(timeout)
        var v = display(format)
        while v != value && Date() < end {
            Thread.sleep(forTimeInterval: 0.05)
            v = display(format)
        }
        return v
    }

    func kill() {
        guard !killed else { return }
        killed = true
        let socketPath = display("#{socket_path}")
        tmux(["kill-server"])
        // The server leaves its socket file behind.
        if socketPath.hasSuffix("/" + socket) { try? FileManager.default.removeItem(atPath: socketPath) }
        try? FileManager.default.removeItem(at: dir)
    }
}
