import Foundation
import Testing

/// `segue render` end to end through a terminal emulator: the built binary's ANSI stream and
/// asciicast are played into pyte, and the screen must be exactly the last text frame that
/// `--format text` prints for the same run; asciinema must accept the cast. (Skipped without
/// python3/pyte/asciinema unless CI is set, where they are required; see TerminalTools.)
@Suite(.serialized)
struct RenderTerminalTests {
    /// A render run: the arguments shared by the text, ANSI and cast runs, and the size.
    struct Run: Sendable, CustomTestStringConvertible {
        var label: String
        var args: [String]
        var color: String
        var cols = 120, rows = 40
        var testDescription: String { label }
    }

    static let runs: [Run] = [
        Run(label: "pop-parallax mid-pan (interactive)", args: ["pop-parallax", "--events", "0.5 right*12@0.03", "--until", "0.8"],
            color: "direct"),
        Run(label: "pop-parallax finishing after release", args: ["pop-parallax", "--events", "0.5 right*12@0.03; 0.9 enter", "--until", "1.0"],
            color: "256"),
        Run(label: "pop-parallax whole demo", args: ["pop-parallax"], color: "16"),
        Run(label: "alert: cover and spring mid-way", args: ["alert", "--until", "0.9"], color: "256"),
        Run(label: "swing-drop mid-swing (rotation)", args: ["swing-drop", "--until", "2.3"], color: "direct"),
        Run(label: "pinch-pop cancelled pinch", args: ["pinch-pop", "--events", "0.2 minus*6@0.05; 0.6 escape", "--until", "0.65"],
            color: "none"),
        Run(label: "tabs-slide at 100x30 without the panel", args: ["tabs-slide", "--size", "100x30", "--no-hud", "--until", "0.6"],
            color: "256", cols: 100, rows: 30),
    ]

    /// The text frames of `run` (header + rows each), after checking the run succeeded. The
    /// colour mode is passed too: without colour the renderer draws fill patterns instead.
    static func textFrames(_ run: Run) throws -> [(header: String, lines: [String])] {
        let r = try runSegue(["render"] + run.args + ["--format", "text", "--color", run.color])
        try #require(r.status == 0, "\(run.label): text render failed: \(r.stderr)")
        let frames = RenderOutput.textFrames(r.stdout)
        try #require(!frames.isEmpty, "\(run.label): no text frames")
        for f in frames where f.lines.count != run.rows {
            Issue.record("\(run.label): frame \(f.header) has \(f.lines.count) lines, not \(run.rows)")
        }
        return frames
    }

    /// Renders `run` in `format` to a file in `dir` and returns its path.
    static func renderFile(_ run: Run, format: String, in dir: URL) throws -> String {
        let path = dir.appendingPathComponent("out.\(format)").path
        let r = try runSegue(["render"] + run.args + ["--format", format, "--color", run.color, "-o", path])
        try #require(r.status == 0, "\(run.label): \(format) render failed: \(r.stderr)")
        return path
    }

    static func expectSame(_ screen: [String], _ lines: [String], _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(screen.count == lines.count, "\(label): pyte has \(screen.count) rows, the text frame \(lines.count)",
                sourceLocation: sourceLocation)
        var shown = 0
        for (y, (got, want)) in zip(screen, lines).enumerated() where got != want {
            shown += 1
            if shown > 6 { Issue.record("\(label): … more rows differ", sourceLocation: sourceLocation); break }
            Issue.record("\(label) row \(y): pyte shows \(got.debugDescription), the text frame has \(want.debugDescription)",
                         sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: runs)
    func ansiStreamEndsOnTheLastTextFrame(_ run: Run) throws {
        let text = try Self.textFrames(run)
        let dir = try TerminalTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = try Self.renderFile(run, format: "ansi", in: dir)
        let stream = String(decoding: try Data(contentsOf: URL(fileURLWithPath: file)), as: UTF8.self)
        #expect(RenderOutput.problems(in: stream, allowCSI: true).isEmpty,
                "\(run.label): \(RenderOutput.problems(in: stream, allowCSI: true).prefix(5))")
        let out = try TerminalTools.pyte("ansi", file, cols: run.cols, rows: run.rows)
        Self.expectSame(out.screens.last ?? [], text.last!.lines, "\(run.label) (ansi, --color \(run.color))")
        #expect(out.title == "", "\(run.label): a window title got through: \(out.title.debugDescription)")
    }

    @Test(arguments: runs)
    func castShowsEachTextFrameAtItsTime(_ run: Run) throws {
        let text = try Self.textFrames(run)
        let byHeader = Dictionary(text.map { ($0.header, $0.lines) }, uniquingKeysWith: { a, _ in a })
        let dir = try TerminalTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = try Self.renderFile(run, format: "cast", in: dir)
        let cast = try #require(RenderOutput.cast(String(decoding: try Data(contentsOf: URL(fileURLWithPath: file)), as: UTF8.self)),
                                "\(run.label): not an asciicast v2 file")
        #expect(cast.header["version"] as? Int == 2)
        #expect(cast.header["width"] as? Int == run.cols && cast.header["height"] as? Int == run.rows)
        for e in cast.events where !RenderOutput.problems(in: e.data, allowCSI: true).isEmpty {
            Issue.record("\(run.label): event at \(e.t): \(RenderOutput.problems(in: e.data, allowCSI: true).prefix(5))")
        }
        let out = try TerminalTools.pyte("cast", file, cols: run.cols, rows: run.rows, every: true)
        try #require(out.screens.count == cast.events.count, "\(run.label): pyte saw \(out.screens.count) events, the cast has \(cast.events.count)")
        for (screen, event) in zip(out.screens, cast.events) {
            let header = "--- t=" + String(format: "%.3f", event.t)
            let lines = try #require(byHeader[header], "\(run.label): the cast has an event at \(event.t) but no text frame has \(header)")
            Self.expectSame(screen, lines, "\(run.label) (cast event at \(header.dropFirst(4)))")
        }
        Self.expectSame(out.screens.last ?? [], text.last!.lines, "\(run.label) (cast, final screen)")
        #expect(out.title == "")
    }

    @Test(arguments: [runs[0], runs[4], runs[6]])
    func asciinemaPlaysTheCast(_ run: Run) throws {
        let command = try TerminalTools.asciinemaCommand()
        let dir = try TerminalTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = try Self.renderFile(run, format: "cast", in: dir)
        let r = try #require(TerminalTools.run(command + ["cat", file]))
        #expect(r.status == 0, "\(run.label): asciinema cat failed: \(r.stderr)")
        #expect(!r.stdout.isEmpty)
    }

    /// Sizes from the smallest the phone fits in (12 × 13; smaller is an error, see
    /// RenderCommandTests) to larger than any real terminal: never a crash, every frame the size
    /// asked for, and the ANSI stream still ends on the last text frame.
    @Test(arguments: [(12, 13), (20, 14), (400, 120)])
    func oddSizes(_ cols: Int, _ rows: Int) throws {
        let run = Run(label: "pop-parallax at \(cols)x\(rows)", args: ["pop-parallax", "--size", "\(cols)x\(rows)"],
                      color: "256", cols: cols, rows: rows)
        let text = try Self.textFrames(run)
        for f in text {
            for line in f.lines where line.count > cols {
                Issue.record("\(run.label): \(f.header) has a line of \(line.count) characters")
            }
        }
        for format in ["ansi", "cast"] {
            let r = try runSegue(["render"] + run.args + ["--format", format])
            #expect(r.status == 0, "\(run.label) --format \(format): exit \(r.status): \(r.stderr)")
        }
        let at = try runSegue(["render"] + run.args + ["--at", "0.75"])
        #expect(at.status == 0, "\(run.label) --at 0.75: exit \(at.status): \(at.stderr)")
        #expect(at.lines.count == rows)
        let dir = try TerminalTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = try Self.renderFile(run, format: "ansi", in: dir)
        let out = try TerminalTools.pyte("ansi", file, cols: cols, rows: rows)
        Self.expectSame(out.screens.last ?? [], text.last!.lines, "\(run.label) (ansi)")
    }
}
