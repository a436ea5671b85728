import Foundation
import SegueTestSupport
import Testing

extension LivePreviewerTests {
    /// Issue 28: a hot reload decodes on a thread of its own. An image replaced by the heaviest
    /// JPEG the bounds let through (4096 × 4096 pixels, 32 scans: seconds of decoding) does not
    /// stop the previewer: while it decodes, `?` still opens the help, and `q` quits within a
    /// second (the decode is abandoned at its next row). Before, the loop decoded in place and
    /// `q` waited for it.
    @Suite struct ReloadCancel {
        @Test func qQuitsPromptlyWhileAScanBombReloads() throws {
            let (pane, images, _, _) = try ImageReload.playACopy()
            defer { pane.kill() }

            // The format is told by the bytes, not the name: a JPEG saved as inbox.png.
            let staged = images.appendingPathComponent("inbox.png.new")
            try Data(ScanBombJPEG.make(width: 4096, height: 4096, acScans: 31)).write(to: staged)
            #expect(rename(staged.path, images.appendingPathComponent("inbox.png").path) == 0)
            Thread.sleep(forTimeInterval: 0.5)  // the watcher has seen it; the decode is under way
            pane.send("?")
            let help = pane.waitFor(" keys ", timeout: 1)
            #expect(help.ok, "no help while the image decodes:\n\(help.rows.joined(separator: "\n"))")
            pane.send("x")  // any other key closes the help
            let closed = pane.waitFor(timeout: 1) { rows in !rows.joined(separator: "\n").contains(" keys ") }
            #expect(closed.ok, "the help stayed open:\n\(closed.rows.joined(separator: "\n"))")
            let sent = Date()
            pane.send("q")
            let exit = pane.waitForExit(timeout: 5)
            let waited = Date().timeIntervalSince(sent)
            #expect(exit?.rc == 0)
            #expect(waited < 1, "q took \(waited) s while a reload decoded")
        }
    }
}
