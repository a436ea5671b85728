import Foundation
import SegueCore
import SegueImage
import SegueRender
import SegueTestSupport
import Testing
import SegueJSON

/// A scenario's images read relative to its file: sizes and hashes filled in, and every bad
/// image refused with one `file:line:col: screens[1].image: …` line.
struct ImageLoadingTests {
    static func scenario(_ screens: String) -> String {
        """
        {"segue": 1, "name": "t", "device": "phone",
         "screens": [\(screens)],
         "container": {"kind": "navigation", "stack": ["a"]}}
        """
    }

    /// Writes `files` into a fresh folder and loads `json` from it as `s.json`.
    static func load(_ json: String, files: [String: [UInt8]]) throws -> (Result<LoadedImages, DiagnosticsError>, String) {
        let dir = try ToolRunner.temporaryDirectory()
        for (name, bytes) in files {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        let path = dir.appendingPathComponent("s.json").path
        let scenario = try ScenarioLoader.load(bytes: Array(json.utf8), file: path).scenario
        do { return (.success(try ImageLoading.load(scenario, scenarioPath: path)), path) } catch { return (.failure(error), path) }
    }

    @Test func imagesLoadRelativeToTheScenarioWithTheirSizeAndHash() throws {
        let png = TestImages.png(width: 6, height: 4) { _, _ in TestImages.red }
        let json = Self.scenario("""
            {"id": "a", "image": "Images/a.png", "imageFit": "fit",
             "elements": [{"id": "e", "frame": [0, 0, 0.5, 0.5], "image": "Images/a.png"}]}
            """)
        let (result, _) = try Self.load(json, files: ["Images/a.png": png])
        let loaded = try result.get()
        let refs = loaded.scenario.imageReferences
        #expect(refs.count == 2)
        #expect(refs.allSatisfy { $0.pixelWidth == 6 && $0.pixelHeight == 4 && $0.sha256 == SHA256.hex(png) })
        #expect(refs[0].fit == .fit && refs[1].fit == .fill)
        #expect(loaded.library.hashes == [SHA256.hex(png)])
    }

    @Test func aBadImageIsRefusedAtItsKey() throws {
        let json = Self.scenario("""
            {"id": "a"},
            {"id": "b", "image": "not.png"}, {"id": "c", "image": "missing.png"}
            """)
        let (result, path) = try Self.load(json, files: ["not.png": Array("hello".utf8)])
        guard case .failure(let error) = result else { Issue.record("loaded"); return }
        let lines = error.diagnostics.map(\.description)
        #expect(lines.count == 2)
        let dir = String(path.dropLast("s.json".count))
        #expect(lines.first == "segue: \(path):\(Self.position(of: "\"not.png\"", in: json)): screens[1].image: \(dir)not.png: "
                + "not a PNG or JPEG file (its first bytes are neither signature)")
        #expect(lines.last?.hasPrefix("segue: \(path):\(Self.position(of: "\"missing.png\"", in: json)): screens[2].image: "
                + "cannot read the image \(dir)missing.png: cannot open") == true)
    }

    /// `LINE:COL` (1-based) of the first `needle` in `text`.
    static func position(of needle: String, in text: String) -> String {
        let lines = text.components(separatedBy: "\n")
        for (n, line) in lines.enumerated() {
            if let r = line.range(of: needle) { return "\(n + 1):\(line.distance(from: line.startIndex, to: r.lowerBound) + 1)" }
        }
        return "?"
    }

    @Test(arguments: [
        (#"{"id": "a", "imageFit": "fit"}"#, "screens[0].imageFit: imageFit needs an image"),
        (#"{"id": "a", "image": "a.png", "imageFit": "cover"}"#, "screens[0].imageFit: unknown image fit"),
        (#"{"id": "a", "image": ""}"#, "screens[0].image: an image path must be 1 to 4096 bytes, without NUL"),
    ])
    func badKeysAreRefusedByTheLoader(_ screen: String, message: String) {
        let error = #expect(throws: DiagnosticsError.self) {
            try ScenarioLoader.load(bytes: Array(Self.scenario(screen).utf8), file: "s.json")
        }
        #expect(error?.diagnostics.contains { $0.description.contains(message) } == true, "\(error?.description ?? "")")
    }
}
