#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What an output path names, found before anything is written (docs/terminal.md, "Files
/// segue writes"). Symbolic links are followed: the target is what counts, and the link itself
/// is left in place.
struct OutputTarget {
    /// The kinds of thing a path can name.
    enum Kind: Equatable {
        /// Nothing yet (a new file, or the target of a dangling symbolic link).
        case missing
        case regularFile
        case characterDevice
        case fifo
        case directory
        case blockDevice
        case socket

        /// `a directory`, `a FIFO`, … for messages.
        var described: String {
            switch self {
            case .missing: "missing"
            case .regularFile: "a regular file"
            case .characterDevice: "a character device"
            case .fifo: "a FIFO"
            case .directory: "a directory"
            case .blockDevice: "a block device"
            case .socket: "a socket"
            }
        }
    }

    /// The path as given (named in messages).
    let path: String
    /// Where a file is created or replaced: `path` with every symbolic link followed.
    let resolved: String
    /// Whether `path` itself is a symbolic link.
    let isSymbolicLink: Bool
    let kind: Kind
    /// Mode and owner of an existing target (nil when `missing`).
    let status: stat?

    /// The path as shown in messages (control characters replaced).
    var shown: String { Sanitize.text(path) }

    /// Looks at `path`. Throws `PATH: cannot write: REASON` (exit 1) when it cannot even be
    /// looked at (a component is not a directory, a loop of links, no search permission).
    static func find(_ path: String) throws(CLIError) -> OutputTarget {
        // An empty path names nothing: a usage error (exit 2), as an empty input path is.
        if path.isEmpty { throw .usage("'': an empty path names no file (give a path, or - for standard output)") }
        var link = stat()
        let isLink = lstat(path, &link) == 0 && link.st_mode & S_IFMT == S_IFLNK
        var st = stat()
        if stat(path, &st) == 0 {
            let kind = Self.kind(st.st_mode)
            // A device or FIFO is opened by the path as given (the kernel follows the links,
            // /dev/stdout's included); only a regular file needs the real path, to put a
            // temporary file beside it.
            let resolved = kind == .regularFile ? (Self.realPath(path) ?? path) : path
            return OutputTarget(path: path, resolved: resolved, isSymbolicLink: isLink, kind: kind, status: st)
        }
        let code = errno
        guard code == ENOENT else { throw SafeOutput.failure(path, code) }
        return OutputTarget(path: path, resolved: try danglingTarget(path), isSymbolicLink: isLink, kind: .missing, status: nil)
    }

    /// Whether the target's permission bits let this process write it: the owner's bits when
    /// the file is ours, else the group's when we are in its group, else everyone else's. The
    /// superuser's power to write any file is deliberately not used, so a read-only file is
    /// never replaced, not even by root.
    var permitsWriting: Bool {
        guard let st = status else { return true }
        if st.st_uid == geteuid() { return st.st_mode & S_IWUSR != 0 }
        if Self.inGroup(st.st_gid) { return st.st_mode & S_IWGRP != 0 }
        return st.st_mode & S_IWOTH != 0
    }

    /// Throws `PATH: cannot write: Permission denied (mode 0444)` (exit 1) unless
    /// `permitsWriting`.
    func requireWritable() throws(CLIError) {
        guard !permitsWriting, let st = status else { return }
        let mode = "0" + String(st.st_mode & 0o777, radix: 8)
        let owner = st.st_uid == geteuid() ? "" : ", owner uid \(st.st_uid)"
        throw .runtime("\(shown): cannot write: \(String(cString: strerror(EACCES))) (mode \(mode)\(owner))")
    }

    /// Throws `PATH: is the input file INPUT; segue does not write over a file it reads` (a
    /// usage error, exit 2) when `path` and one of `inputs` are the same file (the same device
    /// and inode: links and other spellings of the path count).
    static func requireNotInput(_ path: String, inputs: [String]) throws(CLIError) {
        var out = stat()
        guard stat(path, &out) == 0, out.st_mode & S_IFMT == S_IFREG else { return }
        for input in inputs {
            var st = stat()
            guard stat(input, &st) == 0, st.st_dev == out.st_dev, st.st_ino == out.st_ino else { continue }
            throw .usage("\(Sanitize.text(path)): is the input file \(Sanitize.text(input)); "
                         + "segue does not write over a file it reads (choose another output)")
        }
    }

    private static func kind(_ mode: mode_t) -> Kind {
        switch mode & S_IFMT {
        case S_IFREG: .regularFile
        case S_IFCHR: .characterDevice
        case S_IFIFO: .fifo
        case S_IFDIR: .directory
        case S_IFBLK: .blockDevice
        default: .socket
        }
    }

    private static func realPath(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }

    /// Where a path that names nothing would be created: itself, or, through a chain of
    /// dangling symbolic links, the last link's target.
    private static func danglingTarget(_ path: String) throws(CLIError) -> String {
        var current = path
        for _ in 0..<40 {
            var st = stat()
            guard lstat(current, &st) == 0, st.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(current, &buffer, buffer.count - 1)
            guard n > 0 else { throw SafeOutput.failure(path, errno) }
            let link = String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = link.hasPrefix("/") ? link : directory(of: current) + "/" + link
        }
        throw SafeOutput.failure(path, ELOOP)
    }

    /// The directory part of `path` (`.` when there is none).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Whether `gid` is this process's effective group or one of its supplementary groups.
    private static func inGroup(_ gid: gid_t) -> Bool {
        if gid == getegid() { return true }
        let count = getgroups(0, nil)
        guard count > 0 else { return false }
        var groups = [gid_t](repeating: 0, count: Int(count))
        let n = getgroups(count, &groups)
        return groups.prefix(max(0, Int(n))).contains(gid)
    }
}
