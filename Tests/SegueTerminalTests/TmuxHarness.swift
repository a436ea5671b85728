import Foundation
import SegueTestSupport

/// Runs a command in a private tmux server (its own `-L` socket, no user config), so that
/// end-to-end tests see the real terminal behaviour: keys, mouse, resize, modes.
final class TmuxSession {
    static var tmuxPath: String? { TmuxServer.tmuxPath }
    static var available: Bool { tmuxPath != nil }

    /// The fixture built next to the test bundle by SwiftPM.
    static let termcheckPath: String = {
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return exe.deletingLastPathComponent().appendingPathComponent("segue-termcheck").path
    }()

    let server: TmuxServer
    var socket: String { server.socket }
    var target: String { server.target }
    var dir: URL { server.dir }

    /// A detached session of `cols` × `rows` running `shellLine` (through `sh -c`) wrapped in a
    /// script that saves `stty -g` before, compares it after, and prints
    /// `termcheck-exit rc=N stty=same|changed`; the pane then stays open. `$D` in `shellLine` is
    /// a private temporary directory.
    init(shellLine: String, cols: Int = 120, rows: Int = 40) throws {
        let name = "segue-test-\(getpid())-\(UUID().uuidString.prefix(8).lowercased())"
        let terminfo = ["/usr/share/terminfo/t/tmux-256color", "/lib/terminfo/t/tmux-256color", "/etc/terminfo/t/tmux-256color"]
        let term = terminfo.contains { FileManager.default.fileExists(atPath: $0) } ? "tmux-256color" : "screen-256color"
        server = try TmuxServer(dir: FileManager.default.temporaryDirectory.appendingPathComponent(name), defaultTerminal: term)
        let wrapper = """
        D='\(server.dir.path)'
        trap ':' INT
        before=$(stty -g)
        \(shellLine)
        rc=$?
        after=$(stty -g)
        if [ "$before" = "$after" ]; then s=same; else s=changed; fi
        echo "termcheck-exit rc=$rc stty=$s"
        exec sleep 600

        """
        try wrapper.write(to: server.dir.appendingPathComponent("wrap.sh"), atomically: true, encoding: .utf8)
        try server.start("sh '\(server.dir.path)/wrap.sh'", cols: cols, rows: rows)
    }

    @discardableResult
    func tmux(_ args: [String]) -> (status: Int32, output: String) { server.tmux(args) }

    /// The pane's text (`escapes`: with colour escapes; `joined`: wrapped lines joined).
    func capture(escapes: Bool = false, joined: Bool = false) -> String { server.capture(escapes: escapes, joined: joined) }

    /// A tmux format evaluated for the pane (e.g. `#{alternate_on}`).
    func display(_ format: String) -> String { server.display(format) }

    func sendKeys(_ keys: String...) { server.sendKeys(keys) }

    /// Sends raw bytes as if typed (e.g. an X10 mouse report).
    func sendHex(_ bytes: [UInt8]) { server.sendHex(bytes) }

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
        server.waitForFormat(format, value, timeout: timeout)
    }

    func kill() { server.kill() }
}
