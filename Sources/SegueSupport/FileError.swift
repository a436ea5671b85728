/// A file that could not be read at all (missing, not a regular file, unreadable, too large).
/// Printed as `segue: PATH: message`.
public struct FileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path as given.
    public var path: String
    /// What went wrong (`cannot open: No such file or directory`).
    public var message: String
    /// True when the file exists and was read but is larger than allowed (invalid input rather
    /// than an I/O failure; the CLI exits 2 for it).
    public var isTooLarge: Bool
    /// True when the path names something other than a regular file (a directory, a FIFO, a
    /// device, a socket): invalid input too (exit 2).
    public var isNotRegularFile: Bool
    public init(path: String, message: String, isTooLarge: Bool = false, isNotRegularFile: Bool = false) {
        self.path = path
        self.message = message
        self.isTooLarge = isTooLarge
        self.isNotRegularFile = isNotRegularFile
    }
    /// Whether the problem is the input itself (too large, not a regular file) rather than an
    /// I/O failure: the CLI exits 2 for these, 1 for the others.
    public var isInvalidInput: Bool { isTooLarge || isNotRegularFile }
    /// `segue: PATH: message`.
    public var description: String { "segue: \(path): \(message)" }

    /// The refusal of `path`, which names `what` (`a directory`, `a FIFO (named pipe)`, …)
    /// rather than a regular file.
    /// - Parameter reads: what segue reads from the file, for the message; default `scenarios and sessions`.
    public static func notRegular(_ path: String, _ what: String, reads: String = "scenarios and sessions") -> FileError {
        FileError(path: path, message: "is \(what), not a regular file (segue reads \(reads) from regular files only)",
                  isNotRegularFile: true)
    }
}
