import SegueJSON

/// The scenario's own Swift code (`"swift"`, docs/scenarios.md, "Your own Swift code"): which
/// files, the function segue calls once with the container's controller, and the language mode.
/// The loader only reads and checks these values; the files are read and compiled outside the
/// model, which never touches files.
public struct SwiftCodeSpec: Sendable, Equatable {
    /// The source files as written in the scenario, relative to the scenario file's folder; 1 to
    /// `SwiftCodeSpec.maxSources` distinct paths, each ending in `.swift`, none absolute.
    public var sources: [String]
    /// The global function segue calls once with the container's controller: a plain Swift
    /// identifier (ASCII letters, digits and `_`, not starting with a digit).
    public var setUp: String
    /// The Swift language mode the sources are compiled in: 5 or 6; default 5.
    public var swiftVersion: Int
    /// Where each `sources` string is in the scenario (1-based line and column of its opening
    /// quote), in the order of `sources`; the key path of the i-th is `swift.sources[i]`.
    public var sourcePositions: [SourcePosition]
    /// Where the `setUp` string is in the scenario (key path `swift.setUp`).
    public var setUpPosition: SourcePosition
    /// The sources' texts by path as written, when a recorded session embeds them (a replay runs
    /// the code as it was recorded, whatever the files say now); empty (the default): read the files.
    public var embedded: [String: String] = [:]

    /// Most source files a scenario may name.
    public static let maxSources = 1000
    /// The language modes segue compiles in; the default is the first.
    public static let swiftVersions = 5...6

    /// - Parameters:
    ///   - sources: paths relative to the scenario's folder, each ending in `.swift`.
    ///   - setUp: a plain Swift identifier naming a global function.
    ///   - swiftVersion: 5 or 6; default 5.
    ///   - sourcePositions: one per source, where it is written (line and column, 1-based);
    ///     default none (code made without a file).
    ///   - setUpPosition: where `setUp` is written; default line 1, column 1.
    public init(sources: [String], setUp: String, swiftVersion: Int = 5,
                sourcePositions: [SourcePosition] = [], setUpPosition: SourcePosition = SourcePosition(line: 1, column: 1)) {
        self.sources = sources
        self.setUp = setUp
        self.swiftVersion = swiftVersion
        self.sourcePositions = sourcePositions
        self.setUpPosition = setUpPosition
    }
}
