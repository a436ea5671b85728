import Foundation
import Testing

extension LivePreviewerTests {
    /// Hot reload of an engineer's Swift code in a real terminal (tmux; docs/user-code.md, "Hot
    /// reload"): a copy of Examples/CardPop is played, its source saved mid-gesture; the new
    /// version's finish rule decides the same gesture, and a save that does not compile is its
    /// first error at `file:line:col` on the bottom line while the last good version runs on.
    @Suite(.serialized) struct SwiftHotReload {
        static let rule = "if progress > 1.0 / 3.0 || flicked { finish() } else { cancel() }"

        /// A folder holding a copy of the example; the play pane started in it (relative paths).
        func start() throws -> (pane: SeguePane, source: URL, text: String) {
            let dir = try SeguePane.makeDirectory()
            let example = UserCode.example
            let text = try String(contentsOf: example.appendingPathComponent("CardPop.swift"), encoding: .utf8)
            try #require(text.contains(Self.rule))
            let source = dir.appendingPathComponent("CardPop.swift")
            try text.write(to: source, atomically: false, encoding: .utf8)
            try FileManager.default.copyItem(at: example.appendingPathComponent("card-pop.json"), to: dir.appendingPathComponent("card-pop.json"))
            let setup = "cd \(SeguePane.quote(dir.path)) && export XDG_CACHE_HOME=\(SeguePane.quote(SwiftHostTests.cache))"
            let pane = try SeguePane(["play", "card-pop.json"], dir: dir, setup: setup)
            let (ok, screen) = pane.waitFor("╭", "Your own code", timeout: 30)
            if !ok { pane.kill() }
            try #require(ok, "no first frame:\n\(screen.joined(separator: "\n"))")
            return (pane, source, text)
        }

        /// The finger's translation the panel shows (`pan  +141 pt`), nil when it shows none.
        static func translation(_ rows: [String]) -> Int? {
            for row in rows {
                guard let r = row.range(of: #"pan +\+\d+ pt"#, options: .regularExpression) else { continue }
                return Int(row[r].filter(\.isNumber))
            }
            return nil
        }

        /// Where the message screen's content row is, and the device screen's left and right
        /// columns on it (the frame's inner `│`s), read off the screen.
        static func deviceRow(_ rows: [String]) -> (row: Int, left: Int, right: Int)? {
            guard let r = rows.firstIndex(where: { $0.contains("││ Hello from CardPop.swift") }) else { return nil }
            let cells = Array(rows[r])
            let bars = cells.indices.filter { cells[$0] == "│" }
            guard bars.count >= 4 else { return nil }
            return (r, bars[1], bars[2])
        }

        @Test func aSaveMidGestureLetsTheNewCodeDecideTheSameGesture() throws {
            let (pane, source, text) = try start()
            defer { pane.kill() }
            pane.send("p")
            let pushed = pane.waitFor("navigationController(didShow: message", timeout: 5)
            let device = try #require(Self.deviceRow(pushed.rows), "\(pushed.rows.joined(separator: "\n"))")
            // A finger (the mouse button, held) drags from the left edge a fifth of the way, and stays down.
            let width = device.right - device.left
            pane.mouseSGR(code: 0, col: device.left, row: device.row)
            for i in 1...3 {
                pane.mouseSGR(code: 32, col: device.left + width * i / 15, row: device.row)
                Thread.sleep(forTimeInterval: 0.03)
            }
            let dragging = pane.waitForSettled(timeout: 5) { (Self.translation($0) ?? 0) > 0 }
            try #require(dragging.ok, "no drag:\n\(dragging.rows.joined(separator: "\n"))")
            let before = Self.translation(dragging.rows) ?? 0
            // The new rule never finishes: the same drag, carried on past a third, must cancel.
            try text.replacingOccurrences(of: Self.rule, with: "cancel()").write(to: source, atomically: false, encoding: .utf8)
            let reloaded = pane.waitFor("reloaded CardPop.swift (", timeout: 180)
            #expect(reloaded.ok, "\(reloaded.rows.joined(separator: "\n"))")
            // Still the same gesture: the finger is where it was, not lifted nor started again.
            #expect(Self.translation(reloaded.rows) == before, "\(reloaded.rows.joined(separator: "\n"))")
            let end = device.left + width * 3 / 5
            pane.mouseSGR(code: 32, col: end, row: device.row)
            let further = pane.waitFor(timeout: 5) { (Self.translation($0) ?? 0) > before }
            #expect(further.ok, "the drag goes on from where it was:\n\(further.rows.joined(separator: "\n"))")
            pane.mouseSGR(code: 0, col: end, row: device.row, release: true)
            let settled = pane.waitFor(timeout: 10) { rows in rows.contains { $0.contains("completeTransition(false)") } }
            #expect(settled.ok, "the new rule cancelled the pop:\n\(settled.rows.joined(separator: "\n"))")
            #expect(!settled.rows.contains { $0.contains("navigationController(didShow: inbox") })
            pane.send("q")
            #expect(pane.waitForExit()?.rc == 0)
        }

        @Test func aSaveThatDoesNotCompileIsItsFirstErrorWhileTheLastGoodVersionRuns() throws {
            let (pane, source, text) = try start()
            defer { pane.kill() }
            let lines = text.components(separatedBy: "\n")
            let at = try #require(lines.firstIndex { $0.contains("let progress = ") })
            var broken = lines
            broken.insert("        undefinedThing()", at: at + 1)
            try broken.joined(separator: "\n").write(to: source, atomically: false, encoding: .utf8)
            let shown = pane.waitFor("segue: CardPop.swift:\(at + 2):9: swift: cannot find 'undefinedThing' in scope", timeout: 180)
            #expect(shown.ok, "\(shown.rows.joined(separator: "\n"))")
            #expect(shown.rows.last?.contains("segue: CardPop.swift:\(at + 2):9:") == true, "on the bottom line")
            // The last good version runs on: the push works.
            pane.send("p")
            #expect(pane.waitFor("navigationController(didShow: message", timeout: 5).ok)
            // Fixed: reloaded.
            try text.write(to: source, atomically: false, encoding: .utf8)
            #expect(pane.waitFor("reloaded CardPop.swift (", timeout: 180).ok)
            pane.send("q")
            #expect(pane.waitForExit()?.rc == 0)
        }
    }
}
