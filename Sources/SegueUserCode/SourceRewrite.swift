import SegueSupport

/// A user's Swift source rewritten so that it compiles on Linux, where Swift has no Objective-C
/// runtime, **keeping every line and column** of the original (docs/user-code.md):
///
/// - `@objc`, `@objc(name)` and `@objcMembers` become as many spaces;
/// - `#selector(` becomes `__sel__(` and two spaces: a call of a function (SegueUIKit's) that
///   takes the method reference itself, so what follows keeps its column;
/// - a first line `#sourceLocation(file: "<original path>", line: 1)` makes the compiler name
///   the user's file, and count the original's line N (the rewrite's N + 1) as N.
///
/// Text inside string literals and comments is left alone (`SwiftCodeScanner`). Pure: text in,
/// text out. Every replacement is ASCII of the same length, so byte and character columns hold.
public enum SourceRewrite {
    /// What `#selector(` becomes: a function call of the same length, padded with spaces.
    public static let selectorFunction = "__sel__"

    /// `source` rewritten, with the `#sourceLocation` line naming `originalPath` on top.
    public static func rewrite(_ source: String, originalPath: String) -> String {
        var bytes = Array(source.utf8)
        for edit in SwiftCodeScanner.edits(in: bytes) {
            bytes.replaceSubrange(edit.range, with: edit.replacement)
        }
        return sourceLocationLine(originalPath) + "\n" + String(decoding: bytes, as: UTF8.self)
    }

    /// `#sourceLocation(file: "PATH", line: 1)`, PATH as a Swift string literal
    /// (`SwiftStringLiteral`, as the export writes its literals).
    static func sourceLocationLine(_ path: String) -> String {
        "#sourceLocation(file: \(SwiftStringLiteral.quoted(path)), line: 1)"
    }
}
