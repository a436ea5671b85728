import Foundation

/// Runs outside tools (python3, pyte, asciinema) for the tests, and knows whether this is CI,
/// where a missing tool is a failure rather than a skip.
public enum ToolRunner {
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: Data
        public var stderr: String
    }

    /// Whether the environment variable `CI` is set (and not `0`/`false`).
    public static var isCI: Bool {
        let v = (ProcessInfo.processInfo.environment["CI"] ?? "").lowercased()
        return !v.isEmpty && v != "0" && v != "false"
    }

    /// A fresh temporary directory.
    public static func temporaryDirectory(prefix: String = "segue-tests") throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Runs `arguments` through `/usr/bin/env` (so PATH is searched); nil when it cannot start.
    public static func run(_ arguments: [String]) -> Result? {
        guard let dir = try? temporaryDirectory(prefix: "segue-tool") else { return nil }
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
}
