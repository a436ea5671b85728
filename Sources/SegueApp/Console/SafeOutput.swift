#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueCore

/// Everything segue writes goes through here: standard output, `-o FILE` and `--record FILE`.
/// Every write is checked, and no file is left half-written or replaced when it must not be
/// (docs/terminal.md, "Files segue writes"):
///
/// - `replacing` (`-o FILE`): a regular file, or a path that names nothing yet, is written
///   into a new temporary file beside it, renamed over it by `finish()`. An existing file is
///   replaced only when its permission bits let this user write it; the new file keeps its
///   mode and owner. A character device or a FIFO is written straight into. A symbolic link is
///   followed (its target is written, the link stays). A directory, a block device or a socket
///   is refused.
/// - `recording` (`--record FILE`): a new regular file, or with `force` an existing one (the
///   same rules as `-o`); never anything else. Lines go in as they happen, each whole or not
///   at all (`writeWhole`), so the file always ends on a whole line.
/// - `standardOutput()`: straight through.
///
/// Text given to `write` is buffered (`bufferSize`) and written out as it fills, so memory does
/// not grow with the length of the output. A failure throws one line naming the output,
/// `PATH: cannot write: REASON` or `write to stdout: REASON` (exit 1). Dropping an output
/// before `finish()` removes its temporary file, leaving any old file as it was, and removes a
/// recording file it created that never got a whole line.
public final class SafeOutput {
    /// How much text `write` collects before writing it out; unit: bytes.
    static let bufferSize = 1 << 16

    /// The path as given, or nil for standard output (what messages name).
    let path: String?
    private var fd: Int32
    private let ownsDescriptor: Bool
    /// The temporary file of a regular-file output and the file it replaces.
    private var pendingRename: (temporary: String, target: String)?
    /// Rename as soon as the first whole line is in (a recording), not at `finish()`.
    private let renamesEarly: Bool
    /// A new recording file this created (removed again if it stays empty).
    private let createdFile: String?
    /// Whether a write cut short can be taken back with `ftruncate` (a regular file).
    private let isRegularFile: Bool
    private var buffer: [UInt8] = []
    /// Bytes written to `fd` so far.
    private var written: off_t = 0

    private init(path: String?, fd: Int32, ownsDescriptor: Bool = true, pendingRename: (String, String)? = nil,
                 renamesEarly: Bool = false, createdFile: String? = nil, isRegularFile: Bool) {
        self.path = path
        self.fd = fd
        self.ownsDescriptor = ownsDescriptor
        self.pendingRename = pendingRename.map { (temporary: $0.0, target: $0.1) }
        self.renamesEarly = renamesEarly
        self.createdFile = createdFile
        self.isRegularFile = isRegularFile
    }

    deinit {
        if ownsDescriptor && fd >= 0 { _ = close(fd) }
        if let pending = pendingRename { unlink(pending.temporary) }
        if let createdFile, written == 0 { unlink(createdFile) }
    }

    /// Standard output, written straight through (never closed).
    static func standardOutput() -> SafeOutput {
        SafeOutput(path: nil, fd: 1, ownsDescriptor: false, isRegularFile: false)
    }

    /// The output of `-o PATH` (see the type's rules). Throws (exit 1) when PATH is a
    /// directory, a block device or a socket, a file this user may not write, or cannot be
    /// created.
    /// - Parameter regularOnly: refuse a character device and a FIFO too (exit 1), whose
    ///   `open` can wait for a reader forever: the previewer's writes (the inspector's `w` and
    ///   `e`) never open anything but a new temporary file; default false.
    static func replacing(_ path: String, regularOnly: Bool = false) throws(CLIError) -> SafeOutput {
        let target = try OutputTarget.find(path)
        switch target.kind {
        case .characterDevice, .fifo:
            if regularOnly {
                throw .runtime("\(target.shown): is \(target.kind.described); the previewer writes only regular files")
            }
            let fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
            guard fd >= 0 else { throw failure(path, errno) }
            return SafeOutput(path: path, fd: fd, isRegularFile: false)
        case .regularFile, .missing:
            try target.requireWritable()
            return try replacement(of: target, renamesEarly: false)
        case .directory, .blockDevice, .socket:
            throw .runtime("\(target.shown): is \(target.kind.described); segue writes only regular files, character devices and FIFOs")
        }
    }

    /// The output of `--record PATH`: a new regular file; an existing one (or a symbolic link,
    /// dangling or not) only with `force`. Throws a usage error (exit 2) for anything but a
    /// regular file and for an existing file without `force`; exit 1 for a file this user may
    /// not write or that cannot be created.
    static func recording(_ path: String, force: Bool) throws(CLIError) -> SafeOutput {
        let target = try OutputTarget.find(path)
        if target.kind == .missing && !target.isSymbolicLink { return try fresh(path, named: path) }
        guard target.kind == .regularFile || target.kind == .missing else {
            throw .usage("\(target.shown): is \(target.kind.described), not a regular file (a recording is written to a regular file)")
        }
        guard force else { throw alreadyExists(path) }
        if target.kind == .missing { return try fresh(target.resolved, named: path) }
        try target.requireWritable()
        return try replacement(of: target, renamesEarly: true)
    }

    /// Where a new file goes (`segue new`): a path that names nothing yet, or with `force` an
    /// existing regular file (a symbolic link is followed). Throws a usage error (exit 2) for an
    /// existing file without `force` (`PATH: already exists (add --force to overwrite it)`, as
    /// `--record` words it) and for anything but a regular file; exit 1 for a file this user may
    /// not write. Nothing is written: `creating(_:)` then makes the output.
    static func newFileTarget(_ path: String, force: Bool) throws(CLIError) -> OutputTarget {
        let target = try OutputTarget.find(path)
        guard target.kind == .regularFile || target.kind == .missing else {
            throw .usage("\(target.shown): is \(target.kind.described), not a regular file")
        }
        if (target.kind == .regularFile || target.isSymbolicLink) && !force { throw alreadyExists(path) }
        try target.requireWritable()
        return target
    }

    /// The output of a file `newFileTarget` accepted: written into a temporary file beside it
    /// and renamed into place by `finish()`, so a reader never sees half a file.
    static func creating(_ target: OutputTarget) throws(CLIError) -> SafeOutput {
        try replacement(of: target, renamesEarly: false)
    }

    /// Adds `text` to the output; written out whenever `bufferSize` bytes have collected.
    public func write(_ text: String) throws(CLIError) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.bufferSize { try flush() }
    }

    /// Adds `bytes` (a picture's) to the output, buffered as `write` buffers text.
    public func write(bytes: [UInt8]) throws(CLIError) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.bufferSize { try flush() }
    }

    /// Writes `text` now, whole or not at all: when a write fails part-way, what it wrote is
    /// cut off again (in a regular file), so the output still ends where it did before.
    func writeWhole(_ text: String) throws(CLIError) {
        try flush()
        let bytes = Array(text.utf8)
        if let code = bytes.withUnsafeBytes({ Self.writeAll(fd, $0) }) {
            if isRegularFile {
                _ = ftruncate(fd, written)
                _ = lseek(fd, written, SEEK_SET)
            }
            throw failure(code)
        }
        written += off_t(bytes.count)
        if renamesEarly { try placeFile() }
    }

    /// Writes out what is buffered, closes the file and renames it into place. Every step is
    /// checked; a failure leaves an old file as it was.
    public func finish() throws(CLIError) {
        try flush()
        if ownsDescriptor && fd >= 0 {
            let rc = close(fd)
            let code = errno
            fd = -1
            if rc != 0 && code != EINTR { throw failure(code) }
        }
        try placeFile()
    }

    /// write(2) until all of `bytes` is written, retrying when interrupted. Returns the errno of
    /// a failure, nil on success.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let n = systemWrite(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if n == 0 { return EIO }
            offset += n
        }
        return nil
    }

    /// `PATH: cannot write: REASON`, or `write to stdout: REASON` for a nil path (exit 1).
    static func failure(_ path: String?, _ code: Int32) -> CLIError {
        let reason = String(cString: strerror(code))
        guard let path else { return .runtime("write to stdout: \(reason)") }
        return .runtime("\(Sanitize.text(path)): cannot write: \(reason)")
    }

    private func failure(_ code: Int32) -> CLIError { Self.failure(path, code) }

    private func flush() throws(CLIError) {
        guard !buffer.isEmpty else { return }
        guard fd >= 0 else { throw failure(EBADF) }
        if let code = buffer.withUnsafeBytes({ Self.writeAll(fd, $0) }) { throw failure(code) }
        written += off_t(buffer.count)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Renames the temporary file over its target, if there is one waiting.
    private func placeFile() throws(CLIError) {
        guard let pending = pendingRename else { return }
        pendingRename = nil
        if rename(pending.temporary, pending.target) != 0 {
            let code = errno
            unlink(pending.temporary)
            throw failure(code)
        }
    }

    private static func alreadyExists(_ path: String) -> CLIError {
        .usage("\(Sanitize.text(path)): already exists (add --force to overwrite it)")
    }

    /// A new file at `file`, which must not exist (links are not followed).
    private static func fresh(_ file: String, named path: String) throws(CLIError) -> SafeOutput {
        let fd = open(file, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw errno == EEXIST ? alreadyExists(path) : failure(path, errno) }
        return SafeOutput(path: path, fd: fd, createdFile: file, isRegularFile: true)
    }

    /// A temporary file beside the target, with an existing target's mode and owner, to be
    /// renamed over it.
    private static func replacement(of target: OutputTarget, renamesEarly: Bool) throws(CLIError) -> SafeOutput {
        let (temporary, fd) = try temporaryFile(beside: target)
        if let st = target.status {
            var mine = stat()
            let owned = fstat(fd, &mine) == 0 && mine.st_uid == st.st_uid && mine.st_gid == st.st_gid
            if !owned && fchown(fd, st.st_uid, st.st_gid) != 0 && mine.st_uid != st.st_uid {
                _ = close(fd)
                unlink(temporary)
                throw .runtime("\(target.shown): cannot write: owned by uid \(st.st_uid), which a replacement could not keep")
            }
            if fchmod(fd, st.st_mode & 0o777) != 0 {
                let code = errno
                _ = close(fd)
                unlink(temporary)
                throw failure(target.path, code)
            }
        }
        return SafeOutput(path: target.path, fd: fd, pendingRename: (temporary, target.resolved), renamesEarly: renamesEarly,
                          isRegularFile: true)
    }

    /// Creates `.NAME.PID.N.tmp` beside the target (never following a link, never reusing a
    /// file that is already there).
    private static func temporaryFile(beside target: OutputTarget) throws(CLIError) -> (String, Int32) {
        let directory = OutputTarget.directory(of: target.resolved)
        let name = target.resolved.split(separator: "/").last.map { String($0.prefix(40)) } ?? "output"
        for n in 0..<100 {
            let temporary = directory + "/.\(name).\(getpid()).\(n).tmp"
            let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if fd >= 0 { return (temporary, fd) }
            if errno != EEXIST { throw failure(target.path, errno) }
        }
        throw failure(target.path, EEXIST)
    }
}

/// A recording's lines go to the session file through the same rules.
extension SafeOutput: SessionSink {
    public var name: String { path ?? "stdout" }
    public func append(line: String) throws { try writeWhole(line) }
}

/// write(2) under a name of its own, so that `SafeOutput`'s `write` methods do not hide it.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { write(fd, bytes, count) }
