import SegueCore

extension SessionFile {
    /// Reads the session file at `path`.
    /// - Parameter path: the file, as given; it also names the file in diagnostics.
    /// - Throws: `FileError` (cannot read, over 64 MiB) or `DiagnosticsError` (invalid).
    public static func read(path: String) throws -> Session {
        let bytes = try SourceFile.readBytes(path: path, maxBytes: maxFileBytes)
        return try parse(bytes: bytes, file: path)
    }
}
