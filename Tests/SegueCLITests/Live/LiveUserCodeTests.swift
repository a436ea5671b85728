import Foundation
import Testing

extension LivePreviewerTests {
    /// An engineer's own UIKit code played in a real terminal (tmux): the arrow keys drive its
    /// gesture recognizer, its action decides, and a trap in it leaves the terminal as found with
    /// one line naming the user's file and line (docs/user-code.md, "The host").
    @Suite struct UserCode {
        static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/CardPop")

        func start(_ scenario: String) throws -> SeguePane {
            let pane = try SeguePane(["play", scenario], setup: "export XDG_CACHE_HOME=\(SeguePane.quote(SwiftHostTests.cache))")
            let (ok, screen) = pane.waitFor("╭", "Your own code", timeout: 20)
            if !ok { pane.kill() }
            try #require(ok, "no first frame:\n\(screen.joined(separator: "\n"))")
            return pane
        }

        @Test func theArrowKeysDriveTheCodesOwnRecognizer() throws {
            let pane = try start(Self.example.appendingPathComponent("card-pop.json").path)
            defer { pane.kill() }
            pane.send("p")
            #expect(pane.waitFor("navigationController(didShow: message", timeout: 5).ok)
            pane.send("Right", times: 10)
            let decided = pane.waitFor("released → the code's action decided", timeout: 5)
            #expect(decided.ok, "\(decided.rows.joined(separator: "\n"))")
            #expect(pane.waitFor("navigationController(didShow: inbox", timeout: 5).ok)
            pane.send("q")
            let exit = pane.waitForExit()
            #expect(exit?.rc == 0 && exit?.stty == "SAME")
            #expect(pane.waitForFormat(LivePreviewerTests.modes, LivePreviewerTests.restored) == LivePreviewerTests.restored)
        }

        @Test func aTrapInTheCodesActionRestoresTheTerminalWithOneLine() throws {
            let dir = try SeguePane.makeDirectory()
            let source = try String(contentsOf: Self.example.appendingPathComponent("CardPop.swift"), encoding: .utf8)
            let trap = "let progress = min(max(pan.translation(in: view).x / view.bounds.width, 0), 1)"
            try #require(source.contains(trap))
            // The trap lands on the line of `progress` (line 72 of the example): a force unwrap of nil past a fifth.
            let crashing = source.replacingOccurrences(of: trap, with: trap + "; if progress > 0.2 { let none: UIView? = nil; _ = none! }")
            try crashing.write(to: dir.appendingPathComponent("CardPop.swift"), atomically: true, encoding: .utf8)
            try FileManager.default.copyItem(at: Self.example.appendingPathComponent("card-pop.json"),
                                             to: dir.appendingPathComponent("card-pop.json"))
            let line = source.components(separatedBy: "\n").firstIndex { $0.contains(trap) }.map { $0 + 1 } ?? 0
            let pane = try start(dir.appendingPathComponent("card-pop.json").path)
            defer { pane.kill() }
            pane.send("p")
            #expect(pane.waitFor("navigationController(didShow: message", timeout: 5).ok)
            pane.send("Right", times: 10)
            let exit = pane.waitForExit(timeout: 10)
            #expect(exit?.rc == 1 && exit?.stty == "SAME")
            #expect(pane.waitForFormat(LivePreviewerTests.modes, LivePreviewerTests.restored) == LivePreviewerTests.restored)
            let shown = pane.screenRows().joined(separator: "\n")
            #expect(shown.contains("segue: CardPop.swift:\(line): swift: the code crashed: Unexpectedly found nil while unwrapping an Optional value"),
                    "\(shown)")
        }
    }
}
