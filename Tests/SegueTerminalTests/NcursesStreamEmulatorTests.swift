import Foundation
import SegueCore
import SegueRender
@testable import SegueTerminal
import SegueTestSupport
import Testing

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
            let r = try #require(ToolRunner.run(["python3", Self.pyteScript, "--cols", "120", "--rows", "40", "--ansi", file.path]))
            try #require(r.status == 0, "pyte_screen.py failed: \(r.stderr)")
            let object = try JSONSerialization.jsonObject(with: r.stdout) as? [String: Any]
            let screen = try #require((object?["screens"] as? [[String]])?.first)
            let expected = run.text[k]
            #expect(screen.count == expected.count, "\(termType) frame \(k): row count")
            for (y, (got, want)) in zip(screen, expected).enumerated() where got != want {
                Issue.record("\(termType) \(limit.map { "\($0)" } ?? "") frame \(k) row \(y): pyte shows \(got.debugDescription), the frame has \(want.debugDescription)")
            }
        }
    }
}
