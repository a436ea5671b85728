import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

extension LivePreviewerTests {
    /// Starting, quitting, signals, no terminal, and the gallery.
    @Suite struct Lifecycle {
        let scenario: ScenarioFile
        init() throws { scenario = try ScenarioFile("pop-percent-driven") }

        func start(_ arguments: [String]) throws -> SeguePane {
            let pane = try SeguePane(arguments)
            let (ok, screen) = pane.waitFor("╭", scenario.title, timeout: 8)
            if !ok { pane.kill() }
            try #require(ok, "no first frame:\n\(screen.joined(separator: "\n"))")
            return pane
        }

        /// `q` exits 0 and gives the terminal back as found: same `stty -a`, main screen,
        /// cursor shown, mouse reports off.
        @Test func qRestoresTheTerminal() throws {
            let pane = try start(["play", scenario.name])
            defer { pane.kill() }
            #expect(pane.display(LivePreviewerTests.modes) == LivePreviewerTests.running)
            pane.send("q")
            let exit = pane.waitForExit()
            #expect(exit?.rc == 0)
            #expect(exit?.stty == "SAME")
            #expect(pane.waitForFormat(LivePreviewerTests.modes, LivePreviewerTests.restored) == LivePreviewerTests.restored)
        }

        /// SIGTERM in the middle of a gesture: exit 143 (128 + 15), terminal as found.
        @Test func sigtermMidGestureExits143AndRestores() throws {
            let pane = try start(["play", scenario.name, "--set", "transitions.pop.interaction.idleRelease=60"])
            defer { pane.kill() }
            pane.send("Right", times: 4)
            let dragging = pane.waitFor("pop · interactive")
            #expect(dragging.ok, "\(dragging.rows.joined(separator: "\n"))")
            let pid = try #require(pane.pid())
            #expect(kill(pid, SIGTERM) == 0)
            let exit = pane.waitForExit()
            #expect(exit?.rc == 143)
            #expect(exit?.stty == "SAME")
            #expect(pane.waitForFormat(LivePreviewerTests.modes, LivePreviewerTests.restored) == LivePreviewerTests.restored)
        }

        /// No terminal on standard input (run outside tmux, stdin /dev/null): exit 1, one line
        /// on stderr, not a byte on stdout — for `play`, the gallery and `replay`.
        @Test(arguments: [["play", "pop-parallax"], [], ["replay", "RECORDING"]])
        func stdinNotATerminal(arguments: [String]) throws {
            var args = arguments
            let dir = try SeguePane.makeDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            if args.last == "RECORDING" {
                // A valid two-line session: the header (with the scenario embedded) and its end.
                let json = try ScenarioFile("pop-parallax").text.replacingOccurrences(of: "\n", with: " ")
                let session = "{\"segue_session\":1,\"created\":\"2026-01-01T00:00:00Z\",\"size\":[120,40],"
                    + "\"source\":\"pop-parallax\",\"scenario\":\(json)}\n{\"t\":0.5,\"end\":true}\n"
                let path = dir.appendingPathComponent("s.segue").path
                try session.write(toFile: path, atomically: true, encoding: .utf8)
                let check = try runSegue(["check", path])
                try #require(check.status == 0, "the hand-made session should be valid: \(check.stderr)")
                args[args.count - 1] = path
            }
            let r = try runSegue(args)
            #expect(r.status == 1)
            #expect(r.stdout.isEmpty, "\(r.stdout.utf8.count) bytes on stdout")
            #expect(r.errorLines.count == 1, "\(r.stderr)")
            #expect(r.stderr.hasPrefix("segue: ") && r.stderr.contains("not a terminal"), "\(r.stderr)")
        }

        /// The gallery's footer offers `? keys`: `?` shows them, and any key (q too) only closes
        /// them. Regression: `?` did nothing in the gallery.
        @Test func galleryQuestionMarkShowsTheKeys() throws {
            let names = try FileManager.default.contentsOfDirectory(atPath: "\(repositoryRoot)/Scenarios")
                .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
            let pane = try SeguePane([])
            defer { pane.kill() }
            let list = pane.waitFor("▸ \(names[0]) ", "? keys", timeout: 8)
            try #require(list.ok, "\(list.rows.joined(separator: "\n"))")
            for closer in ["Down", "q"] {
                pane.send("?")
                let help = pane.waitFor(" keys ", "choose a scenario", "any other key closes it")
                #expect(help.ok, "\(help.rows.joined(separator: "\n"))")
                pane.send(closer)
                let closed = pane.waitFor { rows in !rows.joined(separator: "\n").contains("choose a scenario") }
                #expect(closed.ok, "\(closer) did not close the keys: \(closed.rows.joined(separator: "\n"))")
                // The closing key did nothing else: the first scenario is still selected, segue still runs.
                #expect(closed.rows.contains { $0.contains("▸ \(names[0]) ") }, "\(closer) moved the selection")
                #expect(!closed.rows.contains { $0.contains("segue-exit") }, "\(closer) quit")
            }
            pane.send("q")
            #expect(pane.waitForExit()?.rc == 0)
        }

        /// The gallery lists every built-in scenario; Down + Enter opens the second, whose demo
        /// plays (the panel leaves `idle`); q comes back to the list; q quits with 0.
        @Test func galleryOpensPlaysAndComesBack() throws {
            let names = try FileManager.default.contentsOfDirectory(atPath: "\(repositoryRoot)/Scenarios")
                .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
            try #require(names.count >= 2)
            let pane = try SeguePane([])
            defer { pane.kill() }
            let heading = "\(names.count) built-in scenarios"
            let list = pane.waitFor(timeout: 8) { rows in
                rows.joined(separator: "\n").contains(heading)
                    && names.allSatisfy { name in rows.contains { $0.contains(" \(name) ") } }
            }
            #expect(list.ok, "\(list.rows.joined(separator: "\n"))")
            #expect(list.rows.contains { $0.contains("▸ \(names[0]) ") })

            pane.send("Down")
            #expect(pane.waitFor("▸ \(names[1]) ").ok)
            pane.send("Enter")
            let opened = try ScenarioFile(names[1])
            let shown = pane.waitFor("╭", opened.title, timeout: 5)
            #expect(shown.ok, "\(shown.rows.joined(separator: "\n"))")
            // The demo moves: the phase line (row 1, in the panel) shows a transition.
            let moving = pane.waitFor(timeout: 8) { rows in
                let phase = row(rows, 1)
                return phase.contains(" · interactive") || phase.contains(" · animating")
                    || phase.contains(" · finishing") || phase.contains(" · cancelling")
            }
            #expect(moving.ok, "\(moving.rows.joined(separator: "\n"))")

            pane.send("q")
            let back = pane.waitFor(heading, "▸ \(names[1]) ")
            #expect(back.ok, "\(back.rows.joined(separator: "\n"))")
            pane.send("q")
            let exit = pane.waitForExit()
            #expect(exit?.rc == 0)
            #expect(exit?.stty == "SAME")
            #expect(pane.waitForFormat(LivePreviewerTests.modes, LivePreviewerTests.restored) == LivePreviewerTests.restored)
        }
    }
}
