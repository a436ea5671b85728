import Foundation
import Testing

/// What a run of the `segue` binary produced.
struct SegueResult: Sendable {
    /// The exit status (or 128 + signal number when killed by a signal, −1 on timeout).
    var status: Int32
    var stdout: String
    var stderr: String

    /// stdout split into lines, without the final empty one.
    var lines: [String] {
        var l = stdout.components(separatedBy: "\n")
        if l.last == "" { l.removeLast() }
        return l
    }

    /// stderr split into lines, without the final empty one.
    var errorLines: [String] {
        var l = stderr.components(separatedBy: "\n")
        if l.last == "" { l.removeLast() }
        return l
    }
}

/// The built `segue` binary: `$SEGUE_BIN` if set, else next to the test bundle (SwiftPM's
/// products directory, e.g. `.build/debug/`), else `.build/debug/segue` of this package.
func segueBinaryURL() -> URL? {
    let fm = FileManager.default
    var candidates: [URL] = []
    if let path = ProcessInfo.processInfo.environment["SEGUE_BIN"] { candidates.append(URL(fileURLWithPath: path)) }
    let bundle = Bundle.main.bundleURL
    candidates.append(bundle.appendingPathComponent("segue"))
    candidates.append(bundle.deletingLastPathComponent().appendingPathComponent("segue"))
    if let exe = Bundle.main.executableURL {
        candidates.append(exe.deletingLastPathComponent().appendingPathComponent("segue"))
    }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    candidates.append(root.appendingPathComponent(".build/debug/segue"))
    return candidates.first { fm.isExecutableFile(atPath: $0.path) }
}

/// Runs the built `segue` with `args` and returns its status and output.
///
/// - Parameters:
///   - args: the arguments after the program name.
///   - stdin: bytes fed to standard input; nil means /dev/null (so a command that reads input
///     never waits).
///   - env: variables set for this run, over a fixed base: the test process's environment
///     without `LANG`, `LC_*`, `NO_COLOR`, `COLUMNS` and `LINES`, plus `LANG=C.UTF-8`. A value
///     of "" removes the variable.
///   - timeout: seconds before the process is killed (status −1).
func runSegue(_ args: [String], stdin: String? = nil, env: [String: String] = [:], timeout: Double = 20) throws -> SegueResult {
    guard let binary = segueBinaryURL() else {
        throw RunSegueError.binaryNotFound
    }
    let environment = segueEnvironment(env)

    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("segue-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let outURL = dir.appendingPathComponent("stdout"), errURL = dir.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)

    let process = Process()
    process.executableURL = binary
    process.arguments = args
    process.environment = environment
    process.standardOutput = out
    process.standardError = err
    if let stdin {
        let inURL = dir.appendingPathComponent("stdin")
        try Data(stdin.utf8).write(to: inURL)
        process.standardInput = try FileHandle(forReadingFrom: inURL)
    } else {
        process.standardInput = FileHandle.nullDevice
    }
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning, Date() < deadline { usleep(5_000) }
    var status: Int32
    if process.isRunning {
        process.terminate()
        process.waitUntilExit()
        status = -1
    } else {
        process.waitUntilExit()
        status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    }
    try out.close()
    try err.close()
    let stdout = String(decoding: try Data(contentsOf: outURL), as: UTF8.self)
    let stderr = String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
    return SegueResult(status: status, stdout: stdout, stderr: stderr)
}

/// The environment `runSegue` gives the binary: the test process's without `LANG`, `LC_*`,
/// `NO_COLOR`, `COLUMNS` and `LINES`, plus `LANG=C.UTF-8`, then `env` over it ("" removes).
func segueEnvironment(_ env: [String: String] = [:]) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment.filter { key, _ in
        !(key == "LANG" || key.hasPrefix("LC_") || key == "NO_COLOR" || key == "COLUMNS" || key == "LINES")
    }
    environment["LANG"] = "C.UTF-8"
    for (k, v) in env { environment[k] = v.isEmpty ? nil : v }
    return environment
}

enum RunSegueError: Error, CustomStringConvertible {
    case binaryNotFound
    var description: String { "the segue binary was not found (build it with `swift build`, or set SEGUE_BIN)" }
}
