import SegueCore
import SegueFiles
import SegueJSON

/// Where a scenario that names Swift sources (`"swift"`, docs/user-code.md) is caught on its way
/// in: every command that loads a scenario to build its models passes it through `ready`, before
/// the terminal is touched. A host that can run the code (`segue-swift`: its `ModelFactory` has a
/// `prepare`) compiles and loads it there, and its problems are the command's error lines; the
/// static `segue`, which cannot load Swift code, stops with `SwiftHostNeeded` and hands the whole
/// command line to its host (`SwiftHostLauncher`).
public enum SwiftSourcesGate {
    /// Readies `scenario` (loaded from `file`) for `models`; nothing for a scenario without sources.
    /// The texts readied are embedded in `scenario` (`SwiftCodeSpec.embedded`), so its models are
    /// built from the code compiled, whatever the files say later and wherever another scenario's
    /// sources of the same names are. Returns the warnings about its sources, as lines (none
    /// without sources).
    @discardableResult
    public static func ready(_ scenario: inout Scenario, file: String, models: ModelFactory) throws -> [String] {
        guard let code = scenario.swift else { return [] }
        guard let prepare = models.prepare else { throw SwiftHostNeeded(file: file) }
        let texts = try read(code, scenarioFile: file).map(\.text)
        scenario.swift?.embedded = Dictionary(zip(code.sources, texts), uniquingKeysWith: { first, _ in first })
        return try prepare(scenario, file)
    }
}

extension SwiftSourcesGate {
    /// The largest Swift source read; unit: bytes; 8 MiB.
    static let maxSourceBytes = 8 << 20

    /// Each source of `code`, a scenario read from `scenarioFile`: its path (beside the scenario)
    /// and its text — a recorded session's copy when it embeds one, else the file's. A source that
    /// cannot be read is one line at its place in the scenario (`InputFailure`, exit 2).
    public static func read(_ code: SwiftCodeSpec, scenarioFile: String) throws -> [(path: String, text: String)] {
        try zip(code.sources, paths(of: code, scenarioFile: scenarioFile)).enumerated().map { index, named in
            let (relative, path) = named
            if let text = code.embedded[relative] { return (path, text) }
            do {
                let bytes = try SourceFile.readBytes(path: path, maxBytes: maxSourceBytes, kind: "a Swift source")
                return (path, String(decoding: bytes, as: UTF8.self))
            } catch let e as FileError {
                let at = code.sourcePositions.indices.contains(index) ? code.sourcePositions[index] : SourcePosition(line: 1, column: 1)
                throw InputFailure(lines: [Diagnostic(file: scenarioFile, at: at, keyPath: "swift.sources[\(index)]",
                                                      message: "\(path): \(e.message)").description])
            }
        }
    }

    /// Where the sources of `code` are: each path as written, beside `scenarioFile`.
    static func paths(of code: SwiftCodeSpec, scenarioFile: String) -> [String] {
        let folder = scenarioFile.lastIndex(of: "/").map { String(scenarioFile[...$0]) } ?? ""
        return code.sources.map { folder + $0 }
    }

    /// The texts of `scenario`'s Swift sources by path as written (`read`), for a recording to
    /// embed; empty for a scenario without sources, or when one cannot be read (the host has
    /// already reported it).
    public static func texts(of scenario: Scenario, file: String) -> [String: String] {
        guard let code = scenario.swift, let sources = try? read(code, scenarioFile: file) else { return [:] }
        return Dictionary(uniqueKeysWithValues: zip(code.sources, sources.map(\.text)))
    }
}

/// A scenario names Swift sources and this process cannot run them: the command must run in the
/// `segue-swift` host (docs/user-code.md, "The host").
public struct SwiftHostNeeded: Error, Sendable, Equatable {
    /// The scenario (or session) file that names the sources.
    public var file: String
}
