import Foundation
import Testing

extension LivePreviewerTests {
    /// Hot reload and the inspector's unsaved changes (issue 28): a `touch` of the scenario
    /// file, or a save of the same bytes (opened for writing and closed, and renamed into
    /// place, as editors save), reloads nothing, so a change made in the inspector stays; an edit
    /// reloads and keeps the change, saying so. Before, the touch reloaded the file and the
    /// change was gone, beyond undo, without a word.
    @Suite struct TouchReload {
        @Test func aTouchKeepsTheTuningAndAnEditCarriesItOver() throws {
            let dir = try SeguePane.makeDirectory()
            let scenario = try ScenarioFile("pop-parallax")
            let path = dir.appendingPathComponent("p.json").path
            try scenario.text.write(toFile: path, atomically: true, encoding: .utf8)
            let pane = try SeguePane(["play", path], dir: dir)
            defer { pane.kill() }
            let (ok, screen) = pane.waitFor(scenario.title, timeout: 8)
            try #require(ok, "no first frame:\n\(screen.joined(separator: "\n"))")
            // The pop's duration 0.4 → 0.45 s (one coarse step of 0.05 s).
            pane.send("t")
            pane.send("b")
            pane.send("]")
            let tuned = pane.waitFor { $0.contains { $0.contains("transitions.pop.animator.duration = 0.45") } }
            try #require(tuned.ok, "no tune:\n\(tuned.rows.joined(separator: "\n"))")

            #expect(utimes(path, nil) == 0)  // touch: new times, the same bytes
            let fd = open(path, O_WRONLY | O_APPEND)  // opened for writing, nothing written, closed
            #expect(fd >= 0)
            close(fd)
            try scenario.text.write(toFile: path, atomically: true, encoding: .utf8)  // the same bytes, renamed into place
            Thread.sleep(forTimeInterval: 1)
            let rows = pane.screenRows()
            #expect(!rows.contains { $0.contains("reloaded") }, "a touch reloaded:\n\(rows.joined(separator: "\n"))")
            #expect(rows.contains { $0.contains("duration") && $0.contains("0.45 s") }, "\(rows.joined(separator: "\n"))")

            let edited = scenario.text.replacingOccurrences(of: "\"title\": \"", with: "\"title\": \"Edited ")
            try #require(edited != scenario.text)
            try edited.write(toFile: path, atomically: true, encoding: .utf8)
            let carried = pane.waitFor { $0.contains { $0.contains("reloaded") && $0.contains("kept 1 inspector change (u undoes)") } }
            #expect(carried.ok, "\(carried.rows.joined(separator: "\n"))")
            #expect(carried.rows.contains { $0.contains("duration") && $0.contains("0.45 s") }, "\(carried.rows.joined(separator: "\n"))")
            pane.send("q")
            #expect(pane.waitForExit()?.rc == 0)
        }
    }
}
