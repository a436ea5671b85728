import Foundation
import SegueCore
import SegueTestSupport
import Testing

/// Scenarios with images through the command line: they render, a bad image is refused before
/// anything is drawn (exit 2), and a session replayed with a changed image file is refused.
struct ImageCommandTests {
    /// A copy of pop-parallax-images and its screenshots in a fresh folder; returns the scenario's path.
    static func copyOfTheBuiltin() throws -> (dir: URL, scenario: String) {
        let dir = try ToolRunner.temporaryDirectory()
        return (dir, try copyOfTheBuiltin(into: dir))
    }

    /// Copies pop-parallax-images to `dir/name` and its screenshots to `dir/Images/`; returns the
    /// scenario's path (the live reload tests copy it into their tmux pane's folder).
    static func copyOfTheBuiltin(into dir: URL, as name: String = "s.json") throws -> String {
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Images"), withIntermediateDirectories: true)
        for name in ["inbox.png", "message.png"] {
            try FileManager.default.copyItem(atPath: repositoryRoot + "/Scenarios/Images/\(name)", toPath: dir.appendingPathComponent("Images/\(name)").path)
        }
        let scenario = dir.appendingPathComponent(name).path
        try FileManager.default.copyItem(atPath: repositoryRoot + "/Scenarios/pop-parallax-images.json", toPath: scenario)
        return scenario
    }

    @Test func aScenarioWithImagesRendersItsHalfBlocks() throws {
        let (dir, scenario) = try Self.copyOfTheBuiltin()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try runSegue(["render", scenario, "--at", "0", "--size", "120x40"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("▀"))
    }

    @Test func aBadImageIsRefusedBeforeRendering() throws {
        let (dir, scenario) = try Self.copyOfTheBuiltin()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("not a picture".utf8).write(to: dir.appendingPathComponent("Images/message.png"))
        let r = try runSegue(["render", scenario, "--at", "0"])
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(r.errorLines.count == 1)
        #expect(r.errorLines.first?.hasPrefix("segue: \(scenario):") == true)
        #expect(r.errorLines.first?.contains(": screens[1].image: ") == true)
        #expect(r.errorLines.first?.hasSuffix("message.png: not a PNG or JPEG file (its first bytes are neither signature)") == true)
    }

    /// A session recorded with the inbox screenshot whose hash was `recorded`, replayed now.
    static func session(_ dir: URL, scenario: String, recorded: String) throws -> String {
        let json = try String(contentsOfFile: scenario, encoding: .utf8).replacingOccurrences(of: "\n", with: " ")
        let message = SHA256.hex(Array(try Data(contentsOf: dir.appendingPathComponent("Images/message.png"))))
        let header = "{\"segue_session\":1,\"created\":\"2026-11-30T05:13:02Z\",\"size\":[120,40],\"source\":\"\(scenario)\","
            + "\"images\":{\"Images/inbox.png\":\"\(recorded)\",\"Images/message.png\":\"\(message)\"},\"scenario\":\(json)}"
        let path = dir.appendingPathComponent("run.segue").path
        try Data((header + "\n{\"t\":0.5,\"end\":true}\n").utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aSessionReplaysWithTheImagesItRecorded() throws {
        let (dir, scenario) = try Self.copyOfTheBuiltin()
        defer { try? FileManager.default.removeItem(at: dir) }
        let inbox = SHA256.hex(Array(try Data(contentsOf: dir.appendingPathComponent("Images/inbox.png"))))
        let r = try runSegue(["render", try Self.session(dir, scenario: scenario, recorded: inbox), "--at", "0.2"])
        #expect(r.status == 0, "\(r.stderr)")
    }

    @Test func aSessionWithAChangedImageIsRefusedNamingBothHashes() throws {
        let (dir, scenario) = try Self.copyOfTheBuiltin()
        defer { try? FileManager.default.removeItem(at: dir) }
        let inbox = SHA256.hex(Array(try Data(contentsOf: dir.appendingPathComponent("Images/inbox.png"))))
        let recorded = String(repeating: "0", count: 64)
        let session = try Self.session(dir, scenario: scenario, recorded: recorded)
        let r = try runSegue(["render", session, "--at", "0.2"])
        #expect(r.status == 2)
        #expect(r.errorLines == ["segue: \(session): image Images/inbox.png is not the file this session was recorded with "
                                 + "(recorded SHA-256 000000000000…, the file now \(inbox.prefix(12))…): a replay would not show what was recorded"])
    }
}
