import Foundation
import Testing

extension LivePreviewerTests {
    /// An engineer's own UIKit code played in a real terminal (tmux): the arrow keys drive its
    /// gesture recognizer, its action decides, and a crash or a hang in it is one line naming the
    /// user's file and line on the bottom row while play goes on (docs/user-code.md, "Crashes").
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

        /// The line of CardPop.swift the pan's action works out `progress` on (72 in the example).
        static let progressLine = "let progress = min(max(pan.translation(in: view).x / view.bounds.width, 0), 1)"

        /// A copy of the example in a new folder with `extra` added after `progress` on its line
        /// (and Glibc imported on UIKit's line: no line moves); the folder and that line's number.
        static func copy(adding extra: String) throws -> (dir: URL, line: Int) {
            let dir = try SeguePane.makeDirectory()
            let source = try String(contentsOf: example.appendingPathComponent("CardPop.swift"), encoding: .utf8)
            try #require(source.contains(progressLine) && source.contains("\nimport UIKit\n"))
            let changed = source.replacingOccurrences(of: progressLine, with: progressLine + "; " + extra)
                .replacingOccurrences(of: "\nimport UIKit\n", with: "\nimport UIKit; import Glibc\n")
            try changed.write(to: dir.appendingPathComponent("CardPop.swift"), atomically: true, encoding: .utf8)
            try FileManager.default.copyItem(at: example.appendingPathComponent("card-pop.json"), to: dir.appendingPathComponent("card-pop.json"))
            let line = source.components(separatedBy: "\n").firstIndex { $0.contains(progressLine) }.map { $0 + 1 } ?? 0
            return (dir, line)
        }

        /// Code that misbehaves once: past a fifth of the width, while the file `marker` exists
        /// (it removes it first), it runs `misdeed`. The resumed host does not meet it again.
        static func once(_ marker: URL, _ misdeed: String) -> String {
            "if progress > 0.2 && access(\"\(marker.path)\", F_OK) == 0 { unlink(\"\(marker.path)\"); \(misdeed) }"
        }

        /// After the crash: the pane still plays (the previewer's modes on), a new drag from the
        /// left edge pops to the inbox, and q exits 0 with the terminal as found.
        static func expectPlayGoesOn(_ pane: SeguePane) {
            #expect(pane.waitForFormat(LivePreviewerTests.modes, LivePreviewerTests.running) == LivePreviewerTests.running)
            pane.send("Right", times: 10)
            let popped = pane.waitFor("navigationController(didShow: inbox", timeout: 10)
            #expect(popped.ok, "\(popped.rows.joined(separator: "\n"))")
            pane.send("q")
            let exit = pane.waitForExit(timeout: 10)
            #expect(exit?.rc == 0 && exit?.stty == "SAME")
            #expect(pane.waitForFormat(LivePreviewerTests.modes, LivePreviewerTests.restored) == LivePreviewerTests.restored)
        }

        @Test func aForceUnwrapInTheCodesActionIsShownAndPlayGoesOn() throws {
            let dir = try SeguePane.makeDirectory()
            let marker = dir.appendingPathComponent("crash-once")
            try Data().write(to: marker)
            let (copy, line) = try Self.copy(adding: Self.once(marker, "let none: UIView? = nil; _ = none!"))
            let pane = try start(copy.appendingPathComponent("card-pop.json").path)
            defer { pane.kill() }
            pane.send("p")
            #expect(pane.waitFor("navigationController(didShow: message", timeout: 5).ok)
            pane.send("Right", times: 10)
            let shown = pane.waitFor("resumed after CardPop.swift:\(line): swift: the code crashed: Unexpectedly found nil", timeout: 20)
            #expect(shown.ok, "\(shown.rows.joined(separator: "\n"))")
            #expect(!FileManager.default.fileExists(atPath: marker.path))
            Self.expectPlayGoesOn(pane)
        }

        @Test func anInfiniteLoopTripsTheWatchdogAndPlayGoesOn() throws {
            let dir = try SeguePane.makeDirectory()
            let marker = dir.appendingPathComponent("hang-once")
            try Data().write(to: marker)
            let (copy, _) = try Self.copy(adding: Self.once(marker, "while true {}"))
            let pane = try start(copy.appendingPathComponent("card-pop.json").path)
            defer { pane.kill() }
            pane.send("p")
            #expect(pane.waitFor("navigationController(didShow: message", timeout: 5).ok)
            pane.send("Right", times: 10)
            // The default limit, 2 s (docs/user-code.md, "The host").
            let shown = pane.waitFor("resumed after swift: your code did not return within 2 s", timeout: 20)
            #expect(shown.ok, "\(shown.rows.joined(separator: "\n"))")
            Self.expectPlayGoesOn(pane)
        }

        /// With `--record`: the recording ends with the event whose handling crashed (no `end`
        /// line), so replaying it — the marker made again, as it was — crashes at the same line;
        /// the resumed play says it records no more.
        @Test func aRecordingEndsAtTheCrashAndItsReplayCrashesThere() throws {
            let dir = try SeguePane.makeDirectory()
            let marker = dir.appendingPathComponent("crash-once")
            try Data().write(to: marker)
            let (copy, line) = try Self.copy(adding: Self.once(marker, "let none: UIView? = nil; _ = none!"))
            let recording = copy.appendingPathComponent("crash.segue").path
            let pane = try SeguePane(["play", copy.appendingPathComponent("card-pop.json").path, "--record", recording],
                                     setup: "export XDG_CACHE_HOME=\(SeguePane.quote(SwiftHostTests.cache))")
            defer { pane.kill() }
            #expect(pane.waitFor("╭", "Your own code", timeout: 20).ok)
            pane.send("p")
            #expect(pane.waitFor("navigationController(didShow: message", timeout: 5).ok)
            pane.send("Right", times: 10)
            let shown = pane.waitFor("resumed, not recording, after CardPop.swift:\(line): swift: the code crashed", timeout: 20)
            #expect(shown.ok, "\(shown.rows.joined(separator: "\n"))")
            pane.send("Right", times: 10)  // not recorded
            #expect(pane.waitFor("navigationController(didShow: inbox", timeout: 10).ok)
            pane.send("q")
            #expect(pane.waitForExit(timeout: 10)?.rc == 0)
            let lines = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n")
            #expect(lines.last?.contains("\"key\":\"right\"") == true, "\(lines.suffix(2))")
            try Data().write(to: marker)
            let replay = try SwiftHostTests.run(["timeline", recording])
            #expect(replay.status == 1)
            #expect(replay.errorLines.last == "segue: CardPop.swift:\(line): swift: the code crashed: Unexpectedly found nil while unwrapping an Optional value")
        }
    }
}
