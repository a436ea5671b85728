import Foundation
import Testing

extension LivePreviewerTests {
    /// A comparison under the width where two side panels fit (issue 32, item 5): each half gets
    /// the compact panel under its device — the percent bar with the curve's name, what a release
    /// would do, the key hints — and a reload's message goes under its own side only
    /// (docs/screen.md, "Comparing"; docs/terminal.md, "Hot reload"). Before, a half at 120
    /// columns had no panel at all and B's reload was said under A too.
    @Suite struct CompareCompactPanel {
        /// The left and right halves of the rows below the labels, for `cols` columns.
        static func halves(_ rows: [String], cols: Int) -> (left: [String], right: [String]) {
            let half = (cols - 1) / 2
            let body = rows.dropFirst().map { Array($0) }
            return (body.map { String($0.prefix(half)) }, body.map { String($0.dropFirst(half + 1)) })
        }

        /// Whether a half shows the compact panel: a percent bar row, a release row (or `no
        /// gesture`) and the key hints.
        static func hasCompactPanel(_ half: [String], release: Bool) -> Bool {
            half.contains { $0.hasPrefix("[") && $0.contains("]") }
                && half.contains { $0.contains(release ? "release →" : "no gesture") }
                && half.contains { $0.contains("q quit") }
        }

        @Test func eachHalfHasACompactPanelAndItsOwnReloadMessage() throws {
            let dir = try SeguePane.makeDirectory()
            let a = dir.appendingPathComponent("a.json").path, b = dir.appendingPathComponent("b.json").path
            let bText = try ScenarioFile("pop-shrink").text
            try ScenarioFile("pop-parallax").text.write(toFile: a, atomically: true, encoding: .utf8)
            try bText.write(toFile: b, atomically: true, encoding: .utf8)
            let pane = try SeguePane(["play", a, "--compare", b], cols: 120, rows: 40, dir: dir)
            defer { pane.kill() }
            let first = pane.waitFor(timeout: 8) { rows in
                let (l, r) = Self.halves(rows, cols: 120)
                return Self.hasCompactPanel(l, release: false) && Self.hasCompactPanel(r, release: false)
            }
            #expect(first.ok, "no compact panel in each half:\n\(first.rows.joined(separator: "\n"))")
            // A pan: both halves say what a release would do now.
            pane.send("Right", times: 8)
            let panning = pane.waitFor(timeout: 5) { rows in
                let (l, r) = Self.halves(rows, cols: 120)
                return Self.hasCompactPanel(l, release: true) && Self.hasCompactPanel(r, release: true)
            }
            #expect(panning.ok, "no release outcome in each half:\n\(panning.rows.joined(separator: "\n"))")
            pane.send("Escape")

            // An edit of B: its message under B, nothing under A.
            try bText.replacingOccurrences(of: "\"title\": \"", with: "\"title\": \"Edited ").write(toFile: b, atomically: true,
                                                                                                  encoding: .utf8)
            let reloaded = pane.waitFor(timeout: 8) { rows in Self.halves(rows, cols: 120).right.contains { $0.contains("reloaded") } }
            #expect(reloaded.ok, "B's reload not said under B:\n\(reloaded.rows.joined(separator: "\n"))")
            #expect(!Self.halves(reloaded.rows, cols: 120).left.contains { $0.contains("reloaded") },
                    "B's reload said under A:\n\(reloaded.rows.joined(separator: "\n"))")
            pane.send("q")
            #expect(pane.waitForExit()?.rc == 0)
        }

        /// Wide enough for two side panels (170 columns): each half keeps today's full panel.
        @Test func wideHalvesKeepTheSidePanel() throws {
            let pane = try SeguePane(["play", "pop-parallax", "--compare", "pop-shrink"], cols: 170, rows: 40)
            defer { pane.kill() }
            let shown = pane.waitFor(timeout: 8) { rows in
                let (l, r) = Self.halves(rows, cols: 170)
                return l.contains { $0.contains("no transition running") } && r.contains { $0.contains("no transition running") }
            }
            #expect(shown.ok, "no side panel in each half:\n\(shown.rows.joined(separator: "\n"))")
            pane.send("q")
            #expect(pane.waitForExit()?.rc == 0)
        }
    }
}
