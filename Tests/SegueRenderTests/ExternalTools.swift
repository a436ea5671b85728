import Foundation
import SegueTestSupport
import Testing

/// Runs the Python tools the encoder checks use (pyte, asciinema), with the rule: when a tool is
/// missing the test is skipped (cancelled) with a message — unless the environment variable
/// `CI` is set (and not `0`/`false`), where a missing tool is a failure.
enum ExternalTools {
    typealias Result = ToolRunner.Result

    static var isCI: Bool { ToolRunner.isCI }

    /// The helper script that plays output into pyte.
    static let pyteScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Support/pyte_screen.py").path

    /// A fresh temporary directory.
    static func temporaryDirectory() throws -> URL { try ToolRunner.temporaryDirectory(prefix: "segue-render-tests") }

    /// Runs `arguments` through `/usr/bin/env` (PATH is searched); nil when it cannot start.
    static func run(_ arguments: [String]) -> Result? { ToolRunner.run(arguments) }

    /// Skips (outside CI) or fails (under CI) unless `probe` runs and exits 0.
    static func require(_ what: String, probe: [String]) throws {
        let available = run(probe)?.status == 0
        if available { return }
        let message = "\(what) is missing (`\(probe.joined(separator: " "))` failed); run scripts/deps.sh to install it"
        if isCI { try #require(available, "\(message) — required because CI is set") }
        try Test.cancel(Comment(rawValue: "skipped: " + message))
    }

    /// The command that runs asciinema: `asciinema` on the PATH, else `python3 -m asciinema`.
    static func asciinemaCommand() throws -> [String] {
        if let r = run(["asciinema", "--version"]), r.status == 0 { return ["asciinema"] }
        try require("asciinema (PyPI)", probe: ["python3", "-m", "asciinema", "--version"])
        return ["python3", "-m", "asciinema"]
    }
}
