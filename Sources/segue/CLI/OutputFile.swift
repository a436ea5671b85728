import Foundation

/// Writing a command's output to a file given with `-o FILE`.
enum OutputFile {
    /// Writes `text` to `path` atomically: into a new temporary file in the same directory,
    /// then renamed over `path`, so a reader never sees half a file and a failed write leaves
    /// any old file untouched. Throws a one-line runtime error (exit 1) naming the path and
    /// the system's reason.
    static func write(_ text: String, to path: String) throws(CLIError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let temporary = directory + "/.\(url.lastPathComponent).\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure(path, errno) }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(fd)
                unlink(temporary)
                throw failure(path, code)
            }
            offset += n
        }
        if close(fd) != 0 {
            let code = errno
            unlink(temporary)
            throw failure(path, code)
        }
        if rename(temporary, path) != 0 {
            let code = errno
            unlink(temporary)
            throw failure(path, code)
        }
    }

    private static func failure(_ path: String, _ code: Int32) -> CLIError {
        .runtime("cannot write '\(ArgumentParser.shown(path))': \(String(cString: strerror(code)))")
    }
}
