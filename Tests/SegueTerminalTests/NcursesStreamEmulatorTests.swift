import Foundation
import SegueCore
import SegueRender
@testable import SegueTerminal
import SegueTestSupport
import Testing
@testable import SegueScreen

/// The ncurses backend's byte stream played into pyte (a terminal emulator,
/// Tests/SegueRenderTests/Support/pyte_screen.py): after any frame, what pyte shows must be
/// exactly that frame's text, in every colour mode ncurses can be given here (xterm-256color;
/// xterm's 8 colours; no colour). Checks the writer's runs, skipped cells and bridged gaps
/// against an independent reading of the bytes. (Skipped without python3 and pyte unless CI is
/// set.) No direct-colour terminfo entry is installed here, so direct colour is not played.
extension CaptureBackendTests {
    static let pyteScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../SegueRenderTests/Support/pyte_screen.py").standardized.path

    static let emulatedTerminals: [(termType: String, limit: ColorMode?)] = [
        ("xterm-256color", nil), ("xterm", nil), ("xterm-256color", ColorMode.none),
    ]

    @Test(arguments: emulatedTerminals)
    func pyteShowsEachFrameOfThePush(termType: String, limit: ColorMode?) throws {
        let available = ToolRunner.run(["python3", "-c", "import pyte"])?.status == 0
        if !available {
            if ToolRunner.isCI { Issue.record("python3 with pyte is missing — required because CI is set") }
            try Test.cancel("skipped: python3 with pyte (PyPI) is missing; run scripts/deps.sh")
        }
        let run = try pushFrames(duration: 0.5, sync: .on, termType: termType, colorLimit: limit)
        let dir = try ToolRunner.temporaryDirectory(prefix: "segue-terminal-tests")
        defer { try? FileManager.default.removeItem(at: dir) }
        // The stream up to the end of frame k, for a frame early in the push, one in its middle and the last.
        let n = run.frames.count
        for k in [8, n / 2, n - 1] {
            let end = run.all.count - run.frames[(k + 1)...].reduce(0) { $0 + $1.count }
            let file = dir.appendingPathComponent("frame\(k).ans")
            try Data(run.all.prefix(end)).write(to: file)
            let probes = Self.probedCells.flatMap { ["--probe", "\($0.x),\($0.y)"] }
            let r = try #require(ToolRunner.run(["python3", Self.pyteScript, "--cols", "120", "--rows", "40", "--ansi", file.path] + probes))
            try #require(r.status == 0, "pyte_screen.py failed: \(r.stderr)")
            let object = try JSONSerialization.jsonObject(with: r.stdout) as? [String: Any]
            let screen = try #require((object?["screens"] as? [[String]])?.first)
            let expected = run.text[k]
            #expect(screen.count == expected.count, "\(termType) frame \(k): row count")
            for (y, (got, want)) in zip(screen, expected).enumerated() where got != want {
                Issue.record("\(termType) \(limit.map { "\($0)" } ?? "") frame \(k) row \(y): pyte shows \(got.debugDescription), the frame has \(want.debugDescription)")
            }
            if termType == "xterm-256color", limit == nil {
                try checkColours(object?["probes"] as? [String: [String: Any]], of: run.grids[k], frame: k)
            }
        }
    }

    /// Cells across the device's middle row and its title row, where the push moves and dims.
    static let probedCells: [(x: Int, y: Int)] = (0..<16).flatMap { i in [(x: 42 + 2 * i, y: 20), (x: 42 + 2 * i, y: 2)] }

    /// pyte's background (and foreground, under a glyph) of each probed cell is the xterm colour
    /// the frame's cell maps to: the 256-colour index as pyte names it, a hex RGB from its own
    /// table, against the cube and grey ramp written out in `Self.xterm256Hex`.
    func checkColours(_ probes: [String: [String: Any]]?, of grid: CellGrid, frame k: Int) throws {
        let probes = try #require(probes, "pyte_screen.py reported no probes")
        for (x, y) in Self.probedCells {
            let p = try #require(probes["\(x),\(y)"])
            let cell = grid[x, y]
            if let bg = cell.bg {
                #expect(p["bg"] as? String == Self.xterm256Hex(Palette.xterm256Index(for: bg)), "frame \(k) cell (\(x), \(y)) background")
            }
            if cell.glyph != " ", let fg = cell.fg {
                #expect(p["fg"] as? String == Self.xterm256Hex(Palette.xterm256Index(for: fg)), "frame \(k) cell (\(x), \(y)) foreground")
            }
        }
    }

    /// The RGB of xterm colour `index` (16…255) as six lowercase hex digits: the 6 × 6 × 6 cube of
    /// levels 0, 95, 135, 175, 215, 255 from 16, then 24 greys 8, 18, … 238 from 232.
    static func xterm256Hex(_ index: Int) -> String {
        let levels = [0, 95, 135, 175, 215, 255]
        let rgb: [Int] = index >= 232 ? Array(repeating: 8 + 10 * (index - 232), count: 3)
            : [levels[(index - 16) / 36], levels[(index - 16) / 6 % 6], levels[(index - 16) % 6]]
        let hex = Array("0123456789abcdef")
        return String(rgb.flatMap { [hex[$0 / 16], hex[$0 % 16]] })
    }
}
