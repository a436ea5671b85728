import Foundation
import SegueTestSupport
import Testing

/// `segue render --format text` as a file format, and its link to the golden frames: the CLI
/// draws exactly what the golden tests render.
struct RenderCommandTests {
    /// The text of a golden frame (its `# text` block, the `|` ends and trailing spaces removed).
    static func goldenText(_ name: String) throws -> [String] {
        let url = TerminalTools.root.appendingPathComponent("Tests/SegueRenderTests/Golden/scenarios/\(name).golden")
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.hasPrefix("# text") }) + 1
        let end = try #require(lines.firstIndex { $0.hasPrefix("# fg") })
        return lines[start..<end].map { line in
            var l = String(line.dropLast())   // the '|'
            while l.hasSuffix(" ") { l.removeLast() }
            return l
        }
    }

    /// The last frame of the demo run equals the `end` golden of ScenarioGoldenTests, for every
    /// built-in scenario (the goldens are rendered in-process through the same player setup).
    @Test(arguments: RenderSafetyTests.builtins)
    func lastTextFrameOfTheDemoIsTheEndGolden(_ name: String) throws {
        let r = try runSegue(["render", name])
        try #require(r.status == 0, "\(r.stderr)")
        let last = try #require(RenderOutput.textFrames(r.stdout).last)
        let golden = try Self.goldenText("\(name)-end")
        #expect(last.lines.count == 40)
        for (y, (got, want)) in zip(last.lines, golden).enumerated() where got != want {
            Issue.record("\(name) row \(y): segue render shows \(got.debugDescription), the golden \(want.debugDescription)")
        }
    }

    /// Every block is a `--- t=T` header and exactly `rows` lines (no blank separator lines);
    /// headers step by 1/fps from 0.
    @Test func textFramesAreAHeaderAndExactlyRowsLines() throws {
        let r = try runSegue(["render", "pop-parallax", "--size", "60x20", "--fps", "10", "--until", "0.5"])
        try #require(r.status == 0, "\(r.stderr)")
        #expect(r.lines.count == 6 * 21, "\(r.lines.count) lines")
        let frames = RenderOutput.textFrames(r.stdout)
        #expect(frames.map(\.header) == ["0.000", "0.100", "0.200", "0.300", "0.400", "0.500"].map { "--- t=" + $0 })
        #expect(frames.allSatisfy { $0.lines.count == 20 })
        #expect(r.lines.first == "--- t=0.000")
    }

    /// `--at T` prints (without a header) the same frame a run shows at T.
    @Test(arguments: [0.0, 0.75, 1.2])
    func atPrintsTheFrameOfTheRunAtThatTime(_ t: Double) throws {
        let events = "0.5 right*12@0.03; 0.9 enter"
        let at = try runSegue(["render", "pop-parallax", "--events", events, "--at", "\(t)"])
        let run = try runSegue(["render", "pop-parallax", "--events", events, "--fps", "20", "--until", "\(t)"])
        try #require(at.status == 0 && run.status == 0, "\(at.stderr)\(run.stderr)")
        let last = try #require(RenderOutput.textFrames(run.stdout).last)
        #expect(last.header == "--- t=" + String(format: "%.3f", t))
        #expect(at.lines == last.lines)
    }

    /// The smallest terminal a device is drawn in, worked from the layout rules (docs/screen.md):
    /// inside the one-cell frame the device needs ≥ 10 × 5 cells with sy ≈ 2·sx, so with the
    /// aspect a = 2·width/height it needs rows R with round(a·R) ≥ 10 and columns C with
    /// round(C / a) ≥ 5. Phone: a = 780/844 = 0.9242; R ≥ 9.5 / a = 10.28 → 11 (round(10.17) = 10,
    /// round(9.24) = 9 is short), C = 10 (round(10.82) = 11 ≥ 5): 12 × 13 with the frame.
    /// `fill` takes the whole area: 10 × 5 inside, 12 × 7.
    static let phoneMinimum = (cols: 10 + 2, rows: 11 + 2)

    /// A size too small for the device is an error (exit 2, one line), not a frame saying
    /// "terminal too small". Regression: `--size 10x5` printed a cut-off message and exited 0.
    @Test(arguments: [
        (["pop-parallax", "--size", "10x5"], "--size 10x5: too small for the device phone (need at least 12x13)"),
        (["pop-parallax", "--size", "11x40", "--at", "0"], "--size 11x40: too small for the device phone (need at least 12x13)"),
        (["pop-parallax", "--size", "120x12", "--format", "cast"], "--size 120x12: too small for the device phone (need at least 12x13)"),
        (["pop-parallax", "--size", "1x1", "--no-hud"], "--size 1x1: too small for the device phone (need at least 12x13)"),
        (["pop-parallax", "--device", "fill", "--size", "30x6"], "--size 30x6: too small for the device fill (need at least 12x7)"),
    ] as [([String], String)])
    func sizeTooSmallForTheDeviceIsAnError(_ args: [String], _ message: String) throws {
        let r = try runSegue(["render"] + args)
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "segue: render: \(message)\n")
    }

    /// The product of --size, --fps and the run's length is bounded at 2^32 cells (issue 28: the
    /// documented maxima made a 220 GB text render): refused with one line, exit 2, before a
    /// byte is written. Frames = seconds × fps + 1 (t = 0 included), cells = columns × rows.
    @Test(arguments: [
        (["--size", "1000x500", "--fps", "1000"], "up to 600 s (no --until)", 600 * 1000 + 1),
        (["--size", "1000x500", "--fps", "60", "--until", "144"], "--until 144", 144 * 60 + 1),
    ] as [([String], String, Int)])
    func tooManyCellsAreRefusedBeforeWriting(_ args: [String], _ span: String, _ frames: Int) throws {
        let dir = try ToolRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("big.txt").path
        let r = try runSegue(["render", "pop-parallax", "-o", out] + args)
        let fps = args[args.firstIndex(of: "--fps")! + 1]
        let cells = Double(frames) * 500_000
        #expect(cells > 4_294_967_296)
        #expect(r.status == 2)
        #expect(r.stderr == "segue: render: --size 1000x500 at --fps \(fps) for \(span) is \(frames) frames of 500000 cells, "
                + "\(frames * 500_000) cells; at most 4294967296 (2^32): give a shorter --until, a lower --fps "
                + "or a smaller --size\n")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// The minimum itself renders (and one less in either direction does not).
    @Test func theMinimumSizeRenders() throws {
        let (c, r) = Self.phoneMinimum
        let ok = try runSegue(["render", "pop-parallax", "--size", "\(c)x\(r)", "--at", "0"])
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(ok.lines.count == r && ok.stdout.contains("╭"))
        for size in ["\(c - 1)x\(r)", "\(c)x\(r - 1)"] {
            #expect(try runSegue(["render", "pop-parallax", "--size", size, "--at", "0"]).status == 2, "\(size)")
        }
    }

    /// Page Up / Page Down in the events scroll the panel's log in the rendered frames as they did
    /// live: scrolled back, the log's last row says how many entries are below and stays put while
    /// the transition adds entries; Page Down back to the bottom follows the newest again.
    @Test func pageKeysScrollTheLogInRenderedFrames() throws {
        // Paged up while the released pop finishes; two pages down once it is over. The drag's
        // updates are one folded row, so the log outgrows the 18 rows of a 34-row terminal only
        // with the calls around them.
        let events = "0 right*10@0.03; 0.4 pageup; 0.7 pagedown; 0.72 pagedown"
        func logRows(at t: Double) throws -> [String] {
            let r = try runSegue(["render", "pop-parallax", "--events", events, "--at", "\(t)", "--size", "120x34"])
            try #require(r.status == 0, "\(r.stderr)")
            // The panel is the right-hand 45 columns of 120; the log has rows 15…32.
            return r.lines[15...32].map { line in String(line.unicodeScalars.dropFirst(75).map(Character.init)) }
        }
        let scrolled = try logRows(at: 0.46), later = try logRows(at: 0.6), bottom = try logRows(at: 0.75)
        #expect(scrolled.last?.hasPrefix("↓ ") == true && scrolled.last?.hasSuffix(" newer") == true, "\(scrolled)")
        #expect(later.dropLast() == scrolled.dropLast())
        // The finish's completion calls at 0.565 s come in below the view: as many as the
        // exported log has between the two instants (none of them a folded update).
        func below(_ rows: [String]) -> Int? { rows.last.flatMap { Int($0.dropFirst(2).prefix { $0.isNumber }) } }
        let n = try #require(below(scrolled))
        let log = try TimelineLogTests.log(["pop-parallax", "--events", events])
        let added = try log.filter { line in
            let t = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])["t"] as? Double ?? -1
            return t > 0.46 && t <= 0.6
        }
        #expect(added.count >= 4 && added.allSatisfy { !$0.contains("update(") }, "\(added)")
        #expect(below(later) == n + added.count)
        #expect(bottom.last?.contains("animated: true)") == true && bottom.contains { $0.contains("didShow: inbox") }, "\(bottom)")
    }
}
