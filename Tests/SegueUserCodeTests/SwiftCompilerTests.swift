import Foundation
import Testing

@testable import SegueUserCode

/// Compiling with the real swiftc (on PATH) through a wrapper script that counts the compiles it
/// runs, into the test's own temporary folder. Each compile is a few lines (~0.5 s each).
struct SwiftCompilerTests {
    /// The test's folder: the counting wrapper `swiftc`, its `runs.txt`, and the cache.
    private final class Workspace {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-usercode-\(UUID().uuidString)").path

        /// A `swiftc` that appends a line to `runs.txt` for each compile (not for `--version`)
        /// and then runs the real one.
        func countingCompiler() throws -> SwiftCompiler {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let wrapper = folder + "/swiftc"
            let script = """
                #!/bin/sh
                [ "$1" = --version ] || echo run >> '\(folder)/runs.txt'
                exec swiftc "$@"

                """
            // Written through a descriptor closed on exec: a program another test spawns while
            // this file is open must not keep it open for writing, or running it fails with
            // ETXTBSY ("Text file busy").
            let fd = open(wrapper, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
            try #require(fd >= 0, "cannot create \(wrapper)")
            let bytes = Array(script.utf8)
            let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
            try #require(written == bytes.count, "cannot write \(wrapper)")
            return try SwiftCompiler(swiftc: wrapper, cacheDirectory: folder + "/cache")
        }

        /// How many compiles the wrapper has run.
        var compileRuns: Int {
            ((try? String(contentsOfFile: folder + "/runs.txt", encoding: .utf8)) ?? "").split(separator: "\n").count
        }

        deinit { try? FileManager.default.removeItem(atPath: folder) }
    }

    /// What SegueUIKit will declare for the rewritten `#selector(`; here a stand-in.
    private let selectors = SwiftSource(path: "Selectors.swift", text: "func __sel__<T>(_ method: T) -> Int { 0 }\n")

    @Test func anErrorIsReportedAtItsPlaceInTheOriginalFile() throws {
        let text = """
            final class Drop {
                @objc func handlePan(_ g: AnyObject) {}
                func install() -> Int {
                    let s = #selector(handlePan); let n: Int = "x"
                    return s + n
                }
            }

            """
        let workspace = Workspace()
        let compiler = try workspace.countingCompiler()
        let error = try #require(throws: SwiftCompilerError.self) {
            try compiler.compile([SwiftSource(path: "Scenarios/Drop.swift", text: text), selectors], languageMode: 5)
        }
        guard case .compileFailed(let errors, _, _, _) = error else {
            Issue.record("not a compile failure: \(error)")
            return
        }
        // Where `"x"` is in the original text: its line, and its column in UTF-8 bytes as swiftc counts.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = try #require(lines.firstIndex { $0.contains("= \"x\"") })
        let column = lines[row].components(separatedBy: "\"x\"")[0].utf8.count + 1
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.file == "Scenarios/Drop.swift")
        #expect(errors.first?.line == row + 1)
        #expect(errors.first?.column == column)
        #expect(errors.first?.description.hasPrefix("segue: Scenarios/Drop.swift:\(row + 1):\(column): swift: ") == true)
        #expect(workspace.compileRuns == 1)
    }

    @Test func aGoodSourceCompilesOnceAndAChangedByteCompilesAgain() throws {
        let workspace = Workspace()
        let compiler = try workspace.countingCompiler()
        let text = "final class Drop {\n    @objc func pan(_ g: AnyObject) {}\n    func install() -> Int { #selector(pan) + 1 }\n}\n"
        let first = try compiler.compile([SwiftSource(path: "Drop.swift", text: text), selectors], languageMode: 6)
        #expect(first.compiled)
        #expect(first.path.hasPrefix(workspace.folder + "/cache/") && first.path.hasSuffix(".so"), "\(first.path)")
        var before = stat()
        try #require(stat(first.path, &before) == 0, "no library at \(first.path)")
        #expect(workspace.compileRuns == 1)

        let again = try compiler.compile([SwiftSource(path: "Drop.swift", text: text), selectors], languageMode: 6)
        #expect(again.path == first.path)
        #expect(!again.compiled)
        #expect(workspace.compileRuns == 1, "an unchanged input ran swiftc")
        var after = stat()
        try #require(stat(again.path, &after) == 0)
        #expect(after.st_ino == before.st_ino)
        #expect(after.st_mtim.tv_sec == before.st_mtim.tv_sec && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)

        let changedText = text.replacingOccurrences(of: "+ 1", with: "+ 2")
        let changed = try compiler.compile([SwiftSource(path: "Drop.swift", text: changedText), selectors], languageMode: 6)
        #expect(changed.compiled)
        #expect(changed.path != first.path)
        #expect(workspace.compileRuns == 2)
        #expect(FileManager.default.fileExists(atPath: changed.path))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: workspace.folder + "/cache").filter { !$0.hasSuffix(".so") }
        #expect(leftovers == [], "the cache keeps only libraries")
    }

    @Test func aMissingCompilerIsOneLine() throws {
        let missing = FileManager.default.temporaryDirectory.path + "/segue-no-such-swiftc-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: missing + "-cache") }
        let error = try #require(throws: SwiftCompilerError.self) {
            try SwiftCompiler(swiftc: missing, cacheDirectory: missing + "-cache")
        }
        #expect(error.description == "segue: swift: cannot run \(missing): No such file or directory")
        #expect(try FileManager.default.contentsOfDirectory(atPath: missing + "-cache") == [], "a file was left in the cache")
    }
}
