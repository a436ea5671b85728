#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    public static func locate(environment: String?, executablePath: String?, currentDirectory: String,
                              isDirectory: (String) -> Bool = BuiltinScenarios.isDirectory) -> String? {
        candidateDirectories(environment: environment, executablePath: executablePath, currentDirectory: currentDirectory)
            .first(where: isDirectory)
    }

    /// The scenarios folder for this process (reads the environment, the executable path and
    /// the working directory).
    public static func locate() -> String? {
        let env = getenv(environmentVariable).map { String(cString: $0) }
        return locate(environment: env, executablePath: executablePath(), currentDirectory: currentDirectory())
    }

    /// The built-in scenarios in `directory`, sorted by name. Titles and descriptions are read
    /// without full validation, so one broken file does not hide the others (`segue check`
    /// reports it).
    public static func list(in directory: String) -> [BuiltinScenario] {
        var out: [BuiltinScenario] = []
        for file in jsonFiles(in: directory) {
            let path = join(directory, file)
            let name = String(file.dropLast(5))
            var title = name, description = ""
            if let bytes = try? SourceFile.readBytes(path: path, maxBytes: ScenarioLoader.maxFileBytes),
               let root = try? JSONParser.parse(bytes, file: path) {
                title = root["title"]?.stringValue ?? name
                description = root["description"]?.stringValue ?? ""
            } else {
                description = "(unreadable: run segue check \(path))"
            }
            out.append(BuiltinScenario(name: name, title: title, description: description, path: path))
        }
        return out.sorted { $0.name < $1.name }
    }

    /// Resolves a SCENARIO argument: an existing file is used as is; otherwise a name (no `/`,
    /// no `.json`) is looked up among the built-in scenarios.
    /// - Parameter kindOf: what is at a path that is not a regular file (`a directory`, …), or
    ///   nil when nothing is; default: asks the file system (`stat`, never `open`).
    /// - Throws: `FileError` naming what was tried, with a "did you mean" hint; for a path
    ///   that names a directory, FIFO, device or socket, what it is (`isNotRegularFile`).
    public static func resolve(_ argument: String, directory: String?,
                               isFile: (String) -> Bool = BuiltinScenarios.isRegularFile,
                               kindOf: (String) -> String? = BuiltinScenarios.nonRegularKind) throws(FileError) -> String {
        if isFile(argument) { return argument }
        let what = kindOf(argument)
        if argument.contains("/") || argument.hasSuffix(".json") || argument.hasSuffix(".segue") {
            if let what { throw SourceFile.notRegular(argument, what) }
            throw FileError(path: argument, message: "no such file")
        }
        let notAFile = what.map { "is \($0), not a regular file" } ?? "not a file"
        guard let dir = directory else {
            throw FileError(path: argument, message: "\(notAFile), and the built-in scenarios were not found (set \(environmentVariable))",
                            isNotRegularFile: what != nil)
        }
        let candidate = join(dir, argument + ".json")
        if isFile(candidate) { return candidate }
        let names = jsonFiles(in: dir).map { String($0.dropLast(5)) }
        throw FileError(path: argument, message: "\(notAFile), and not a built-in scenario" + suggestionText(for: argument, among: names.sorted()),
                        isNotRegularFile: what != nil)
    }

    // MARK: - File system

    /// Whether `path` is an existing directory (following symbolic links).
    public static func isDirectory(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether `path` is an existing regular file (following symbolic links).
    public static func isRegularFile(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG
    }

    /// What `path` names when it exists but is not a regular file (`a directory`, `a FIFO
    /// (named pipe)`, …, following symbolic links); nil when it is a regular file or nothing.
    public static func nonRegularKind(_ path: String) -> String? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        return SourceFile.nonRegularKind(st.st_mode)
    }

    /// `*.json` names in a directory (not recursive), sorted.
    static func jsonFiles(in directory: String) -> [String] {
        guard let d = opendir(directory) else { return [] }
        defer { closedir(d) }
        var names: [String] = []
        while let entry = readdir(d) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name.hasSuffix(".json"), !name.hasPrefix("."), isRegularFile(join(directory, name)) { names.append(name) }
        }
        return names.sorted()
    }

    /// The running executable's absolute path: `/proc/self/exe`, else `arguments[0]` made absolute.
    static func executablePath() -> String? {
        var buf = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buf, buf.count - 1)
        if n > 0 {
            return String(decoding: buf[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        guard let arg0 = CommandLine.arguments.first, !arg0.isEmpty else { return nil }
        if let r = realpath(arg0, nil) {
            defer { free(r) }
            return String(cString: r)
        }
        return arg0.hasPrefix("/") ? arg0 : join(currentDirectory(), arg0)
    }

    static func currentDirectory() -> String {
        var buf = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buf, buf.count) != nil else { return "." }
        let end = buf.firstIndex(of: 0) ?? buf.count
        return String(decoding: buf[0..<end].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func parent(of path: String) -> String {
        var p = path
        while p.count > 1 && p.hasSuffix("/") { p.removeLast() }
        guard let slash = p.lastIndex(of: "/") else { return "." }
        let head = String(p[..<slash])
        return head.isEmpty ? "/" : head
    }

    static func join(_ a: String, _ b: String) -> String { a.hasSuffix("/") ? a + b : a + "/" + b }
}
