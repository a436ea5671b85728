import Foundation
import Testing

/// The panel says what is true (issue 32, item 7), in `segue render --format text` frames — the
/// frames the live previewer shows (one compositor) — and in the call log of `timeline --log`.
@Suite struct PanelTruthTests {
    /// The text frame of `scenario` at `at` seconds for a `size` terminal, with `set` overrides.
    static func frame(_ scenario: String, at: String, size: String = "120x40", set: [String] = []) throws -> [String] {
        let r = try runSegue(["render", scenario, "--format", "text", "--at", at, "--size", size] + set.flatMap { ["--set", $0] })
        try #require(r.status == 0, "\(r.stderr)")
        return r.lines
    }

    /// The call log of `scenario`'s demo, one `call` text a line.
    static func calls(_ scenario: String) throws -> [String] {
        let dir = try SeguePane.makeDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let log = dir.appendingPathComponent("log.jsonl").path
        let r = try runSegue(["timeline", scenario, "-o", dir.appendingPathComponent("t.csv").path, "--log", log])
        try #require(r.status == 0, "\(r.stderr)")
        return try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").compactMap { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["call"] as? String
        }
    }

    /// (a) While `b` dismisses the sheet it cannot be dragged (docs/gestures.md, "Sheets": ↑ ↓
    /// pan it only while no presentation or dismissal runs): the panel says it is dismissing.
    @Test func aDismissingSheetIsNotOfferedForDragging() throws {
        let text = try Self.frame("sheet", at: "2.1", set: ["demo=0.4 p; 2.0 b"]).joined(separator: "\n")
        #expect(text.contains("dismiss · animating"), "\(text)")
        #expect(!text.contains("(↑ ↓ drag the sheet)"), "\(text)")  // (the screen itself says "↑ ↓ or drag the sheet")
        #expect(text.contains("(dismissing)"), "\(text)")
        // The demo's flick below the smallest detent dismisses it too (the release drives it).
        let flicked = try Self.frame("sheet", at: "4.7").joined(separator: "\n")
        #expect(flicked.contains("(dismissing)") && !flicked.contains("(↑ ↓ drag the sheet)"), "\(flicked)")
        // At rest it is offered, as before.
        #expect(try Self.frame("sheet", at: "1.5", set: ["demo=0.4 p"]).joined().contains("(↑ ↓ drag the sheet)"))
    }

    /// (b) At the instant of a catch the finger has not moved: docs/gestures.md, "Catching" — a
    /// touch that never moves releases at f0 with velocity 0, decided by the finish rule. The
    /// built-in's pop is caught at time fraction 0.4, where easeInOut stands at ≈ 0.33 ≤ 0.5:
    /// a release then cancels. Before: `release → fail (moved 0 pt < 0 pt)`.
    @Test func aCatchPredictsTheRuleAtTheCaughtFraction() throws {
        let text = try Self.frame("interruptible", at: "0.6").joined(separator: "\n")
        #expect(!text.contains("moved 0 pt < 0 pt"), "\(text)")
        #expect(text.contains("release → cancel (percent 0.33 ≤ 0.5"), "\(text)")
    }

    /// (c) pinch-pop's pop begins with a pinch: the log names it (it said `edge pan began`).
    @Test func aPinchPopIsLoggedAsAPinch() throws {
        let pops = try Self.calls("pinch-pop").filter { $0.hasPrefix("popViewController") }
        #expect(!pops.isEmpty && pops.allSatisfy { $0 == "popViewController(animated: true) (pinch began)" }, "\(pops)")
        // An edge-pan pop still says so.
        #expect(try Self.calls("pop-percent-driven").contains("popViewController(animated: true) (edge pan began)"))
    }

    /// (d) At 140 columns (a 48-column panel) alongside's release verdict, as the call log's
    /// `gesture ended:` line words it, is wider than the panel: it wraps onto the next row whole
    /// instead of ending `, veloc…`.
    @Test func aLongVerdictWrapsOntoTheNextRow() throws {
        let ended = try #require(try Self.calls("alongside").last { $0.hasPrefix("gesture ended: release → ") })
        let verdict = String(ended.dropFirst("gesture ended: release → ".count))
        let rows = try Self.frame("alongside", at: "2.8", size: "140x40")
        let panel = rows.map { String($0.dropFirst(92)).trimmingCharacters(in: .whitespaces) }
        let at = try #require(panel.firstIndex { $0.hasPrefix("released → ") }, "\(rows.joined(separator: "\n"))")
        #expect(panel[at].count > 30 && panel.indices.contains(at + 1))
        #expect(panel[at] + " " + panel[at + 1] == "released → " + verdict, "\(panel[at])\n\(panel[at + 1])")
        #expect(!panel[at].hasSuffix("…"))
    }

    /// phone-landscape at 120 × 40 (issue 32, item 11): the panel starts at column 75 (45 wide);
    /// the device's frame ends before column 74, which stays blank on every row, as beside a
    /// portrait phone (it touched the panel).
    @Test func aLandscapeDeviceKeepsAColumnFromThePanel() throws {
        let portrait = try Self.frame("pop-percent-driven", at: "0")
        let landscape = try runSegue(["render", "pop-percent-driven", "--device", "phone-landscape", "--format", "text", "--at", "0",
                                      "--size", "120x40"])
        try #require(landscape.status == 0, "\(landscape.stderr)")
        for frame in [portrait, landscape.lines] {
            let cells = frame.filter { !$0.hasPrefix("--- t=") }.map { Array($0) }
            #expect(cells.count == 40)
            #expect(cells.allSatisfy { $0.count <= 74 || $0[74] == " " }, "\(frame.joined(separator: "\n"))")
            #expect(cells.contains { $0.count > 73 && $0[73] != " " } == (frame == landscape.lines), "the landscape frame's edge is at 73")
        }
    }
}
