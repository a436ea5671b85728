import Foundation
import Testing

extension LivePreviewerTests {
    /// The inspector on Swift code in a real terminal, through the real `segue-swift` (tmux;
    /// docs/user-code.md, "The inspector on your code"): a copy of Examples/CardPop is played
    /// and recorded, the pop animator's `transitionDuration` literal (0.35) is selected in the
    /// inspector and stepped up; the source file changes in that literal alone, the hot reload
    /// runs it, and the next pop — in the recording's call log — takes 0.35 + 0.05 = 0.4 s.
    @Suite(.serialized) struct SwiftInspector {
        @Test func aStepOfASourceLiteralRewritesItAndTheReloadedCodeRunsIt() throws {
            let dir = try SeguePane.makeDirectory()
            let example = UserCode.example
            let text = try String(contentsOf: example.appendingPathComponent("CardPop.swift"), encoding: .utf8)
            let literal = "-> TimeInterval {\n        0.35\n"
            try #require(text.components(separatedBy: literal).count == 2)
            let line = text.components(separatedBy: literal)[0].components(separatedBy: "\n").count + 1
            let source = dir.appendingPathComponent("CardPop.swift")
            try text.write(to: source, atomically: false, encoding: .utf8)
            try FileManager.default.copyItem(at: example.appendingPathComponent("card-pop.json"), to: dir.appendingPathComponent("card-pop.json"))
            let setup = "cd \(SeguePane.quote(dir.path)) && export XDG_CACHE_HOME=\(SeguePane.quote(SwiftHostTests.cache))"
            let pane = try SeguePane(["play", "card-pop.json", "--record", "s.segue"], dir: dir, setup: setup)
            defer { pane.kill() }
            try #require(pane.waitFor("╭", "Your own code", timeout: 30).ok)
            pane.send("p")
            try #require(pane.waitFor("navigationController(didShow: message", timeout: 5).ok)
            pane.send("t")
            let row = "CardPop.swift:\(line) duration"
            let listed = pane.waitFor(row, timeout: 5)
            try #require(listed.ok, "\(listed.rows.joined(separator: "\n"))")
            var selected = false
            for _ in 0..<8 where !selected {
                selected = pane.waitFor(timeout: 1) { rows in rows.contains { $0.contains("▸ " + row) } }.ok
                if !selected { pane.send("Down") }
            }
            try #require(selected, "the row is selected:\n\(pane.screenRows().joined(separator: "\n"))")
            pane.send("]")
            let reloaded = pane.waitFor("reloaded CardPop.swift (", timeout: 180)
            #expect(reloaded.ok, "\(reloaded.rows.joined(separator: "\n"))")
            // The literal alone changed in the file, every other byte as it was.
            let written = try String(contentsOf: source, encoding: .utf8)
            #expect(written == text.replacingOccurrences(of: literal, with: "-> TimeInterval {\n        0.4\n"))
            let shown = pane.waitFor(timeout: 5) { rows in rows.contains { $0.contains("▸ " + row) && $0.contains(" 0.4 s") } }
            #expect(shown.ok, "the row shows the version running:\n\(shown.rows.joined(separator: "\n"))")
            pane.send("t")
            pane.send("b")
            #expect(pane.waitFor("navigationController(didShow: inbox", timeout: 5).ok)
            pane.send("q")
            #expect(pane.waitForExit(timeout: 10)?.rc == 0)

            // The recorded session, replayed headless: the pop after the reload runs 0.4 s.
            let log = dir.appendingPathComponent("log.jsonl").path
            let r = try SwiftHostTests.run(["timeline", dir.appendingPathComponent("s.segue").path, "--log", log, "-o", "/dev/null"])
            try #require(r.status == 0, "\(r.stderr)")
            let calls = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").compactMap { line -> (Double, String)? in
                guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                      let t = object["t"] as? Double, let call = object["call"] as? String else { return nil }
                return (t, call)
            }
            let pop = try #require(calls.firstIndex { $0.1 == "popViewController(animated: true)" })
            let done = try #require(calls[pop...].first { $0.1 == "completeTransition(true)" })
            #expect(abs(done.0 - calls[pop].0 - 0.4) < 1e-6, "\(calls[pop].0) → \(done.0)")
        }
    }
}
