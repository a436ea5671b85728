import Foundation
import SegueTestSupport
import Testing

/// The Python tools the end-to-end render checks use (pyte, asciinema), under the same rule as
/// the renderer's encoder tests (`Tests/SegueRenderTests/ExternalTools.swift`): a missing tool
/// skips the test with a message — unless `CI` is set (and not `0`/`false`), where it fails.
enum TerminalTools {
    typealias Result = ToolRunner.Result

    static var isCI: Bool { ToolRunner.isCI }

    /// The package root (three levels above this file).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The script that plays terminal output into pyte (shared with the renderer's tests).
    static let pyteScript = root.appendingPathComponent("Tests/SegueRenderTests/Support/pyte_screen.py").path

    /// A fresh temporary directory.
    static func temporaryDirectory() throws -> URL { try ToolRunner.temporaryDirectory(prefix: "segue-cli-render") }

    /// Runs `arguments` through `/usr/bin/env` (PATH is searched); nil when it cannot start.
    static func run(_ arguments: [String]) -> Result? { ToolRunner.run(arguments) }

    /// Skips (outside CI) or fails (under CI) unless `probe` runs and exits 0.
    static func require(_ what: String, probe: [String]) throws {
        if run(probe)?.status == 0 { return }
        let message = "\(what) is missing (`\(probe.joined(separator: " "))` failed); run scripts/deps.sh to install it"
        if isCI { try #require(Bool(false), "\(message) — required because CI is set") }
        try Test.cancel(Comment(rawValue: "skipped: " + message))
    }

    /// The command that runs asciinema: `asciinema` on the PATH, else `python3 -m asciinema`.
    static func asciinemaCommand() throws -> [String] {
        if let r = run(["asciinema", "--version"]), r.status == 0 { return ["asciinema"] }
        try require("asciinema (PyPI)", probe: ["python3", "-m", "asciinema", "--version"])
        return ["python3", "-m", "asciinema"]
    }

    /// What pyte shows after playing a file (see pyte_screen.py).
    struct Screens: Decodable {
        var screens: [[String]]
        var title: String
    }

    /// Plays `file` (`--ansi` or `--cast`) into pyte at `cols` × `rows`.
    static func pyte(_ kind: String, _ file: String, cols: Int = 120, rows: Int = 40, every: Bool = false) throws -> Screens {
        try require("python3 with pyte (PyPI)", probe: ["python3", "-c", "import pyte"])
        let r = try #require(run(["python3", pyteScript, "--cols", "\(cols)", "--rows", "\(rows)", "--\(kind)", file]
                                 + (every ? ["--every"] : [])))
        try #require(r.status == 0, "pyte_screen.py failed: \(r.stderr)")
        return try JSONDecoder().decode(Screens.self, from: r.stdout)
    }
}
