import Foundation
import Testing

extension LivePreviewerTests {
    /// Hot reload watches a scenario's image files as well as the file itself (issue 17): in a
    /// real terminal, replacing an image (a new file renamed into place, as editors save) reloads
    /// the scenario; an image file the edited scenario names for the first time is watched from
    /// then on, and breaking it keeps the last good version and says why, naming its key path.
    @Suite struct ImageReload {
        /// `segue play` on a copy of pop-parallax-images (`mail.json`) and its screenshots
        /// (`Images/`) in a fresh folder, once its first frame shows.
        static func playACopy() throws -> (pane: SeguePane, images: URL, path: String, scenario: ScenarioFile) {
            let dir = try SeguePane.makeDirectory()
            let path = try ImageCommandTests.copyOfTheBuiltin(into: dir, as: "mail.json")
            let scenario = try ScenarioFile("pop-parallax-images")
            let pane = try SeguePane(["play", path], dir: dir)
            let (ok, screen) = pane.waitFor(scenario.title, timeout: 8)
            if !ok { pane.kill() }
            try #require(ok, "no first frame:\n\(screen.joined(separator: "\n"))")
            return (pane, dir.appendingPathComponent("Images"), path, scenario)
        }

        @Test func aChangedImageReloadsAndABadOneKeepsTheLastGood() throws {
            let (pane, images, path, scenario) = try ImageReload.playACopy()
            defer { pane.kill() }

            func replaceInbox(with bytes: Data) throws {
                let staged = images.appendingPathComponent("inbox.png.new")
                try bytes.write(to: staged)
                #expect(rename(staged.path, images.appendingPathComponent("inbox.png").path) == 0)
            }
            try replaceInbox(with: try Data(contentsOf: images.appendingPathComponent("message.png")))
            let reloaded = pane.waitFor { $0.contains { $0.contains("reloaded") } }
            #expect(reloaded.ok, "no reload after the image changed:\n\(reloaded.rows.joined(separator: "\n"))")

            // The scenario now names a new image file: that file is watched from the reload on.
            try FileManager.default.copyItem(atPath: images.appendingPathComponent("inbox.png").path,
                                             toPath: images.appendingPathComponent("extra.png").path)
            let renamed = scenario.text.replacingOccurrences(of: "Images/message.png", with: "Images/extra.png")
            try #require(renamed != scenario.text)
            try renamed.write(toFile: path, atomically: true, encoding: .utf8)
            Thread.sleep(forTimeInterval: 0.5)
            try Data("not a picture".utf8).write(to: images.appendingPathComponent("extra.png"))
            // The message line names the image's key path (the rest of the line, "… (keeping the
            // last good version)", runs past 120 columns here); the device still shows the images.
            let kept = pane.waitFor { rows in rows.contains { $0.contains("mail.json:9:") && $0.contains("screens[1].image:") } }
            #expect(kept.ok, "a new image file is not watched:\n\(kept.rows.joined(separator: "\n"))")
            #expect(kept.rows.contains { $0.contains("▀") }, "the last good version is still drawn")
            pane.send("q")
            #expect(pane.waitForExit()?.rc == 0)
        }
    }
}
