import SegueJSON
import SegueSupport

/// A built-in scenario as listed by `segue list` and the gallery.
public struct BuiltinScenario: Sendable, Equatable {
    /// File name without `.json` (`pop-parallax`); what the command line accepts.
    public var name: String
    /// The scenario's `title` (its name if it has none).
    public var title: String
    /// The scenario's `description` (`Seed 003: …`).
    public var description: String
    /// Where the file is.
    public var path: String
    public init(name: String, title: String, description: String, path: String) {
        self.name = name
        self.title = title
        self.description = description
        self.path = path
    }
}

/// Finds the `Scenarios/` folder wherever the binary runs from, lists it, and resolves a
/// SCENARIO argument (a path or a built-in name).
///
/// Search order: `$SEGUE_SCENARIOS`; then each directory from the executable's own
/// (resolved through `/proc/self/exe`, else `CommandLine.arguments[0]`) up to `/`, looking for a
/// `Scenarios` folder; then `<exe dir>/../share/segue/Scenarios`; then `./Scenarios`.
///
/// Everything here is pure: what the file system says comes in as arguments. The versions
/// that ask the process and the disk (`locate()`, `list(in:)`, `resolve(_:directory:)`) are
/// in SegueFiles (docs/terminal.md, "Who touches the world").
public enum BuiltinScenarios {
    /// Environment variable that names the scenarios folder explicitly.
    public static let environmentVariable = "SEGUE_SCENARIOS"

    /// The folders to try, in order (pure: everything it needs is an argument).
    /// - Parameters:
    ///   - environment: the value of `$SEGUE_SCENARIOS`, if set.
    ///   - executablePath: the executable's resolved absolute path, if known.
    ///   - currentDirectory: the working directory.
    public static func candidateDirectories(environment: String?, executablePath: String?, currentDirectory: String) -> [String] {
        var out: [String] = []
        if let e = environment, !e.isEmpty { out.append(e) }
        if let exe = executablePath, exe.hasPrefix("/") {
            var dir = parent(of: exe)
            while true {
                out.append(join(dir, "Scenarios"))
                if dir == "/" { break }
                dir = parent(of: dir)
            }
            out.append(join(parent(of: parent(of: exe)), "share/segue/Scenarios"))
        }
        out.append(join(currentDirectory, "Scenarios"))
        return out
    }

    /// The first candidate that is a directory.
    /// - Parameter isDirectory: whether a path is an existing directory (following symbolic links).
    public static func locate(environment: String?, executablePath: String?, currentDirectory: String,
                              isDirectory: (String) -> Bool) -> String? {
        candidateDirectories(environment: environment, executablePath: executablePath, currentDirectory: currentDirectory)
            .first(where: isDirectory)
    }

    /// The entry `segue list` shows for the file `fileName` (`pop-parallax.json`) at `path`. The
    /// title and description are read without full validation, so one broken file does not hide
    /// the others (`segue check` reports it).
    /// - Parameter bytes: the file's contents; nil when it could not be read.
    public static func entry(fileName: String, path: String, bytes: [UInt8]?) -> BuiltinScenario {
        let name = fileName.hasSuffix(".json") ? String(fileName.dropLast(5)) : fileName
        if let bytes, let root = try? JSONParser.parse(bytes, file: path) {
            return BuiltinScenario(name: name, title: root["title"]?.stringValue ?? name,
                                   description: root["description"]?.stringValue ?? "", path: path)
        }
        return BuiltinScenario(name: name, title: name, description: "(unreadable: run segue check \(path))", path: path)
    }

    /// Resolves a SCENARIO argument: an existing file is used as is; otherwise a name (no `/`,
    /// no `.json`) is looked up among the built-in scenarios.
    /// - Parameters:
    ///   - directory: the built-in scenarios' folder (`locate`), nil when it was not found.
    ///   - isFile: whether a path is an existing regular file (following symbolic links).
    ///   - kindOf: what is at a path that is not a regular file (`a directory`, `a FIFO (named
    ///     pipe)`, …), or nil when nothing is (or a regular file is).
    ///   - scenarioNames: the built-in names in a folder (file names without `.json`), for the
    ///     "did you mean" hint; asked only when the argument names nothing.
    /// - Throws: `FileError` naming what was tried, with a "did you mean" hint; for a path
    ///   that names a directory, FIFO, device or socket, what it is (`isNotRegularFile`).
    public static func resolve(_ argument: String, directory: String?, isFile: (String) -> Bool,
                               kindOf: (String) -> String?, scenarioNames: (String) -> [String]) throws(FileError) -> String {
        if isFile(argument) { return argument }
        let what = kindOf(argument)
        if argument.contains("/") || argument.hasSuffix(".json") || argument.hasSuffix(".segue") {
            if let what { throw FileError.notRegular(argument, what) }
            throw FileError(path: argument, message: "no such file")
        }
        let notAFile = what.map { "is \($0), not a regular file" } ?? "not a file"
        guard let dir = directory else {
            throw FileError(path: argument, message: "\(notAFile), and the built-in scenarios were not found (set \(environmentVariable))",
                            isNotRegularFile: what != nil)
        }
        let candidate = join(dir, argument + ".json")
        if isFile(candidate) { return candidate }
        let names = scenarioNames(dir)
        throw FileError(path: argument, message: "\(notAFile), and not a built-in scenario" + suggestionText(for: argument, among: names.sorted()),
                        isNotRegularFile: what != nil)
    }

    // MARK: - Paths

    /// The folder holding `path` (`/a/b/c` → `/a/b`, `/a` → `/`, `c` → `.`).
    public static func parent(of path: String) -> String {
        var p = path
        while p.count > 1 && p.hasSuffix("/") { p.removeLast() }
        guard let slash = p.lastIndex(of: "/") else { return "." }
        let head = String(p[..<slash])
        return head.isEmpty ? "/" : head
    }

    /// `a/b`, with one slash between them.
    public static func join(_ a: String, _ b: String) -> String { a.hasSuffix("/") ? a + b : a + "/" + b }
}
