import SegueCore
import SegueJSON

extension SessionFile {
    /// Reads the session file at `path`.
    /// - Parameter path: the file, as given; it also names the file in diagnostics.
    /// - Throws: `FileError` (cannot read, not a regular file, over 64 MiB) or `DiagnosticsError`
    ///   (invalid: a bad header or embedded scenario; bad event lines are only `warnings`).
    public static func read(path: String) throws -> Session {
        let bytes = try SourceFile.readBytes(path: path, maxBytes: maxFileBytes, kind: "a session")
        return try parse(bytes: bytes, file: path)
    }
}
