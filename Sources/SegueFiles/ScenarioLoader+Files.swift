import SegueCore
import SegueJSON

extension ScenarioLoader {
    /// Loads the scenario file at `path`, applying `overrides` (`KEY.PATH=VALUE`, as given to
    /// `--set`) to the JSON tree before validation.
    /// - Parameters:
    ///   - path: the file, as given; it also names the file in diagnostics.
    ///   - overrides: `--set` arguments in the order given; default none.
    /// - Throws: `FileError` when the file cannot be read (or is over 1 MiB, or not a regular file),
    ///   `DiagnosticsError` when it is not a valid scenario.
    public static func load(path: String, overrides: [String] = []) throws -> LoadedScenario {
        let bytes = try SourceFile.readBytes(path: path, maxBytes: maxFileBytes, kind: "a scenario")
        return try load(bytes: bytes, file: path, overrides: overrides)
    }
}
