/// The option lists of a man page, generated from the commands' declarations: in the page,
/// each command's list stands between two comment lines (`begin(_:)` and `end`), and `fill`
/// rewrites what is between them; the rest of the page is written by hand (docs/cli.md, "For
/// developers").
public enum ManPageOptions {
    /// The comment line that opens the generated list of `command`.
    public static func begin(_ command: any CommandDeclaration) -> String {
        #".\" The options of \#(command.program) \#(command.name), generated from its declarations (make generated): do not edit."#
    }

    /// The comment line that closes a generated list.
    public static let end = #".\" End of the generated options."#

    /// `page` with every command's list between its comment lines made anew. Fails, naming the
    /// command, when a command has no such lines.
    public static func fill(_ page: String, commands: [any CommandDeclaration]) throws(ArgumentError) -> String {
        var lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for c in commands {
            guard let from = lines.firstIndex(of: begin(c)), let to = lines[from...].firstIndex(of: end) else {
                throw ArgumentError("the man page has no generated option list for \(c.name) ('\(begin(c))' … '\(end)')")
            }
            lines.replaceSubrange((from + 1)..<to, with: list(c))
        }
        return lines.joined(separator: "\n")
    }

    /// The `.TP` paragraphs of a command's options, as help words them.
    public static func list(_ c: any CommandDeclaration) -> [String] {
        c.optionDeclarations.flatMap { o -> [String] in
            let long = roff("--" + o.name)
            let head = switch (o.arity, o.short) {
            case (.flag, nil): ".B \(long)"
            case (.flag, let short?): ".BR \(roff("-\(short)")) \", \" \(long)"
            case (_, nil): ".BI \(long) \" \(roff(o.valueName))\""
            case (_, let short?): ".BI \(roff("-\(short)")) \" \(roff(o.valueName))\" \"\\fR, \\fP\(long)\" \" \(roff(o.valueName))\""
            }
            return [".TP", head, roff(Help.describe(o)) + "."]
        }
    }

    /// `text` for roff: backslashes as `\e`, hyphens as `\-`, characters beyond ASCII as
    /// `\[uXXXX]`, and a line that would start with a control character (`.`, `'`) protected by
    /// `\&`.
    static func roff(_ text: String) -> String {
        var out = ""
        for s in text.unicodeScalars {
            switch s {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            case _ where !s.isASCII:
                let hex = String(s.value, radix: 16, uppercase: true)
                out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            default: out.unicodeScalars.append(s)
            }
        }
        return out.hasPrefix(".") || out.hasPrefix("'") ? "\\&" + out : out
    }
}
