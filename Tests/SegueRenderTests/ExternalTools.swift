import Foundation
import Testing

/// Runs the Python tools the encoder checks use (pyte, asciinema), with the rule: when a tool is
/// missing the test is skipped (cancelled) with a message — unless the environment variable
/// `CI` is set (and not `0`/`false`), where a missing tool is a failure.
enum ExternalTools {
    struct Result {
        var status: Int32
        var stdout: Data
        var stderr: String
    }

    static var isCI: Bool {
        let v = (ProcessInfo.processInfo.environment["CI"] ?? "").lowercased()
        return !v.isEmpty && v != "0" && v != "false"
    }

    /// The helper script that plays output into pyte.
    static let pyteScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Support/pyte_screen.py").path

    /// A fresh temporary directory for one test.
    static func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("segue-render-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Runs `arguments` through `/usr/bin/env` (so PATH is searched); nil when it cannot start.
    static func run(_ arguments: [String]) -> Result? {
        let dir = FileManager.default.temporaryDirectory
        let out = dir.appendingPathComponent("segue-out-\(UUID().uuidString)")
        let err = dir.appendingPathComponent("segue-err-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
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
        let stdout = (try? Data(contentsOf: out)) ?? Data()
        let stderr = String(decoding: (try? Data(contentsOf: err)) ?? Data(), as: UTF8.self)
        return Result(status: p.terminationStatus, stdout: stdout, stderr: stderr)
    }

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
