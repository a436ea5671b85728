import Foundation
import Testing

extension LivePreviewerTests {
    /// `sweep` shows how far it is on a terminal's stderr (issue 28: 10,000 cells ran for
    /// minutes without a sign), and clears the bar when done; the CSV goes to its file whole.
    @Suite struct SweepProgress {
        @Test func aLongSweepShowsItsProgressOnTheTerminal() throws {
            let dir = try SeguePane.makeDirectory()
            let csv = dir.appendingPathComponent("sweep.csv").path
            // 100 × 100 cells, the most a sweep has.
            let pane = try SeguePane(["sweep", "pop-percent-driven", "--percent", "0:0.99:0.01", "--velocity", "-1500:1470:30", "--csv",
                                      "-o", csv], dir: dir)
            defer { pane.kill() }
            let bar = pane.waitFor(timeout: 20) { $0.contains { $0.contains("segue: sweeping [") && $0.contains("%") } }
            #expect(bar.ok, "no progress bar:\n\(bar.rows.joined(separator: "\n"))")
            #expect(pane.waitForExit(timeout: 60)?.rc == 0)
            let rows = try String(contentsOfFile: csv, encoding: .utf8).split(separator: "\n")
            #expect(rows.count == 1 + 10_000)
        }
    }
}
