import Foundation
import Testing

/// The Python tools the end-to-end render checks use (pyte, asciinema), under the same rule as
/// the renderer's encoder tests (`Tests/SegueRenderTests/ExternalTools.swift`): a missing tool
/// skips the test with a message — unless `CI` is set (and not `0`/`false`), where it fails.
enum TerminalTools {
    struct Result {
        var status: Int32
        var stdout: Data
        var stderr: String
    }

    static var isCI: Bool {
        let v = (ProcessInfo.processInfo.environment["CI"] ?? "").lowercased()
        return !v.isEmpty && v != "0" && v != "false"
    }

    /// The package root (three levels above this file).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The script that plays terminal output into pyte (shared with the renderer's tests).
    static let pyteScript = root.appendingPathComponent("Tests/SegueRenderTests/Support/pyte_screen.py").path

    /// A fresh temporary directory.
    static func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("segue-cli-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Runs `arguments` through `/usr/bin/env` (PATH is searched); nil when it cannot start.
    static func run(_ arguments: [String]) -> Result? {
        guard let dir = try? temporaryDirectory() else { return nil }
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out"), err = dir.appendingPathComponent("err")
        guard FileManager.default.createFile(atPath: out.path, contents: nil),
              FileManager.default.createFile(atPath: err.path, contents: nil),
              let outHandle = try? FileHandle(forWritingTo: out), let errHandle = try? FileHandle(forWritingTo: err)
        else { return nil }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = arguments
        p.standardInput = FileHandle.nullDevice
        p.standardOutput = outHandle
        p.standardError = errHandle
        do { try p.run() } catch { return nil }
        p.waitUntilExit()
        try? outHandle.close()
        try? errHandle.close()
        return Result(status: p.terminationStatus, stdout: (try? Data(contentsOf: out)) ?? Data(),
                      stderr: String(decoding: (try? Data(contentsOf: err)) ?? Data(), as: UTF8.self))
    }

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
