import SegueCore

/// Where a scenario that names Swift sources (`"swift"`, docs/user-code.md) is caught on its way
/// in: every command that loads a scenario to build its models passes it through `ready`, before
/// the terminal is touched. A host that can run the code (`segue-swift`: its `ModelFactory` has a
/// `prepare`) compiles and loads it there, and its problems are the command's error lines; the
/// static `segue`, which cannot load Swift code, stops with `SwiftHostNeeded` and hands the whole
/// command line to its host (`SwiftHostLauncher`).
public enum SwiftSourcesGate {
    /// Readies `scenario` (loaded from `file`) for `models`; nothing for a scenario without sources.
    /// Returns the warnings about its sources, as lines (none without sources).
    @discardableResult
    public static func ready(_ scenario: Scenario, file: String, models: ModelFactory) throws -> [String] {
        guard scenario.swift != nil else { return [] }
        guard let prepare = models.prepare else { throw SwiftHostNeeded(file: file) }
        return try prepare(scenario, file)
    }
}

/// A scenario names Swift sources and this process cannot run them: the command must run in the
/// `segue-swift` host (docs/user-code.md, "The host").
public struct SwiftHostNeeded: Error, Sendable, Equatable {
    /// The scenario (or session) file that names the sources.
    public var file: String
}
