/// A command line that does not fit its command's declarations: one line, without the
/// program's prefix (the program prints it as a usage error).
public struct ArgumentError: Error, Sendable, Equatable {
    /// What is wrong, e.g. `--fps given more than once`.
    public var message: String

    public init(_ message: String) { self.message = message }
}
