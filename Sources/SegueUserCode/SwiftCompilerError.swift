/// Why `SwiftCompiler` gave no library.
public enum SwiftCompilerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// swiftc refused the sources: its errors at the user's places, its warnings, its whole
    /// output (for a failure it printed no error line for) and its exit status.
    case compileFailed(errors: [CompileDiagnostic], warnings: [CompileDiagnostic], output: String, status: Int32)
    /// `swiftc --version` could not be run or failed.
    case noCompiler(swiftc: String, reason: String)
    /// The cache folder or a file in it could not be made.
    case file(UserCodeFileError)

    /// One `segue: …` line per error.
    public var description: String {
        switch self {
        case .compileFailed(let errors, _, let output, let status):
            if !errors.isEmpty { return errors.map(\.description).joined(separator: "\n") }
            let firstLine = output.split(separator: "\n").first.map(String.init) ?? ""
            return "segue: swift: swiftc failed (exit \(status))" + (firstLine.isEmpty ? "" : ": " + firstLine)
        case .noCompiler(let swiftc, let reason):
            return "segue: swift: cannot run \(swiftc): \(reason)"
        case .file(let error):
            return "segue: swift: \(error)"
        }
    }
}
