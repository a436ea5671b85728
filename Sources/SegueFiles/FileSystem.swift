#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SegueCore

/// What this process sees of the file system and of itself: file kinds, folder listings, the
/// environment, the executable's path and the working directory.
public enum FileSystem {
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

    /// `*.json` names in a directory (not recursive, not hidden, regular files only), sorted;
    /// empty when the directory cannot be read.
    public static func jsonFiles(in directory: String) -> [String] {
        guard let d = opendir(directory) else { return [] }
        defer { closedir(d) }
        var names: [String] = []
        while let entry = readdir(d) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name.hasSuffix(".json"), !name.hasPrefix("."), isRegularFile(BuiltinScenarios.join(directory, name)) {
                names.append(name)
            }
        }
        return names.sorted()
    }

    /// The value of the environment variable `name`, nil when it is not set.
    public static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Every environment variable, name → value (`environ`; a name set twice keeps its first value, as `getenv` does).
    public static func environmentVariables() -> [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let eq = text.firstIndex(of: "="), variables[String(text[..<eq])] == nil {
                variables[String(text[..<eq])] = String(text[text.index(after: eq)...])
            }
            entry += 1
        }
        return variables
    }

    /// The running executable's absolute path: `/proc/self/exe`, else `arguments[0]` made absolute.
    public static func executablePath() -> String? {
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
        return arg0.hasPrefix("/") ? arg0 : BuiltinScenarios.join(currentDirectory(), arg0)
    }

    /// The working directory (`.` when it cannot be read).
    public static func currentDirectory() -> String {
        var buf = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buf, buf.count) != nil else { return "." }
        let end = buf.firstIndex(of: 0) ?? buf.count
        return String(decoding: buf[0..<end].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
