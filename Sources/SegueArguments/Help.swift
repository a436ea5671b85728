/// The help texts, generated from the command declarations, wrapped at word boundaries to the
/// terminal's width with hanging indents (docs/cli.md).
public enum Help {
    /// Width help text is wrapped to when standard output is not a terminal; unit: columns.
    public static let width = 80
    /// The narrowest width help is wrapped to, however narrow the terminal; unit: columns.
    public static let minimumWidth = 40

    /// The width to wrap to: the terminal's (`columns`, nil when standard output is not a
    /// terminal), at least `minimumWidth`; else `width`.
    public static func width(terminalColumns columns: Int?) -> Int {
        columns.map { max(minimumWidth, $0) } ?? width
    }

    /// `PROGRAM COMMAND --help`: summary, usage, arguments, options with unit, range and default,
    /// then the command's discussion; lines of at most `width` columns (default 80) where words
    /// allow.
    public static func command(_ c: any CommandDeclaration, width: Int = Help.width) -> String {
        var lines = wrap("\(c.program) \(c.name) — \(c.summary)", indent: "    ", width: width) + [""]
        lines += wrap("Usage: " + c.usage, indent: "    ", width: width)
        if !c.arguments.isEmpty {
            lines += ["", "Arguments:"]
            let w = termWidth(c.arguments.map(\.synopsis))
            for a in c.arguments { lines += table(term: a.synopsis, text: a.help, termWidth: w, width: width) }
        }
        let options = c.optionDeclarations + [.helpFlag]
        lines += ["", "Options:"]
        let w = termWidth(options.map(\.signature))
        for o in options { lines += table(term: o.signature, text: describe(o), termWidth: w, width: width) }
        if !c.discussion.isEmpty {
            lines.append("")
            lines += discussion(c.discussion, width: width)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A command's discussion: consecutive lines that start without a space form one paragraph,
    /// wrapped to `width`; indented and empty lines stay as they are.
    public static func discussion(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var paragraph: [Substring] = []
        func flush() {
            if !paragraph.isEmpty { lines += wrap(paragraph.joined(separator: " "), indent: "", width: width) }
            paragraph = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(" ") || line.isEmpty {
                flush()
                lines.append(String(line))
            } else {
                paragraph.append(line)
            }
        }
        flush()
        return lines
    }

    /// An option's help text with its unit, range, whether it repeats and its default, each
    /// said once, in one pair of parentheses.
    public static func describe(_ o: OptionDeclaration) -> String {
        var facts: [String] = []
        if let unit = o.unit { facts.append(unit) }
        if let phrase = o.kind?.helpPhrase { facts.append(phrase) }
        if case .repeating = o.arity { facts.append("repeatable") }
        if let d = o.defaultValue { facts.append("default \(d.shown)") } else if let d = o.defaultText { facts.append("default: \(d)") }
        return facts.isEmpty ? o.help : "\(o.help) (\(facts.joined(separator: "; ")))"
    }

    private static func termWidth(_ terms: [String]) -> Int {
        min((terms.map(\.count).max() ?? 0) + 2, 26)
    }

    /// "  term      text…" with the text wrapped under itself; a long term gets its text on
    /// the next line.
    public static func table(term: String, text: String, termWidth: Int, width: Int) -> [String] {
        let indent = String(repeating: " ", count: 2 + termWidth)
        var wrapped = wrap(text, indent: indent, firstIndent: indent, width: width)
        let head = "  " + term
        if head.count + 1 < indent.count {
            wrapped[0] = head + String(repeating: " ", count: indent.count - head.count) + wrapped[0].dropFirst(indent.count)
            return wrapped
        }
        return [head] + wrapped
    }

    /// Words of `text` in lines of at most `width` columns (a single longer word overflows);
    /// lines after the first start with `indent`, the first with `firstIndent`.
    public static func wrap(_ text: String, indent: String, firstIndent: String = "", width: Int = Help.width) -> [String] {
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
