import Foundation
import XCTest

@testable import SegueUserCode

/// Compiling with the real swiftc (on PATH) through a wrapper script that counts the compiles it
/// runs, into the test's own temporary cache. Each compile is a few lines (~1 s each).
final class SwiftCompilerTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-usercode-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// A `swiftc` that appends a line to `runs.txt` for each compile (not for `--version`) and
    /// then runs the real one.
    private func countingCompiler() throws -> SwiftCompiler {
        let wrapper = folder + "/swiftc"
        let script = """
            #!/bin/sh
            [ "$1" = --version ] || echo run >> '\(folder)/runs.txt'
            exec swiftc "$@"

            """
        try script.write(toFile: wrapper, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper)
        return try SwiftCompiler(swiftc: wrapper, cacheDirectory: folder + "/cache")
    }

    private var compileRuns: Int {
        ((try? String(contentsOfFile: folder + "/runs.txt", encoding: .utf8)) ?? "").split(separator: "\n").count
    }

    /// What SegueUIKit will declare for the rewritten `#selector(`; here a stand-in.
    private let selectors = SwiftSource(path: "Selectors.swift", text: "func __sel__<T>(_ method: T) -> Int { 0 }\n")

    func testAnErrorIsReportedAtItsPlaceInTheOriginalFile() throws {
        let text = """
            final class Drop {
                @objc func handlePan(_ g: AnyObject) {}
                func install() -> Int {
                    let s = #selector(handlePan); let n: Int = "x"
                    return s + n
                }
            }

            """
        let compiler = try countingCompiler()
        XCTAssertThrowsError(try compiler.compile([SwiftSource(path: "Scenarios/Drop.swift", text: text), selectors], languageMode: 5)) { error in
            guard case SwiftCompilerError.compileFailed(let errors, _, _, _) = error else { return XCTFail("\(error)") }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let row = try! XCTUnwrap(lines.firstIndex { $0.contains("= \"x\"") })
            let column = String(lines[row]).components(separatedBy: "\"x\"")[0].utf8.count + 1  // swiftc counts UTF-8 bytes
            XCTAssertEqual(errors.count, 1, "\(errors)")
            XCTAssertEqual(errors.first?.file, "Scenarios/Drop.swift")
            XCTAssertEqual(errors.first?.line, row + 1)
            XCTAssertEqual(errors.first?.column, column)
            XCTAssertEqual(errors.first?.description.hasPrefix("segue: Scenarios/Drop.swift:\(row + 1):\(column): swift: "), true)
        }
        XCTAssertEqual(compileRuns, 1)
    }

    func testAGoodSourceCompilesOnceAndAChangedByteCompilesAgain() throws {
        let compiler = try countingCompiler()
        let text = "final class Drop {\n    @objc func pan(_ g: AnyObject) {}\n    func install() -> Int { #selector(pan) + 1 }\n}\n"
        let first = try compiler.compile([SwiftSource(path: "Drop.swift", text: text), selectors], languageMode: 6)
        XCTAssertTrue(first.compiled)
        XCTAssertTrue(first.path.hasPrefix(folder + "/cache/") && first.path.hasSuffix(".so"), first.path)
        var before = stat()
        XCTAssertEqual(stat(first.path, &before), 0, "no library at \(first.path)")
        XCTAssertEqual(compileRuns, 1)

        let again = try compiler.compile([SwiftSource(path: "Drop.swift", text: text), selectors], languageMode: 6)
        XCTAssertEqual(again.path, first.path)
        XCTAssertFalse(again.compiled)
        XCTAssertEqual(compileRuns, 1, "an unchanged input ran swiftc")
        var after = stat()
        XCTAssertEqual(stat(again.path, &after), 0)
        XCTAssertEqual(after.st_ino, before.st_ino)
        XCTAssertEqual(after.st_mtim.tv_nsec, before.st_mtim.tv_nsec)

        let changed = try compiler.compile([SwiftSource(path: "Drop.swift", text: text.replacingOccurrences(of: "+ 1", with: "+ 2")), selectors],
                                           languageMode: 6)
        XCTAssertTrue(changed.compiled)
        XCTAssertNotEqual(changed.path, first.path)
        XCTAssertEqual(compileRuns, 2)
        XCTAssertTrue(FileManager.default.fileExists(atPath: changed.path))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder + "/cache").filter { !$0.hasSuffix(".so") }
        XCTAssertEqual(leftovers, [], "the cache keeps only libraries")
    }

    func testAMissingCompilerIsOneLine() {
        XCTAssertThrowsError(try SwiftCompiler(swiftc: folder + "/no-such-swiftc", cacheDirectory: folder + "/cache")) { error in
            XCTAssertEqual("\(error)".split(separator: "\n").count, 1)
            XCTAssertTrue("\(error)".hasPrefix("segue: swift: cannot run \(folder)/no-such-swiftc"), "\(error)")
        }
    }
}
