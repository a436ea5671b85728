/// A file that could not be read at all (missing, a directory, unreadable, too large).
/// Printed as `segue: PATH: message`.
public struct FileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path as given.
    public var path: String
    /// What went wrong (`cannot open: No such file or directory`).
    public var message: String
    /// True when the file exists and was read but is larger than allowed (invalid input rather
    /// than an I/O failure; the CLI exits 2 for it).
    public var isTooLarge: Bool
    public init(path: String, message: String, isTooLarge: Bool = false) {
        self.path = path
        self.message = message
        self.isTooLarge = isTooLarge
    }
    /// `segue: PATH: message`.
    public var description: String { "segue: \(path): \(message)" }
}
