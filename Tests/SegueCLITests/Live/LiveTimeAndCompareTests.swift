import Foundation
import Testing

extension LivePreviewerTests {
    /// `play --compare` and the paused `,` / `.` in a real terminal (docs/terminal.md).
    @Suite struct TimeAndCompare {
        static func start(_ arguments: [String], waitingFor texts: [String]) throws -> SeguePane {
            let pane = try SeguePane(arguments, cols: 120, rows: 40)
            let (ok, screen) = pane.waitFor(timeout: 8) { rows in texts.allSatisfy { t in rows.contains { $0.contains(t) } } }
            if !ok { pane.kill() }
            try #require(ok, "no first frame:\n\(screen.joined(separator: "\n"))")
            return pane
        }

        /// The left and right halves of the rows below the labels (59 columns each at 120).
        static func halves(_ rows: [String]) -> (left: [String], right: [String]) {
            let body = rows.dropFirst().map { Array($0) }
            return (body.map { String($0.prefix(59)) }, body.map { String($0.dropFirst(60)) })
        }

        /// Two devices under their labels; one pan (twelve → and Enter) moves both.
        @Test func onePanMovesBothDevices() throws {
            let pane = try Self.start(["play", "pop-parallax", "--compare", "pop-shrink"], waitingFor: ["A: pop-parallax", "B: pop-shrink"])
            defer { pane.kill() }
            let before = pane.screenRows()
            #expect(before.filter { $0.filter { $0 == "╭" }.count == 2 }.count == 1, "two device frames side by side")
            pane.send("Right", times: 12)
            pane.send("Enter")
            let (left0, right0) = Self.halves(before)
            let moved = pane.waitFor(timeout: 8) { rows in
                let (l, r) = Self.halves(rows)
                return l != left0 && r != right0
            }
            #expect(moved.ok, "both halves should change:\n\(moved.rows.joined(separator: "\n"))")
            pane.send("q")
            #expect(pane.waitForExit()?.rc == 0)
        }

        /// Paused mid-push at 0.1×: `.` shows the next frame, `,` the one before again, and `.`
        /// the next one again — the same screen each time.
        @Test func commaAndPeriodStepBothWays() throws {
            let pane = try Self.start(["play", "default-pop", "--speed", "0.1", "--no-hud"], waitingFor: ["╭"])
            defer { pane.kill() }
            pane.send("p")
            Thread.sleep(forTimeInterval: 0.8)
            pane.send("Space")
            Thread.sleep(forTimeInterval: 0.3)
            let paused = pane.waitForSettled { _ in true }.rows
            pane.send(".")
            // Settled: a frame caught half-written would never be shown again.
            let forward = pane.waitForSettled(timeout: 3) { $0 != paused }
            #expect(forward.ok, "one frame forward should change the screen")
            pane.send(",")
            let back = pane.waitFor(timeout: 3) { $0 == paused }
            #expect(back.ok, "one frame back should show the paused frame again:\n\(back.rows.joined(separator: "\n"))")
            pane.send(".")
            let again = pane.waitFor(timeout: 3) { $0 == forward.rows }
            #expect(again.ok, "forward again should show the same frame")
            pane.send("q")
            #expect(pane.waitForExit()?.rc == 0)
        }
    }
}
