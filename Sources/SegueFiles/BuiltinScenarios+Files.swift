import SegueCore

extension BuiltinScenarios {
    /// The scenarios folder for this process (reads the environment, the executable path and
    /// the working directory).
    public static func locate() -> String? {
        locate(environment: FileSystem.environment(environmentVariable), executablePath: FileSystem.executablePath(),
               currentDirectory: FileSystem.currentDirectory(), isDirectory: FileSystem.isDirectory)
    }

    /// The built-in scenarios in `directory`, sorted by name (see `entry`: a broken file is
    /// listed as unreadable rather than hiding the others).
    public static func list(in directory: String) -> [BuiltinScenario] {
        FileSystem.jsonFiles(in: directory).map { file in
            let path = join(directory, file)
            return entry(fileName: file, path: path, bytes: try? SourceFile.readBytes(path: path, maxBytes: ScenarioLoader.maxFileBytes))
        }.sorted { $0.name < $1.name }
    }

    /// Resolves a SCENARIO argument against the file system: an existing file is used as is;
    /// otherwise a built-in name is looked up in `directory`.
    /// - Parameter directory: the built-in scenarios' folder (`locate()`), nil when not found.
    /// - Throws: `FileError` naming what was tried, with a "did you mean" hint; for a path
    ///   that names a directory, FIFO, device or socket, what it is (`isNotRegularFile`; asked
    ///   with `stat`, never `open`).
    public static func resolve(_ argument: String, directory: String?) throws(FileError) -> String {
        try resolve(argument, directory: directory, isFile: FileSystem.isRegularFile, kindOf: FileSystem.nonRegularKind,
                    scenarioNames: { FileSystem.jsonFiles(in: $0).map { String($0.dropLast(5)) } })
    }
}
