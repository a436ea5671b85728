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
        public init(description: String) { self.description = description }
    }

    /// Module directories already built in this test process, by interface path.
    private static let built = Mutex<[String: URL]>([:])

    /// A directory holding module `name` compiled from `interface` (`swiftc -emit-module`),
    /// built once per test process. `dependencies` are directories of modules it imports.
    public static func module(named name: String, interface: URL, dependencies: [URL] = []) throws -> URL {
        let key = name + "|" + interface.path
        if let dir = built.withLock({ $0[key] }) { return dir }
        let dir = try ToolRunner.temporaryDirectory(prefix: "segue-module-\(name)")
        let arguments = ["swiftc", "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", name,
                         "-emit-module-path", dir.appendingPathComponent("\(name).swiftmodule").path]
            + dependencies.flatMap { ["-I", $0.path] } + [interface.path]
        guard let result = ToolRunner.run(arguments) else { throw Failure(description: "swiftc could not be started") }
        guard result.status == 0 else {
            throw Failure(description: "the interface \(interface.lastPathComponent) does not compile:\n\(result.stderr)")
        }
        built.withLock { $0[key] = dir }
        return dir
    }

    /// The language modes generated code must be clean in: Swift 5, Swift 6, and Swift 6 with
    /// main-actor default isolation (SE-0466, the default of new Xcode app targets).
    public enum Mode: String, CaseIterable, Sendable, CustomStringConvertible {
        case swift5, swift6, swift6MainActor
        /// swiftc's flags for the mode.
        public var flags: [String] {
            switch self {
            case .swift5: ["-swift-version", "5"]
            case .swift6: ["-swift-version", "6"]
            case .swift6MainActor: ["-swift-version", "6", "-default-isolation", "MainActor"]
            }
        }
        public var description: String { flags.joined(separator: " ") }
    }

    /// `swiftc -typecheck` of `source` (written to a file called `fileName`) with the modules in
    /// `moduleDirectories` on the import path, in language `mode` (default Swift 5). Warnings are
    /// reported as errors, so generated code must be warning-free too.
    public static func typecheck(_ source: String, fileName: String, moduleDirectories: [URL], mode: Mode = .swift5) throws -> Outcome {
        try typecheck([(fileName, source)], moduleDirectories: moduleDirectories, mode: mode)
    }

    /// The same for several files in one `swiftc` call (one module): cheaper than a call each.
    public static func typecheck(_ files: [(name: String, source: String)], moduleDirectories: [URL], mode: Mode = .swift5) throws -> Outcome {
        let dir = try ToolRunner.temporaryDirectory(prefix: "segue-typecheck")
        defer { try? FileManager.default.removeItem(at: dir) }
        var paths: [String] = []
        for (name, source) in files {
            let file = dir.appendingPathComponent(name)
            try Data(source.utf8).write(to: file)
            paths.append(file.path)
        }
        let arguments = ["swiftc", "-typecheck", "-warnings-as-errors"] + mode.flags + moduleDirectories.flatMap { ["-I", $0.path] } + paths
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
