import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A private tmux server for end-to-end tests: its own `-L` socket and config (no user
/// configuration, `escape-time 0`), one session `main`, and a private directory that goes
/// away with it. The terminal test harnesses of SegueTerminalTests and SegueCLITests build on it.
public final class TmuxServer {
    /// The tmux binary, when there is one on the PATH.
    public static let tmuxPath: String? = {
        let dirs = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return dirs.map { "\($0)/tmux" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    public let socket: String
    public let target = "main"
    /// The private directory: the config, the test's scripts and files. Removed by `kill()`.
    public let dir: URL
    private var killed = false

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        public init(_ d: String) { description = d }
    }

    /// A server whose socket is named after `dir` (created if missing) and whose panes use
    /// `defaultTerminal` as TERM.
    public init(dir: URL, defaultTerminal: String) throws {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        self.dir = dir
        socket = dir.lastPathComponent
        try "set -g default-terminal \(defaultTerminal)\nset -g escape-time 0\n"
            .write(to: dir.appendingPathComponent("tmux.conf"), atomically: true, encoding: .utf8)
    }

    deinit { kill() }

    /// Starts the detached session `main` of `cols` × `rows` running `shellCommand`.
    public func start(_ shellCommand: String, cols: Int, rows: Int) throws {
        let r = tmux(["new-session", "-d", "-s", target, "-x", "\(cols)", "-y", "\(rows)", "-e", "LANG=C.UTF-8", shellCommand])
        guard r.status == 0 else {
            kill()
            throw Failure("tmux new-session failed: \(r.output)")
        }
    }

    /// Runs `tmux -L socket -f conf -u ARGS`; returns the exit status and output.
    @discardableResult
    public func tmux(_ args: [String]) -> (status: Int32, output: String) {
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
    public func capture(escapes: Bool = false, joined: Bool = false) -> String {
        tmux(["capture-pane", "-p", "-t", target] + (escapes ? ["-e"] : []) + (joined ? ["-J"] : [])).output
    }

    /// A tmux format evaluated for the pane (e.g. `#{alternate_on}`).
    public func display(_ format: String) -> String {
        tmux(["display-message", "-p", "-t", target, format]).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Sends tmux key names (`Right`, `Enter`, `q`) in one `send-keys`.
    public func sendKeys(_ keys: [String]) { tmux(["send-keys", "-t", target] + keys) }

    /// Sends raw bytes as if typed (e.g. an X10 mouse report).
    public func sendHex(_ bytes: [UInt8]) {
        tmux(["send-keys", "-t", target, "-H"] + bytes.map { String(format: "%02x", $0) })
    }

    /// Polls a format (every 50 ms, up to `timeout` seconds) until it has `value`; returns the last value.
    public func waitForFormat(_ format: String, _ value: String, timeout: Double) -> String {
        let end = Date().addingTimeInterval(timeout)
        var v = display(format)
        while v != value && Date() < end {
            Thread.sleep(forTimeInterval: 0.05)
            v = display(format)
        }
        return v
    }

    /// Ends the server (its panes get SIGHUP) and removes the private directory. Idempotent.
    public func kill() {
        guard !killed else { return }
        killed = true
        let socketPath = display("#{socket_path}")
        tmux(["kill-server"])
        // The server leaves its socket file behind.
        if socketPath.hasSuffix("/" + socket) { try? FileManager.default.removeItem(atPath: socketPath) }
        try? FileManager.default.removeItem(at: dir)
    }
}
