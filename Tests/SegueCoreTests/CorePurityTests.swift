import Foundation
import Testing

/// SegueCore takes bytes and gives values and lines: reading files, the environment, `/proc`,
/// the working directory and the clock belong to SegueFiles and the executable
/// (docs/terminal.md, "Who touches the world"). Regression: `SourceFile.readBytes`,
/// `BuiltinScenarios.locate` (`getenv`, `/proc/self/exe`) and `jsonFiles` (`opendir`) were in Core.
struct CorePurityTests {
    /// Calls and names that reach outside the process's memory.
    static let worldly = [#"\bgetenv\("#, #"\bsetenv\("#, #"\bfopen\("#, #"\bopendir\("#, #"\breaddir\("#, #"\breadlink\("#,
                          #"\brealpath\("#, #"\bgetcwd\("#, #"\bstat\("#, #"\bfstat\("#, #"[^.\w]open\("#, #"\bclock_gettime\("#,
                          #"\bFileManager\b"#, #"\bFileHandle\b"#, #"\bProcessInfo\b"#, #"\bCommandLine\b"#, #"\bDate\(\)"#,
                          #""/proc/"#]

    /// SegueCore, the umbrella, and the modules it re-exports: the rule holds for each.
    static let pureModules = ["SegueCore", "SegueSupport", "SegueScenario", "SegueModel", "SeguePlayback"]

    static func coreSources() throws -> [String] {
        try pureModules.flatMap { module in
            let dir = TestPaths.root + "/Sources/" + module
            let files = try #require(FileManager.default.enumerator(atPath: dir)).compactMap { $0 as? String }
            return files.filter { $0.hasSuffix(".swift") }.sorted().map { dir + "/" + $0 }
        }
    }

    @Test func coreNeverTouchesTheWorld() throws {
        let sources = try Self.coreSources()
        #expect(sources.count > 50, "found the sources")
        for path in sources {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//") else { continue }
                for pattern in Self.worldly where code.range(of: pattern, options: .regularExpression) != nil {
                    Issue.record("\(path):\(n + 1): \(pattern) in SegueCore: \(code)")
                }
            }
        }
    }

    /// Core formats its own numbers (`DecimalText`): Foundation's locale-dependent formatting,
    /// files and processes stay out. Regression: five Core files imported Foundation for
    /// `String(format:)`.
    @Test func coreDoesNotImportFoundation() throws {
        for path in try Self.coreSources() {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(!text.split(separator: "\n").contains { $0.hasPrefix("import Foundation") }, "\(path) imports Foundation")
        }
    }
}
