/// One error or warning of swiftc about a user's source, printed as segue's one line
/// `segue: FILE:LINE:COL: swift: message` (docs/cli.md, "Errors"). Line and column are the
/// user's own: `SourceRewrite` keeps every column and its `#sourceLocation` line makes swiftc
/// name the original file and lines.
public struct CompileDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// An error or a warning (swiftc's notes and remarks are dropped).
    public enum Severity: String, Sendable, Hashable {
        case error, warning
    }

    /// The file as swiftc names it (the original path, through `#sourceLocation`); nil for a
    /// problem without a place (`error: unable to load standard library …`).
    public var file: String?
    /// Line, 1-based (0 when `file` is nil).
    public var line: Int
    /// Column, 1-based, in UTF-8 bytes as swiftc counts (0 when `file` is nil).
    public var column: Int
    public var severity: Severity
    /// swiftc's words.
    public var message: String

    public init(file: String?, line: Int, column: Int, severity: Severity, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// `FILE:LINE:COL: swift: message` (`swift: message` without a place), no `segue: ` prefix.
    public var located: String {
        (file.map { "\($0):\(line):\(column): " } ?? "") + "swift: " + message
    }

    /// `segue: FILE:LINE:COL: swift: message`.
    public var description: String { "segue: " + located }

    /// The errors and warnings in swiftc's output, in order. Notes, remarks, the code excerpts
    /// swiftc prints under a diagnostic and any other line are skipped.
    public static func parse(_ output: String) -> [CompileDiagnostic] {
        output.split(separator: "\n", omittingEmptySubsequences: true).compactMap { parseLine(String($0)) }
    }

    /// `PATH:LINE:COL: error|warning: message`, or `error: message` without a place.
    static func parseLine(_ line: String) -> CompileDiagnostic? {
        for severity in [Severity.error, .warning] {
            let bare = severity.rawValue + ": "
            if line.hasPrefix(bare) {
                return CompileDiagnostic(file: nil, line: 0, column: 0, severity: severity, message: String(line.dropFirst(bare.count)))
            }
            guard let marker = line.firstRange(of: ": " + bare), let first = line.first, first != " ", first != "|" else { continue }
            let message = String(line[marker.upperBound...])
            if line[..<marker.lowerBound] == "<unknown>:0" {
                return CompileDiagnostic(file: nil, line: 0, column: 0, severity: severity, message: message)
            }
            let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, let row = Int(place[place.count - 2]), let column = Int(place[place.count - 1]),
                  !first.isNumber || !line.contains(" | ")
            else { continue }
            return CompileDiagnostic(file: place.dropLast(2).joined(separator: ":"), line: row, column: column, severity: severity,
                                     message: message)
        }
        return nil
    }
}
