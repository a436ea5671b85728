/// An error that ends a command: one line on stderr (`segue: COMMAND: message`) and an exit code.
/// Never a stack trace. `SegueCLI.main` catches it; commands just throw.
public struct CLIError: Error, Sendable, Equatable {
    /// Exit code for usage errors and invalid input (bad options, bad specs, invalid files).
    public static let usageCode: Int32 = 2
    /// Exit code for runtime failures (I/O, terminal).
    public static let runtimeCode: Int32 = 1

    /// What went wrong, one line, without the `segue: COMMAND: ` prefix.
    public var message: String
    /// The process exit code: 2 for usage errors and invalid input, 1 for runtime failures.
    public var exitCode: Int32

    public init(_ message: String, exitCode: Int32) {
        self.message = message
        self.exitCode = exitCode
    }

    /// A usage error or invalid input (exit 2).
    public static func usage(_ message: String) -> CLIError { CLIError(message, exitCode: usageCode) }
    /// A runtime failure such as an I/O error (exit 1).
    public static func runtime(_ message: String) -> CLIError { CLIError(message, exitCode: runtimeCode) }
}

/// Interpolated (`"not written: \(error)"`), a `CLIError` is its message (issue 28: the
/// inspector's panel showed `CLIError(message: …)`).
extension CLIError: CustomStringConvertible {
    public var description: String { message }
}

/// Invalid input found in files: one ready-made `segue: file:line:col: key.path: message` line
/// per problem, printed as they are; exit 2 (or 1 for an I/O failure).
public struct InputFailure: Error, Sendable, Equatable {
    public var lines: [String]
    public var exitCode: Int32 = CLIError.usageCode

    /// `lines` to print, each a whole `segue: …` line; `exitCode` default 2 (bad input).
    public init(lines: [String], exitCode: Int32 = CLIError.usageCode) {
        self.lines = lines
        self.exitCode = exitCode
    }
}
