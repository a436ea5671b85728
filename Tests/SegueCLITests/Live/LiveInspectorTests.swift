import Foundation
import Testing

extension LivePreviewerTests {
    /// The inspector in a real terminal (issue 14): `t` opens it in the panel, `]` steps the pop's
    /// duration and `w` writes it into the scenario file in place (the file's old text with the
    /// one literal replaced, spliced here), and the panel says where; the watcher's report of
    /// our own write does not reload the session (the inspector stays open).
    @Suite struct Inspector {
        @Test func tStepWriteInARealTerminal() throws {
            let scenario = try ScenarioFile("pop-parallax")
            let dir = try SeguePane.makeDirectory()
            let path = dir.appendingPathComponent("tuned.json").path
            try scenario.text.write(toFile: path, atomically: false, encoding: .utf8)
            let pane = try SeguePane(["play", path], dir: dir)
            defer { pane.kill() }
            let (ok, screen) = pane.waitFor("╭", scenario.title, timeout: 8)
            try #require(ok, "no first frame:\n\(screen.joined(separator: "\n"))")
            pane.send("t")
            #expect(pane.waitFor("inspector · pop", "duration").ok)
            pane.send("]")
            #expect(pane.waitFor("transitions.pop.animator.duration = 0.45").ok)
            pane.send("w")
            let wrote = pane.waitFor("wrote 1 value rewritten")
            #expect(wrote.ok, "\(wrote.rows.joined(separator: "\n"))")
            let around = "\"duration\": 0.4,\n        \"curve\""
            let parts = scenario.text.components(separatedBy: around)
            try #require(parts.count == 2)
            let expected = parts[0] + around.replacingOccurrences(of: "0.4,", with: "0.45,") + parts[1]
            #expect((try? String(contentsOfFile: path, encoding: .utf8)) == expected)
            // Our own write is not reloaded: no "reloaded" message, the inspector is still open.
            Thread.sleep(forTimeInterval: 0.5)
            let rows = pane.screenRows()
            #expect(!rows.contains { $0.contains("reloaded") }, "\(rows.joined(separator: "\n"))")
            #expect(rows.contains { $0.contains("inspector · pop · 1 change") })
            pane.send("q")
            #expect(pane.waitForExit()?.rc == 0)
        }
    }
}
