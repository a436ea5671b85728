import Foundation
import Synchronization

/// Type-checks generated Swift source with the toolchain's `swiftc` against stand-in modules
/// built from interface files (Swift files of declarations with Apple's exact signatures): the
/// way the export tests prove that `segue export` writes code that compiles against UIKit and
/// SwiftUI, which do not exist on Linux (docs/export.md, "How the export is checked").
public enum SwiftTypeCheck {
    /// What `swiftc -typecheck` said.
    public struct Outcome: Sendable {
        /// Whether it exited 0 with no error.
        public var succeeded: Bool
        /// Its diagnostics (stderr), for the failure message.
        public var diagnostics: String
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Module directories already built in this test process, by interface path.
    private static let built = Mutex<[String: URL]>([:])

    /// A directory holding module `name` compiled from `interface` (`swiftc -emit-module`),
    /// built once per test process. `dependencies` are directories of modules it imports.
    public static func module(named name: String, interface: URL, dependencies: [URL] = []) throws -> URL {
        let key = name + "|" + interface.path
        if let dir = built.withLock({ $0[key] }) { return dir }
        let dir = try ToolRunner.temporaryDirectory(prefix: "segue-module-\(name)")
        let arguments = ["swiftc", "-emit-module", "-parse-as-library", "-module-name", name,
                         "-emit-module-path", dir.appendingPathComponent("\(name).swiftmodule").path]
            + dependencies.flatMap { ["-I", $0.path] } + [interface.path]
        guard let result = ToolRunner.run(arguments) else { throw Failure(description: "swiftc could not be started") }
        guard result.status == 0 else {
            throw Failure(description: "the interface \(interface.lastPathComponent) does not compile:\n\(result.stderr)")
        }
        built.withLock { $0[key] = dir }
        return dir
    }

    /// `swiftc -typecheck` of `source` (written to a file called `fileName`) with the modules in
    /// `moduleDirectories` on the import path. Warnings are reported as errors, so generated
    /// code must be warning-free too.
    public static func typecheck(_ source: String, fileName: String, moduleDirectories: [URL]) throws -> Outcome {
        let dir = try ToolRunner.temporaryDirectory(prefix: "segue-typecheck")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent(fileName)
        try Data(source.utf8).write(to: file)
        let arguments = ["swiftc", "-typecheck", "-warnings-as-errors"] + moduleDirectories.flatMap { ["-I", $0.path] } + [file.path]
        guard let result = ToolRunner.run(arguments) else { throw Failure(description: "swiftc could not be started") }
        return Outcome(succeeded: result.status == 0, diagnostics: result.stderr)
    }

    /// `source` with its two Objective-C-only constructs made checkable on Linux, where Swift
    /// has no Objective-C interop: `@objc ` is removed, and `#selector(m)` becomes
    /// `_typeCheckedSelector(m)`, a function the interface declares, so `m` must still name a
    /// method that exists with those argument labels.
    public static func rewritingObjectiveC(_ source: String) -> String {
        source.replacingOccurrences(of: "@objc ", with: "")
            .replacingOccurrences(of: "#selector(", with: "_typeCheckedSelector(")
    }
}
