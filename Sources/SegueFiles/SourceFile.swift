#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SegueCore
import SegueJSON

/// Reads input files with a size bound, never more than `maxBytes + 1` bytes, and only
/// regular files: a directory, FIFO, device or socket is refused by what it is, before it is
/// opened (so a FIFO never blocks the reader).
public enum SourceFile {
    /// The bytes of the file at `path` (symbolic links followed).
    /// - Parameters:
    ///   - maxBytes: largest accepted size; unit: bytes; default 1 MiB (scenarios).
    ///   - kind: what the file is, for the message about the limit (`a scenario`); default
    ///     `an input file`.
    /// - Throws: `FileError` when the file cannot be opened or read, is not a regular file, or
    ///   is larger than `maxBytes`.
    public static func readBytes(path: String, maxBytes: Int = 1 << 20, kind: String = "an input file") throws(FileError) -> [UInt8] {
        var st = stat()
        if stat(path, &st) != 0 { throw FileError(path: path, message: "cannot open: \(errnoText())") }
        if let what = nonRegularKind(st.st_mode) { throw FileError.notRegular(path, what, reads: Self.plural(of: kind)) }
        // Non-blocking, in case the path was replaced by a FIFO since: open(2) then returns at once.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        if fd < 0 { throw FileError(path: path, message: "cannot open: \(errnoText())") }
        defer { close(fd) }
        if fstat(fd, &st) == 0, let what = nonRegularKind(st.st_mode) { throw FileError.notRegular(path, what, reads: Self.plural(of: kind)) }
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
                throw FileError(path: path, message: "file is larger than \(JSONParser.describeBytes(maxBytes)), the most segue reads for "
                                + "\(kind) (a fixed limit; it cannot be raised)", isTooLarge: true)
            }
        }
        return out
    }

    /// `a directory`, `a FIFO (named pipe)`, … for a file mode that is not a regular file's;
    /// nil for a regular file.
    public static func nonRegularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "a special file"
        }
    }

    /// What a message says segue reads, for `kind`: `images` for `an image`, `test files` for
    /// `a test file`, else `scenarios and sessions`.
    static func plural(of kind: String) -> String {
        switch kind {
        case "an image": "images"
        case "a test file": "test files"
        default: "scenarios and sessions"
        }
    }

    static func errnoText() -> String { String(cString: strerror(errno)) }
}
