import Foundation
import Testing

extension LivePreviewerTests {
    /// `segue replay` hints its own keys and `?` opens its own help (issue 32, item 6: it showed
    /// the previewer's `→ pan ⏎ release … b back`, keys a replay ignores, and `?` opened nothing).
    /// The truth is `KeyMaps.replay`, written out here as docs/terminal.md states it.
    @Suite struct ReplayKeys {
        /// A session of pop-percent-driven that records nothing but its end, at 60 s (the bottom
        /// row is the hints' once the 4 s "replaying" message has gone), in a new directory.
        static func session() throws -> (dir: URL, path: String) {
            let scenario = try ScenarioFile("pop-percent-driven")
            let dir = try SeguePane.makeDirectory()
            let header = "{\"segue_session\":1,\"created\":\"2026-12-02T19:00:00Z\",\"size\":[120,40],"
                + "\"source\":\"pop-percent-driven\",\"scenario\":\(scenario.text.replacingOccurrences(of: "\n", with: " "))}"
            let path = dir.appendingPathComponent("run.segue").path
            try Data((header + "\n{\"t\":60,\"end\":true}\n").utf8).write(to: URL(fileURLWithPath: path))
            return (dir, path)
        }

        @Test func aReplayHintsItsOwnKeysAndItsHelpListsThem() throws {
            let (dir, session) = try Self.session()
            defer { try? FileManager.default.removeItem(at: dir) }
            let pane = try SeguePane(["replay", session])
            defer { pane.kill() }
            let shown = pane.waitFor(timeout: 15) { rows in rows.last?.contains("q quit") == true }
            try #require(shown.ok, "\(shown.rows.joined(separator: "\n"))")
            let screen = shown.rows.joined(separator: "\n")
            for hint in ["␣ pause", "[ ] scrub", "? help", "q quit"] { #expect(screen.contains(hint), "no `\(hint)`:\n\(screen)") }
            for previewerHint in ["b back", "p push", "esc cancel", "⏎/␣ release", "→ pan"] {
                #expect(!screen.contains(previewerHint), "a replay ignores `\(previewerHint)`:\n\(screen)")
            }

            pane.send("?")
            let help = pane.waitFor("0.1 s back / forward", "one frame back while paused")
            #expect(help.ok, "no replay help:\n\(help.rows.joined(separator: "\n"))")
            #expect(!help.rows.joined().contains("push / present"), "the previewer's help, not the replay's")
            pane.send("q")  // closes the help, does not quit
            let closed = pane.waitFor { rows in !rows.joined().contains("0.1 s back / forward") }
            #expect(closed.ok)
            pane.send("Space")
            #expect(pane.waitFor("replay paused").ok)
            pane.send("q")
            #expect(pane.waitForExit()?.rc == 0)
        }
    }
}
