#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SegueCore

/// Reads input files with a size bound, never more than `maxBytes + 1` bytes.
public enum SourceFile {
    /// The bytes of the file at `path`.
    /// - Parameters:
    ///   - path: the file, as given on the command line (relative to the working directory).
    ///   - maxBytes: largest accepted size; unit: bytes; default 1 MiB (scenarios).
    /// - Throws: `FileError` when the file cannot be opened or read, or is larger than `maxBytes`.
    public static func readBytes(path: String, maxBytes: Int = 1 << 20) throws(FileError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 { throw FileError(path: path, message: "cannot open: \(errnoText())") }
        defer { close(fd) }
        var st = stat()
        if fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR {
            throw FileError(path: path, message: "is a directory, not a file")
        }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileError(path: path, message: "cannot read: \(errnoText())")
            }
            if n == 0 { break }
            out.append(contentsOf: chunk[0..<n])
            if out.count > maxBytes {
                throw FileError(path: path, message: "file is larger than \(JSONParser.describeBytes(maxBytes)); refusing to read it", isTooLarge: true)
            }
        }
        return out
    }

    static func errnoText() -> String { String(cString: strerror(errno)) }
}
