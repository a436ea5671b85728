import SegueCore

/// Text from files and the command line (titles, content, log lines, paths, messages) passes
/// through here before it can reach a terminal, by the rules of `TextSafety`
/// (docs/scenarios.md, "Text"): unsafe characters never do, invisible ones are dropped.
public enum Sanitize {
    /// Whether a scalar must never be written to a terminal (`TextSafety.isUnsafe`): C0
    /// (including ESC), DEL, C1, the line and paragraph separators, the bidirectional controls
    /// that could reorder what follows, and noncharacters.
    @inline(__always) public static func isControl(_ s: Unicode.Scalar) -> Bool { TextSafety.isUnsafe(s) }

    /// `text` with every unsafe character replaced by U+FFFD (tab by a space) and every
    /// invisible one (zero-width format characters, tags) removed, so that a title like
    /// `"\u{1B}]0;pwned\u{07}"` shows as harmless visible text, and what is drawn, printed and
    /// written to a cast header is the same.
    public static func text(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { TextSafety.kind(of: $0) != .plain }) else { return text }
        var out = String.UnicodeScalarView()
        for s in text.unicodeScalars {
            switch TextSafety.kind(of: s) {
            case .plain: out.append(s)
            case .invisible: continue
            case .unsafe: out.append(s == "\t" ? " " : "\u{FFFD}")
            }
        }
        return String(out)
    }
}
