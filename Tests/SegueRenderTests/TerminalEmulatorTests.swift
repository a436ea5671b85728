import Foundation
import Testing
@testable import SegueRender
import SegueCore

/// The encoders checked by real terminal emulation: the ANSI stream and the cast's event data are
/// played into pyte at 120 × 40, and what pyte shows must be exactly the text frames. asciinema
/// must accept the cast. (Skipped without python3/pyte/asciinema unless CI is set; see ExternalTools.)
@Suite(.serialized)
struct TerminalEmulatorTests {
    static let cols = 120, rows = 40
    static let red = RGB(r: 255, g: 0, b: 0)

    /// Frame `i` of `n`: a device area with a panel sliding over it (eighth-block edge, wide
    /// characters, a control character planted directly in a cell), and the side panel at
    /// columns 80…119 with a hostile title and a growing log.
    static func frame(_ i: Int, of n: Int) -> CellGrid {
        var g = CellGrid(width: cols, height: rows)
        let p = Double(i) / Double(max(1, n - 1))
        let blue = RGB(r: 29, g: 78, b: 216), amber = RGB(r: 180, g: 83, b: 9)
        for y in 2..<38 { for x in 4..<58 { g[x, y] = Cell(" ", bg: blue) } }
        g.put("Inbox", x: 6, y: 3, fg: .white, attributes: .bold)
        g.put("Anna: lunch? 午饭", x: 6, y: 5, fg: .white)
        let left = 10 + Int(p * 40)
        for y in 4..<30 {
            for x in left..<min(left + 30, 58) { g[x, y] = Cell(" ", bg: amber) }
            g[left - 1, y] = Cell("▐", fg: amber, bg: blue)
        }
        g.put("Message — 消息 ✓", x: left + 1, y: 6, fg: .white, attributes: [.bold, .underline])
        g[1, 1] = Cell("R", fg: red, attributes: .bold)
        g[0, 39] = Cell("\u{1B}")
        g[119, 39] = Cell("e")   // the bottom-right cell: written without scrolling
        var info = TestGrids.sampleInfo()
        info.title = "\u{1B}]0;pwned\u{07}Pan to pop \u{1B}[2J"
        info.percent = p
        info.timingOffset = 0.4 * p
        info.log = Array(info.log.prefix(5 + i * 3))
        drawPanel(info, into: &g, rect: CellRect(x: 80, y: 0, width: 40, height: 40), options: PanelOptions(speed: i % 2 == 0 ? 1 : 0.5))
        return g
    }

    static let frames: [CellGrid] = (0..<8).map { frame($0, of: 8) } + [frame(7, of: 8)]

    struct PyteOutput: Decodable {
        struct Probe: Decodable {
            var data: String
            var fg: String
            var bold: Bool
        }
        var screens: [[String]]
        var title: String
        var probes: [String: Probe]
    }

    static func pyte(_ args: [String]) throws -> PyteOutput {
        try ExternalTools.require("python3 with pyte (PyPI)", probe: ["python3", "-c", "import pyte"])
        let r = try #require(ExternalTools.run(["python3", ExternalTools.pyteScript, "--cols", "\(cols)", "--rows", "\(rows)"] + args))
        try #require(r.status == 0, "pyte_screen.py failed: \(r.stderr)")
        return try JSONDecoder().decode(PyteOutput.self, from: r.stdout)
    }

    static func expectSame(_ screen: [String], _ grid: CellGrid, _ label: String) {
        let expected = TextFrameEncoder.lines(grid)
        #expect(screen.count == expected.count, "\(label): row count")
        for (y, (got, want)) in zip(screen, expected).enumerated() where got != want {
            Issue.record("\(label) row \(y): pyte shows \(got.debugDescription), text frame has \(want.debugDescription)")
        }
    }

    @Test(arguments: ColorMode.allCases)
    func ansiStreamShowsTheLastTextFrame(mode: ColorMode) throws {
        let dir = try ExternalTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("frames.ans")
        try Data(ANSIEncoder.stream(Self.frames, colorMode: mode).utf8).write(to: file)
        let out = try Self.pyte(["--ansi", file.path, "--probe", "1,1"])
        Self.expectSame(out.screens[0], Self.frames.last!, "\(mode)")
        #expect(out.title == "", "an OSC title sequence got through")
        let probe = try #require(out.probes["1,1"])
        #expect(probe.data == "R" && probe.bold)
        switch mode {
        case .direct, .xterm256: #expect(probe.fg == "ff0000")   // pyte reports both as hex
        case .ansi16: #expect(probe.fg != "default")
        case .none: #expect(probe.fg == "default")
        }
    }

    @Test func castShowsEveryTextFrame() throws {
        let dir = try ExternalTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var encoder = AsciicastEncoder(width: Self.cols, height: Self.rows, title: "\u{1B}]0;x\u{07}demo", timestamp: 1_700_000_000)
        var cast = encoder.header()
        var shown: [CellGrid] = []   // the frames that produced an event, in order
        for (i, f) in Self.frames.enumerated() {
            let line = encoder.event(f, at: Double(i) / 60)
            if !line.isEmpty { shown.append(f) }
            cast += line
        }
        #expect(shown.count == Self.frames.count - 1)   // the repeated last frame adds no event
        // The end event shows the cursor again and changes no cell: the screen stays the last frame.
        cast += encoder.end()
        shown.append(Self.frames.last!)
        let file = dir.appendingPathComponent("demo.cast")
        try Data(cast.utf8).write(to: file)
        let out = try Self.pyte(["--cast", file.path, "--every"])
        #expect(out.screens.count == shown.count)
        for (i, (screen, grid)) in zip(out.screens, shown).enumerated() { Self.expectSame(screen, grid, "event \(i)") }
        #expect(out.title == "")
    }

    @Test func asciinemaAcceptsTheCast() throws {
        let dir = try ExternalTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let frames = Self.frames.enumerated().map { (t: Double($0.offset) * 0.25, grid: $0.element) }
        let cast = AsciicastEncoder.encode(frames, title: "segue \"demo\"", timestamp: 1_700_000_000)
        let file = dir.appendingPathComponent("demo.cast")
        try Data(cast.utf8).write(to: file)
        let command = try ExternalTools.asciinemaCommand()
        let r = try #require(ExternalTools.run(command + ["cat", file.path]))
        #expect(r.status == 0, "asciinema cat failed: \(r.stderr)")
        // `asciinema cat` prints the events' data back to back.
        var expected = ""
        var encoder = ANSIEncoder(colorMode: .xterm256)
        for (i, f) in frames.enumerated() { expected += (i == 0 ? ANSIEncoder.hideCursor : "") + encoder.encode(f.grid) }
        expected += ANSIEncoder.trailer(rows: Self.rows)
        #expect(String(decoding: r.stdout, as: UTF8.self) == expected)
    }
}
