import Foundation
#if canImport(Glibc)
import Glibc
#endif
import SegueTestSupport
import Testing

/// segue on a real terminal emulator: `xterm` under `Xvfb`, with the X server's own key repeat
/// (`xset r rate 660 25`: X11's default delay, then 25 presses a second) and keys held with
/// `xdotool keydown` … `keyup` (docs/testing-and-performance.md). A terminal never says when a key
/// goes up; this is where the finger's lift in motion is checked against the real thing.
///
/// The X tools are Debian's xvfb, xterm, xdotool and x11-xserver-utils (`scripts/deps.sh`
/// installs them). Missing, the tests are skipped with the reason — or fail under CI.
final class XDisplay: @unchecked Sendable {
    /// `:N`, the display Xvfb chose.
    let name: String
    private let server: Process
    private let dir: URL

    /// Starts Xvfb on a free display (it writes the number it took to `-displayfd`) and sets its
    /// key repeat. Waits at most `timeout` seconds.
    init(timeout: Double = 15) throws {
        for tool in ["Xvfb", "xterm", "xdotool", "xset"] {
            try TerminalTools.require("\(tool) (Debian: xvfb, xterm, xdotool, x11-xserver-utils)", probe: ["sh", "-c", "command -v \(tool)"])
        }
        dir = try ToolRunner.temporaryDirectory(prefix: "segue-xvfb")
        let out = dir.appendingPathComponent("display")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        server.arguments = ["Xvfb", "-displayfd", "1", "-screen", "0", "1024x768x24", "-nolisten", "tcp"]
        server.standardInput = FileHandle.nullDevice
        server.standardOutput = try FileHandle(forWritingTo: out)
        server.standardError = FileHandle.nullDevice
        try server.run()
        let number = Self.poll(timeout) { () -> String? in
            let text = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
            return text.hasSuffix("\n") ? text.trimmingCharacters(in: .whitespacesAndNewlines) : nil
        }
        name = ":" + (number ?? "")
        guard number != nil, run(["xset", "r", "rate", "660", "25"])?.status == 0 else {
            stop()
            throw XError.failed("Xvfb did not start (or xset failed) within \(timeout) s")
        }
    }

    enum XError: Error { case failed(String) }

    /// Runs an X client on this display.
    @discardableResult
    func run(_ arguments: [String]) -> ToolRunner.Result? { ToolRunner.run(["DISPLAY=\(name)"] + arguments) }

    /// Stops the server (SIGKILL: a child of the test process may inherit SIGTERM blocked).
    func stop() {
        Self.kill(server)
        try? FileManager.default.removeItem(at: dir)
    }

    /// Kills `process` (SIGKILL) if it still runs, and reaps it.
    static func kill(_ process: Process) {
        if process.isRunning { _ = Glibc.kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Calls `probe` every 50 ms until it gives a value or `timeout` seconds have passed.
    static func poll<T>(_ timeout: Double, _ probe: () -> T?) -> T? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let v = probe() { return v }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return probe()
    }
}

/// One `segue play … --record FILE` in an xterm on `display`, focused, driven by xdotool.
final class XtermSegue {
    let display: XDisplay
    let recording: URL
    private let xterm: Process
    private let dir: URL

    /// Opens xterm (120 × 40) running `segue` with `arguments` and `--record`, focuses it, and
    /// waits until segue reads keys (a Page Down it records: harmless, the log is at its bottom);
    /// `timeout` (seconds) is generous: the CI machine runs the whole suite on two cores.
    init(on display: XDisplay, _ arguments: [String], timeout: Double = 60) throws {
        self.display = display
        let binary = try #require(segueBinaryURL()).path
        dir = try ToolRunner.temporaryDirectory(prefix: "segue-xterm")
        recording = dir.appendingPathComponent("session.segue")
        let windowClass = "SegueE2E" + UUID().uuidString.prefix(8)
        // segue's standard error and xterm's own go to files: when no window comes, they say why.
        let segueErrors = dir.appendingPathComponent("segue.stderr"), xtermErrors = dir.appendingPathComponent("xterm.stderr")
        _ = FileManager.default.createFile(atPath: xtermErrors.path, contents: nil)
        xterm = Process()
        xterm.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        xterm.arguments = ["DISPLAY=\(display.name)", "LANG=C.UTF-8", "xterm", "-class", windowClass, "-geometry", "120x40",
                           "-e", "sh", "-c", "exec \"$0\" \"$@\" 2>>'\(segueErrors.path)'", binary] + arguments + ["--record", recording.path]
        xterm.standardInput = FileHandle.nullDevice
        xterm.standardOutput = FileHandle.nullDevice
        xterm.standardError = try FileHandle(forWritingTo: xtermErrors)
        try xterm.run()
        // Until a window shows, or xterm has ended (then waiting longer cannot help).
        let window = XDisplay.poll(timeout) { [xterm] () -> String?? in
            let r = display.run(["xdotool", "search", "--class", windowClass])
            let found = r.flatMap { String(decoding: $0.stdout, as: UTF8.self).split(separator: "\n").first.map(String.init) }
            if let found { return .some(found) }
            return xterm.isRunning ? nil : .some(nil)
        } ?? nil
        guard let window else {
            let ended = xterm.isRunning ? "still running" : "ended with status \(xterm.terminationStatus)"
            XDisplay.kill(xterm)
            func text(_ url: URL) -> String { ((try? String(contentsOf: url, encoding: .utf8)) ?? "").prefix(400).description }
            throw XDisplay.XError.failed("no xterm window within \(timeout) s (xterm \(ended); xterm said: \(text(xtermErrors)); "
                                         + "segue said: \(text(segueErrors)))")
        }
        let ready = XDisplay.poll(timeout) { () -> Bool? in
            display.run(["xdotool", "windowfocus", window])
            display.run(["xdotool", "key", "Next"])
            Thread.sleep(forTimeInterval: 0.2)
            return self.recordedText().contains("\"key\":\"pagedown\"") ? true : nil
        }
        guard ready == true else {
            XDisplay.kill(xterm)
            throw XDisplay.XError.failed("segue did not read a key within \(timeout) s: \(recordedText().prefix(200))")
        }
    }

    /// The recording as written so far.
    func recordedText() -> String { (try? String(contentsOf: recording, encoding: .utf8)) ?? "" }

    /// Holds `key` (an X keysym: Right, Return, minus) for `seconds`: the X server repeats it.
    func hold(_ key: String, for seconds: Double) {
        display.run(["xdotool", "keydown", key])
        Thread.sleep(forTimeInterval: seconds)
        display.run(["xdotool", "keyup", key])
    }

    /// Presses and releases `key` at once (no repeat).
    func tap(_ key: String) { display.run(["xdotool", "key", key]) }

    func wait(_ seconds: Double) { Thread.sleep(forTimeInterval: seconds) }

    /// One call of the replayed event log: its time (seconds) and text.
    struct Call { var t: Double; var text: String }

    /// Quits with `q`, waits for xterm to close (at most `timeout` s), and returns what the
    /// recording replays to: the event log's calls (`segue timeline FILE --log`), in order, and
    /// the times of the recorded presses of `key` (e.g. `enter`).
    func quit(timeout: Double = 15, timesOf key: String = "enter") throws -> (calls: [Call], presses: [Double]) {
        tap("q")
        _ = XDisplay.poll(timeout) { xterm.isRunning ? nil : true }
        XDisplay.kill(xterm)
        defer { try? FileManager.default.removeItem(at: dir) }
        let log = dir.appendingPathComponent("log.jsonl"), csv = dir.appendingPathComponent("t.csv")
        let r = try runSegue(["timeline", recording.path, "-o", csv.path, "--log", log.path], timeout: 60)
        try #require(r.status == 0, "replaying the recording failed: \(r.stderr)\n\(recordedText())")
        func objects(_ text: String) throws -> [[String: Any]] {
            try text.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:] }
        }
        let calls = try objects(try String(contentsOf: log, encoding: .utf8)).map { o in
            Call(t: try #require(o["t"] as? Double), text: try #require(o["call"] as? String))
        }
        let presses = try objects(recordedText()).filter { $0["key"] as? String == key }.compactMap { $0["t"] as? Double }
        return (calls, presses)
    }
}
