/// The help texts, generated from the command declarations.
enum Help {
    /// Width help text is wrapped to, in columns.
    static let width = 80

    /// `segue --help`: what segue is, every command with its summary, the conventions.
    static func main(commands: [any Command]) -> String {
        var lines = [
            "segue \(SegueCLI.version) — preview iOS-style interactive view-controller transitions in a terminal",
            "",
            "Usage: segue COMMAND [ARGUMENTS] [OPTIONS]",
            "",
            "Commands:",
        ]
        let nameWidth = max(commands.map(\.name.count).max() ?? 0, 4) + 2
        for c in commands {
            lines += table(term: c.name, text: c.summary, termWidth: nameWidth)
        }
        lines += [
            "",
            "  segue COMMAND --help     usage, arguments and every option of a command",
            "  segue help COMMAND       the same",
            "  segue --version          print the version",
            "",
            "Exit codes: 0 success, 1 runtime failure (I/O, terminal), 2 usage error or invalid input.",
            "Errors go to standard error, one line each.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `segue COMMAND --help`: summary, usage, arguments, options with unit, range and default,
    /// then the command's discussion.
    static func command(_ c: any Command) -> String {
        var lines = ["segue \(c.name) — \(c.summary)", ""]
        lines += wrap("Usage: " + c.usage, indent: "    ")
        if !c.arguments.isEmpty {
            lines += ["", "Arguments:"]
            let w = termWidth(c.arguments.map(\.synopsis))
            for a in c.arguments { lines += table(term: a.synopsis, text: a.help, termWidth: w) }
        }
        let options = c.options + [.flag("help", short: "h", "show this help")]
        lines += ["", "Options:"]
        let w = termWidth(options.map(\.signature))
        for o in options { lines += table(term: o.signature, text: describe(o), termWidth: w) }
        if !c.discussion.isEmpty {
            lines.append("")
            for paragraph in c.discussion.split(separator: "\n", omittingEmptySubsequences: false) {
                if paragraph.hasPrefix(" ") || paragraph.isEmpty {
                    lines.append(String(paragraph))
                } else {
                    lines += wrap(String(paragraph), indent: "")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// An option's help text with its unit, range and default in parentheses.
    static func describe(_ o: Option) -> String {
        var facts: [String] = []
        if let unit = o.unit { facts.append(unit) }
        if let kind = o.kind {
            switch kind {
            case .string, .path: break
            default: facts.append(kind.phrase)
            }
        }
        if case .repeating = o.arity { facts.append("repeatable") }
        if let d = o.defaultValue { facts.append("default \(d.shown)") }
        return facts.isEmpty ? o.help : "\(o.help) (\(facts.joined(separator: "; ")))"
    }

    private static func termWidth(_ terms: [String]) -> Int {
        min((terms.map(\.count).max() ?? 0) + 2, 26)
    }

    /// "  term      text…" with the text wrapped under itself; a long term gets its text on
    /// the next line.
    private static func table(term: String, text: String, termWidth: Int) -> [String] {
        let indent = String(repeating: " ", count: 2 + termWidth)
        var wrapped = wrap(text, indent: indent, firstIndent: indent)
        let head = "  " + term
        if head.count + 1 < indent.count {
            wrapped[0] = head + String(repeating: " ", count: indent.count - head.count) + wrapped[0].dropFirst(indent.count)
            return wrapped
        }
        return [head] + wrapped
    }

    /// Words of `text` in lines of at most `width` columns (a single longer word overflows);
    /// lines after the first start with `indent`, the first with `firstIndent`.
    static func wrap(_ text: String, indent: String, firstIndent: String = "", width: Int = Help.width) -> [String] {
        var lines: [String] = []
        var line = firstIndent
        var lineHasWord = false
        for word in text.split(separator: " ") {
            if lineHasWord, line.count + 1 + word.count > width {
                lines.append(line)
                line = indent
                lineHasWord = false
            }
            line += (lineHasWord ? " " : "") + word
            lineHasWord = true
        }
        lines.append(line)
        return lines
    }
}
