import Foundation
import SegueCore
import SegueFiles
import Testing
#if canImport(Glibc)
import Glibc
#endif

extension LivePreviewerTests {
    /// The recording file itself (issue 9): `--force` over an existing file, and a disk that
    /// fills up in the middle of a recording.
    @Suite struct RecordingFile {
        let scenario: ScenarioFile
        init() throws { scenario = try ScenarioFile("pop-percent-driven") }

        func start(_ arguments: [String], dir: URL, setup: String? = nil) throws -> SeguePane {
            let pane = try SeguePane(arguments, dir: dir, setup: setup)
            let (ok, screen) = pane.waitFor("╭", scenario.title, timeout: 8)
            if !ok { pane.kill() }
            try #require(ok, "no first frame:\n\(screen.joined(separator: "\n"))")
            return pane
        }

        /// `--record LINK --force`, LINK a symbolic link to an old 0600 file: the target becomes
        /// the whole recording (header to end line), keeps its mode, and the link stays.
        @Test func forceRecordsOverTheLinksTarget() throws {
            let dir = try SeguePane.makeDirectory()
            let target = dir.appendingPathComponent("take1.segue").path, link = dir.appendingPathComponent("latest.segue").path
            try OutputTestSupport.write("old", to: target, mode: 0o600)
            try #require(symlink("take1.segue", link) == 0)
            let pane = try start(["play", scenario.name, "--record", link, "--force"] + LivePreviewerTests.fingerStaysDown, dir: dir)
            defer { pane.kill() }
            pane.send("Right", times: 3)
            #expect(pane.waitFor("pop · interactive").ok)
            pane.send("q")
            #expect(pane.waitForExit()?.rc == 0)

            #expect(OutputTestSupport.type(link) == S_IFLNK)
            #expect(OutputTestSupport.mode(target) == 0o600)
            let lines = (OutputTestSupport.contents(target) ?? "").split(separator: "\n")
            #expect(lines.first?.hasPrefix("{\"segue_session\":3,") == true)
            #expect(lines.count == 1 + 3 + 1 + 1, "header, 3 rights, q, end: \(lines.dropFirst())")
            #expect(lines.last?.contains("\"end\":true") == true)
            #expect(OutputTestSupport.temporaries(in: dir).isEmpty)
        }

        /// The disk fills up part-way (a file-size limit just above the header, SIGXFSZ
        /// ignored by the shell or left at its default action): segue gives the terminal back,
        /// says so in one line with the path, prefixed once, exits 1 — and the file ends on a
        /// whole line, which reads back as cut short. Before the fix the message read "segue:
        /// play: segue: …" and the last line was cut; and with SIGXFSZ at its default (issue
        /// 28) the signal killed segue (153) in the alternate screen, mouse reporting on.
        @Test(arguments: ["trap '' XFSZ; ", ""])
        func diskFullMidRecordingEndsOnAWholeLine(ignoredByShell: String) throws {
            let dir = try SeguePane.makeDirectory()
            let session = dir.appendingPathComponent("full.segue").path
            // The header holds the scenario in full; leave room for a few events after it.
            let loaded = try ScenarioLoader.load(path: "\(repositoryRoot)/Scenarios/\(scenario.name).json")
            let header = SessionHeader(created: "2026-01-01T00:00:00Z", cols: 120, rows: 40, source: scenario.name,
                                       scenario: loaded.json).line.utf8.count + 1
            let blocks = (header + 100 + 511) / 512
            let pane = try start(["play", scenario.name, "--record", session], dir: dir,
                                 setup: "\(ignoredByShell)ulimit -f \(blocks)")
            defer { pane.kill() }
            // Each key is a line of about 30 bytes; at most 612 bytes fit after the header.
            for _ in 0..<8 { pane.send("Right", times: 5) }
            let exit = pane.waitForExit(timeout: 8)
            #expect(exit?.rc == 1)
            #expect(exit?.stty == "SAME")
            let screen = pane.screenRows().joined(separator: "\n")
            // Keys typed after segue gave the terminal back echo before the message (`^[[C`…)
            // and can wrap it: read the rows as one run of text.
            let text = pane.screenRows().joined()
            #expect(text.contains("segue: play: /"), "\(screen)")
            #expect(text.contains("cannot write: \(OutputTestSupport.reason(EFBIG))"), "\(screen)")
            #expect(!text.contains("segue: play: segue:"), "\(screen)")

            let file = try #require(OutputTestSupport.contents(session))
            #expect(file.hasSuffix("\n"), "the file ends on a cut line: \(file.suffix(40).debugDescription)")
            #expect(file.utf8.count > header && file.utf8.count <= blocks * 512)
            let check = try runSegue(["check", session])
            #expect(check.status == 0, "\(check.stderr)")
            #expect(check.stdout.contains("cut short"), "\(check.stdout)")
        }
    }
}
