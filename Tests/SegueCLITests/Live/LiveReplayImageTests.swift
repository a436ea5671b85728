import Foundation
import SegueCore
import SegueTestSupport
import Testing

extension LivePreviewerTests {
    /// `segue replay` draws a scenario's images as `play` and `render` do (it drew none before:
    /// the live loop of a replay was given no image library). A session of the built-in
    /// pop-parallax-images, recorded with the screenshots it names, replayed in a real terminal:
    /// the inbox screenshot's half blocks are on the screen, as in `render`'s frame of it.
    @Suite struct ReplayImages {
        @Test func aReplayDrawsTheScenariosImages() throws {
            let (dir, scenario) = try ImageCommandTests.copyOfTheBuiltin()
            defer { try? FileManager.default.removeItem(at: dir) }
            let inbox = SHA256.hex(Array(try Data(contentsOf: dir.appendingPathComponent("Images/inbox.png"))))
            let session = try ImageCommandTests.session(dir, scenario: scenario, recorded: inbox)
            let render = try runSegue(["render", session, "--at", "0.5", "--size", "120x40"])
            try #require(render.status == 0, "\(render.stderr)")
            try #require(render.stdout.contains("▀"), "the headless frame draws the screenshot")

            let pane = try SeguePane(["replay", session])
            defer { pane.kill() }
            let ended = pane.waitFor("end of the recording", timeout: 15)
            #expect(ended.ok, "\(ended.rows.joined(separator: "\n"))")
            #expect(ended.rows.contains { $0.contains("▀") }, "no image drawn:\n\(ended.rows.joined(separator: "\n"))")
            pane.send("q")
            #expect(pane.waitForExit()?.rc == 0)
        }
    }
}
