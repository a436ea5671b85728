#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file operation on the compiler's cache that failed: `PATH: cannot write: reason`.
public struct UserCodeFileError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    /// What was being done: `cannot read`, `cannot write`, `cannot run`, …
    public var action: String
    /// The errno (or posix_spawn's result).
    public var code: Int32

    public var description: String { "\(path): \(action): \(reason)" }
    /// The system's words for `code` (`No such file or directory`).
    public var reason: String { String(cString: strerror(code)) }
}

/// The few file operations the compiler's cache needs, on libc (no Foundation).
enum UserCodeFiles {
    /// The whole file.
    static func readAll(_ path: String) throws(UserCodeFileError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw UserCodeFileError(path: path, action: "cannot read", code: errno) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw UserCodeFileError(path: path, action: "cannot read", code: errno) }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
        }
    }

    /// `bytes` into a new file at `path` (replacing one that is there).
    static func writeAll(_ bytes: [UInt8], to path: String) throws(UserCodeFileError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw UserCodeFileError(path: path, action: "cannot write", code: errno) }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw UserCodeFileError(path: path, action: "cannot write", code: errno) }
            offset += count
        }
    }

    /// Whether a regular file is at `path`.
    static func isFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// `path` and the folders above it, as `mkdir -p` makes them.
    static func makeDirectories(_ path: String) throws(UserCodeFileError) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            prefix += "/" + part
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
                throw UserCodeFileError(path: prefix, action: "cannot create the folder", code: errno)
            }
        }
    }
}
