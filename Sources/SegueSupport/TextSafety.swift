/// Which characters of text from a file or the command line may reach a terminal
/// (docs/scenarios.md, "Text"). One rule for every place text leaves segue: the loader refuses
/// the unsafe characters in text shown on screen, and `Sanitize.text` (SegueRender) replaces
/// them and drops the invisible ones wherever text is printed or drawn.
public enum TextSafety {
    /// What a character is, for these rules.
    public enum Kind: Sendable, Equatable {
        /// Shown as it is.
        case plain
        /// Never written to a terminal: refused in scenario text, replaced by U+FFFD elsewhere.
        case unsafe(Unsafe)
        /// A zero-width format character: accepted in scenario text, dropped wherever it is
        /// drawn or printed.
        case invisible
    }

    /// The classes of unsafe characters.
    public enum Unsafe: Sendable, Equatable {
        case controlCharacter, lineSeparator, paragraphSeparator, bidirectionalControl, noncharacter

        /// `control character`, `bidirectional control`, … (for messages).
        public var name: String {
            switch self {
            case .controlCharacter: "control character"
            case .lineSeparator: "line separator"
            case .paragraphSeparator: "paragraph separator"
            case .bidirectionalControl: "bidirectional control"
            case .noncharacter: "noncharacter"
            }
        }

        /// Why the class is refused, for messages.
        public var reason: String {
            switch self {
            case .controlCharacter: "terminal escape sequences and line breaks are not allowed"
            case .lineSeparator, .paragraphSeparator: "line breaks are not allowed"
            case .bidirectionalControl: "it would reorder the text around it on screen"
            case .noncharacter: "noncharacters are not text"
            }
        }
    }

    /// The kind of `scalar`:
    /// - unsafe: C0 controls (U+0000–U+001F), DEL and C1 controls (U+007F–U+009F); the line and
    ///   paragraph separators U+2028, U+2029; the bidirectional controls (Unicode's Bidi_Control:
    ///   U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), which reorder what follows;
    ///   the 66 noncharacters (U+FDD0–U+FDEF and the last two code points of every plane,
    ///   U+FFFE, U+FFFF, …, U+10FFFF);
    /// - invisible: every other format character (general category Cf: soft hyphen U+00AD,
    ///   U+200B–U+200D, word joiner U+2060, U+FEFF, the interlinear annotation characters
    ///   U+FFF9–U+FFFB, …) and the whole tag block U+E0000–U+E007F;
    /// - plain: everything else.
    @inline(__always) public static func kind(of scalar: Unicode.Scalar) -> Kind {
        let v = scalar.value
        if v >= 0x20 && v < 0x7F { return .plain }
        if v <= 0x9F { return .unsafe(.controlCharacter) }  // C0 (below 0x20), DEL and C1
        if v == 0x2028 { return .unsafe(.lineSeparator) }
        if v == 0x2029 { return .unsafe(.paragraphSeparator) }
        if isBidiControl(v) { return .unsafe(.bidirectionalControl) }
        if (v >= 0xFDD0 && v <= 0xFDEF) || v & 0xFFFE == 0xFFFE { return .unsafe(.noncharacter) }
        if v == 0xAD || (v >= 0xE0000 && v <= 0xE007F) { return .invisible }
        // No format character below U+0600 but the soft hyphen, nor between U+2070 and U+FEFF
        // (box drawing, blocks, braille, CJK: what frames are made of), so no lookup there.
        if v < 0x600 || (v >= 0x2070 && v < 0xFEFF) { return .plain }
        if scalar.properties.generalCategory == .format { return .invisible }
        return .plain
    }

    /// Whether `scalar` may never be written to a terminal (see `kind(of:)`).
    @inline(__always) public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        if case .unsafe = kind(of: scalar) { return true }
        return false
    }

    /// Whether `scalar` is a zero-width format character, dropped when drawn (see `kind(of:)`).
    @inline(__always) public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        kind(of: scalar) == .invisible
    }

    /// The first unsafe character of `text`: its index in scalars (0-based), the scalar and
    /// its class of unsafe characters; nil when there is none.
    public static func firstUnsafe(in text: String) -> (index: Int, scalar: Unicode.Scalar, category: Unsafe)? {
        for (k, u) in text.unicodeScalars.enumerated() {
            if case .unsafe(let c) = kind(of: u) { return (k, u, c) }
        }
        return nil
    }

    /// `U+001B`, `U+10FFFF`: at least four hex digits, upper case.
    public static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    static func isBidiControl(_ v: UInt32) -> Bool {
        v == 0x061C || v == 0x200E || v == 0x200F || (v >= 0x202A && v <= 0x202E) || (v >= 0x2066 && v <= 0x2069)
    }
}
