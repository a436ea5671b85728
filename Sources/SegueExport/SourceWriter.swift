/// Builds Swift source line by line with four-space indentation (docs/export.md): `line` adds a
/// line at the current depth, `block` a braced block whose body is one level deeper.
struct SourceWriter {
    /// The text so far, one line per element, indentation included.
    private(set) var lines: [String] = []
    /// The current depth; unit: levels of four spaces; ≥ 0; starts at 0.
    private var depth = 0

    init() {}

    /// Adds `text` at the current depth; an empty `text` adds a blank line (no trailing spaces).
    mutating func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: depth) + text)
    }

    /// Adds each of `texts` at the current depth (lines of a nested snippet keep their own indentation).
    mutating func lines(_ texts: [String]) {
        for t in texts { line(t) }
    }

    /// `opener {`, the body one level deeper, then `closer` (default `}`).
    mutating func block(_ opener: String, closer: String = "}", _ body: (inout SourceWriter) -> Void) {
        line(opener + " {")
        depth += 1
        body(&self)
        depth -= 1
        line(closer)
    }

    /// A blank line, unless the text is empty or already ends with one or an opening brace.
    mutating func separator() {
        guard let last = lines.last, !last.isEmpty, !last.hasSuffix("{") else { return }
        line()
    }

    /// The lines joined, ending with a newline.
    var text: String { lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n" }
}
