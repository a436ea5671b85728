import Foundation
import SegueTestSupport
import Testing

/// `segue render --format png|gif` end to end: the files decoded by Pillow
/// (Tests/SeguePictureTests/Support/picture_probe.py), their sizes, frames and delays, and
/// colours at known points checked against the scenario files' own values.
struct PictureRenderTests {
    /// The film strip's layout in points (docs/panel-and-exports.md, "Pictures").
    static let margin = 24.0, gap = 24.0, label = 36.0
    static let background = [0xf6, 0xf8, 0xfa]

    static func requirePillow() throws {
        try TerminalTools.require("python3 with Pillow (PyPI)", probe: ["python3", "-c", "import PIL"])
    }

    /// A colour of a built-in scenario's file, as [r, g, b].
    static func scenarioValue(_ name: String, _ pick: ([String: Any]) -> Any?) throws -> Any? {
        let url = TerminalTools.root.appendingPathComponent("Scenarios/\(name).json")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        return (object as? [String: Any]).flatMap(pick)
    }

    static func screenColor(_ scenario: String, _ id: String) throws -> [Int] {
        let value = try scenarioValue(scenario) { j in
            (j["screens"] as? [[String: Any]])?.first { $0["id"] as? String == id }?["color"]
        }
        let hex = try #require(value as? String)
        let v = Int(hex.dropFirst(), radix: 16)!
        return [v >> 16 & 0xFF, v >> 8 & 0xFF, v & 0xFF]
    }

    static func render(_ args: [String], into dir: URL, name: String, env: [String: String] = [:]) throws -> (SegueResult, String) {
        let path = dir.appendingPathComponent(name).path
        return (try runSegue(["render"] + args + ["-o", path], env: env, timeout: 120), path)
    }

    /// The gif plays the run on the text export's frame schedule at 30 fps: as many frames,
    /// delays of whole centiseconds ≥ 2 adding up to the run (last frame time + 1/30 s), and the
    /// last frame shows the to view's colour; outside the display's corner, the background.
    @Test func aGIFPlaysTheWholeRun() throws {
        try Self.requirePillow()
        let dir = try TerminalTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (r, path) = try Self.render(["pop-parallax", "--format", "gif"], into: dir, name: "pop.gif")
        try #require(r.status == 0, "exit \(r.status): \(r.stderr)")
        let text = try runSegue(["render", "pop-parallax", "--fps", "30"])
        let headers = text.lines.filter { $0.hasPrefix("--- t=") }
        let lastHeader = try #require(headers.last)
        let last = try #require(Double(lastHeader.dropFirst(6).prefix { $0 != " " }))
        let probe = try PictureProbe.read(path, points: [(195, 600), (1, 1)])
        #expect(probe.format == "GIF" && probe.width == 390 && probe.height == 844)
        #expect(probe.frames == headers.count)
        #expect(probe.durations.allSatisfy { $0 >= 20 && $0 % 10 == 0 }, "\(probe.durations)")
        let total = probe.durations.reduce(0, +)
        #expect(abs(Double(total) - (last + 1.0 / 30) * 1000) <= 10, "delays add up to \(total) ms, the run is \(last) s + 1/30 s")
        #expect(probe.pixel(0) == (try Self.screenColor("pop-parallax", "inbox")), "the to view's colour")
        #expect(probe.pixel(1) == Self.background, "outside the display's rounded corner")
    }

    /// The alert's cover at full dimming: the presenter's colour × (1 − dim), the cover black.
    @Test func theAlertsCoverDimsThePresenter() throws {
        try Self.requirePillow()
        let dir = try TerminalTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (r, path) = try Self.render(["alert", "--format", "png", "--percent", "100"], into: dir, name: "alert.png")
        try #require(r.status == 0, "exit \(r.status): \(r.stderr)")
        let value = try Self.scenarioValue("alert") { j in
            (((j["transitions"] as? [String: Any])?["present"] as? [String: Any])?["animator"] as? [String: Any])?["dim"]
        }
        let dim = try #require(value as? Double)
        let presenter = try Self.screenColor("alert", "document")
        // (20, 800) in the frame: below the alert, inside the display; the frame starts at the margin.
        let probe = try PictureProbe.read(path, points: [(Int(Self.margin) + 20, Int(Self.margin) + 800)])
        #expect(probe.crc_ok, "a chunk's CRC is wrong")
        #expect(probe.pixel(0) == presenter.map { Int((Double($0) * (1 - dim)).rounded()) })
    }

    struct Strip: Sendable, CustomTestStringConvertible {
        var args: [String], frames: Int, scale: Double
        var testDescription: String { args.joined(separator: " ") }
    }

    @Test(arguments: [
        Strip(args: ["--at", "0,0.5,1"], frames: 3, scale: 1),
        Strip(args: ["--at", "0,1", "--scale", "2"], frames: 2, scale: 2),
        Strip(args: ["--percent", "50", "--scale", "0.5"], frames: 1, scale: 0.5),
        Strip(args: [], frames: 5, scale: 1),
    ])
    func aFilmStripIsItsFramesSideBySide(_ s: Strip) throws {
        try Self.requirePillow()
        let dir = try TerminalTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (r, path) = try Self.render(["pop-parallax", "--format", "png"] + s.args, into: dir, name: "strip.png")
        try #require(r.status == 0, "exit \(r.status): \(r.stderr)")
        let probe = try PictureProbe.read(path, points: [(0, 0)])
        let n = Double(s.frames)
        let width = n * 390 * s.scale + (n - 1) * Self.gap * s.scale + 2 * Self.margin * s.scale
        let height = 844 * s.scale + Self.label * s.scale + 2 * Self.margin * s.scale
        #expect(probe.format == "PNG" && probe.frames == 1 && probe.crc_ok)
        #expect(probe.width == Int(width) && probe.height == Int(height))
        #expect(probe.pixel(0) == Self.background)
    }

    /// A scaled gif is exactly `scale` times the device.
    @Test(arguments: [0.5, 2.0])
    func aScaledGIFIsScaleTimesTheDevice(_ scale: Double) throws {
        try Self.requirePillow()
        let dir = try TerminalTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (r, path) = try Self.render(["fade", "--format", "gif", "--until", "0.1", "--scale", "\(scale)"], into: dir, name: "f.gif")
        try #require(r.status == 0, "exit \(r.status): \(r.stderr)")
        let probe = try PictureProbe.read(path)
        #expect(probe.width == Int(390 * scale) && probe.height == Int(844 * scale))
        #expect(probe.frames == 4, "0, 1/30, 2/30, 3/30 s")
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        var args: [String], status: Int32, says: String
        var env: [String: String] = [:]
        var testDescription: String { args.joined(separator: " ") }
    }

    @Test(arguments: [
        Refusal(args: ["--format", "png", "--at", "x"], status: 2, says: "--at needs numbers"),
        Refusal(args: ["--format", "png", "--at", "0.1,"], status: 2, says: "--at needs numbers"),
        Refusal(args: ["--format", "png", "--percent", "101"], status: 2, says: "--percent needs numbers ≥ 0 and ≤ 100"),
        Refusal(args: ["--format", "png", "--scale", "0"], status: 2, says: "--scale needs a number > 0 and ≤ 4"),
        Refusal(args: ["--format", "gif", "--scale", "4.5"], status: 2, says: "--scale needs a number > 0 and ≤ 4"),
        Refusal(args: ["--format", "gif", "--fps", "60"], status: 2, says: "a gif runs at most at 50 frames/s"),
        Refusal(args: ["--format", "gif", "--at", "1"], status: 2, says: "--at and --percent are for png"),
        Refusal(args: ["--at", "0.1,0.2"], status: 2, says: "--at takes one time with --format text"),
        Refusal(args: ["--format", "cast", "--percent", "50"], status: 2, says: "--percent is for --format png"),
        Refusal(args: ["--scale", "2"], status: 2, says: "--scale is for --format png and gif"),
        Refusal(args: ["--format", "png", "--at", "1", "--percent", "5"], status: 2, says: "give one of them"),
        Refusal(args: ["--format", "png"], status: 1, says: "install the Debian package fonts-dejavu-core",
                env: ["SEGUE_FONT_DIR": "/nonexistent-segue-fonts"]),
    ])
    func badValuesAreOneLine(_ c: Refusal) throws {
        let dir = try TerminalTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (r, path) = try Self.render(["pop-parallax"] + c.args, into: dir, name: "out.pic", env: c.env)
        #expect(r.status == c.status, "exit \(r.status): \(r.stderr)")
        #expect(r.errorLines.count == 1 && r.stderr.hasPrefix("segue: render: ") && r.stderr.contains(c.says), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: path), "nothing is left behind")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty, "no temporary file either")
    }

    /// A terminal as standard output is refused before anything is drawn (util-linux's
    /// `script` gives the run a pty; skipped where it is missing).
    @Test func aTerminalStdoutIsRefused() throws {
        guard ToolRunner.run(["script", "--version"])?.status == 0 else {
            try Test.cancel("skipped: util-linux's script is missing")
        }
        let binary = try #require(segueBinaryURL()).path
        let r = try #require(ToolRunner.run(["script", "-qec", "\(binary) render fade --format gif", "/dev/null"]))
        let shown = String(decoding: r.stdout, as: UTF8.self)
        #expect(r.status == 2, "exit \(r.status): \(shown)")
        #expect(shown.contains("segue: render: --format gif writes binary data: give -o FILE or redirect standard output"))
        #expect(!shown.contains("GIF89a"))
    }

    @Test func aPercentTheTransitionNeverReachesIsAnError() throws {
        let r = try runSegue(["render", "alongside", "--format", "png", "--percent", "90", "-o", "/dev/null"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("never reaches it") && r.errorLines.count == 1, "\(r.stderr)")
    }

    @Test func anUnwritableOutputIsExitOneWithNothingLeft() throws {
        let dir = try TerminalTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("missing/dir/out.png").path
        let r = try runSegue(["render", "pop-parallax", "--format", "png", "--at", "0", "-o", path])
        #expect(r.status == 1 && r.errorLines.count == 1 && r.stderr.contains("cannot write"), "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }
}
