import Foundation
import SegueTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Helpers for the tests of what segue writes (`-o`, `--record`, standard output).
enum OutputTestSupport {
    /// Runs the built segue with `args` through `spawnAndWait` (the environment of `runSegue`).
    /// - Parameters:
    ///   - stdoutPath: a file to open as standard output instead of a capture (e.g. `/dev/full`).
    ///   - shellSetup: `sh` commands run before segue is exec'd (limits and ignored signals
    ///     carry over), e.g. `trap '' XFSZ; ulimit -f 16`; nil runs segue directly.
    static func segue(_ args: [String], stdoutPath: String? = nil, shellSetup: String? = nil) throws -> SpawnResult {
        let binary = try #require(segueBinaryURL()?.path, "the segue binary was not found")
        if let shellSetup {
            return try spawnAndWait("/bin/sh", ["-c", shellSetup + "; exec \"$0\" \"$@\"", binary] + args,
                                    environment: segueEnvironment(), stdoutPath: stdoutPath)
        }
        return try spawnAndWait(binary, args, environment: segueEnvironment(), stdoutPath: stdoutPath)
    }

    /// A file's status, links not followed (nil when nothing is there).
    static func linkStatus(_ path: String) -> stat? {
        var st = stat()
        return lstat(path, &st) == 0 ? st : nil
    }

    /// A file's status, links followed.
    static func status(_ path: String) -> stat? {
        var st = stat()
        return stat(path, &st) == 0 ? st : nil
    }

    /// The file type bits (`S_IFREG`, `S_IFLNK`, …) of `path`, links not followed.
    static func type(_ path: String) -> mode_t? { linkStatus(path).map { $0.st_mode & S_IFMT } }

    /// The permission bits of `path`, links followed.
    static func mode(_ path: String) -> mode_t? { status(path).map { $0.st_mode & 0o777 } }

    static func contents(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    static func write(_ text: String, to path: String, mode: mode_t) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        try #require(chmod(path, mode) == 0)
    }

    /// Every temporary file (`.NAME….tmp`) under `dir`: there must be none after a run.
    static func temporaries(in dir: URL) -> [String] {
        let all = FileManager.default.enumerator(atPath: dir.path)?.allObjects as? [String] ?? []
        return all.filter { ($0 as NSString).lastPathComponent.hasPrefix(".") && $0.hasSuffix(".tmp") }
    }

    static var isRoot: Bool { geteuid() == 0 }

    /// Before a test aims `-o` at a system device (`/dev/null`, `/dev/full`) as root, where a
    /// regression would replace the machine's device with a regular file: runs `args + ["-o",
    /// COPY]` on a private copy of the device (mknod, same major and minor) and requires that
    /// it is still a character device afterwards. Does nothing when not root (the device's
    /// directory is not writable then). Cancels the test when root may not mknod.
    static func requireSafeOnPrivateCopy(of device: String, _ args: [String]) throws {
        guard isRoot else { return }
        let st = try #require(status(device), "\(device) is missing")
        try #require(st.st_mode & S_IFMT == S_IFCHR, "\(device) is not a character device")
        let dir = try TerminalTools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let copy = dir.path + "/device"
        guard mknod(copy, S_IFCHR | 0o666, st.st_rdev) == 0 else {
            try Test.cancel("root, but mknod is not allowed here: not risking the real \(device)")
        }
        _ = try segue(args + ["-o", copy])
        try #require(type(copy) == S_IFCHR, "a private copy of \(device) was replaced by a file: not trying the real one")
    }

    /// `segue curve linear --csv --samples 3`, from the closed form (linear progress = t).
    static let linearCSV = "t,progress\n" + [0, 0.5, 1].map { String(format: "%.6f,%.6f\n", $0, $0) }.joined()

    /// `strerror(code)`, the system's wording of an error.
    static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}

/// Reads everything written into a FIFO on a background thread.
final class FIFOReader: @unchecked Sendable {
    /// A second name (hard link) of the FIFO, which the reader can always be let go through,
    /// even when the FIFO's own name was replaced by a file.
    let spare: String
    private let done = DispatchSemaphore(value: 0)
    private var bytes = Data()

    /// Starts reading the FIFO at `path` (the thread blocks in open(2) until a writer comes).
    /// `spare` must be a path on the same file system, outside the directory under test.
    init(_ path: String, spare: String) throws {
        self.spare = spare
        try #require(link(path, spare) == 0, "cannot link \(path) to \(spare)")
        Thread.detachNewThread { [self] in
            let fd = open(path, O_RDONLY)
            if fd >= 0 {
                var chunk = [UInt8](repeating: 0, count: 1 << 16)
                while true {
                    let n = read(fd, &chunk, chunk.count)
                    if n < 0 && errno == EINTR { continue }
                    if n <= 0 { break }
                    bytes.append(contentsOf: chunk[..<n])
                }
                close(fd)
            }
            done.signal()
        }
    }

    /// What was read once the writer closed. When no writer came (segue refused the FIFO, or
    /// replaced it), the reader is let go by opening the FIFO for writing here.
    func finish() -> Data {
        if done.wait(timeout: .now() + 1) == .timedOut {
            let fd = open(spare, O_WRONLY | O_NONBLOCK)
            if fd >= 0 { close(fd) }
            _ = done.wait(timeout: .now() + 10)
        }
        return bytes
    }
}
