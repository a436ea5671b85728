import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

extension LivePreviewerTests {
    /// Recording, replaying, a recorder killed with SIGKILL, and hot reload.
    @Suite struct Recording {
        let scenario: ScenarioFile
        init() throws { scenario = try ScenarioFile("pop-percent-driven") }

        func start(_ arguments: [String], dir: URL? = nil, cols: Int = 120) throws -> SeguePane {
            let pane = try SeguePane(arguments, cols: cols, dir: dir)
            let (ok, screen) = pane.waitFor("╭", scenario.title, timeout: 8)
            if !ok { pane.kill() }
            try #require(ok, "no first frame:\n\(screen.joined(separator: "\n"))")
            return pane
        }

        /// A recording that cannot be created fails in the terminal before the screen is
        /// touched: exit 1 and exactly one line ending with a newline (the wrapper's own line
        /// follows on the next row). Regression: the message lost "segue" from the file name
        /// (`/…/x.cannot create`).
        @Test func unwritableRecordingIsOneErrorLine() throws {
            let path = "/nonexistent-segue-dir/x.segue"
            let pane = try SeguePane(["play", scenario.name, "--record", path])
            defer { pane.kill() }
            let exit = pane.waitForExit()
            #expect(exit?.rc == 1)
            let rows = pane.screenRows()
            let line = try #require(rows.firstIndex { $0.hasPrefix("segue: ") }, "\(rows.joined(separator: "\n"))")
            #expect(rows[line] == "segue: play: \(path): cannot write: No such file or directory")
            #expect(rows.indices.contains(line + 1) && rows[line + 1].hasPrefix("segue-exit rc=1"), "\(rows.joined(separator: "\n"))")
        }

        /// Record a gesture pop and a push; the last frame `segue render` makes of the file is
        /// the live screen, row for row; `segue replay` ends on it too (its bottom row says the
        /// recording has ended).
        @Test func recordingRendersAndReplaysTheLiveScreen() throws {
            let files = try SeguePane.makeDirectory()
            defer { try? FileManager.default.removeItem(at: files) }
            let session = files.appendingPathComponent("pop.segue").path
            let pane = try start(["play", scenario.name, "--record", session] + ScenarioFile.chromeOff + LivePreviewerTests.fingerStaysDown)
            defer { pane.kill() }
            #expect(pane.waitFor("recording to \(session)").ok)

            pane.send("Right", times: 12)
            // Enter lifts the finger where the panel shows it: wait until it has glided to its target.
            let translation = Int(12 * LivePreviewerTests.step - LivePreviewerTests.hysteresis)
            #expect(pane.waitFor("pop · interactive", "+\(translation) pt").ok)
            pane.send("Enter")
            let root = try scenario.titleBar("contacts"), pushed = try scenario.titleBar("contact")
            let popped = pane.waitFor { rows in
                row(rows, 1).contains(root) && row(rows, 1).contains("idle")
                    && occurrences("completeTransition(true)", in: rows) == 1
            }
            #expect(popped.ok, "\(popped.rows.joined(separator: "\n"))")
            pane.send("p")
            // Idle again after the push, and the 4 s "recording to" message gone.
            let settled = pane.waitFor(timeout: 8) { rows in
                row(rows, 1).contains(pushed) && row(rows, 1).contains("idle")
                    && occurrences("completeTransition(true)", in: rows) == 2
                    && !rows.contains { $0.contains("recording to") }
            }
            #expect(settled.ok, "\(settled.rows.joined(separator: "\n"))")
            let live = pane.screenRows()
            #expect(live.count == 40)
            pane.send("q")
            #expect(pane.waitForExit()?.rc == 0)

            let lines = try String(contentsOfFile: session, encoding: .utf8).split(separator: "\n")
            // Header, 12 rights, enter, p, q, end.
            #expect(lines.count == 1 + 12 + 1 + 1 + 1 + 1)
            #expect(lines.last?.contains("\"end\":true") == true)

            let render = try runSegue(["render", session, "--format", "text"])
            try #require(render.status == 0, "\(render.stderr)")
            #expect(render.stderr.isEmpty)
            let last = try lastTextFrame(render.stdout, rows: 40)
            #expect(last.count == 40)
            for (i, (a, b)) in zip(last, live).enumerated() {
                #expect(a == b, "row \(i):\nrender: \(a)\nlive:   \(b)")
            }

            let replay = try SeguePane(["replay", session])
            defer { replay.kill() }
            let ended = replay.waitFor("end of the recording", timeout: 15)
            #expect(ended.ok, "\(ended.rows.joined(separator: "\n"))")
            #expect(ended.rows.count == 40)
            for i in 0..<39 {
                #expect(row(ended.rows, i) == row(live, i), "row \(i)")
            }
            #expect(row(ended.rows, 39).contains("end of the recording (q quits)"))
            replay.send("q")
            #expect(replay.waitForExit()?.rc == 0)
        }

        /// `kill -9` while recording: every event up to the kill is in the file (flushed as it
        /// happened), which checks as ok but cut short and renders with a warning.
        @Test func killNineKeepsEveryEventUpToTheKill() throws {
            let files = try SeguePane.makeDirectory()
            defer { try? FileManager.default.removeItem(at: files) }
            let session = files.appendingPathComponent("killed.segue").path
            // The finger stays down 2 s after the burst (long enough to see it, short enough to render).
            let pane = try start(["play", scenario.name, "--record", session, "--set", "transitions.pop.interaction.idleRelease=2"])
            defer { pane.kill() }
            let presses = 5
            pane.send("Right", times: presses)
            #expect(pane.waitFor("pop · interactive").ok)
            pane.send("s")
            #expect(pane.waitFor("0.5×").ok)
            let pid = try #require(pane.pid())
            #expect(kill(pid, SIGKILL) == 0)
            let exit = pane.waitForExit()
            #expect(exit?.rc == 128 + Int(SIGKILL))

            let lines = try String(contentsOfFile: session, encoding: .utf8).split(separator: "\n").map(String.init)
            #expect(lines.count == 1 + presses + 1, "\(lines.dropFirst())")
            #expect(lines.dropFirst().prefix(presses).allSatisfy { $0.contains("\"key\":\"right\"") })
            #expect(lines.last?.contains("\"key\":\"s\"") == true)
            #expect(!lines.contains { $0.contains("\"end\"") })

            let check = try runSegue(["check", session])
            #expect(check.status == 0)
            #expect(check.stdout.contains(": ok ("))
            #expect(check.stdout.contains("\(presses + 1) events"))
            #expect(check.stdout.contains("cut short"))

            let render = try runSegue(["render", session, "--format", "text"])
            #expect(render.status == 0)
            #expect(render.errorLines.count == 1)
            #expect(render.stderr.contains("cut short"))
            #expect(render.stdout.hasPrefix("--- t=0.000"))
        }

        /// Broken mouse reports while recording, in a 300 × 40 pane. Before, `ESC [ M SP SP SP`
        /// (X10 with column and row byte 32, which is no cell: X10 is 1-based) was recorded as a
        /// press at x = −1, y = −1, and `segue check` then refused the whole file; SGR reports
        /// were recorded as keys. Now malformed reports are neither events nor keys, SGR reports
        /// past column 223 are recorded where they were, one past the screen's edge on its last
        /// column and row, and the file checks as ok.
        @Test func brokenMouseReportsKeepTheRecordingReadable() throws {
            let files = try SeguePane.makeDirectory()
            defer { try? FileManager.default.removeItem(at: files) }
            let session = files.appendingPathComponent("mouse.segue").path
            let pane = try start(["play", scenario.name, "--record", session], cols: 300)
            defer { pane.kill() }
            pane.sendHex([0x1B, 0x5B, 0x4D, 0x20, 0x20, 0x20])
            pane.sendLiteral("\u{1B}[<0;0;0M")
            pane.mouseSGR(code: 0, col: 250, row: 5)
            pane.mouseSGR(code: 32, col: 260, row: 6)
            pane.mouseSGR(code: 0, col: 399, row: 49, release: true)
            pane.send("q")
            let exit = pane.waitForExit()
            #expect(exit?.rc == 0)

            let lines = try String(contentsOfFile: session, encoding: .utf8).split(separator: "\n").map(String.init)
            let events: [[String: Any]] = lines.dropFirst().map { line in
                (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? ["unreadable": line]
            }
            let mouse: [String] = events.compactMap { event in
                guard let m = event["mouse"] as? [String: Any] else { return nil }
                return "\(m["kind"] ?? "?") \(m["x"] ?? "?") \(m["y"] ?? "?")"
            }
            #expect(mouse == ["press 250 5", "drag 260 6", "release 299 39"], "\(lines.dropFirst())")
            #expect(events.compactMap { $0["key"] as? String } == ["q"], "no keys from the broken reports")
            #expect(events.last?["end"] as? Bool == true)

            let check = try runSegue(["check", session])
            #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
            #expect(check.stdout.contains(": ok ("))
        }

        /// The scenario file is watched: a new title shows, an invalid version is reported at
        /// the bottom (file:line:col) while the last good one keeps running, a fix reloads.
        @Test func hotReload() throws {
            let dir = try SeguePane.makeDirectory()
            let path = dir.appendingPathComponent("copy.json").path
            let original = scenario.text
            try original.write(toFile: path, atomically: true, encoding: .utf8)
            let pane = try start(["play", path] + ScenarioFile.chromeOff + LivePreviewerTests.fingerStaysDown, dir: dir)
            defer { pane.kill() }
            let oldTitle = try scenario.screenTitle("contact")
            #expect(row(pane.screenRows(), 1).contains("─ \(oldTitle) ─"))

            // A new title, saved the way many editors do (a new file renamed into place).
            let newTitle = "Zed Moss"
            let renamed = original.replacingOccurrences(of: "\"title\": \"\(oldTitle)\"", with: "\"title\": \"\(newTitle)\"")
            try #require(renamed != original)
            try renamed.write(toFile: path, atomically: true, encoding: .utf8)
            let reloaded = pane.waitFor { row($0, 1).contains("─ \(newTitle) ─") && row($0, 39).contains("reloaded") }
            #expect(reloaded.ok, "\(reloaded.rows.joined(separator: "\n"))")

            // Invalid: a doubled comma, written in place. The error is at the second comma.
            let anchor = "\"device\": \"phone\","
            let range = try #require(renamed.range(of: anchor))
            let broken = renamed.replacingCharacters(in: range, with: anchor + ",")
            let before = renamed[..<range.upperBound]
            let line = before.split(separator: "\n", omittingEmptySubsequences: false).count
            let column = (before.split(separator: "\n", omittingEmptySubsequences: false).last?.count ?? 0) + 1
            try Data(broken.utf8).write(to: URL(fileURLWithPath: path))
            let reported = pane.waitFor { row($0, 39).contains("segue: \(path):\(line):\(column): ") }
            #expect(reported.ok, "\(reported.rows.joined(separator: "\n"))")
            // Still running the last good version.
            Thread.sleep(forTimeInterval: 0.2)
            #expect(row(pane.screenRows(), 1).contains("─ \(newTitle) ─"))
            pane.send("Right", times: 12)
            #expect(pane.waitFor("pop · interactive").ok)
            pane.send("Escape")
            #expect(pane.waitFor("completeTransition(false)").ok)

            // Fixed (in place again): reloads.
            try Data(original.utf8).write(to: URL(fileURLWithPath: path))
            let fixed = pane.waitFor { row($0, 1).contains("─ \(oldTitle) ─") && row($0, 39).contains("reloaded") }
            #expect(fixed.ok, "\(fixed.rows.joined(separator: "\n"))")
            pane.send("q")
            let exit = pane.waitForExit()
            #expect(exit?.rc == 0)
            #expect(exit?.stty == "SAME")
        }
    }
}
